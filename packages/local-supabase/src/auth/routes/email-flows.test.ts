import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../start';
import {
  client,
  followLink,
  startAuthBackend,
  uniqueEmail,
  verifyLink,
} from '../../../test/support/auth-backend';

const PASSWORD = 'correct-horse-1';
const APP = 'http://127.0.0.1:5173/welcome';

describe('auth with email confirmations on', () => {
  let backend: LocalSupabase;
  const mailTo = (email: string, subject: string) =>
    backend.mailbox.waitFor(email, { match: (m) => m.subject === subject, timeoutMs: 2000 });

  beforeAll(async () => {
    backend = await startAuthBackend({
      auth: { email: { enableConfirmations: true, maxFrequencySeconds: 0 } },
    });
  });
  afterAll(async () => backend?.stop());

  it('signUp mails a confirmation link; following it signs in (implicit fragment → setSession)', async () => {
    const email = uniqueEmail();
    const sb = client(backend);
    const { data, error } = await sb.auth.signUp({
      email,
      password: PASSWORD,
      options: { emailRedirectTo: APP },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.confirmation_sent_at).toBeTruthy();
    expect(data.user?.email_confirmed_at).toBeUndefined();

    const early = await client(backend).auth.signInWithPassword({ email, password: PASSWORD });
    expect(early.error).toMatchObject({ status: 400, code: 'email_not_confirmed' });

    const mail = await mailTo(email, 'Confirm your signup');
    const link = verifyLink(mail.links);
    expect(link).toContain(`${backend.apiUrl}/auth/v1/verify?token=`);
    expect(link).toContain('type=signup');
    const { location, fragment } = await followLink(link);
    expect(`${location.origin}${location.pathname}`).toBe(APP);
    expect(fragment.get('type')).toBe('signup');
    const set = await sb.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    expect(set.error).toBeNull();
    expect(set.data.user?.email_confirmed_at).toBeTruthy();

    // The link is single-use: a second click lands on the app with the error in the fragment.
    const again = await followLink(link);
    expect(again.fragment.get('error_code')).toBe('otp_expired');
    expect(again.fragment.get('error')).toBe('access_denied');
    expect((await client(backend).auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
  });

  it('answers a duplicate sign-up with an obfuscated user with no identities', async () => {
    const email = uniqueEmail();
    await client(backend).auth.signUp({ email, password: PASSWORD });
    const link = verifyLink((await mailTo(email, 'Confirm your signup')).links);
    await followLink(link);
    const { data, error } = await client(backend).auth.signUp({ email, password: PASSWORD });
    expect(error).toBeNull();
    expect(data.user?.identities).toEqual([]);
    const { rows } = await backend.db.query('select id from auth.users where email = $1', [email]);
    expect(rows).toHaveLength(1);
    expect((rows[0] as { id: string }).id).not.toBe(data.user?.id);
  });

  it('magic link with the 6-digit code: verifyOtp signs in; unknown users are refused with create_user false', async () => {
    const email = uniqueEmail();
    const sb = client(backend);
    expect((await sb.auth.signInWithOtp({ email })).error).toBeNull();
    const mail = await mailTo(email, 'Your magic link');
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await sb.auth.verifyOtp({
      email,
      token: code === '000000' ? '111111' : '000000',
      type: 'email',
    });
    expect(wrong.error).toMatchObject({ status: 403, code: 'otp_expired' });
    const { data, error } = await sb.auth.verifyOtp({ email, token: code!, type: 'email' });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    expect(data.user?.email_confirmed_at).toBeTruthy();

    const refused = await client(backend).auth.signInWithOtp({
      email: uniqueEmail(),
      options: { shouldCreateUser: false },
    });
    expect(refused.error).toMatchObject({ status: 422, code: 'otp_disabled' });
  });

  it('magic link followed with PKCE: ?code= → exchangeCodeForSession', async () => {
    const email = uniqueEmail();
    await client(backend).auth.signUp({ email, password: PASSWORD });
    await followLink(verifyLink((await mailTo(email, 'Confirm your signup')).links));
    const sb = client(backend, { pkce: true });
    const events: string[] = [];
    sb.auth.onAuthStateChange((event) => events.push(event));
    expect((await sb.auth.signInWithOtp({ email, options: { emailRedirectTo: APP } })).error).toBeNull();
    const link = verifyLink((await mailTo(email, 'Your magic link')).links);
    expect(link).toContain('token=pkce_');
    const { location } = await followLink(link);
    const code = location.searchParams.get('code');
    expect(code).toBeTruthy();
    const { data, error } = await sb.auth.exchangeCodeForSession(code!);
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    expect(events).toContain('SIGNED_IN');
    const replay = await client(backend, { pkce: true }).auth.exchangeCodeForSession(code!);
    expect(replay.error).toBeTruthy();
  });

  it('resetPasswordForEmail → recovery link → PASSWORD_RECOVERY → updateUser({ password })', async () => {
    const email = uniqueEmail();
    await client(backend).auth.signUp({ email, password: PASSWORD });
    await followLink(verifyLink((await mailTo(email, 'Confirm your signup')).links));
    const sb = client(backend, { pkce: true });
    const events: string[] = [];
    sb.auth.onAuthStateChange((event) => events.push(event));
    expect((await sb.auth.resetPasswordForEmail(email, { redirectTo: APP })).error).toBeNull();
    const { location } = await followLink(verifyLink((await mailTo(email, 'Reset your password')).links));
    const { error } = await sb.auth.exchangeCodeForSession(location.searchParams.get('code')!);
    expect(error).toBeNull();
    expect(events).toContain('PASSWORD_RECOVERY');
    expect((await sb.auth.updateUser({ password: 'brand-new-pass-3' })).error).toBeNull();
    expect(
      (await client(backend).auth.signInWithPassword({ email, password: 'brand-new-pass-3' })).error,
    ).toBeNull();
    // Unknown addresses get the same empty success.
    expect((await client(backend).auth.resetPasswordForEmail(uniqueEmail())).error).toBeNull();
  });

  it('recovery with the implicit flow: verifyOtp(token_hash) emits PASSWORD_RECOVERY', async () => {
    const email = uniqueEmail();
    const admin = client(backend, { key: backend.serviceRoleKey });
    await admin.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
    const sb = client(backend);
    const events: string[] = [];
    sb.auth.onAuthStateChange((event) => events.push(event));
    await sb.auth.resetPasswordForEmail(email);
    const link = new URL(verifyLink((await mailTo(email, 'Reset your password')).links));
    const { error } = await sb.auth.verifyOtp({
      token_hash: link.searchParams.get('token')!,
      type: 'recovery',
    });
    expect(error).toBeNull();
    expect(events).toContain('PASSWORD_RECOVERY');
  });

  it('email change needs both addresses to confirm (double_confirm_changes)', async () => {
    const email = uniqueEmail();
    const next = uniqueEmail('next');
    const sb = client(backend);
    await sb.auth.signUp({ email, password: PASSWORD });
    const { fragment } = await followLink(verifyLink((await mailTo(email, 'Confirm your signup')).links));
    await sb.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    const { data, error } = await sb.auth.updateUser({ email: next });
    expect(error).toBeNull();
    expect(data.user?.new_email).toBe(next);
    expect(data.user?.email).toBe(email);
    const toNew = await mailTo(next, 'Confirm your new email address');
    const toCurrent = await mailTo(email, 'Confirm your email address change');
    const first = await followLink(verifyLink(toNew.links));
    expect(first.fragment.get('message')).toMatch(/Confirmation link accepted/);
    const second = await followLink(verifyLink(toCurrent.links));
    expect(second.fragment.get('access_token')).toBeTruthy();
    const { rows } = await backend.db.query<{ email: string }>(
      'select email from auth.users where email = $1',
      [next],
    );
    expect(rows).toHaveLength(1);

    const taken = await sb.auth.updateUser({ email: uniqueEmail() });
    expect(taken.error).toBeNull();
  });

  it('resend, invite and redirect validation', async () => {
    const email = uniqueEmail();
    await client(backend).auth.signUp({ email, password: PASSWORD });
    expect(
      (
        await client(backend).auth.resend({
          email,
          type: 'signup',
          options: { emailRedirectTo: 'https://evil.example/steal' },
        })
      ).error,
    ).toBeNull();
    const mails = backend.mailbox.list(email).filter((m) => m.subject === 'Confirm your signup');
    expect(mails).toHaveLength(2);
    const redirect = new URL(verifyLink(mails[0]!.links)).searchParams.get('redirect_to');
    // Not in site_url or additional_redirect_urls: falls back to the site URL.
    expect(redirect).toBe('http://127.0.0.1:5173');
    const ok = await followLink(verifyLink(mails[0]!.links));
    expect(ok.location.origin).toBe('http://127.0.0.1:5173');

    const invited = uniqueEmail('invited');
    const admin = client(backend, { key: backend.serviceRoleKey });
    const inv = await admin.auth.admin.inviteUserByEmail(invited, { redirectTo: APP, data: { team: 'a' } });
    expect(inv.error).toBeNull();
    expect(inv.data.user?.invited_at).toBeTruthy();
    const invite = await followLink(verifyLink((await mailTo(invited, 'You have been invited')).links));
    expect(invite.fragment.get('type')).toBe('invite');
    expect(`${invite.location.origin}${invite.location.pathname}`).toBe(APP);
    const refused = await client(backend).auth.admin.inviteUserByEmail(uniqueEmail());
    expect(refused.error).toMatchObject({ status: 403, code: 'not_admin' });
  });
});

describe('email max_frequency', () => {
  let backend: LocalSupabase;
  beforeAll(async () => {
    backend = await startAuthBackend({
      auth: { email: { maxFrequencySeconds: 60 } },
    });
  });
  afterAll(async () => backend?.stop());

  it('refuses a second email within max_frequency with 429 over_email_send_rate_limit', async () => {
    const email = uniqueEmail();
    expect((await client(backend).auth.signInWithOtp({ email })).error).toBeNull();
    const second = await client(backend).auth.signInWithOtp({ email });
    expect(second.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expect(second.error?.message).toMatch(
      /^For security purposes, you can only request this after \d+ seconds\.$/,
    );
  });
});
