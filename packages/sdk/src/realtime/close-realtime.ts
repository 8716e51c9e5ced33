import type { TeamboardClient } from '../client';
import { openSubscriptions } from './registry';

/**
 * Leaves every board and workspace subscription, removes every realtime
 * channel of this client, and stops pending rejoins. Call it on sign-out: supabase-js only drops the
 * token then, and the channels would otherwise rejoin as anonymous.
 *
 * @category Realtime
 * @example
 * await closeRealtime(client);
 */
export async function closeRealtime(client: TeamboardClient): Promise<void> {
  await Promise.all(openSubscriptions(client.supabase).map((subscription) => subscription.close()));
  await client.supabase.removeAllChannels();
}
