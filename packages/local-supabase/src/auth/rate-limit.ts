import { AuthError } from './errors';

/**
 * Fixed-window counters kept in memory, one per key. GoTrue keys its request
 * limits by IP alone; locally every test runs from 127.0.0.1, so callers key
 * by IP plus the email (or other subject) to keep suites that sign up many
 * users from tripping a limit meant for abuse from one address.
 */
export class RateLimiter {
  readonly #windows = new Map<string, { start: number; count: number }>();

  constructor(private readonly windowMs: number) {}

  /** Counts one hit; throws GoTrue's 429 once `limit` hits fall in the current window. */
  hit(key: string, limit: number): void {
    if (limit <= 0) return;
    const now = Date.now();
    const window = this.#windows.get(key);
    if (!window || now - window.start >= this.windowMs) {
      this.#windows.set(key, { start: now, count: 1 });
      this.#prune(now);
      return;
    }
    if (window.count >= limit) {
      throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
    }
    window.count++;
  }

  #prune(now: number): void {
    if (this.#windows.size < 10_000) return;
    for (const [key, window] of this.#windows)
      if (now - window.start >= this.windowMs) this.#windows.delete(key);
  }
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
