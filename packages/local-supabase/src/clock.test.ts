import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, startAuthBackend, uniqueEmail } from '../test/support/auth-backend';
import { SteppedClock } from './clock';
import type { LocalSupabase } from './start';

/**
 * Every service checks an access token's expiry against the backend's clock,
 * so a test steps past an expiry instead of waiting for it.
 */
describe('the injected clock', () => {
  const clock = new SteppedClock();
  let backend: LocalSupabase;
  beforeAll(async () => {
    backend = await startAuthBackend(undefined, { clock });
  });
  afterAll(async () => backend?.stop());

  it('issues access tokens by it, and REST, Auth and Storage expire them by it', async () => {
    clock.advance(24 * 3600 * 1000);
    // Whole seconds on both sides of the call: it may cross a second boundary on a busy machine.
    const before = Math.floor(clock.now() / 1000);
    const { data, error } = await client(backend).auth.signUp({
      email: uniqueEmail(),
      password: 'a-long-password-1',
    });
    expect(error).toBeNull();
    const session = data.session!;
    // Issued by the stepped clock, a day ahead of the real one.
    const after = Math.floor(clock.now() / 1000);
    expect(session.expires_at).toBeGreaterThanOrEqual(before + session.expires_in);
    expect(session.expires_at).toBeLessThanOrEqual(after + session.expires_in);

    const call = (path: string) =>
      fetch(`${backend.apiUrl}${path}`, {
        headers: { apikey: backend.anonKey, authorization: `Bearer ${session.access_token}` },
      });
    const paths = ['/rest/v1/profiles?select=id', '/auth/v1/user', '/storage/v1/bucket'];
    for (const path of paths) expect((await call(path)).status, path).toBe(200);

    // Past exp and the 30 s of allowed skew.
    clock.advance((session.expires_in + 31) * 1000);
    const rest = await call(paths[0]!);
    expect(rest.status).toBe(401);
    expect(await rest.json()).toMatchObject({ code: 'PGRST303', message: 'JWT expired' });
    const auth = await call(paths[1]!);
    expect(auth.status).toBe(403);
    expect(await auth.json()).toMatchObject({ error_code: 'bad_jwt' });
    const storage = await call(paths[2]!);
    expect(storage.status).toBe(400);
    expect(await storage.json()).toMatchObject({
      code: 'AccessDenied',
      message: '"exp" claim timestamp check failed',
    });
  });
});
