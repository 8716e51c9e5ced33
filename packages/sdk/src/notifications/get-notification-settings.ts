import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { currentUserId } from '../auth/current-user-id';
import { ensureRow, toSettings } from './notification-settings-rows';
import type { NotificationSettings } from './types';

/**
 * The signed-in user's notification email settings.
 *
 * @category Notifications
 * @example
 * const settings = await getNotificationSettings(client);
 */
export async function getNotificationSettings(
  client: TeamboardClient,
  options: CallOptions = {},
): Promise<NotificationSettings> {
  return withCall(client, options, async ({ client }) => {
    return toSettings(await ensureRow(client, await currentUserId(client)));
  });
}
