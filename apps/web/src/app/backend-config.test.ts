import { describe, expect, it } from 'vitest';
import { BackendConfigError, resolveBackendConfig } from './backend-config';

const json = (body: unknown, status = 200) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

describe('resolveBackendConfig', () => {
  it('prefers build-time variables and trims trailing slashes', async () => {
    const config = await resolveBackendConfig({
      VITE_SUPABASE_URL: 'https://x.example/',
      VITE_SUPABASE_ANON_KEY: 'k',
    });
    expect(config).toEqual({ url: 'https://x.example', key: 'k' });
  });

  it('accepts a publishable key instead of the anon key', async () => {
    const config = await resolveBackendConfig({
      VITE_SUPABASE_URL: 'https://x.example',
      VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_x',
    });
    expect(config.key).toBe('sb_publishable_x');
  });

  it('refuses a URL that is not one', async () => {
    await expect(
      resolveBackendConfig({ VITE_SUPABASE_URL: 'not a url', VITE_SUPABASE_ANON_KEY: 'k' }),
    ).rejects.toThrow(BackendConfigError);
  });

  it('asks the dev server for the local backend in development', async () => {
    const config = await resolveBackendConfig({ DEV: true }, () =>
      json({ url: 'http://127.0.0.1:54321', key: 'anon' }),
    );
    expect(config).toEqual({ url: 'http://127.0.0.1:54321', key: 'anon' });
  });

  it('explains what to do when nothing is configured', async () => {
    await expect(resolveBackendConfig({ DEV: true }, () => json({}, 404))).rejects.toThrow(/pnpm dev/);
    await expect(resolveBackendConfig({ DEV: false })).rejects.toThrow(/no backend configured/);
  });
});
