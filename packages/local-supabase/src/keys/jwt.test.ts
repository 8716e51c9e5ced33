import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { deriveApiKeys } from './api-keys';
import { signJwt, verifyJwt } from './jwt';

const secret = 'test-secret-with-at-least-32-characters!!';

describe('verifyJwt', () => {
  it('accepts a token signed with the secret', async () => {
    const token = await signJwt(
      { role: 'authenticated', sub: 'u1', exp: Math.floor(Date.now() / 1000) + 60 },
      secret,
    );
    await expect(verifyJwt(token, secret)).resolves.toMatchObject({ ok: true, claims: { sub: 'u1' } });
  });

  it('refuses expired, forged, unsigned and garbage tokens', async () => {
    const expired = await signJwt({ role: 'anon', exp: Math.floor(Date.now() / 1000) - 120 }, secret);
    const forged = await signJwt({ role: 'service_role' }, 'another-secret-with-at-least-32-chars');
    const none = new UnsecuredJWT({ role: 'service_role' }).encode();
    const hs512 = await new SignJWT({ role: 'service_role' })
      .setProtectedHeader({ alg: 'HS512' })
      .sign(new TextEncoder().encode(secret));
    expect(await verifyJwt(expired, secret)).toMatchObject({ ok: false, reason: 'expired' });
    for (const token of [forged, none, hs512, 'not.a.jwt', '']) {
      expect(await verifyJwt(token, secret)).toMatchObject({ ok: false, reason: 'invalid' });
    }
  });
});

describe('deriveApiKeys', () => {
  it('derives the same keys from the same secret, with the right roles', async () => {
    const a = await deriveApiKeys(secret);
    const b = await deriveApiKeys(secret);
    expect(a).toEqual(b);
    expect(a.publishableKey).toMatch(/^sb_publishable_/);
    expect(a.secretKey).toMatch(/^sb_secret_/);
    await expect(verifyJwt(a.anonKey, secret)).resolves.toMatchObject({ claims: { role: 'anon' } });
    await expect(verifyJwt(a.serviceRoleKey, secret)).resolves.toMatchObject({
      claims: { role: 'service_role' },
    });
  });
});
