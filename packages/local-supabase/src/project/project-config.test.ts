import { describe, expect, it } from 'vitest';
import { parseDuration, parseProjectConfig, parseSize } from './project-config';

describe('parseProjectConfig', () => {
  it('falls back to the CLI defaults for an empty file', () => {
    const config = parseProjectConfig('');
    expect(config.auth.jwtExpiry).toBe(3600);
    expect(config.auth.email.enableConfirmations).toBe(false);
    expect(config.api.maxRows).toBe(1000);
    expect(config.api.port).toBe(54321);
    expect(config.db).toEqual({ port: 54322, vault: {} });
  });

  it('reads the ports and [db.vault] as written, env() left for the start to resolve', () => {
    const config = parseProjectConfig(
      '[api]\nport = 55441\n[db]\nport = 55442\n[db.vault]\nproject_url = "env(SUPABASE_URL)"\nn = 3\n',
    );
    expect(config.api.port).toBe(55441);
    expect(config.db).toEqual({ port: 55442, vault: { project_url: 'env(SUPABASE_URL)' } });
  });

  it('reads the settings the backend honours', () => {
    const config = parseProjectConfig(`
project_id = "demo"
[auth]
site_url = "http://127.0.0.1:5173"
minimum_password_length = 8
password_requirements = "letters_digits"
signing_keys_path = "./signing_keys.json"
[auth.mfa.web_authn]
enroll_enabled = true
verify_enabled = true
[auth.email]
enable_confirmations = true
max_frequency = "5s"
[storage]
file_size_limit = "25MiB"
[functions.export-board]
verify_jwt = false
[functions.import-board]
import_map = "./functions/import-board/deno.json"
`);
    expect(config.projectId).toBe('demo');
    expect(config.auth.siteUrl).toBe('http://127.0.0.1:5173');
    expect(config.auth.passwordRequirements).toBe('letters_digits');
    expect(config.auth.signingKeysPath).toBe('./signing_keys.json');
    expect(config.auth.mfa.webAuthn).toEqual({ enrollEnabled: true, verifyEnabled: true });
    expect(parseProjectConfig('').auth.mfa.webAuthn).toEqual({ enrollEnabled: false, verifyEnabled: false });
    expect(config.auth.email).toMatchObject({ enableConfirmations: true, maxFrequencySeconds: 5 });
    expect(config.storage.fileSizeLimit).toBe(25 * 1024 * 1024);
    expect(config.functions['export-board']).toEqual({ verifyJwt: false });
    expect(config.functions['import-board']).toEqual({
      verifyJwt: true,
      importMap: './functions/import-board/deno.json',
    });
  });

  it('reads [auth.rate_limit] with the CLI template defaults for keys left out', () => {
    expect(parseProjectConfig('').auth.rateLimit).toEqual({
      emailSent: 2,
      tokenRefresh: 150,
      signInSignUps: 30,
      tokenVerifications: 30,
      anonymousUsers: 30,
    });
    const config = parseProjectConfig(`
[auth.rate_limit]
email_sent = 10
sign_in_sign_ups = 100
`);
    expect(config.auth.rateLimit).toMatchObject({ emailSent: 10, signInSignUps: 100, tokenRefresh: 150 });
  });

  it('turns [auth.email.smtp] on when the table is there, as the CLI does, unless enabled = false', () => {
    expect(parseProjectConfig('').auth.email.smtp.enabled).toBe(false);
    expect(parseProjectConfig('[auth.email.smtp]\nhost = "smtp.example.com"').auth.email.smtp.enabled).toBe(
      true,
    );
    expect(parseProjectConfig('[auth.email.smtp]\nenabled = false').auth.email.smtp.enabled).toBe(false);
  });
});

describe('units', () => {
  it('parses sizes and durations', () => {
    expect(parseSize('2MB', 0)).toBe(2_000_000);
    expect(parseSize('1KiB', 0)).toBe(1024);
    expect(parseSize('huge', 7)).toBe(7);
    expect(parseDuration('1m', 0)).toBe(60);
    expect(parseDuration('250ms', 0)).toBe(0.25);
  });
});
