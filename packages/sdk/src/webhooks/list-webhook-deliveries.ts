import type * as z from 'zod/mini';
import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { run } from '../run';
import { idSchema } from '../schemas/fields';
import { validate } from '../validate';
import { listWebhookDeliveriesOptions } from './schemas';
import type { WebhookDelivery } from './types';

const DELIVERY_COLUMNS =
  'id, seq, webhook_id, event_id, event_type, board_id, card_id, payload, status, attempts, next_attempt_at, last_attempt_at, response_code, error, retry_until, created_at';

export type ListWebhookDeliveriesOptions = z.input<typeof listWebhookDeliveriesOptions> & CallOptions;

/**
 * A webhook's deliveries, newest first, with their status, attempts and the
 * last response code. Admins of the webhook only: anyone else gets an empty list.
 *
 * @throws `validation`.
 *
 * @category Webhooks
 * @example
 * const page = await listWebhookDeliveries(client, webhookId, { limit: 20 });
 * const older = await listWebhookDeliveries(client, webhookId, { before: page.at(-1) });
 */
export async function listWebhookDeliveries(
  client: TeamboardClient,
  webhookId: string,
  options: ListWebhookDeliveriesOptions = {},
): Promise<WebhookDelivery[]> {
  return withCall(client, options, async ({ client }) => {
    const id = validate(idSchema, webhookId);
    const { limit, before } = validate(listWebhookDeliveriesOptions, options);
    let query = client.supabase.from('webhook_deliveries').select(DELIVERY_COLUMNS).eq('webhook_id', id);
    if (before !== undefined) query = query.lt('seq', before.seq);
    const rows = await run(query.order('seq', { ascending: false }).limit(limit));
    return rows as unknown as WebhookDelivery[];
  });
}
