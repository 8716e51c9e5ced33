import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { verifyCaller } from './caller';
import { signJwt } from './jwt';

const secret = 'caller-secret-with-at-least-32-characters';
const now = () => Math.floor(Date.now() / 1000);

describe('verifyCaller', () => {
  it('accepts a token signed with the project secret and names its role', async () => {
    const token = await signJwt({ sub: 'u1', role: 'authenticated', exp: now() + 60 }, secret);
    expect(await verifyCaller(token, secret)).toMatchObject({
      ok: true,
      role: 'authenticated',
      apiRole: true,
      claims: { sub: 'u1' },
    });
  });

  it('reports a missing or empty token apart from a bad one', async () => {
    expect(await verifyCaller(undefined, secret)).toMatchObject({ ok: false, problem: 'missing' });
    expect(await verifyCaller('', secret)).toMatchObject({ ok: false, problem: 'empty' });
  });

  it('refuses a token that is not three parts or not JSON', async () => {
    expect(await verifyCaller('abc.def', secret)).toMatchObject({
      ok: false,
      problem: 'malformed',
      parts: 2,
    });
    expect(await verifyCaller('not.a.jwt', secret)).toMatchObject({
      ok: false,
      problem: 'malformed',
      parts: 3,
    });
  });

  it('refuses a token signed with another secret', async () => {
    const forged = await signJwt(
      { role: 'service_role', exp: now() + 60 },
      'another-secret-with-at-least-32-chars',
    );
    expect(await verifyCaller(forged, secret)).toMatchObject({ ok: false, problem: 'signature' });
  });

  it('refuses claims changed after signing', async () => {
    const token = await signJwt({ role: 'anon', exp: now() + 60 }, secret);
    const [header, , signature] = token.split('.');
    const body = Buffer.from(JSON.stringify({ role: 'service_role', exp: now() + 60 })).toString('base64url');
    expect(await verifyCaller(`${header}.${body}.${signature}`, secret)).toMatchObject({
      ok: false,
      problem: 'signature',
    });
  });

  it('refuses unsigned and other-algorithm tokens, naming the algorithm', async () => {
    const none = new UnsecuredJWT({ role: 'service_role' }).encode();
    const hs512 = await new SignJWT({ role: 'service_role' })
      .setProtectedHeader({ alg: 'HS512' })
      .sign(new TextEncoder().encode(secret));
    expect(await verifyCaller(none, secret)).toMatchObject({ ok: false, problem: 'algorithm', alg: 'none' });
    expect(await verifyCaller(hs512, secret)).toMatchObject({
      ok: false,
      problem: 'algorithm',
      alg: 'HS512',
    });
  });

  it('refuses an expired token and says when it expired', async () => {
    const exp = now() - 120;
    const expired = await signJwt({ role: 'authenticated', exp }, secret);
    expect(await verifyCaller(expired, secret)).toMatchObject({ ok: false, problem: 'expired', exp });
  });

  it('marks roles the authenticator cannot become', async () => {
    const admin = await signJwt({ role: 'postgres', exp: now() + 60 }, secret);
    const roleless = await signJwt({ exp: now() + 60 }, secret);
    expect(await verifyCaller(admin, secret)).toMatchObject({ ok: true, role: 'postgres', apiRole: false });
    expect(await verifyCaller(roleless, secret)).toMatchObject({ ok: true, role: undefined, apiRole: false });
  });
});
