import type { RealtimeChannel, RealtimePostgresChangesPayload } from '@supabase/supabase-js';
import type { TeamboardClient } from '../client';
import { TeamboardError } from '../errors/teamboard-error';
import { idSchema } from '../schemas/fields';
import { validate } from '../validate';
import { BoardScope } from './board-scope';
import { startChannel } from './channel-lifecycle';
import { parseHint, presenceMeta, viewersFrom } from './presence';
import {
  BOARD_TABLES,
  type BoardAccessChange,
  type BoardChange,
  type BoardHandlers,
  type BoardHint,
  type BoardSubscription,
  type BoardTable,
  type BoardViewer,
  type SubscribeToBoardOptions,
  type ViewerState,
} from './types';

const HINT_EVENT = 'hint';
/** Sent by the database when a card moves to another board (see the card moves migration). */
const CARD_LEFT_EVENT = 'card_left';
/** The database tells the board's channel when who may see it changes (visibility, board members). */
const ACCESS_EVENT = 'access';

type RawChange = RealtimePostgresChangesPayload<Record<string, unknown>>;

/** Server-side filters where the table has one; card-level tables are routed by {@link BoardScope}. */
function filterFor(table: BoardTable, boardId: string): string | undefined {
  if (table === 'boards') return `id=eq.${boardId}`;
  if (
    table === 'lists' ||
    table === 'cards' ||
    table === 'labels' ||
    table === 'custom_fields' ||
    table === 'saved_views' ||
    table === 'card_recurrences'
  )
    return `board_id=eq.${boardId}`;
  return undefined;
}

/**
 * Live updates for one board: typed changes to every board table, presence
 * (who is viewing, which card they have open) and broadcast hints (who is
 * dragging or editing what), on the private channel `board:<boardId>`.
 *
 * Only members of the board's workspace may join: realtime checks the
 * policies on `realtime.messages` at join, and refuses anyone else, whose
 * subscription then ends with `forbidden` (through `onError` and `ready`),
 * without rejoining. The user's current access token is handed to realtime
 * before joining, so a channel opened right after sign-in joins as the
 * user, not as anon (supabase-js refreshes it on TOKEN_REFRESHED by
 * itself). On CHANNEL_ERROR / TIMED_OUT / CLOSED it reports
 * `realtime/disconnected` through `onError`, rejoins with a fresh channel
 * after a backoff, and calls `onResync` once live again so the app
 * refetches what it missed.
 *
 * Changes reach only users whom row-level security lets read the row; the
 * SDK also drops every change that is not this board's (card-level rows and
 * DELETEs, which the server does not filter), so handlers see this board only.
 *
 * @category Realtime
 * @example
 * const subscription = subscribeToBoard(client, boardId, {
 *   onChange: (change) => queryClient.invalidateQueries({ queryKey: ['board', boardId] }),
 * });
 * await subscription.ready;
 * // later
 * await subscription.unsubscribe();
 */
export function subscribeToBoard(
  client: TeamboardClient,
  boardId: string,
  handlers: BoardHandlers = {},
  options: SubscribeToBoardOptions = {},
): BoardSubscription {
  const id = validate(idSchema, boardId);
  let viewer: ViewerState | undefined = options.viewer;
  let viewers: readonly BoardViewer[] = [];

  const trackViewer = async (target: RealtimeChannel, userId: string | null): Promise<void> => {
    if (viewer === undefined || userId === null) return;
    const result = await target.track({ ...presenceMeta(userId, viewer) });
    if (result !== 'ok') {
      throw new TeamboardError({ code: 'realtime/disconnected', reason: `track ${result}` });
    }
  };

  const lifecycle = startChannel({
    supabase: client.supabase,
    key: `board:${id}`,
    refusedMessage: 'This board does not exist or you are not a member of its workspace.',
    retryDelaysMs: options.retryDelaysMs,
    onStatus: handlers.onStatus,
    onError: handlers.onError,
    onResync: handlers.onResync,
    open({ userId, current }) {
      const scope = new BoardScope(id);
      // Changes that arrive while the board's ids load wait here.
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

      const channel = client.supabase.channel(`board:${id}`, {
        config: { private: true, presence: { key: userId ?? '' }, broadcast: { self: false, ack: false } },
      });
      for (const table of BOARD_TABLES) {
        const filter = filterFor(table, id);
        channel.on(
          'postgres_changes',
          { event: '*', schema: 'public', table, ...(filter === undefined ? {} : { filter }) },
          (change: RawChange) => {
            if (!current()) return;
            if (queue === null) deliver(change);
            else queue.push(change);
          },
        );
      }
      channel.on('presence', { event: 'sync' }, () => {
        if (!current()) return;
        viewers = viewersFrom(channel.presenceState());
        handlers.onPresence?.(viewers);
      });
      // A card moved to another board: its UPDATE no longer matches this board's
      // filter, so the database says so here; it leaves this board like a delete.
      channel.on('broadcast', { event: CARD_LEFT_EVENT }, (message: { payload?: unknown }) => {
        if (!current()) return;
        const payload = message.payload as { card_id?: unknown } | undefined;
        if (typeof payload?.card_id !== 'string') return;
        const change = {
          schema: 'public',
          table: 'cards',
          eventType: 'DELETE',
          new: {},
          old: { id: payload.card_id },
          commit_timestamp: new Date().toISOString(),
          errors: [],
        } as unknown as RawChange;
        if (queue === null) deliver(change);
        else queue.push(change);
      });
      channel.on('broadcast', { event: ACCESS_EVENT }, (message: { payload?: unknown }) => {
        if (!current()) return;
        const change = parseAccessChange(message.payload);
        if (change !== undefined) handlers.onAccessChange?.(change);
      });
      channel.on('broadcast', { event: HINT_EVENT }, (message: { payload?: unknown }) => {
        if (!current()) return;
        const hint = parseHint(message.payload);
        if (hint !== undefined) handlers.onHint?.(hint);
      });
      return {
        channel,
        async prepare() {
          await scope.seed(client);
          await trackViewer(channel, userId);
        },
        flush() {
          const waiting = queue ?? [];
          queue = null;
          for (const change of waiting) deliver(change);
        },
      };
    },
  });

  return {
    ready: lifecycle.ready,
    status: () => lifecycle.status(),
    viewers: () => viewers,
    async track(state: ViewerState) {
      viewer = state;
      const channel = lifecycle.liveChannel();
      if (channel !== null) await trackViewer(channel, lifecycle.userId());
    },
    async sendHint(hint: BoardHint) {
      const channel = lifecycle.liveChannel();
      const userId = lifecycle.userId();
      if (channel === null || userId === null) return;
      await channel.send({
        type: 'broadcast',
        event: HINT_EVENT,
        payload: { ...hint, userId, sentAt: new Date().toISOString() },
      });
    },
    unsubscribe: () => lifecycle.close(),
  };
}

/** A board access notice from the database, or `undefined` for anything else. */
function parseAccessChange(payload: unknown): BoardAccessChange | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const notice = payload as { table?: unknown; visibility?: unknown; key?: { user_id?: unknown } };
  if (notice.table === 'boards' && (notice.visibility === 'workspace' || notice.visibility === 'private')) {
    return { kind: 'visibility', visibility: notice.visibility };
  }
  if (notice.table === 'board_members' && typeof notice.key?.user_id === 'string') {
    return { kind: 'member', userId: notice.key.user_id };
  }
  return undefined;
}
