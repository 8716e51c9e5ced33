import type { Clock } from '../../clock';
import type { ProjectConfig } from '../../project/project-config';
import { AuthError } from './errors';

const MINUTE = 60_000;
const FIVE_MINUTES = 5 * MINUTE;
const HOUR = 60 * MINUTE;

/**
 * GoTrue's bucket size: every per-IP limiter lets this many requests through at once
 * whatever the configured rate (only anonymous sign-ins use their own count instead).
 */
const GOTRUE_BURST = 30;
/** GoTrue's `MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY` default; the CLI's config.toml has no key for it. */
const MFA_CHALLENGE_AND_VERIFY_PER_MINUTE = 15;

/** How one limiter refills: `perWindow` requests spread over `windowMs`, at most `burst` saved up. */
interface Rule {
  perWindow: number;
  windowMs: number;
  burst: number;
}

type RateLimits = ProjectConfig['auth']['rateLimit'];

/**
 * A token bucket per client IP, as GoTrue's tollbooth limiters keep them: a bucket
 * starts full, each request takes a token, and tokens come back at the configured
 * rate. The rule is read on every request so a reloaded config applies at once.
 */
export class RequestLimiter {
  readonly #buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly clock: Clock,
    private readonly rule: () => Rule,
  ) {}

  /** Takes one token for `ip`, or throws GoTrue's 429 when its bucket is empty. */
  take(ip: string): void {
    const { perWindow, windowMs, burst } = this.rule();
    const now = this.clock.now();
    const perMs = Math.max(0, perWindow) / windowMs;
    const bucket = this.#buckets.get(ip) ?? { tokens: burst, at: now };
    const tokens = Math.min(burst, bucket.tokens + (now - bucket.at) * perMs);
    if (tokens < 1) {
      this.#buckets.set(ip, { tokens, at: now });
      throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
    }
    this.#buckets.set(ip, { tokens: tokens - 1, at: now });
    this.#prune(now, perMs, burst);
  }

  /** Forgets buckets that have refilled completely: they behave exactly like new ones. */
  #prune(now: number, perMs: number, burst: number): void {
    if (this.#buckets.size < 10_000) return;
    for (const [ip, bucket] of this.#buckets)
      if (bucket.tokens + (now - bucket.at) * perMs >= burst) this.#buckets.delete(ip);
  }
}

/**
 * GoTrue's `email_sent`: emails per hour for the whole project, not per IP or
 * address, counted in fixed windows. The Supabase CLI applies it only with
 * `[auth.email.smtp]` enabled (with its own mail catcher it sets 360000 an hour),
 * and GoTrue skips it while sign-ups are autoconfirmed, except that 0 refuses every email.
 */
export class EmailSendLimiter {
  #windowStart: number;
  #count = 0;

  constructor(
    private readonly clock: Clock,
    private readonly config: () => ProjectConfig['auth'],
  ) {
    this.#windowStart = clock.now();
  }

  /** Counts one email about to be sent, or throws GoTrue's 429 when the hour's quota is spent. */
  take(): void {
    const auth = this.config();
    if (!auth.email.smtp.enabled) return;
    const quota = auth.rateLimit.emailSent;
    if (quota <= 0) throw emailRateLimitExceeded();
    if (!auth.email.enableConfirmations) return;
    const now = this.clock.now();
    const windows = Math.floor((now - this.#windowStart) / HOUR);
    if (windows > 0) {
      this.#windowStart += windows * HOUR;
      this.#count = 0;
    }
    if (this.#count >= quota) throw emailRateLimitExceeded();
    this.#count++;
  }
}

const emailRateLimitExceeded = () =>
  new AuthError(429, 'over_email_send_rate_limit', 'email rate limit exceeded');

/**
 * GoTrue's limiters, each its own set of buckets. `sign_in_sign_ups` is GoTrue's
 * `RATE_LIMIT_OTP` (the CLI maps it so), which GoTrue applies to sign-ups, /otp,
 * /recover, /resend and PUT /user, each endpoint on a bucket of its own; the
 * password grant counts against `token_refresh` with every other /token grant.
 */
export interface Limiters {
  signup: RequestLimiter;
  otp: RequestLimiter;
  recover: RequestLimiter;
  resend: RequestLimiter;
  userUpdate: RequestLimiter;
  /** Every /token grant: password, refresh_token, pkce, id_token. */
  token: RequestLimiter;
  verify: RequestLimiter;
  /** Anonymous sign-ins, per IP per hour. */
  anonymous: RequestLimiter;
  factorChallenge: RequestLimiter;
  factorVerify: RequestLimiter;
  emailSent: EmailSendLimiter;
}

export function createLimiters(clock: Clock, auth: () => ProjectConfig['auth']): Limiters {
  const limit = (pick: (rates: RateLimits) => number, windowMs = FIVE_MINUTES) =>
    new RequestLimiter(clock, () => ({
      perWindow: pick(auth().rateLimit),
      windowMs,
      burst: GOTRUE_BURST,
    }));
  const signInSignUps = (rates: RateLimits) => rates.signInSignUps;
  const mfa = () =>
    new RequestLimiter(clock, () => ({
      perWindow: MFA_CHALLENGE_AND_VERIFY_PER_MINUTE,
      windowMs: MINUTE,
      burst: GOTRUE_BURST,
    }));
  return {
    signup: limit(signInSignUps),
    otp: limit(signInSignUps),
    recover: limit(signInSignUps),
    resend: limit(signInSignUps),
    userUpdate: limit(signInSignUps),
    token: limit((rates) => rates.tokenRefresh),
    verify: limit((rates) => rates.tokenVerifications),
    anonymous: new RequestLimiter(clock, () => ({
      perWindow: auth().rateLimit.anonymousUsers,
      windowMs: HOUR,
      burst: auth().rateLimit.anonymousUsers,
    })),
    factorChallenge: mfa(),
    factorVerify: mfa(),
    emailSent: new EmailSendLimiter(clock, auth),
  };
}

/**
 * GoTrue's per-user email frequency (`max_frequency`): another email of the
 * same kind to the same address within the interval is refused.
 */
export function checkEmailFrequency(lastSentAt: Date | null, maxFrequencySeconds: number): void {
  if (!lastSentAt || maxFrequencySeconds <= 0) return;
  const elapsed = (Date.now() - new Date(lastSentAt).getTime()) / 1000;
  if (elapsed < maxFrequencySeconds) {
    const wait = Math.max(1, Math.ceil(maxFrequencySeconds - elapsed));
    throw new AuthError(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${wait} seconds.`,
    );
  }
}
