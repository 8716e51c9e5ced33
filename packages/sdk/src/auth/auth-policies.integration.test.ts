import type { LocalSupabase } from '@teamboard/local-supabase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, testClient, uniqueEmail } from '../../test/local-backend';
import { isTeamboardError, type TeamboardError } from '../errors/teamboard-error';
import { signInWithPassword } from './sign-in-with-password';
import { signUp } from './sign-up';

async function failure(promise: Promise<unknown>): Promise<TeamboardError> {
  const outcome = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  if (!isTeamboardError(outcome)) throw new Error(`expected a TeamboardError, got ${String(outcome)}`);
  return outcome;
}

/**
 * A project configured stricter than Teamboard's own rules, and without
 * email confirmation: the server's answers the client-side schemas would
 * otherwise never let through.
 */
describe('auth against a stricter project without email confirmation', () => {
  let backend: LocalSupabase;
  beforeAll(async () => {
    backend = await startBackend({
      auth: {
        minimumPasswordLength: 12,
        passwordRequirements: 'lower_upper_letters_digits_symbols',
        // Password sign-ins count against `token_refresh` per IP, in a bucket of 30, as in GoTrue.
        rateLimit: { tokenRefresh: 1 },
        email: { enableConfirmations: false },
      },
    });
  });
  afterAll(async () => {
    await backend?.stop();
  });

  it('signs up straight into a session', async () => {
    const { client } = testClient(backend);
    const result = await signUp(client, {
      email: uniqueEmail('instant'),
      password: 'Strong-password-1',
      displayName: 'Instant',
    });
    expect(result.confirmationRequired).toBe(false);
    expect(result.session?.user.displayName).toBe('Instant');
  });

  it('says weak password when the server’s policy is stricter than ours', async () => {
    const { client } = testClient(backend);
    const error = await failure(
      signUp(client, { email: uniqueEmail('weak'), password: 'abcdefgh1', displayName: 'Weak' }),
    );
    expect(error.code).toBe('auth/weak-password');
    expect(error.issues[0]?.path).toEqual(['password']);
  });

  it('says the user already exists', async () => {
    const email = uniqueEmail('twice');
    const { client } = testClient(backend);
    await signUp(client, { email, password: 'Strong-password-1', displayName: 'First' });
    const error = await failure(
      signUp(client, { email, password: 'Strong-password-1', displayName: 'Again' }),
    );
    expect(error.code).toBe('auth/user-already-exists');
  });

  it('says rate limited after too many sign-in attempts', async () => {
    const email = uniqueEmail('hammer');
    const { client } = testClient(backend);
    const codes: string[] = [];
    for (let attempt = 0; attempt < 31; attempt++) {
      codes.push((await failure(signInWithPassword(client, { email, password: 'guess-1' }))).code);
    }
    expect(codes).toEqual([...Array<string>(30).fill('auth/invalid-credentials'), 'auth/rate-limited']);
  });
});
