import type { Clock } from '../clock';
import type { ProjectConfig } from '../project/project-config';

/** Realtime's RateCounter: counts close every 5 s, and the rate is the average of the last 12. */
const TICK_MS = 5_000;
const TICKS_KEPT = 12;

/**
 * A per-second rate as hosted Realtime measures it: events are added to the
 * current tick, and only a closed tick moves the average, so a limit trips at
 * the first tick boundary after the rate went over it, and clears once the
 * average falls below it again.
 */
export class RateCounter {
  #tickStart: number;
  #current = 0;
  #ticks: number[] = [];
  #average = 0;

  constructor(private readonly clock: Clock) {
    this.#tickStart = clock.now();
  }

  add(): void {
    this.#close();
    this.#current++;
  }

  /** Whether the average of the closed ticks is at or over `perSecond`. */
  over(perSecond: number): boolean {
    this.#close();
    return this.#average >= perSecond;
  }

  #close(): void {
    const closed = Math.floor((this.clock.now() - this.#tickStart) / TICK_MS);
    if (closed <= 0) return;
    // Newest first: ticks that closed with nothing in them, then the one holding the current count.
    const empty = Array<number>(Math.min(closed - 1, TICKS_KEPT)).fill(0);
    this.#ticks = [...empty, this.#current, ...this.#ticks].slice(0, TICKS_KEPT);
    this.#tickStart += closed * TICK_MS;
    this.#current = 0;
    const sum = this.#ticks.reduce((a, b) => a + b, 0);
    this.#average = sum / this.#ticks.length / (TICK_MS / 1000);
  }
}

/** Why a join is refused, in hosted Realtime's words (the reply's `reason`). */
export const QUOTA_REASONS = {
  tooManyConnections: 'ConnectionRateLimitReached: Too many connected users',
  tooManyJoins: 'ClientJoinRateLimitReached: Too many joins per second',
  tooManyChannels: 'ChannelRateLimitReached: Too many channels',
  /** Sent as a system error before the channel is closed. */
  tooManyEvents: 'Too many messages per second',
} as const;

export type JoinRefusal = 'tooManyConnections' | 'tooManyJoins' | 'tooManyChannels';

/** The project's Realtime quotas, shared by every socket of this backend. */
export class RealtimeQuotas {
  readonly #joins: RateCounter;
  readonly #events: RateCounter;

  constructor(
    clock: Clock,
    private readonly limits: () => ProjectConfig['realtime'],
    /** Sockets currently in at least one channel, the socket asking excluded. */
    private readonly otherConnectedUsers: (socket: object) => number,
  ) {
    this.#joins = new RateCounter(clock);
    this.#events = new RateCounter(clock);
  }

  /**
   * Realtime's checks on a join, in its order: connected users (a socket
   * already in a channel is counted already), joins per second, then this
   * socket's channels. Like Realtime, a join refused for too many channels
   * has already counted towards the joins per second.
   */
  admitJoin(socket: object, channelsOfSocket: number): JoinRefusal | undefined {
    const limits = this.limits();
    if (channelsOfSocket === 0 && this.otherConnectedUsers(socket) >= limits.maxConcurrentUsers)
      return 'tooManyConnections';
    if (this.#joins.over(limits.maxJoinsPerSecond)) return 'tooManyJoins';
    this.#joins.add();
    if (channelsOfSocket >= limits.maxChannelsPerClient) return 'tooManyChannels';
    return undefined;
  }

  /** Counts one message from a client; false once the project is over its events per second. */
  admitEvent(): boolean {
    this.#events.add();
    return !this.#events.over(this.limits().maxEventsPerSecond);
  }
}
