import { describe, expect, it } from 'vitest';
import { BackendConfigError, resolveBackendConfig } from './backend-config';

const json = (body: unknown, status = 200) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

describe('resolveBackendConfig', () => {
  it('prefers build-time variables and trims trailing slashes', async () => {
    const config = await resolveBackendConfig({
      supabaseUrl: 'https://x.example/',
      supabaseKey: 'k',
      dev: false,
    });
    expect(config).toEqual({ url: 'https://x.example', key: 'k' });
  });

  it('refuses a URL that is not one', async () => {
    await expect(
      resolveBackendConfig({ supabaseUrl: 'not a url', supabaseKey: 'k', dev: false }),
    ).rejects.toThrow(BackendConfigError);
  });

  it('asks the dev server for the local backend in development', async () => {
    const config = await resolveBackendConfig({ dev: true }, () =>
      json({ url: 'http://127.0.0.1:54321', key: 'anon' }),
    );
    expect(config).toEqual({ url: 'http://127.0.0.1:54321', key: 'anon' });
  });

  it('explains what to do when nothing is configured', async () => {
    await expect(resolveBackendConfig({ dev: true }, () => json({}, 404))).rejects.toThrow(/pnpm dev/);
    await expect(resolveBackendConfig({ dev: false })).rejects.toThrow(/no backend configured/);
  });
});
