import type { SupabaseClient } from '@supabase/supabase-js';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../../clock';
import type { LocalSupabase, LocalSupabaseOptions } from '../../start';
import { createTestDatabase, databaseVariants, serverVariant } from '../../../test/support/test-database';
import { client, startAuthBackend, uniqueEmail } from '../../../test/support/auth-backend';

const PASSWORD = 'correct-horse-1';
/** GoTrue's bucket size for every per-IP limit but anonymous sign-ins: this many pass at once. */
const BURST = 30;
const OVER_REQUEST = { status: 429, code: 'over_request_rate_limit', message: 'Request rate limit reached' };
const OVER_EMAIL = { status: 429, code: 'over_email_send_rate_limit', message: 'email rate limit exceeded' };

/**
 * Time that moves only when the test says so: the buckets refill with time, and a
 * slow machine must not refill one while a burst is still being sent.
 */
class StoppedClock implements Clock {
  #now = Date.now();

  now(): number {
    return this.#now;
  }

  advance(ms: number): void {
    this.#now += ms;
  }
}

/** One backend per describe on the variant's database, with a clock the test steps forward. */
function backendWithClock(server: boolean, label: string, config: LocalSupabaseOptions['config']) {
  const clock = new StoppedClock();
  let backend: LocalSupabase | undefined;
  let drop = async () => {};
  beforeAll(async () => {
    let dbUrl: string | undefined;
    if (server) {
      const db = await createTestDatabase(label);
      dbUrl = db.url;
      drop = () => db.drop();
    }
    backend = await startAuthBackend(config, dbUrl ? { dbUrl, clock } : { clock });
  });
  afterAll(async () => {
    await backend?.stop();
    await drop();
  });
  return {
    clock,
    backend: () => {
      if (!backend) throw new Error('the backend did not start');
      return backend;
    },
  };
}

/** Confirmed users made through the admin API, which GoTrue does not rate limit. */
async function confirmedUsers(backend: LocalSupabase, count: number): Promise<string[]> {
  const admin = client(backend, { key: backend.serviceRoleKey });
  const emails: string[] = [];
  for (let i = 0; i < count; i++) {
    const email = uniqueEmail('limited');
    const { error } = await admin.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
    if (error) throw error;
    emails.push(email);
  }
  return emails;
}

/** Runs `attempt` `count` times in a row and returns the errors in order (null for success). */
async function repeat(count: number, attempt: (i: number) => Promise<{ error: unknown }>) {
  const errors: unknown[] = [];
  for (let i = 0; i < count; i++) errors.push((await attempt(i)).error);
  return errors;
}

for (const variant of databaseVariants) {
  describe(`GoTrue's per-IP request limits (${variant.name})`, serverVariant(variant.server), () => {
    const { clock, backend } = backendWithClock(variant.server, 'ls_rate_limits', {
      auth: { enableAnonymousSignIns: true, rateLimit: { anonymousUsers: 3 } },
    });

    it('limits password sign-ins per IP whatever the email: the 31st in a burst is refused', async () => {
      const [email] = await confirmedUsers(backend(), 1);
      // GoTrue counts a request before it checks the credentials, so strangers' failed attempts count too.
      const errors = await repeat(BURST, () =>
        client(backend()).auth.signInWithPassword({ email: uniqueEmail('stranger'), password: PASSWORD }),
      );
      expect(errors.every((e) => (e as { code?: string }).code === 'invalid_credentials')).toBe(true);
      const refused = await client(backend()).auth.signInWithPassword({ email: email!, password: PASSWORD });
      expect(refused.error).toMatchObject(OVER_REQUEST);
      // token_refresh = 150 per 5 minutes: one more request every 2 seconds.
      clock.advance(2_000);
      const later = await client(backend()).auth.signInWithPassword({ email: email!, password: PASSWORD });
      expect(later.error).toBeNull();
    });

    it('limits sign-ups per IP (sign_in_sign_ups): the 31st address in a burst is refused', async () => {
      const errors = await repeat(BURST, () =>
        client(backend()).auth.signUp({ email: uniqueEmail('signup'), password: PASSWORD }),
      );
      expect(errors).toEqual(Array(BURST).fill(null));
      const refused = await client(backend()).auth.signUp({
        email: uniqueEmail('signup'),
        password: PASSWORD,
      });
      expect(refused.error).toMatchObject(OVER_REQUEST);
    });

    it('limits /recover and /otp per IP, each on its own bucket', async () => {
      const recover = await repeat(BURST + 1, () =>
        client(backend()).auth.resetPasswordForEmail(uniqueEmail('recover')),
      );
      expect(recover.slice(0, BURST)).toEqual(Array(BURST).fill(null));
      expect(recover[BURST]).toMatchObject(OVER_REQUEST);
      const otp = await repeat(BURST + 1, () =>
        client(backend()).auth.signInWithOtp({ email: uniqueEmail('otp') }),
      );
      expect(otp.slice(0, BURST)).toEqual(Array(BURST).fill(null));
      expect(otp[BURST]).toMatchObject(OVER_REQUEST);
    });

    it('limits token verifications per IP: the 31st wrong code is refused before it is checked', async () => {
      const errors = await repeat(BURST + 1, () =>
        client(backend()).auth.verifyOtp({ email: uniqueEmail('verify'), token: '000000', type: 'email' }),
      );
      expect(errors.slice(0, BURST).every((e) => (e as { code?: string }).code === 'otp_expired')).toBe(true);
      expect(errors[BURST]).toMatchObject(OVER_REQUEST);
    });

    it('limits anonymous sign-ins to anonymous_users per hour per IP', async () => {
      const errors = await repeat(3, () => client(backend()).auth.signInAnonymously());
      expect(errors).toEqual([null, null, null]);
      expect((await client(backend()).auth.signInAnonymously()).error).toMatchObject(OVER_REQUEST);
      // 3 per hour: one more every 20 minutes.
      clock.advance(20 * 60_000);
      expect((await client(backend()).auth.signInAnonymously()).error).toBeNull();
    });
  });

  describe(`MFA verification limit (${variant.name})`, serverVariant(variant.server), () => {
    const { clock, backend } = backendWithClock(variant.server, 'ls_rate_limits_mfa', {
      auth: { mfa: { totp: { enrollEnabled: true, verifyEnabled: true } } },
    });
    const codeAt = (secret: string, ms: number) =>
      new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: ms });

    it('refuses the right TOTP code after a burst of wrong ones, until the bucket refills', async () => {
      const [email] = await confirmedUsers(backend(), 1);
      const sb: SupabaseClient = client(backend());
      expect((await sb.auth.signInWithPassword({ email: email!, password: PASSWORD })).error).toBeNull();
      const enrolled = await sb.auth.mfa.enroll({ factorType: 'totp' });
      if (enrolled.error) throw enrolled.error;
      const factorId = enrolled.data.id;
      const secret = enrolled.data.totp.secret;
      const challenge = await sb.auth.mfa.challenge({ factorId });
      if (challenge.error) throw challenge.error;
      const challengeId = challenge.data.id;
      const right = () => codeAt(secret, clock.now());
      const wrong = () => String((Number(right()) + 500_000) % 1_000_000).padStart(6, '0');

      const errors = await repeat(BURST, () => sb.auth.mfa.verify({ factorId, challengeId, code: wrong() }));
      expect(errors.every((e) => (e as { code?: string }).code === 'mfa_verification_failed')).toBe(true);
      const blocked = await sb.auth.mfa.verify({ factorId, challengeId, code: right() });
      expect(blocked.error).toMatchObject(OVER_REQUEST);
      // 15 per minute: one more attempt every 4 seconds.
      clock.advance(4_000);
      const accepted = await sb.auth.mfa.verify({ factorId, challengeId, code: right() });
      expect(accepted.error).toBeNull();
      expect(accepted.data?.access_token).toBeTruthy();
    });
  });

  describe(`email_sent (${variant.name})`, serverVariant(variant.server), () => {
    const { clock, backend } = backendWithClock(variant.server, 'ls_rate_limits_email', {
      auth: {
        email: { enableConfirmations: true, maxFrequencySeconds: 0, smtp: { enabled: true } },
        rateLimit: { emailSent: 2 },
      },
    });

    it('refuses the third email of the hour with over_email_send_rate_limit, whoever it is for', async () => {
      const [first, second, third] = await confirmedUsers(backend(), 3);
      expect((await client(backend()).auth.resetPasswordForEmail(first!)).error).toBeNull();
      expect((await client(backend()).auth.signInWithOtp({ email: second! })).error).toBeNull();
      const refused = await client(backend()).auth.resetPasswordForEmail(third!);
      expect(refused.error).toMatchObject(OVER_EMAIL);
      const otp = await client(backend()).auth.signInWithOtp({ email: third! });
      expect(otp.error).toMatchObject(OVER_EMAIL);
      clock.advance(60 * 60_000);
      expect((await client(backend()).auth.resetPasswordForEmail(third!)).error).toBeNull();
    });
  });
}

describe('email_sent without [auth.email.smtp]', () => {
  const { backend } = backendWithClock(false, 'unused', {
    auth: { email: { enableConfirmations: true, maxFrequencySeconds: 0 }, rateLimit: { emailSent: 2 } },
  });

  it('does not apply, as under the CLI, whose mail catcher lifts it', async () => {
    const emails = await confirmedUsers(backend(), 4);
    const errors = await repeat(4, (i) => client(backend()).auth.resetPasswordForEmail(emails[i]!));
    expect(errors).toEqual([null, null, null, null]);
  });
});
