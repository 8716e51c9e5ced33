import {
  REALTIME_SUBSCRIBE_STATES,
  type RealtimeChannel,
  type RealtimePostgresChangesPayload,
} from '@supabase/supabase-js';
import type { TeamboardClient } from '../client';
import { mapRealtimeStatus, type RealtimeFailureStatus } from '../errors/map-realtime-error';
import { isTeamboardError, TeamboardError } from '../errors/teamboard-error';
import { idSchema } from '../schemas/fields';
import { validate } from '../validate';
import { BoardScope } from './board-scope';
import { parseHint, presenceMeta, viewersFrom } from './presence';
import { openSubscriptions, register, unregister, type Closable } from './registry';
import {
  BOARD_TABLES,
  type BoardChange,
  type BoardHandlers,
  type BoardHint,
  type BoardSubscription,
  type BoardSubscriptionStatus,
  type BoardTable,
  type BoardViewer,
  type SubscribeToBoardOptions,
  type ViewerState,
} from './types';

const DEFAULT_RETRY_DELAYS_MS = [1000, 2000, 5000, 10_000, 30_000];
const HINT_EVENT = 'hint';

type RawChange = RealtimePostgresChangesPayload<Record<string, unknown>>;

/** Server-side filters where the table has one; card-level tables are routed by {@link BoardScope}. */
function filterFor(table: BoardTable, boardId: string): string | undefined {
  if (table === 'boards') return `id=eq.${boardId}`;
  if (table === 'lists' || table === 'cards' || table === 'labels') return `board_id=eq.${boardId}`;
  return undefined;
}

/**
 * Live updates for one board: typed changes to every board table, presence
 * (who is viewing, which card they have open) and broadcast hints (who is
 * dragging or editing what), on the channel `board:<boardId>`.
 *
 * The user's current access token is handed to realtime before joining, so
 * a channel opened right after sign-in joins as the user, not as anon
 * (supabase-js refreshes it on TOKEN_REFRESHED by itself). On
 * CHANNEL_ERROR / TIMED_OUT / CLOSED it reports `realtime/disconnected`
 * through `onError`, rejoins with a fresh channel after a backoff, and calls
 * `onResync` once live again so the app refetches what it missed.
 *
 * Changes reach only users whom row-level security lets read the row; the
 * SDK also drops every change that is not this board's (card-level rows and
 * DELETEs, which the server does not filter), so handlers see this board only.
 */
export function subscribeToBoard(
  client: TeamboardClient,
  boardId: string,
  handlers: BoardHandlers = {},
  options: SubscribeToBoardOptions = {},
): BoardSubscription {
  const id = validate(idSchema, boardId);
  const previous = openSubscriptions(client.supabase).find((s) => s.boardId === id);
  if (previous !== undefined && previous.closing === null) {
    throw new TeamboardError({
      code: 'conflict',
      message: 'This client is already subscribed to this board; unsubscribe first.',
      reason: 'already_subscribed',
    });
  }
  const supabase = client.supabase;
  const retryDelays = options.retryDelaysMs?.length ? options.retryDelaysMs : DEFAULT_RETRY_DELAYS_MS;

  let status: BoardSubscriptionStatus = 'connecting';
  let generation = 0;
  let channel: RealtimeChannel | null = null;
  let removal: Promise<unknown> = previous?.closing ?? Promise.resolve();
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let attempts = 0;
  let everLive = false;
  let userId: string | null = null;
  let viewer: ViewerState | undefined = options.viewer;
  let viewers: readonly BoardViewer[] = [];
  let closing: Promise<void> | null = null;

  let resolveReady: () => void = () => undefined;
  let rejectReady: (error: TeamboardError) => void = () => undefined;
  const ready = new Promise<void>((resolve, reject) => {
    resolveReady = resolve;
    rejectReady = reject;
  });
  // A caller who never awaits `ready` must not get an unhandled rejection.
  ready.catch(() => undefined);

  const setStatus = (next: BoardSubscriptionStatus) => {
    if (status === next) return;
    status = next;
    handlers.onStatus?.(next);
  };

  const trackViewer = async (target: RealtimeChannel): Promise<void> => {
    if (viewer === undefined || userId === null) return;
    const result = await target.track({ ...presenceMeta(userId, viewer) });
    if (result !== 'ok') {
      throw new TeamboardError({ code: 'realtime/disconnected', reason: `track ${result}` });
    }
  };

  const fail = (gen: number, failure: RealtimeFailureStatus, cause?: unknown) => {
    if (closing !== null || gen !== generation) return;
    generation += 1;
    handlers.onError?.(mapRealtimeStatus(failure, cause));
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

    const scope = new BoardScope(id);
    let queue: RawChange[] | null = [];
    const deliver = (change: RawChange) => {
      const table = change.table as BoardTable;
      const row = change.eventType === 'DELETE' ? change.old : change.new;
      if (!scope.admit(table, change.eventType, row)) return;
      handlers.onChange?.({
        table,
        type: change.eventType,
        row: change.eventType === 'DELETE' ? null : change.new,
        old: change.eventType === 'INSERT' ? null : change.old,
        commitTimestamp: change.commit_timestamp,
      } as BoardChange);
    };

    const next = supabase.channel(`board:${id}`, {
      config: { presence: { key: userId ?? '' }, broadcast: { self: false, ack: false } },
    });
    channel = next;
    for (const table of BOARD_TABLES) {
      const filter = filterFor(table, id);
      next.on(
        'postgres_changes',
        { event: '*', schema: 'public', table, ...(filter === undefined ? {} : { filter }) },
        (change: RawChange) => {
          if (gen !== generation) return;
          if (queue === null) deliver(change);
          else queue.push(change);
        },
      );
    }
    next.on('presence', { event: 'sync' }, () => {
      if (gen !== generation) return;
      viewers = viewersFrom(next.presenceState());
      handlers.onPresence?.(viewers);
    });
    next.on('broadcast', { event: HINT_EVENT }, (message: { payload?: unknown }) => {
      if (gen !== generation) return;
      const hint = parseHint(message.payload);
      if (hint !== undefined) handlers.onHint?.(hint);
    });

    next.subscribe((state, error) => {
      if (gen !== generation) return;
      if (state !== REALTIME_SUBSCRIBE_STATES.SUBSCRIBED) {
        fail(gen, state, error);
        return;
      }
      // Changes that arrive while the board's ids load wait in `queue`.
      void (async () => {
        try {
          await scope.seed(client);
          await trackViewer(next);
        } catch (cause) {
          if (gen !== generation) return;
          if (isTeamboardError(cause) && (cause.code === 'not-found' || cause.code === 'forbidden')) {
            // Not a member (any more): rejoining cannot help.
            handlers.onError?.(cause);
            void close(cause);
            return;
          }
          fail(gen, 'CHANNEL_ERROR', cause);
          return;
        }
        if (gen !== generation) return;
        const waiting = queue ?? [];
        queue = null;
        for (const change of waiting) deliver(change);
        attempts = 0;
        setStatus('live');
        if (everLive) handlers.onResync?.();
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
    boardId: id,
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
    viewers: () => viewers,
    async track(state: ViewerState) {
      viewer = state;
      if (status === 'live' && channel !== null) await trackViewer(channel);
    },
    async sendHint(hint: BoardHint) {
      if (status !== 'live' || channel === null || userId === null) return;
      await channel.send({
        type: 'broadcast',
        event: HINT_EVENT,
        payload: { ...hint, userId, sentAt: new Date().toISOString() },
      });
    },
    unsubscribe: () => close(),
  };
}
