import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { run } from '../run';
import { validate } from '../validate';
import { createWebhookInput, webhookScopeSchema, type CreateWebhookInput } from './schemas';
import type { CreatedWebhook } from './types';

/**
 * Registers a webhook for a board or a whole workspace (RPC `create_webhook`):
 * every event of the chosen types (all, when none are given) is POSTed to
 * `url`, signed per Standard Webhooks with the returned `secret` — shown this
 * once; keep it where the receiver can read it. A workspace's webhook hears
 * the boards its creator can see. Admins of the board or workspace only.
 *
 * @throws `validation` (URL not https, credentials in it, too long, unknown type);
 *   `not-found` (board or workspace not visible); `forbidden` (not an admin);
 *   `limit-reached` (50 webhooks per workspace).
 *
 * @category Webhooks
 * @example
 * const { id, secret } = await createWebhook(client, {
 *   boardId,
 *   url: 'https://example.com/teamboard',
 *   eventTypes: ['card.moved', 'card.completed'],
 * });
 */
export async function createWebhook(
  client: TeamboardClient,
  input: CreateWebhookInput,
  options: CallOptions = {},
): Promise<CreatedWebhook> {
  return withCall(client, options, async ({ client }) => {
    const { url, eventTypes, description, ...rest } = input;
    const scope = validate(webhookScopeSchema, rest);
    const fields = validate(createWebhookInput, { url, eventTypes, description });
    const created = await run(
      client.supabase.rpc('create_webhook', {
        url: fields.url,
        event_types: fields.eventTypes,
        description: fields.description,
        ...('boardId' in scope
          ? { target_board_id: scope.boardId }
          : { target_workspace_id: scope.workspaceId }),
      }),
    );
    // The function answers the webhook's row and the secret (supabase/migrations/*_webhooks.sql).
    return created as unknown as CreatedWebhook;
  });
}
