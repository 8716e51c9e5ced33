import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { run } from '../run';
import { idSchema } from '../schemas/fields';
import { validate } from '../validate';
import { notFound } from './webhook-not-found';

/**
 * Deletes a webhook, its secret and its deliveries.
 *
 * @throws `validation`; `not-found` (no such webhook, or not an admin of it).
 *
 * @category Webhooks
 * @example
 * await deleteWebhook(client, webhookId);
 */
export async function deleteWebhook(
  client: TeamboardClient,
  webhookId: string,
  options: CallOptions = {},
): Promise<void> {
  return withCall(client, options, async ({ client }) => {
    const id = validate(idSchema, webhookId);
    const rows = await run(client.supabase.from('webhooks').delete().eq('id', id).select('id'));
    if (rows.length === 0) throw notFound();
  });
}
