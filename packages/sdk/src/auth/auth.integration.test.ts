import type { LocalSupabase } from '@teamboard/local-supabase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APP_URL,
  codeFromEmail,
  followEmailLink,
  mailLink,
  startBackend,
  testClient,
  uniqueEmail,
} from '../../test/local-backend';
import { createTeamboardClient } from '../client';
import { isTeamboardError, type TeamboardError } from '../errors/teamboard-error';
import { exchangeCodeForSession } from './exchange-code-for-session';
import { getSession } from './get-session';
import { getUser } from './get-user';
import { refreshSession } from './refresh-session';
import { requestPasswordReset } from './request-password-reset';
import { signInWithMagicLink } from './sign-in-with-magic-link';
import { signInWithPassword } from './sign-in-with-password';
import { signOut } from './sign-out';
import { signUp } from './sign-up';
import { updateEmail } from './update-email';
import { updatePassword } from './update-password';
import { updateProfileMetadata } from './update-profile-metadata';

const PASSWORD = 'correct-horse-7';
const CALLBACK = `${APP_URL}/auth/callback`;

/** The TeamboardError a promise rejects with; fails the test if it resolves or throws anything else. */
async function failure(promise: Promise<unknown>): Promise<TeamboardError> {
  const outcome = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  if (!isTeamboardError(outcome)) throw new Error(`expected a TeamboardError, got ${String(outcome)}`);
  return outcome;
}

let backend: LocalSupabase;
beforeAll(async () => {
  backend = await startBackend();
});
afterAll(async () => {
  await backend?.stop();
});

/** Signs up and confirms through the emailed link, as a user would; returns a signed-out client's view. */
async function confirmedUser(label: string, displayName = 'Ada Lovelace'): Promise<string> {
  const email = uniqueEmail(label);
  const { client } = testClient(backend);
  await signUp(client, { email, password: PASSWORD, displayName }, { emailRedirectTo: CALLBACK });
  await exchangeCodeForSession(client, await codeFromEmail(backend, email, /confirm your signup/i));
  return email;
}

describe('signUp', () => {
  it('validates every field before sending anything', async () => {
    const { client, requests } = testClient(backend);
    const error = await failure(signUp(client, { email: 'nope', password: 'short', displayName: ' ' }));
    expect(error.code).toBe('validation');
    expect(new Set(error.issues.map((issue) => issue.path[0]))).toEqual(
      new Set(['email', 'password', 'displayName']),
    );
    expect(requests).toEqual([]);
  });

  it('creates an unconfirmed account whose emailed link signs the user in', async () => {
    const email = uniqueEmail('signup');
    const { client, requests } = testClient(backend);
    const result = await signUp(
      client,
      { email: `  ${email.toUpperCase()} `, password: PASSWORD, displayName: '  Grace Hopper ' },
      { emailRedirectTo: `${CALLBACK}?next=/workspaces` },
    );
    expect(result.confirmationRequired).toBe(true);
    expect(result.session).toBeUndefined();
    expect(result.user).toMatchObject({ email, displayName: 'Grace Hopper', emailConfirmedAt: undefined });
    expect(requests).toEqual(['/auth/v1/signup']);

    const target = await followEmailLink(await mailLink(backend, email, /confirm your signup/i));
    expect(`${target.origin}${target.pathname}`).toBe(CALLBACK);
    expect(target.searchParams.get('next')).toBe('/workspaces');
    const session = await exchangeCodeForSession(client, target.searchParams.get('code') ?? '');
    expect(session.user).toMatchObject({ id: result.user.id, email, displayName: 'Grace Hopper' });
    expect(session.user.emailConfirmedAt).toEqual(expect.any(String));
    await expect(getSession(client)).resolves.toMatchObject({ user: { id: result.user.id } });
  });

  it('refuses an address that already has an account', async () => {
    const email = await confirmedUser('taken');
    const { client } = testClient(backend);
    const error = await failure(signUp(client, { email, password: PASSWORD, displayName: 'Copy' }));
    expect(error.code).toBe('auth/user-already-exists');
  });
});

describe('signInWithPassword', () => {
  let email: string;
  beforeAll(async () => {
    email = await confirmedUser('signin');
  });

  it('signs in and keeps the session', async () => {
    const { client } = testClient(backend);
    const session = await signInWithPassword(client, { email: email.toUpperCase(), password: PASSWORD });
    expect(session.user).toMatchObject({ email, displayName: 'Ada Lovelace' });
    expect(session.accessToken).not.toBe('');
    await expect(getUser(client)).resolves.toMatchObject({ email });
  });

  it('says invalid credentials for a wrong password and for an unknown address alike', async () => {
    const { client } = testClient(backend);
    const wrong = await failure(signInWithPassword(client, { email, password: 'wrong-password-1' }));
    const unknown = await failure(
      signInWithPassword(client, { email: uniqueEmail('nobody'), password: PASSWORD }),
    );
    expect([wrong.code, unknown.code]).toEqual(['auth/invalid-credentials', 'auth/invalid-credentials']);
    expect(wrong.message).toBe(unknown.message);
    await expect(getSession(client)).resolves.toBeUndefined();
  });

  it('says the email is not confirmed before the link was followed', async () => {
    const pending = uniqueEmail('pending');
    const { client } = testClient(backend);
    await signUp(client, { email: pending, password: PASSWORD, displayName: 'Pending' });
    const error = await failure(signInWithPassword(client, { email: pending, password: PASSWORD }));
    expect(error.code).toBe('auth/email-not-confirmed');
  });

  it('validates before sending anything', async () => {
    const { client, requests } = testClient(backend);
    const error = await failure(signInWithPassword(client, { email, password: '' }));
    expect(error.code).toBe('validation');
    expect(error.issues).toEqual([{ path: ['password'], message: 'Password is required.' }]);
    expect(requests).toEqual([]);
  });

  it('maps an unreachable server to network', async () => {
    // Port 9 (discard) on loopback: nothing listens, so the connection is refused at once.
    const client = createTeamboardClient({
      url: 'http://127.0.0.1:9',
      key: backend.anonKey,
      options: { auth: { persistSession: false, autoRefreshToken: false } },
    });
    const error = await failure(signInWithPassword(client, { email, password: PASSWORD }));
    expect(error.code).toBe('network');
    expect(error.retryable).toBe(true);
  });
});

describe('signInWithMagicLink', () => {
  it('emails a link whose code signs the user in', async () => {
    const email = await confirmedUser('magic');
    const { client, requests } = testClient(backend);
    await signInWithMagicLink(client, { email }, { emailRedirectTo: CALLBACK });
    expect(requests).toEqual(['/auth/v1/otp']);
    const session = await exchangeCodeForSession(client, await codeFromEmail(backend, email, /magic link/i));
    expect(session.user.email).toBe(email);
  });

  it('validates before sending anything', async () => {
    const { client, requests } = testClient(backend);
    expect((await failure(signInWithMagicLink(client, { email: '' }))).code).toBe('validation');
    expect(requests).toEqual([]);
  });
});

describe('requestPasswordReset and updatePassword', () => {
  it('recovers an account and sets a new password', async () => {
    const email = await confirmedUser('recover');
    const { client } = testClient(backend);
    await requestPasswordReset(client, { email }, { redirectTo: CALLBACK });
    await exchangeCodeForSession(client, await codeFromEmail(backend, email, /reset your password/i));
    const user = await updatePassword(client, { password: 'new-secret-42' });
    expect(user.email).toBe(email);

    const other = testClient(backend).client;
    await expect(failure(signInWithPassword(other, { email, password: PASSWORD }))).resolves.toMatchObject({
      code: 'auth/invalid-credentials',
    });
    await expect(signInWithPassword(other, { email, password: 'new-secret-42' })).resolves.toMatchObject({
      user: { email },
    });
  });

  it('answers an unknown address exactly like a known one, and sends nothing', async () => {
    const email = uniqueEmail('ghost');
    const { client } = testClient(backend);
    await expect(requestPasswordReset(client, { email }, { redirectTo: CALLBACK })).resolves.toBeUndefined();
    expect(backend.mailbox.list(email)).toEqual([]);
  });

  it('says rate limited when asked again at once', async () => {
    const email = await confirmedUser('hurry');
    const { client } = testClient(backend);
    await requestPasswordReset(client, { email });
    const error = await failure(requestPasswordReset(client, { email }));
    expect(error.code).toBe('auth/rate-limited');
    expect(error.retryable).toBe(true);
  });

  it('validates a new password before sending anything', async () => {
    const { client, requests } = testClient(backend);
    const error = await failure(updatePassword(client, { password: 'lettersonly' }));
    expect(error.code).toBe('validation');
    expect(error.issues[0]?.path).toEqual(['password']);
    expect(requests).toEqual([]);
  });

  it('refuses to change the password while signed out', async () => {
    const { client } = testClient(backend);
    expect((await failure(updatePassword(client, { password: 'new-secret-42' }))).code).toBe(
      'auth/session-expired',
    );
  });
});

describe('profile and email updates', () => {
  it('updates the display name carried by the session', async () => {
    const email = await confirmedUser('rename');
    const { client } = testClient(backend);
    await signInWithPassword(client, { email, password: PASSWORD });
    const user = await updateProfileMetadata(client, { displayName: '  Ada King ' });
    expect(user.displayName).toBe('Ada King');
    await expect(getUser(client)).resolves.toMatchObject({ displayName: 'Ada King' });
  });

  it('starts an email change confirmed by a link to the new address', async () => {
    const email = await confirmedUser('move');
    const next = uniqueEmail('moved');
    const { client } = testClient(backend);
    await signInWithPassword(client, { email, password: PASSWORD });
    const user = await updateEmail(client, { email: next }, { emailRedirectTo: CALLBACK });
    expect(user).toMatchObject({ email, pendingEmail: next });
    await expect(mailLink(backend, next, /confirm your new email/i)).resolves.toContain('type=email_change');
  });

  it('validates before sending anything', async () => {
    const { client, requests } = testClient(backend);
    expect((await failure(updateEmail(client, { email: 'x@' }))).code).toBe('validation');
    expect((await failure(updateProfileMetadata(client, { displayName: '' }))).code).toBe('validation');
    expect(requests).toEqual([]);
  });
});

describe('sessions', () => {
  it('reports no session and no user when signed out', async () => {
    const { client, requests } = testClient(backend);
    await expect(getSession(client)).resolves.toBeUndefined();
    await expect(getUser(client)).resolves.toBeUndefined();
    expect(requests).toEqual([]);
  });

  it('signs out everywhere: another device can no longer refresh', async () => {
    const email = await confirmedUser('everywhere');
    const laptop = testClient(backend).client;
    const phone = testClient(backend).client;
    await signInWithPassword(laptop, { email, password: PASSWORD });
    await signInWithPassword(phone, { email, password: PASSWORD });
    await signOut(phone, { scope: 'global' });
    await expect(getSession(phone)).resolves.toBeUndefined();
    expect((await failure(refreshSession(laptop))).code).toBe('auth/session-expired');
  });

  it('signs out this device only with the local scope', async () => {
    const email = await confirmedUser('local');
    const laptop = testClient(backend).client;
    const phone = testClient(backend).client;
    await signInWithPassword(laptop, { email, password: PASSWORD });
    await signInWithPassword(phone, { email, password: PASSWORD });
    await signOut(phone, { scope: 'local' });
    await expect(getSession(phone)).resolves.toBeUndefined();
    await expect(refreshSession(laptop)).resolves.toMatchObject({ user: { email } });
  });

  it('refuses an unknown sign-out scope before sending anything', async () => {
    const { client, requests } = testClient(backend);
    // @ts-expect-error -- not a scope
    expect((await failure(signOut(client, { scope: 'device' }))).code).toBe('validation');
    expect(requests).toEqual([]);
  });

  it('refuses a code that was not issued to this browser', async () => {
    const { client } = testClient(backend);
    expect((await failure(exchangeCodeForSession(client, 'not-a-code'))).code).toBe('auth/session-expired');
    expect((await failure(exchangeCodeForSession(client, '  '))).code).toBe('validation');
  });
});
