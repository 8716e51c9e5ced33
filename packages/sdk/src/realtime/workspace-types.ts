import type { Tables } from '../database.types';
import type { TeamboardError } from '../errors/teamboard-error';
import type { SubscriptionStatus } from './types';

/** What a workspace subscription reports changes of. */
export const WORKSPACE_TABLES = ['workspaces', 'workspace_members', 'invitations', 'boards'] as const;
export type WorkspaceTable = (typeof WORKSPACE_TABLES)[number];

/** How each table's row is identified in a change. */
export interface WorkspaceKeys {
  readonly workspaces: { readonly id: string };
  readonly workspace_members: { readonly workspace_id: string; readonly user_id: string };
  readonly invitations: { readonly id: string };
  readonly boards: { readonly id: string };
}

type RowTable = Exclude<WorkspaceTable, 'invitations'>;

interface ChangeBase<T extends WorkspaceTable> {
  readonly table: T;
  readonly key: WorkspaceKeys[T];
}

/**
 * One committed change to a workspace, its members, invitations or boards.
 * Rows every member may read come whole (`null` for a DELETE); an
 * invitation comes as its key only, whatever the type: refetch invitations
 * through {@link listInvitations} (owners and admins), which never exposes
 * the token hash.
 */
export type WorkspaceChange =
  | {
      [T in RowTable]:
        | (ChangeBase<T> & { readonly type: 'INSERT' | 'UPDATE'; readonly row: Tables<T> })
        | (ChangeBase<T> & { readonly type: 'DELETE'; readonly row: null });
    }[RowTable]
  | (ChangeBase<'invitations'> & { readonly type: 'INSERT' | 'UPDATE' | 'DELETE'; readonly row: null });

export interface WorkspaceHandlers {
  readonly onChange?: ((change: WorkspaceChange) => void) | undefined;
  readonly onStatus?: ((status: SubscriptionStatus) => void) | undefined;
  /**
   * `realtime/disconnected` when the channel fails (the SDK rejoins by
   * itself); `forbidden` when the user is no member of the workspace (the
   * subscription closes for good).
   */
  readonly onError?: ((error: TeamboardError) => void) | undefined;
  /** Live again after a failure: changes made meanwhile were missed, so refetch. */
  readonly onResync?: (() => void) | undefined;
}

export interface SubscribeToWorkspaceOptions {
  /** Waits between rejoin attempts; the last one repeats. Default 1 s, 2 s, 5 s, 10 s, 30 s. */
  readonly retryDelaysMs?: readonly number[] | undefined;
}

export interface WorkspaceSubscription {
  /** Resolves when first live; rejects with `forbidden` when refused. */
  readonly ready: Promise<void>;
  readonly status: () => SubscriptionStatus;
  /** Leaves the workspace channel: no handler is called after it resolves. */
  unsubscribe(): Promise<void>;
}
