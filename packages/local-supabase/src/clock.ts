/**
 * Where the backend reads the time when it checks expiry (access-token exp/iat,
 * signed URLs, the refresh-token reuse interval). Tests pass their own clock to
 * step past an expiry instead of waiting for it.
 */
export interface Clock {
  /** Milliseconds since the epoch, as `Date.now()`. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** Whole seconds since the epoch, as JWT claims count them. */
export const epochSeconds = (clock: Clock): number => Math.floor(clock.now() / 1000);

/**
 * For tests: real time plus an offset they step forward, so everything else
 * (database timestamps, timers) keeps running while an expiry is jumped past.
 */
export class SteppedClock implements Clock {
  private offsetMs = 0;

  now(): number {
    return Date.now() + this.offsetMs;
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }
}
