import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { run } from '../run';
import { idSchema } from '../schemas/fields';
import { validate } from '../validate';
import type { WebhookDelivery } from './types';

/**
 * Sends a delivery again, under the same `webhook-id` (so a receiver that
 * already has it can drop it), with a fresh 24 h of retries; it goes at once
 * unless an earlier delivery of the same card is still unfinished.
 *
 * @throws `validation`; `not-found` (no such delivery, or not an admin of its webhook);
 *   `conflict` (the webhook is off — reason `disabled` — or the delivery is being sent — `sending`).
 *
 * @category Webhooks
 * @example
 * const delivery = await redeliverWebhook(client, deliveryId);
 */
export async function redeliverWebhook(
  client: TeamboardClient,
  deliveryId: string,
  options: CallOptions = {},
): Promise<WebhookDelivery> {
  return withCall(client, options, async ({ client }) => {
    const id = validate(idSchema, deliveryId);
    const row = await run(client.supabase.rpc('redeliver_webhook', { delivery_id: id }));
    const { request_id: _internal, ...delivery } = row;
    return delivery as unknown as WebhookDelivery;
  });
}
