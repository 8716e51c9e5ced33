import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { run } from '../run';
import { validate } from '../validate';
import { webhookScopeSchema, type WebhookScope } from './schemas';
import type { Webhook } from './types';

/**
 * The webhooks of a board, or of a workspace (its own, not its boards'),
 * oldest first. Only admins see them: anyone else gets an empty list.
 *
 * @throws `validation`.
 *
 * @category Webhooks
 * @example
 * const webhooks = await listWebhooks(client, { workspaceId });
 */
export async function listWebhooks(
  client: TeamboardClient,
  scope: WebhookScope,
  options: CallOptions = {},
): Promise<Webhook[]> {
  return withCall(client, options, async ({ client }) => {
    const where = validate(webhookScopeSchema, scope);
    let query = client.supabase.from('webhooks').select('*');
    query =
      'boardId' in where
        ? query.eq('board_id', where.boardId)
        : query.eq('workspace_id', where.workspaceId).is('board_id', null);
    const rows = await run(query.order('created_at').order('id'));
    return rows as Webhook[];
  });
}
