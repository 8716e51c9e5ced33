import { REALTIME_SUBSCRIBE_STATES, type RealtimeChannel } from '@supabase/supabase-js';
import type { TeamboardSupabaseClient } from '../client';
import { mapRealtimeStatus, type RealtimeFailureStatus } from '../errors/map-realtime-error';
import { isTeamboardError, TeamboardError } from '../errors/teamboard-error';
import { openSubscriptions, register, unregister, type Closable } from './registry';
import type { SubscriptionStatus } from './types';

const DEFAULT_RETRY_DELAYS_MS = [1000, 2000, 5000, 10_000, 30_000];

/** What Realtime answers a join to a private channel whose policies refuse the user. */
const REFUSED_JOIN = /do not have permissions to read from this channel topic/i;

/** One join's channel, built fresh for every (re)join. */
export interface Connection {
  readonly channel: RealtimeChannel;
  /**
   * Runs once the join is accepted, before the subscription counts as live
   * (loading what routing needs, tracking presence). A `not-found` or
   * `forbidden` TeamboardError ends the subscription; anything else rejoins.
   */
  prepare(): Promise<void>;
  /** Live now: hand over whatever waited during `prepare`. */
  flush(): void;
}

export interface ChannelSpec {
  readonly supabase: TeamboardSupabaseClient;
  /** Identifies the subscription in the client's registry; one per client at a time. */
  readonly key: string;
  /** Told to the user when the channel's policies refuse them. */
  readonly refusedMessage: string;
  readonly retryDelaysMs?: readonly number[] | undefined;
  readonly onStatus?: ((status: SubscriptionStatus) => void) | undefined;
  readonly onError?: ((error: TeamboardError) => void) | undefined;
  readonly onResync?: (() => void) | undefined;
  /**
   * Builds a channel with its listeners. `current()` turns false once this
   * join is superseded or closed: listeners must drop events then.
   */
  open(context: { readonly userId: string | null; readonly current: () => boolean }): Connection;
}

export interface ChannelLifecycle {
  readonly ready: Promise<void>;
  status(): SubscriptionStatus;
  /** The joined channel while live, else null. */
  liveChannel(): RealtimeChannel | null;
  /** The user the current join was made for. */
  userId(): string | null;
  close(reason?: TeamboardError): Promise<void>;
}

/**
 * The life of one realtime subscription, shared by boards and workspaces:
 * joins with the user's current token, reports `realtime/disconnected` and
 * rejoins with a fresh channel after a jittered backoff on
 * CHANNEL_ERROR / TIMED_OUT / CLOSED, asks for a resync once live again,
 * and ends for good (typed `forbidden` / `not-found`) when the user may not
 * be there: rejoining cannot change that.
 */
export function startChannel(spec: ChannelSpec): ChannelLifecycle {
  const previous = openSubscriptions(spec.supabase).find((s) => s.key === spec.key);
  if (previous !== undefined && previous.closing === null) {
    throw new TeamboardError({
      code: 'conflict',
      message: 'This client is already subscribed here; unsubscribe first.',
      reason: 'already_subscribed',
    });
  }
  const supabase = spec.supabase;
  const retryDelays = spec.retryDelaysMs?.length ? spec.retryDelaysMs : DEFAULT_RETRY_DELAYS_MS;

  let status: SubscriptionStatus = 'connecting';
  let generation = 0;
  let channel: RealtimeChannel | null = null;
  let removal: Promise<unknown> = previous?.closing ?? Promise.resolve();
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let attempts = 0;
  let everLive = false;
  let userId: string | null = null;
  let closing: Promise<void> | null = null;

  let resolveReady: () => void = () => undefined;
  let rejectReady: (error: TeamboardError) => void = () => undefined;
  const ready = new Promise<void>((resolve, reject) => {
    resolveReady = resolve;
    rejectReady = reject;
  });
  // A caller who never awaits `ready` must not get an unhandled rejection.
  ready.catch(() => undefined);

  const setStatus = (next: SubscriptionStatus) => {
    if (status === next) return;
    status = next;
    spec.onStatus?.(next);
  };

  const end = (error: TeamboardError) => {
    spec.onError?.(error);
    void close(error);
  };

  const fail = (gen: number, failure: RealtimeFailureStatus, cause?: unknown) => {
    if (closing !== null || gen !== generation) return;
    generation += 1;
    spec.onError?.(mapRealtimeStatus(failure, cause));
    setStatus('reconnecting');
    const stale = channel;
    channel = null;
    removal = stale === null ? Promise.resolve() : supabase.removeChannel(stale).catch(() => undefined);
    const base = retryDelays[Math.min(attempts, retryDelays.length - 1)] ?? 1000;
    attempts += 1;
    // Jitter, so a server restart is not met by every client at the same instant.
    retryTimer = setTimeout(
      () => void connect().catch((error: unknown) => fail(generation, 'CHANNEL_ERROR', error)),
      base * (0.8 + Math.random() * 0.4),
    );
  };

  const connect = async (): Promise<void> => {
    const gen = ++generation;
    await removal;
    const { data } = await supabase.auth.getSession();
    userId = data.session?.user.id ?? null;
    // Join with the user's token, not whatever realtime last had (the sign-in race).
    await supabase.realtime.setAuth();
    if (closing !== null || gen !== generation) return;

    const current = () => gen === generation && closing === null;
    const connection = spec.open({ userId, current });
    channel = connection.channel;
    connection.channel.subscribe((state, error) => {
      if (!current()) return;
      if (state !== REALTIME_SUBSCRIBE_STATES.SUBSCRIBED) {
        if (state === REALTIME_SUBSCRIBE_STATES.CHANNEL_ERROR && REFUSED_JOIN.test(error?.message ?? '')) {
          end(
            new TeamboardError({
              code: 'forbidden',
              message: spec.refusedMessage,
              reason: 'channel_refused',
              cause: error,
            }),
          );
          return;
        }
        fail(gen, state, error);
        return;
      }
      void (async () => {
        try {
          await connection.prepare();
        } catch (cause) {
          if (!current()) return;
          if (isTeamboardError(cause) && (cause.code === 'not-found' || cause.code === 'forbidden')) {
            end(cause);
            return;
          }
          fail(gen, 'CHANNEL_ERROR', cause);
          return;
        }
        if (!current()) return;
        connection.flush();
        attempts = 0;
        setStatus('live');
        if (everLive) spec.onResync?.();
        everLive = true;
        resolveReady();
      })();
    });
  };

  const close = (reason?: TeamboardError): Promise<void> => {
    if (closing !== null) return closing;
    generation += 1;
    clearTimeout(retryTimer);
    setStatus('closed');
    rejectReady(reason ?? new TeamboardError({ code: 'realtime/disconnected', reason: 'unsubscribed' }));
    const stale = channel;
    channel = null;
    closing = (async () => {
      await removal;
      if (stale !== null) await supabase.removeChannel(stale).catch(() => undefined);
      unregister(supabase, registryEntry);
    })();
    return closing;
  };

  const registryEntry: Closable = {
    key: spec.key,
    get closing() {
      return closing;
    },
    close: () => close(),
  };
  register(supabase, registryEntry);
  void connect().catch((cause: unknown) => fail(generation, 'CHANNEL_ERROR', cause));

  return {
    ready,
    status: () => status,
    liveChannel: () => (status === 'live' ? channel : null),
    userId: () => userId,
    close,
  };
}
