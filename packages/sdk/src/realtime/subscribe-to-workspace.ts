import type { TeamboardClient } from '../client';
import { idSchema } from '../schemas/fields';
import { validate } from '../validate';
import { startChannel } from './channel-lifecycle';
import { parseWorkspaceNotice } from './workspace-notice';
import type {
  SubscribeToWorkspaceOptions,
  WorkspaceHandlers,
  WorkspaceSubscription,
} from './workspace-types';

const NOTICE_EVENT = 'change';

/**
 * Live updates for one workspace: changes to the workspace itself, its
 * members, its invitations and its boards, for the settings screen and the
 * board list. They arrive on the private channel `workspace:<workspaceId>`
 * as notices the database sends; only the workspace's members may join, so
 * anyone else ends with `forbidden` (through `onError` and `ready`), without
 * rejoining. Rejoins and resyncs like {@link subscribeToBoard}.
 *
 * @category Realtime
 * @example
 * const subscription = subscribeToWorkspace(client, workspaceId, {
 *   onChange: (change) => console.log(change.table, change.type),
 * });
 */
export function subscribeToWorkspace(
  client: TeamboardClient,
  workspaceId: string,
  handlers: WorkspaceHandlers = {},
  options: SubscribeToWorkspaceOptions = {},
): WorkspaceSubscription {
  const id = validate(idSchema, workspaceId);
  const lifecycle = startChannel({
    supabase: client.supabase,
    key: `workspace:${id}`,
    refusedMessage: 'This workspace does not exist or you are not a member of it.',
    retryDelaysMs: options.retryDelaysMs,
    onStatus: handlers.onStatus,
    onError: handlers.onError,
    onResync: handlers.onResync,
    open({ current }) {
      const channel = client.supabase.channel(`workspace:${id}`, { config: { private: true } });
      channel.on('broadcast', { event: NOTICE_EVENT }, (message: { payload?: unknown }) => {
        if (!current()) return;
        const change = parseWorkspaceNotice(message.payload);
        if (change !== undefined) handlers.onChange?.(change);
      });
      // The join itself checks membership; nothing to load before going live.
      return { channel, prepare: () => Promise.resolve(), flush: () => undefined };
    },
  });
  return {
    ready: lifecycle.ready,
    status: () => lifecycle.status(),
    unsubscribe: () => lifecycle.close(),
  };
}
