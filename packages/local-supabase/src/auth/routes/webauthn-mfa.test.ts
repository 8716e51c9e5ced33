import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { databaseVariants, serverVariant } from '../../../test/support/test-database';
import { authBackendPerSuite, client, uniqueEmail } from '../../../test/support/auth-backend';
import { SoftwareAuthenticator } from '../webauthn-authenticator';

const PASSWORD = 'correct-horse-1';
const WEBAUTHN_ON = { auth: { mfa: { webAuthn: { enrollEnabled: true, verifyEnabled: true } } } };
const RP = { rpId: 'localhost', rpOrigins: ['http://localhost:5173'] };

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

type Challenge = {
  id: string;
  webauthn: { type: 'create' | 'request'; credential_options: { publicKey: Record<string, unknown> } };
};

// Expected shapes from GoTrue's internal/api/mfa.go (EnrollFactor, challengeWebAuthnFactor,
// verifyWebAuthnFactor) and auth-js 2.119's `mfa` API, which deserialises the options.
for (const variant of databaseVariants) {
  describe(`MFA with WebAuthn security keys (${variant.name})`, serverVariant(variant.server), () => {
    const backend = authBackendPerSuite(variant.server, 'ls_webauthn', WEBAUTHN_ON);

    const challenge = async (sb: SupabaseClient, factorId: string) => {
      const { data, error } = await sb.auth.mfa.challenge({ factorId, webauthn: RP });
      expect(error).toBeNull();
      return data as unknown as Challenge;
    };
    const verify = (sb: SupabaseClient, factorId: string, c: Challenge, credential: unknown) =>
      sb.auth.mfa.verify({
        factorId,
        challengeId: c.id,
        webauthn: { ...RP, type: c.webauthn.type, credential_response: credential as never },
      });

    /** A user with a registered security key, left on an aal2 session. */
    const registered = async () => {
      const email = uniqueEmail('webauthn');
      const sb = client(backend());
      expect((await sb.auth.signUp({ email, password: PASSWORD })).error).toBeNull();
      const key = new SoftwareAuthenticator(RP.rpOrigins[0]!);
      const { data: factor, error } = await sb.auth.mfa.enroll({
        factorType: 'webauthn',
        friendlyName: 'red key',
      });
      expect(error).toBeNull();
      expect(Object.keys(factor!).sort()).toEqual(['friendly_name', 'id', 'type']);
      expect(factor).toMatchObject({ type: 'webauthn', friendly_name: 'red key' });
      const created = await challenge(sb, factor!.id);
      expect(created.webauthn.type).toBe('create');
      const publicKey = created.webauthn.credential_options.publicKey as never;
      expect(publicKey).toMatchObject({ rp: { id: 'localhost' }, attestation: 'none' });
      const verified = await verify(sb, factor!.id, created, key.create(publicKey));
      expect(verified.error).toBeNull();
      return { sb, email, key, factorId: factor!.id };
    };

    it('registers a key: enroll, a create challenge for the relying party, verify → aal2 with mfa/webauthn', async () => {
      const { sb, factorId } = await registered();
      const session = (await sb.auth.getSession()).data.session!;
      const claims = claimsOf(session.access_token);
      expect(claims.aal).toBe('aal2');
      expect(claims.amr).toEqual(
        expect.arrayContaining([expect.objectContaining({ method: 'mfa/webauthn' })]),
      );
      const factors = await sb.auth.mfa.listFactors();
      expect(factors.data!.webauthn.map((f) => [f.id, f.status, f.friendly_name])).toEqual([
        [factorId, 'verified', 'red key'],
      ]);
    });

    it('signs in with the key as second factor: a request challenge naming the credential, verified by signature', async () => {
      const { email, key, factorId } = await registered();
      const sb = client(backend());
      expect((await sb.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
      expect((await sb.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
        currentLevel: 'aal1',
        nextLevel: 'aal2',
      });
      const asked = await challenge(sb, factorId);
      expect(asked.webauthn.type).toBe('request');
      const options = asked.webauthn.credential_options.publicKey as {
        rpId: string;
        allowCredentials: { id: unknown }[];
      };
      expect(options.rpId).toBe('localhost');
      expect(options.allowCredentials).toHaveLength(1);
      const { error } = await verify(sb, factorId, asked, key.get(options as never));
      expect(error).toBeNull();
      expect(claimsOf((await sb.auth.getSession()).data.session!.access_token).aal).toBe('aal2');
    });

    it('refuses another key, another origin, a spent challenge and malformed bodies as GoTrue does', async () => {
      const { email, key, factorId } = await registered();
      const sb = client(backend());
      await sb.auth.signInWithPassword({ email, password: PASSWORD });

      const stranger = new SoftwareAuthenticator(RP.rpOrigins[0]!);
      const c1 = await challenge(sb, factorId);
      const forged = await verify(
        sb,
        factorId,
        c1,
        stranger.get(c1.webauthn.credential_options.publicKey as never),
      );
      // GoTrue's 500 (auth-js reports a 5xx as retryable, without the code).
      expect(forged.error).toMatchObject({
        status: 500,
        message: 'Failed to validate WebAuthn MFA response',
      });

      const phishing = new SoftwareAuthenticator('http://evil.example');
      const c2 = await challenge(sb, factorId);
      Object.assign(phishing, { credentialId: key.credentialId });
      const elsewhere = await verify(
        sb,
        factorId,
        c2,
        phishing.get(c2.webauthn.credential_options.publicKey as never),
      );
      expect(elsewhere.error).toMatchObject({
        status: 500,
        message: 'Failed to validate WebAuthn MFA response',
      });

      const c3 = await challenge(sb, factorId);
      const answer = key.get(c3.webauthn.credential_options.publicKey as never);
      expect((await verify(sb, factorId, c3, answer)).error).toBeNull();
      // GoTrue destroys a WebAuthn challenge once it is used.
      expect((await verify(sb, factorId, c3, answer)).error).toMatchObject({
        status: 422,
        code: 'mfa_factor_not_found',
      });

      const token = (await sb.auth.getSession()).data.session!.access_token;
      const raw = async (body: unknown) => {
        const res = await fetch(`${backend().apiUrl}/auth/v1/factors/${factorId}/verify`, {
          method: 'POST',
          headers: {
            apikey: backend().anonKey,
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify(body),
        });
        return { status: res.status, body: (await res.json()) as Record<string, unknown> };
      };
      const challengeId = c3.id;
      expect(await raw({ challenge_id: challengeId })).toMatchObject({
        status: 400,
        body: { error_code: 'validation_failed', msg: 'WebAuthn config required' },
      });
      expect(await raw({ challenge_id: challengeId, webauthn: { type: 'sign' } })).toMatchObject({
        status: 400,
        body: { msg: 'WebAuthn type must be create or request' },
      });
      expect(await raw({ challenge_id: challengeId, webauthn: { type: 'request' } })).toMatchObject({
        status: 400,
        body: { msg: 'credential_response required' },
      });
    });

    it('unenrolls the key on an aal2 session, and the session falls back to aal1', async () => {
      const { sb, factorId } = await registered();
      expect((await sb.auth.mfa.unenroll({ factorId })).error).toBeNull();
      await sb.auth.refreshSession();
      expect(claimsOf((await sb.auth.getSession()).data.session!.access_token).aal).toBe('aal1');
      expect((await sb.auth.mfa.listFactors()).data!.all).toEqual([]);
    });
  });
}
