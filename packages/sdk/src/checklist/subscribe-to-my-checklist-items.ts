import type { TeamboardClient } from '../client';
import { toTeamboardError } from '../errors/map-error';
import { TeamboardError } from '../errors/teamboard-error';
import { startChannel } from '../realtime/channel-lifecycle';
import type { SubscriptionStatus } from '../realtime/types';

export interface MyChecklistItemsHandlers {
  /**
   * One of my checklist items changed, or an item became mine or stopped
   * being mine: read {@link listMyChecklistItems} again. Carries no row: the
   * list's embeds (card, board) are not in a change.
   */
  readonly onChange?: (() => void) | undefined;
  readonly onStatus?: ((status: SubscriptionStatus) => void) | undefined;
  /** `realtime/disconnected` when the channel fails; the SDK rejoins by itself. */
  readonly onError?: ((error: TeamboardError) => void) | undefined;
  /** Live again after a failure: changes made meanwhile were missed, so read the list again. */
  readonly onResync?: (() => void) | undefined;
}

export interface MyChecklistItemsSubscription {
  /** Resolves when first live. */
  readonly ready: Promise<void>;
  readonly status: () => SubscriptionStatus;
  unsubscribe(): Promise<void>;
}

type RawChange = {
  readonly eventType: 'INSERT' | 'UPDATE' | 'DELETE';
  readonly new: { readonly id?: unknown; readonly assignee_id?: unknown };
  readonly old: { readonly id?: unknown };
};

const PAGE = 1000;

/**
 * The signed-in user's checklist items, live, for "my cards": an item
 * assigned to them, changed, unassigned or deleted, by anyone. Realtime hands
 * a user only the items of boards they can see (row-level security); the
 * subscription keeps the ids of the items that are theirs, because taking an
 * item away is a change whose new row no longer names them (and a deletion
 * names only the item). One subscription per client; signed out, it ends
 * with `forbidden`.
 *
 * @category Checklists
 * @example
 * const subscription = subscribeToMyChecklistItems(client, {
 *   onChange: () => void refetchMyItems(),
 * });
 */
export function subscribeToMyChecklistItems(
  client: TeamboardClient,
  handlers: MyChecklistItemsHandlers = {},
  options: { readonly retryDelaysMs?: readonly number[] } = {},
): MyChecklistItemsSubscription {
  const lifecycle = startChannel({
    supabase: client.supabase,
    key: 'my-checklist-items',
    refusedMessage: 'Sign in to see your checklist items.',
    retryDelaysMs: options.retryDelaysMs,
    onStatus: handlers.onStatus,
    onError: handlers.onError,
    onResync: handlers.onResync,
    open({ userId: me, current }) {
      const mine = new Set<string>();
      // Changes that arrive while the ids load wait here.
      let queue: RawChange[] | null = [];
      const deliver = (change: RawChange) => {
        const id = change.eventType === 'DELETE' ? change.old.id : change.new.id;
        if (typeof id !== 'string') return;
        const isMine = change.eventType !== 'DELETE' && change.new.assignee_id === me;
        const wasMine = mine.has(id);
        if (isMine) mine.add(id);
        else mine.delete(id);
        if (isMine || wasMine) handlers.onChange?.();
      };
      const channel = client.supabase.channel(`my-checklist-items:${me ?? 'signed-out'}`);
      channel.on(
        'postgres_changes',
        { event: '*', schema: 'public', table: 'checklist_items' },
        (change: RawChange) => {
          if (!current()) return;
          if (queue === null) deliver(change);
          else queue.push(change);
        },
      );
      const prepare = async () => {
        if (me === null) {
          throw new TeamboardError({ code: 'forbidden', message: 'Sign in to see your checklist items.' });
        }
        for (let from = 0; ; from += PAGE) {
          const { data, error } = await client.supabase
            .from('checklist_items')
            .select('id')
            .eq('assignee_id', me)
            .order('id')
            .range(from, from + PAGE - 1);
          if (error !== null) throw toTeamboardError(error);
          for (const row of data) mine.add(row.id);
          if (data.length < PAGE) return;
        }
      };
      const flush = () => {
        const waiting = queue ?? [];
        queue = null;
        for (const change of waiting) deliver(change);
      };
      return { channel, prepare, flush };
    },
  });
  return {
    ready: lifecycle.ready,
    status: () => lifecycle.status(),
    unsubscribe: () => lifecycle.close(),
  };
}
