import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../start';
import { client, startAuthBackend, uniqueEmail } from '../../../test/support/auth-backend';

const PASSWORD = 'correct-horse-1';

// GoTrue's secure password change: GET /reauthenticate mails a code; with
// secure_password_change on, a session signed in more than 24 h ago must send
// it as `nonce` with the new password.
describe('reauthentication and the password nonce', () => {
  let backend: LocalSupabase;
  const codeFor = async (email: string) => {
    const mail = await backend.mailbox.waitFor(email, {
      match: (m) => m.subject === 'Confirm reauthentication',
      timeoutMs: 2000,
    });
    backend.mailbox.clear(email);
    return /Enter this code: (\d+)/.exec(mail.text)![1]!;
  };
  const ageSessions = (email: string) =>
    backend.db.query(
      `update auth.sessions set created_at = now() - interval '25 hours'
        where user_id = (select id from auth.users where email = $1)`,
      [email],
    );
  const signedIn = async () => {
    const email = uniqueEmail('reauth');
    const sb = client(backend);
    expect((await sb.auth.signUp({ email, password: PASSWORD })).error).toBeNull();
    return { sb, email };
  };
  const canSignIn = async (email: string, password: string) =>
    (await client(backend).auth.signInWithPassword({ email, password })).error === null;

  beforeAll(async () => {
    backend = await startAuthBackend({
      auth: { email: { securePasswordChange: true, maxFrequencySeconds: 0 } },
    });
  });
  afterAll(async () => backend?.stop());

  it('lets a session signed in within a day change the password without a nonce', async () => {
    const { sb, email } = await signedIn();
    expect((await sb.auth.updateUser({ password: 'fresh-horse-2' })).error).toBeNull();
    expect(await canSignIn(email, 'fresh-horse-2')).toBe(true);
  });

  it('asks an older session for reauthentication, refuses a wrong or reused nonce, accepts the mailed one', async () => {
    const { sb, email } = await signedIn();
    await ageSessions(email);

    const missing = await sb.auth.updateUser({ password: 'newer-horse-3' });
    expect(missing.error).toMatchObject({ status: 400, code: 'reauthentication_needed' });
    expect(missing.error?.message).toBe('Password update requires reauthentication');

    const notAsked = await sb.auth.updateUser({ password: 'newer-horse-3', nonce: '123456' });
    expect(notAsked.error).toMatchObject({ status: 422, code: 'reauthentication_not_valid' });
    expect(notAsked.error?.message).toBe('Nonce has expired or is invalid');

    expect((await sb.auth.reauthenticate()).error).toBeNull();
    const code = await codeFor(email);
    expect(code).toHaveLength(6);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (const bad of [wrong, "' or '1'='1", 'x'.repeat(300)]) {
      const refused = await sb.auth.updateUser({ password: 'newer-horse-3', nonce: bad });
      expect(refused.error).toMatchObject({ status: 422, code: 'reauthentication_not_valid' });
    }
    expect(await canSignIn(email, PASSWORD)).toBe(true);

    expect((await sb.auth.updateUser({ password: 'newer-horse-3', nonce: code })).error).toBeNull();
    expect(await canSignIn(email, 'newer-horse-3')).toBe(true);
    // Spent: the same code does not work twice.
    await ageSessions(email);
    const reused = await sb.auth.updateUser({ password: 'newest-horse-4', nonce: code });
    expect(reused.error).toMatchObject({ status: 422, code: 'reauthentication_not_valid' });
  });

  it('refuses an expired nonce', async () => {
    const { sb, email } = await signedIn();
    await ageSessions(email);
    expect((await sb.auth.reauthenticate()).error).toBeNull();
    const code = await codeFor(email);
    await backend.db.query(
      `update auth.users set reauthentication_sent_at = now() - interval '2 hours' where email = $1`,
      [email],
    );
    const expired = await sb.auth.updateUser({ password: 'later-horse-5', nonce: code });
    expect(expired.error).toMatchObject({ status: 422, code: 'reauthentication_not_valid' });
  });

  it('needs a signed-in user: no token, a forged one or an ended session are refused', async () => {
    const anon = await fetch(`${backend.apiUrl}/auth/v1/reauthenticate`, {
      headers: { apikey: backend.anonKey },
    });
    expect(anon.status).toBe(401);
    const forged = await fetch(`${backend.apiUrl}/auth/v1/reauthenticate`, {
      headers: { apikey: backend.anonKey, authorization: 'Bearer a.b.c' },
    });
    expect(forged.status).toBe(403);
    const { sb } = await signedIn();
    const token = (await sb.auth.getSession()).data.session!.access_token;
    await sb.auth.signOut();
    const ended = await fetch(`${backend.apiUrl}/auth/v1/reauthenticate`, {
      headers: { apikey: backend.anonKey, authorization: `Bearer ${token}` },
    });
    expect(ended.status).toBe(403);
    expect(await ended.json()).toMatchObject({ error_code: 'session_not_found' });
  });
});
