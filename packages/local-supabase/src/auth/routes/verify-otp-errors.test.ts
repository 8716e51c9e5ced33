import { describe, expect, it } from 'vitest';
import { databaseVariants, serverVariant } from '../../../test/support/test-database';
import { authBackendPerSuite, client, uniqueEmail } from '../../../test/support/auth-backend';

/**
 * `verifyOtp` refusals, as GoTrue's POST /verify answers them: `VerifyParams.Validate`
 * and `verifyUserAndToken` in supabase/auth internal/api/verify.go, `validatePhone` in
 * internal/api/phone.go. The cases are auth-js's own tests (supabase/supabase-js,
 * packages/core/auth-js/test): GoTrueApi.test.ts 'verifyOtp() with non-existent phone
 * number' and 'verifyOTP() with invalid phone number', GoTrueClient.test.ts 'verifyOTP
 * fails with empty options'.
 */

const TOKEN = '123456';

for (const variant of databaseVariants) {
  describe(`verifyOtp refusals (${variant.name})`, serverVariant(variant.server), () => {
    const backend = authBackendPerSuite(variant.server, 'ls_verify_otp', undefined);

    it('answers an unknown phone number as an expired token', async () => {
      for (const type of ['sms', 'phone_change'] as const) {
        const { data, error } = await client(backend()).auth.verifyOtp({
          phone: '+15555550123',
          token: TOKEN,
          type,
        });
        expect(data.user).toBeNull();
        expect(error).toMatchObject({
          status: 403,
          code: 'otp_expired',
          message: 'Token has expired or is invalid',
        });
      }
    });

    it('refuses a phone number that is not E.164 before looking it up', async () => {
      const { data, error } = await client(backend()).auth.verifyOtp({
        phone: '15555550123-invalid',
        token: TOKEN,
        type: 'sms',
      });
      expect(data.user).toBeNull();
      expect(error).toMatchObject({
        status: 400,
        code: 'validation_failed',
        message: 'Invalid phone number format (E.164 required)',
      });
    });

    it('refuses a token sent without an address (a missing phone)', async () => {
      const { error } = await client(backend()).auth.verifyOtp({ phone: '', token: TOKEN, type: 'sms' });
      expect(error).toMatchObject({
        status: 400,
        code: 'validation_failed',
        message: 'Only an email address or phone number should be provided on verify',
      });
    });

    it('ignores empty options: the token is still checked', async () => {
      const { error } = await client(backend()).auth.verifyOtp({
        phone: '15555550123',
        type: 'phone_change',
        token: TOKEN,
        options: {},
      });
      expect(error).toMatchObject({
        status: 403,
        code: 'otp_expired',
        message: 'Token has expired or is invalid',
      });
      const email = await client(backend()).auth.verifyOtp({
        email: uniqueEmail(),
        type: 'email',
        token: TOKEN,
        options: {},
      });
      expect(email.error).toMatchObject({ status: 403, code: 'otp_expired' });
    });

    it('refuses an address next to a token hash', async () => {
      const res = await fetch(`${backend().apiUrl}/auth/v1/verify`, {
        method: 'POST',
        headers: { apikey: backend().anonKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({ type: 'email', token_hash: 'abc', email: uniqueEmail() }),
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        code: 400,
        error_code: 'validation_failed',
        msg: 'Only the token_hash and type should be provided',
      });
    });
  });
}
