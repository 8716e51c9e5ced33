import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../start';
import { createTestDatabase, databaseVariants, serverVariant } from '../../../test/support/test-database';
import { client, startAuthBackend, uniqueEmail } from '../../../test/support/auth-backend';

const PASSWORD = 'correct-horse-1';
const TOTP_ON = { auth: { mfa: { totp: { enrollEnabled: true, verifyEnabled: true } } } };

/** What an authenticator app shows for the secret right now. */
const codeFor = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret) }).generate();
/** A code that is valid for no step near now. */
const wrongCodeFor = (secret: string) => {
  const near = new Set(
    [-1, 0, 1].map((step) =>
      new TOTP({ secret: Secret.fromBase32(secret) }).generate({
        timestamp: Date.now() + step * 30_000,
      }),
    ),
  );
  let n = 0;
  while (near.has(String(n).padStart(6, '0'))) n++;
  return String(n).padStart(6, '0');
};

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

for (const variant of databaseVariants) {
  describe(`MFA with TOTP (${variant.name})`, serverVariant(variant.server), () => {
    let backend: LocalSupabase;
    let drop = async () => {};

    beforeAll(async () => {
      let dbUrl: string | undefined;
      if (variant.server) {
        const db = await createTestDatabase('ls_mfa');
        dbUrl = db.url;
        drop = () => db.drop();
      }
      backend = await startAuthBackend(TOTP_ON, dbUrl ? { dbUrl } : {});
    });
    afterAll(async () => {
      await backend?.stop();
      await drop();
    });

    const signedIn = async (email = uniqueEmail('mfa')) => {
      const sb = client(backend);
      const signUp = await sb.auth.signUp({ email, password: PASSWORD });
      if (signUp.error) throw signUp.error;
      return { sb, email };
    };
    const signIn = async (email: string) => {
      const sb = client(backend);
      const { error } = await sb.auth.signInWithPassword({ email, password: PASSWORD });
      expect(error).toBeNull();
      return sb;
    };
    /** Enrolls a TOTP factor and verifies it, leaving `sb` on an aal2 session. */
    const enrolled = async (sb: SupabaseClient, friendlyName = 'phone app') => {
      const { data, error } = await sb.auth.mfa.enroll({ factorType: 'totp', friendlyName });
      expect(error).toBeNull();
      const verified = await sb.auth.mfa.challengeAndVerify({
        factorId: data!.id,
        code: codeFor(data!.totp.secret),
      });
      expect(verified.error).toBeNull();
      return { factorId: data!.id, secret: data!.totp.secret };
    };

    it('enrolls a factor with a secret, an otpauth URI and an SVG QR code; aal stays 1 until verified', async () => {
      const { sb, email } = await signedIn();
      const { data, error } = await sb.auth.mfa.enroll({
        factorType: 'totp',
        friendlyName: 'laptop',
        issuer: 'Teamboard',
      });
      expect(error).toBeNull();
      expect(data).toMatchObject({ type: 'totp', friendly_name: 'laptop' });
      expect(data!.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(data!.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
      const uri = new URL(data!.totp.uri);
      expect(uri.protocol).toBe('otpauth:');
      expect(decodeURIComponent(uri.host + uri.pathname)).toBe(`totp/Teamboard:${email}`);
      expect(uri.searchParams.get('secret')).toBe(data!.totp.secret);
      expect(uri.searchParams.get('issuer')).toBe('Teamboard');
      expect(data!.totp.qr_code.startsWith('data:image/svg+xml;utf-8,')).toBe(true);
      expect(data!.totp.qr_code).toContain('<svg');

      const aal = await sb.auth.mfa.getAuthenticatorAssuranceLevel();
      expect(aal.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
      const factors = await sb.auth.mfa.listFactors();
      expect(factors.data!.totp).toEqual([]);
      expect(factors.data!.all).toEqual([
        expect.objectContaining({
          id: data!.id,
          status: 'unverified',
          factor_type: 'totp',
          friendly_name: 'laptop',
        }),
      ]);
      expect(JSON.stringify(factors.data!.all)).not.toContain(data!.totp.secret);
    });

    it('the issuer defaults to the site URL host', async () => {
      const { sb } = await signedIn();
      const { data } = await sb.auth.mfa.enroll({ factorType: 'totp' });
      // The fixture project's site_url is http://127.0.0.1:5173.
      expect(new URL(data!.totp.uri).searchParams.get('issuer')).toBe('127.0.0.1:5173');
    });

    it('verifies a code: the session becomes aal2 with a totp amr entry and a new refresh token', async () => {
      const { sb } = await signedIn();
      const before = (await sb.auth.getSession()).data.session!;
      const { data: factor } = await sb.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'app' });
      const challenge = await sb.auth.mfa.challenge({ factorId: factor!.id });
      expect(challenge.error).toBeNull();
      expect(challenge.data).toMatchObject({ type: 'totp' });
      const now = Math.floor(Date.now() / 1000);
      expect(challenge.data!.expires_at).toBeGreaterThanOrEqual(now + 290);
      expect(challenge.data!.expires_at).toBeLessThanOrEqual(now + 310);

      const wrong = await sb.auth.mfa.verify({
        factorId: factor!.id,
        challengeId: challenge.data!.id,
        code: wrongCodeFor(factor!.totp.secret),
      });
      expect(wrong.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
      expect(wrong.error!.message).toBe('Invalid TOTP code entered');

      const ok = await sb.auth.mfa.verify({
        factorId: factor!.id,
        challengeId: challenge.data!.id,
        code: codeFor(factor!.totp.secret),
      });
      expect(ok.error).toBeNull();
      expect(ok.data!.refresh_token).not.toBe(before.refresh_token);
      const claims = claimsOf(ok.data!.access_token);
      expect(claims.aal).toBe('aal2');
      expect(claims.session_id).toBe(claimsOf(before.access_token).session_id);
      const amr = claims.amr as { method: string; timestamp: number }[];
      expect(amr.map((e) => e.method)).toEqual(['totp', 'password']);
      expect(amr[0]!.timestamp).toBeGreaterThanOrEqual(amr[1]!.timestamp);

      const aal = await sb.auth.mfa.getAuthenticatorAssuranceLevel();
      expect(aal.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
      expect((await sb.auth.getClaims()).data!.claims.aal).toBe('aal2');
      const factors = await sb.auth.mfa.listFactors();
      expect(factors.data!.totp).toEqual([expect.objectContaining({ id: factor!.id, status: 'verified' })]);

      // A refresh keeps aal2. The refresh token from before the verification was swapped out: once
      // past the reuse interval it is refused (and, as a replay, ends the session).
      const refreshed = await sb.auth.refreshSession();
      expect(claimsOf(refreshed.data.session!.access_token).aal).toBe('aal2');
      await backend.db.query(
        `update auth.refresh_tokens set updated_at = now() - interval '1 hour' where token = $1`,
        [before.refresh_token],
      );
      const stale = await client(backend).auth.refreshSession({ refresh_token: before.refresh_token });
      expect(stale.error).toMatchObject({ code: 'refresh_token_already_used' });
    });

    it('a password sign-in of an enrolled user is aal1 with aal2 next, and cannot change the password before the code', async () => {
      const { sb, email } = await signedIn();
      const { secret, factorId } = await enrolled(sb);
      const other = await signIn(email);
      expect((await other.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
        currentLevel: 'aal1',
        nextLevel: 'aal2',
        currentAuthenticationMethods: [expect.objectContaining({ method: 'password' })],
      });
      const change = await other.auth.updateUser({ password: 'another-horse-2' });
      expect(change.error).toMatchObject({ status: 401, code: 'insufficient_aal' });
      expect(change.error!.message).toBe(
        'AAL2 session is required to update email or password when MFA is enabled.',
      );
      const emailChange = await other.auth.updateUser({ email: uniqueEmail('moved') });
      expect(emailChange.error).toMatchObject({ status: 401, code: 'insufficient_aal' });
      // Metadata alone is fine at aal1.
      expect((await other.auth.updateUser({ data: { theme: 'dark' } })).error).toBeNull();

      // Verifying in this session ends the user's other sessions that are still aal1.
      const third = await signIn(email);
      const thirdToken = (await third.auth.getSession()).data.session!.access_token;
      const verified = await other.auth.mfa.challengeAndVerify({ factorId, code: codeFor(secret) });
      expect(verified.error).toBeNull();
      const ended = await fetch(`${backend.apiUrl}/auth/v1/user`, {
        headers: { apikey: backend.anonKey, authorization: `Bearer ${thirdToken}` },
      });
      expect(ended.status).toBe(403);
      expect(await ended.json()).toMatchObject({ error_code: 'session_not_found' });
      expect((await other.auth.updateUser({ password: 'another-horse-2' })).error).toBeNull();
    });

    it('unenrolling a verified factor needs aal2, and takes the session back to aal1', async () => {
      const { sb, email } = await signedIn();
      const { factorId } = await enrolled(sb);
      const weak = await signIn(email);
      const refused = await weak.auth.mfa.unenroll({ factorId });
      expect(refused.error).toMatchObject({ status: 422, code: 'insufficient_aal' });
      expect(refused.error!.message).toBe('AAL2 required to unenroll verified factor');

      const removed = await sb.auth.mfa.unenroll({ factorId });
      expect(removed.error).toBeNull();
      expect(removed.data).toEqual({ id: factorId });
      const refreshed = await sb.auth.refreshSession();
      const claims = claimsOf(refreshed.data.session!.access_token);
      expect(claims.aal).toBe('aal1');
      expect((claims.amr as { method: string }[]).map((e) => e.method)).toEqual(['password']);
      expect((await sb.auth.mfa.listFactors()).data!.all).toEqual([]);
    });

    it('an unverified factor is removed without aal2; a second verified factor needs aal2 to enroll', async () => {
      const { sb, email } = await signedIn();
      const { data: pending } = await sb.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'pending' });
      expect((await sb.auth.mfa.unenroll({ factorId: pending!.id })).error).toBeNull();

      await enrolled(sb, 'first');
      const weak = await signIn(email);
      const second = await weak.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'second' });
      expect(second.error).toMatchObject({ status: 403, code: 'insufficient_aal' });
      expect(second.error!.message).toBe('AAL2 required to enroll a new factor');
      expect((await sb.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'second' })).error).toBeNull();
    });

    it('refuses a friendly name already used, phone and WebAuthn factors, and unknown factor types', async () => {
      const { sb } = await signedIn();
      expect((await sb.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'same' })).error).toBeNull();
      const clash = await sb.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'same' });
      expect(clash.error).toMatchObject({ status: 422, code: 'mfa_factor_name_conflict' });
      expect(clash.error!.message).toBe(
        'A factor with the friendly name "same" for this user already exists',
      );
      const phone = await sb.auth.mfa.enroll({ factorType: 'phone', phone: '+15555550100' });
      expect(phone.error).toMatchObject({ status: 422, code: 'mfa_phone_enroll_not_enabled' });
      const token = (await sb.auth.getSession()).data.session!.access_token;
      const post = (body: unknown) =>
        fetch(`${backend.apiUrl}/auth/v1/factors`, {
          method: 'POST',
          headers: {
            apikey: backend.anonKey,
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify(body),
        });
      const webauthn = await post({ factor_type: 'webauthn' });
      expect(webauthn.status).toBe(422);
      expect(await webauthn.json()).toMatchObject({ error_code: 'mfa_webauthn_enroll_not_enabled' });
      const unknown = await post({ factor_type: "totp'; drop table auth.users; --" });
      expect(unknown.status).toBe(400);
      expect(await unknown.json()).toMatchObject({
        error_code: 'validation_failed',
        msg: 'factor_type needs to be totp, phone, or webauthn',
      });
      const notObject = await post(['totp']);
      expect(notObject.status).toBe(400);
    });

    it('challenges answer once, expire, and belong to their factor', async () => {
      const { sb } = await signedIn();
      const { data: factor } = await sb.auth.mfa.enroll({ factorType: 'totp' });
      const secret = factor!.totp.secret;
      const first = await sb.auth.mfa.challenge({ factorId: factor!.id });
      expect(
        (
          await sb.auth.mfa.verify({
            factorId: factor!.id,
            challengeId: first.data!.id,
            code: codeFor(secret),
          })
        ).error,
      ).toBeNull();
      const replay = await sb.auth.mfa.verify({
        factorId: factor!.id,
        challengeId: first.data!.id,
        code: codeFor(secret),
      });
      expect(replay.error).toMatchObject({ status: 422, code: 'mfa_ip_address_mismatch' });

      const old = await sb.auth.mfa.challenge({ factorId: factor!.id });
      await backend.db.query(
        `update auth.mfa_challenges set created_at = now() - interval '6 minutes' where id = $1`,
        [old.data!.id],
      );
      const expired = await sb.auth.mfa.verify({
        factorId: factor!.id,
        challengeId: old.data!.id,
        code: codeFor(secret),
      });
      expect(expired.error).toMatchObject({ status: 422, code: 'mfa_challenge_expired' });
      expect(expired.error!.message).toBe(
        `MFA challenge ${old.data!.id} has expired, verify against another challenge or create a new challenge.`,
      );

      const unknown = await sb.auth.mfa.verify({
        factorId: factor!.id,
        challengeId: '00000000-0000-4000-8000-000000000000',
        code: codeFor(secret),
      });
      expect(unknown.error).toMatchObject({ status: 422, code: 'mfa_factor_not_found' });
      expect(unknown.error!.message).toBe('MFA factor with the provided challenge ID not found');

      const fresh = await sb.auth.mfa.challenge({ factorId: factor!.id });
      for (const code of ["' or '1'='1", '12345', '1234567', 'x'.repeat(500)]) {
        const bad = await sb.auth.mfa.verify({ factorId: factor!.id, challengeId: fresh.data!.id, code });
        expect(bad.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
      }
      const empty = await sb.auth.mfa.verify({ factorId: factor!.id, challengeId: fresh.data!.id, code: '' });
      expect(empty.error).toMatchObject({ status: 400, code: 'validation_failed' });
      expect(empty.error!.message).toBe('Code needs to be non-empty');
    });

    it("never lets a user touch another user's factor, and needs a valid signed-in session", async () => {
      const alice = await signedIn();
      const { factorId } = await enrolled(alice.sb);
      const mallory = await signedIn();
      for (const attempt of [
        mallory.sb.auth.mfa.challenge({ factorId }),
        mallory.sb.auth.mfa.unenroll({ factorId }),
        mallory.sb.auth.mfa.verify({ factorId, challengeId: factorId, code: '123456' }),
      ]) {
        const { error } = await attempt;
        expect(error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
        expect(error!.message).toBe('Factor not found');
      }
      // The URL resolves to /admin/users/challenge, which only the service role may call.
      const traversal = await mallory.sb.auth.mfa.challenge({ factorId: '../admin/users' });
      expect(traversal.error).toMatchObject({ status: 403, code: 'not_admin' });
      const notUuid = await mallory.sb.auth.mfa.unenroll({ factorId: 'not-a-uuid' });
      expect(notUuid.error).toMatchObject({ status: 404, code: 'validation_failed' });
      expect(notUuid.error!.message).toBe('factor_id must be an UUID');

      const anonymous = await fetch(`${backend.apiUrl}/auth/v1/factors`, {
        method: 'POST',
        headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ factor_type: 'totp' }),
      });
      expect(anonymous.status).toBe(401);
      const forged = await fetch(`${backend.apiUrl}/auth/v1/factors/${factorId}/challenge`, {
        method: 'POST',
        headers: { apikey: backend.anonKey, authorization: `Bearer ${backend.anonKey}x` },
      });
      expect(forged.status).toBe(403);
      expect(await forged.json()).toMatchObject({ error_code: 'bad_jwt' });
      // Alice's factor is untouched.
      expect((await alice.sb.auth.mfa.listFactors()).data!.totp).toHaveLength(1);
    });

    it('an admin lists and deletes a user’s factors (recovery when the authenticator is lost)', async () => {
      const { sb, email } = await signedIn();
      const { factorId } = await enrolled(sb);
      const userId = (await sb.auth.getUser()).data.user!.id;
      const admin = createClient(backend.apiUrl, backend.serviceRoleKey, {
        auth: { persistSession: false, autoRefreshToken: false },
      });
      const listed = await admin.auth.admin.mfa.listFactors({ userId });
      expect(listed.error).toBeNull();
      expect(listed.data!.factors).toEqual([
        expect.objectContaining({
          id: factorId,
          factor_type: 'totp',
          status: 'verified',
          friendly_name: 'phone app',
        }),
      ]);
      expect(JSON.stringify(listed.data)).not.toContain('secret');
      // Only the service role may.
      const asUser = await sb.auth.admin.mfa.listFactors({ userId });
      expect(asUser.error).toMatchObject({ status: 403, code: 'not_admin' });

      const deleted = await fetch(`${backend.apiUrl}/auth/v1/admin/users/${userId}/factors/${factorId}`, {
        method: 'DELETE',
        headers: { apikey: backend.serviceRoleKey, authorization: `Bearer ${backend.serviceRoleKey}` },
      });
      expect(deleted.status).toBe(200);
      expect(await deleted.json()).toMatchObject({ id: factorId, factor_type: 'totp', status: 'verified' });
      const again = await admin.auth.admin.mfa.deleteFactor({ userId, id: factorId });
      expect(again.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
      const weak = await signIn(email);
      expect((await weak.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
        currentLevel: 'aal1',
        nextLevel: 'aal1',
      });
    });
  });
}

describe('MFA switched off (the CLI default)', () => {
  let backend: LocalSupabase;
  beforeAll(async () => {
    backend = await startAuthBackend();
  });
  afterAll(async () => backend?.stop());

  it('refuses to enroll or verify TOTP with the upstream codes', async () => {
    const sb = client(backend);
    await sb.auth.signUp({ email: uniqueEmail('nomfa'), password: PASSWORD });
    const enroll = await sb.auth.mfa.enroll({ factorType: 'totp' });
    expect(enroll.error).toMatchObject({ status: 422, code: 'mfa_totp_enroll_not_enabled' });
    expect(enroll.error!.message).toBe('MFA enroll is disabled for TOTP');
    const userId = (await sb.auth.getUser()).data.user!.id;
    // A factor made while it was on (an older config) can no longer be challenged.
    const factorId = '11111111-1111-4111-8111-111111111111';
    await backend.db.query(
      `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
       values ($1, $2, 'old', 'totp', 'verified', now(), now(), 'JBSWY3DPEHPK3PXP')`,
      [factorId, userId],
    );
    const challenge = await sb.auth.mfa.challenge({ factorId });
    expect(challenge.error).toMatchObject({ status: 422, code: 'mfa_totp_verify_not_enabled' });
    expect(challenge.error!.message).toBe('MFA verification is disabled for TOTP');
  });
});
