import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../start';
import { client, followLink, startAuthBackend, uniqueEmail } from '../../../test/support/auth-backend';

const PASSWORD = 'correct-horse-1';

describe('auth.admin', () => {
  let backend: LocalSupabase;
  beforeAll(async () => {
    backend = await startAuthBackend();
  });
  afterAll(async () => backend?.stop());
  const admin = () => client(backend, { key: backend.serviceRoleKey }).auth.admin;

  it('creates, reads, lists, updates, bans and deletes users', async () => {
    const email = uniqueEmail('admin');
    const created = await admin().createUser({
      email,
      password: PASSWORD,
      email_confirm: true,
      user_metadata: { name: 'Grace' },
      app_metadata: { plan: 'pro' },
    });
    expect(created.error).toBeNull();
    const user = created.data.user!;
    expect(user.app_metadata).toMatchObject({ provider: 'email', plan: 'pro' });
    expect(user.email_confirmed_at).toBeTruthy();
    expect((await client(backend).auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();

    const dup = await admin().createUser({ email, password: PASSWORD });
    expect(dup.error).toMatchObject({ status: 422, code: 'email_exists' });

    expect((await admin().getUserById(user.id)).data.user?.email).toBe(email);
    const list = await admin().listUsers({ page: 1, perPage: 1 });
    expect(list.error).toBeNull();
    expect(list.data.users).toHaveLength(1);
    expect((list.data as { total?: number }).total).toBeGreaterThanOrEqual(1);

    const updated = await admin().updateUserById(user.id, {
      user_metadata: { team: 'x' },
      ban_duration: '24h',
    });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata).toMatchObject({ name: 'Grace', team: 'x' });
    const banned = await client(backend).auth.signInWithPassword({ email, password: PASSWORD });
    expect(banned.error).toMatchObject({ status: 400, code: 'user_banned' });
    await admin().updateUserById(user.id, { ban_duration: 'none' });

    expect((await admin().deleteUser(user.id)).error).toBeNull();
    const gone = await admin().getUserById(user.id);
    expect(gone.error).toMatchObject({ status: 404, code: 'user_not_found' });
  });

  it('generates links that verify like emailed ones', async () => {
    const email = uniqueEmail('link');
    const { data, error } = await admin().generateLink({
      type: 'signup',
      email,
      password: PASSWORD,
      options: { redirectTo: 'http://127.0.0.1:5173/in' },
    });
    expect(error).toBeNull();
    expect(data.properties?.verification_type).toBe('signup');
    expect(data.properties?.email_otp).toMatch(/^\d{6}$/);
    expect(data.user?.email).toBe(email);
    const { fragment } = await followLink(data.properties!.action_link);
    expect(fragment.get('access_token')).toBeTruthy();

    const magic = await admin().generateLink({ type: 'magiclink', email });
    const otp = await client(backend).auth.verifyOtp({
      email,
      token: magic.data.properties!.email_otp,
      type: 'magiclink',
    });
    expect(otp.error).toBeNull();
    const missing = await admin().generateLink({ type: 'recovery', email: uniqueEmail() });
    expect(missing.error).toMatchObject({ status: 404, code: 'user_not_found' });
  });

  it('refuses admin calls without the service_role key: 403 not_admin', async () => {
    const anon = client(backend).auth.admin;
    expect((await anon.listUsers()).error).toMatchObject({ status: 403, code: 'not_admin' });
    expect((await anon.createUser({ email: uniqueEmail() })).error?.code).toBe('not_admin');
    const sb = client(backend);
    await sb.auth.signUp({ email: uniqueEmail(), password: PASSWORD });
    const token = (await sb.auth.getSession()).data.session!.access_token;
    const res = await fetch(`${backend.apiUrl}/auth/v1/admin/users`, {
      headers: { apikey: backend.anonKey, authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(403);
    const sqlish = await admin().createUser({
      email: `x'); delete from auth.users;--@x.com`,
      password: PASSWORD,
    });
    expect(sqlish.error?.status).toBe(400);
  });
});
