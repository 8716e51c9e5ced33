import type { BoardVisibility } from '../constants';
import type { Tables } from '../database.types';
import type { TeamboardError } from '../errors/teamboard-error';

/** The tables of the `supabase_realtime` publication that make up a board. */
export const BOARD_TABLES = [
  'boards',
  'lists',
  'cards',
  'card_assignees',
  'labels',
  'card_labels',
  'checklists',
  'checklist_items',
  'comments',
  'comment_reactions',
  'attachments',
  'custom_fields',
  'custom_field_options',
  'card_field_values',
  'saved_views',
  'card_recurrences',
] as const;
export type BoardTable = (typeof BOARD_TABLES)[number];

interface ChangeBase<T extends BoardTable> {
  readonly table: T;
  /** When the change was committed (ISO 8601, UTC). */
  readonly commitTimestamp: string;
}

/**
 * One committed change to a board's data. `old` is the previous row as far
 * as the server sends it: hosted Supabase sends only the primary key for
 * tables with row-level security (all of these), so rely on `old` for the
 * key only.
 */
export type BoardChange = {
  [T in BoardTable]:
    | (ChangeBase<T> & { readonly type: 'INSERT'; readonly row: Tables<T>; readonly old: null })
    | (ChangeBase<T> & { readonly type: 'UPDATE'; readonly row: Tables<T>; readonly old: Partial<Tables<T>> })
    | (ChangeBase<T> & { readonly type: 'DELETE'; readonly row: null; readonly old: Partial<Tables<T>> });
}[BoardTable];

/** What a viewer shares about themselves while on a board. */
export interface ViewerState {
  readonly displayName: string;
  readonly avatarUrl?: string | null | undefined;
  /** The card whose drawer they have open, if any. */
  readonly openCardId?: string | null | undefined;
}

/** Someone currently looking at the board (one entry per user, however many tabs). */
export interface BoardViewer {
  readonly userId: string;
  readonly displayName: string;
  readonly avatarUrl: string | null;
  readonly openCardId: string | null;
}

/** A passing signal about what someone is doing; not stored, may be lost. */
export type BoardHint =
  | { readonly kind: 'dragging-card'; readonly cardId: string }
  | { readonly kind: 'dragging-list'; readonly listId: string }
  | { readonly kind: 'editing-card'; readonly cardId: string; readonly field?: string | undefined }
  | { readonly kind: 'idle' };

/** A hint as received: who sent it and when (the sender's clock). */
export type ReceivedBoardHint = BoardHint & { readonly userId: string; readonly sentAt: string };

/**
 * `connecting` until first live; `reconnecting` after a failure until live
 * again; `closed` after `unsubscribe` or a refused join.
 */
export type SubscriptionStatus = 'connecting' | 'live' | 'reconnecting' | 'closed';
export type BoardSubscriptionStatus = SubscriptionStatus;

/**
 * Who may see the board changed: its visibility, or someone's board
 * membership (added, re-roled or removed). Ask again with `getMyBoardRole`:
 * `null` means the viewer has lost the board, and the screen should close.
 */
export type BoardAccessChange =
  | { readonly kind: 'visibility'; readonly visibility: BoardVisibility }
  | { readonly kind: 'member'; readonly userId: string };

export interface BoardHandlers {
  readonly onChange?: ((change: BoardChange) => void) | undefined;
  readonly onAccessChange?: ((change: BoardAccessChange) => void) | undefined;
  readonly onPresence?: ((viewers: readonly BoardViewer[]) => void) | undefined;
  readonly onHint?: ((hint: ReceivedBoardHint) => void) | undefined;
  readonly onStatus?: ((status: BoardSubscriptionStatus) => void) | undefined;
  /**
   * `realtime/disconnected` when the channel fails (the SDK rejoins by
   * itself); `forbidden` / `not-found` when the user may not see the board
   * (the subscription closes for good).
   */
  readonly onError?: ((error: TeamboardError) => void) | undefined;
  /**
   * Live again after a failure: changes made meanwhile were missed, so
   * refetch the board. Not called for the first join.
   */
  readonly onResync?: (() => void) | undefined;
}

export interface SubscribeToBoardOptions {
  /** Shared with the others right after joining (and again after every rejoin). */
  readonly viewer?: ViewerState | undefined;
  /** Waits between rejoin attempts; the last one repeats. Default 1 s, 2 s, 5 s, 10 s, 30 s. */
  readonly retryDelaysMs?: readonly number[] | undefined;
}

export interface BoardSubscription {
  /** Resolves when first live (changes flow, presence is shared); rejects with `forbidden` / `not-found` when refused. */
  readonly ready: Promise<void>;
  readonly status: () => BoardSubscriptionStatus;
  /** Who is viewing now, as last synced. */
  readonly viewers: () => readonly BoardViewer[];
  /** Shares (or updates) what this user shows the others: name, avatar, open card. */
  track(state: ViewerState): Promise<void>;
  /** Tells the others what this user is doing. Dropped while not live. */
  sendHint(hint: BoardHint): Promise<void>;
  /** Leaves the board: no handler is called after it resolves. */
  unsubscribe(): Promise<void>;
}
