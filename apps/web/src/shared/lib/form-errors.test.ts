import { signUpInput, validate } from '@teamboard/sdk';
import { describe, expect, it } from 'vitest';
import { checkForm } from './form-errors';

describe('checkForm', () => {
  it('returns the cleaned values when the SDK schema accepts them', () => {
    const check = checkForm(() =>
      validate(signUpInput, { email: ' A@Example.com ', password: 'secret-pass-1', displayName: ' Ada ' }),
    );
    expect(check).toEqual({
      ok: true,
      data: { email: 'a@example.com', password: 'secret-pass-1', displayName: 'Ada' },
    });
  });

  it('keeps the first message of each invalid field', () => {
    const check = checkForm<unknown, 'email' | 'password' | 'displayName'>(() =>
      validate(signUpInput, { email: 'ada', password: 'short', displayName: 'Ada' }),
    );
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors).toEqual({
      email: 'Enter a valid email address.',
      password: 'Password must be at least 8 characters.',
    });
  });

  it('lets errors other than validation through', () => {
    expect(() =>
      checkForm(() => {
        throw new Error('boom');
      }),
    ).toThrow('boom');
  });
});
