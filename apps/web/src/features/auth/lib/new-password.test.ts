import { describe, expect, it } from 'vitest';
import { activateLocaleForTests } from '@/shared/i18n/test-locale';
import { checkNewPassword } from './new-password';

// Field errors are catalogue messages in the active language.
await activateLocaleForTests('en');

const MISMATCH = 'The two passwords do not match.';

describe('checkNewPassword', () => {
  it('returns the password when it follows the rules and the repeat matches', () => {
    expect(checkNewPassword({ password: 'brand-new-1', confirmation: 'brand-new-1' }, MISMATCH)).toEqual({
      ok: true,
      data: 'brand-new-1',
    });
  });

  it('refuses a repeat that differs', () => {
    expect(checkNewPassword({ password: 'brand-new-1', confirmation: 'brand-new-2' }, MISMATCH)).toEqual({
      ok: false,
      errors: { confirmation: 'The two passwords do not match.' },
    });
  });

  it('refuses an empty repeat', () => {
    expect(checkNewPassword({ password: 'brand-new-1', confirmation: '' }, MISMATCH)).toEqual({
      ok: false,
      errors: { confirmation: 'The two passwords do not match.' },
    });
  });

  it('reports only the password while it breaks the rules, even when the repeat differs', () => {
    expect(checkNewPassword({ password: 'short', confirmation: 'other' }, MISMATCH)).toEqual({
      ok: false,
      errors: { password: 'Password must be at least 8 characters.' },
    });
  });

  it('refuses a password the SDK would refuse even when both fields agree', () => {
    const tooLong = `a1${'x'.repeat(200)}`;
    const check = checkNewPassword({ password: tooLong, confirmation: tooLong }, MISMATCH);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors.password).toMatch(/at most/);
    expect(check.errors.confirmation).toBeUndefined();
  });

  it('passes SQL-looking text through untouched, as a password like any other', () => {
    const hostile = "x1' OR '1'='1; --";
    expect(checkNewPassword({ password: hostile, confirmation: hostile }, MISMATCH)).toEqual({
      ok: true,
      data: hostile,
    });
  });

  it('compares exactly: a repeat differing only in case or spaces does not match', () => {
    expect(checkNewPassword({ password: 'Brand-new-1', confirmation: 'brand-new-1' }, MISMATCH).ok).toBe(
      false,
    );
    expect(checkNewPassword({ password: 'brand-new-1', confirmation: 'brand-new-1 ' }, MISMATCH).ok).toBe(
      false,
    );
  });
});
