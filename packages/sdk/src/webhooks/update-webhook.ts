import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { run } from '../run';
import { validate } from '../validate';
import { updateWebhookInput, type UpdateWebhookInput } from './schemas';
import type { Webhook } from './types';
import { notFound } from './webhook-not-found';

/**
 * Changes a webhook's URL, event types, description, or turns it off and on.
 * Turning it off fails its unfinished deliveries; turning it on (or a new URL)
 * clears a day-of-failures count.
 *
 * @throws `validation`; `not-found` (no such webhook, or not an admin of it).
 *
 * @category Webhooks
 * @example
 * const webhook = await updateWebhook(client, { webhookId, enabled: false });
 */
export async function updateWebhook(
  client: TeamboardClient,
  input: UpdateWebhookInput,
  options: CallOptions = {},
): Promise<Webhook> {
  return withCall(client, options, async ({ client }) => {
    const { webhookId, url, eventTypes, description, enabled } = validate(updateWebhookInput, input);
    const rows = await run(
      client.supabase
        .from('webhooks')
        .update({
          ...(url === undefined ? {} : { url }),
          ...(eventTypes === undefined ? {} : { event_types: eventTypes }),
          ...(description === undefined ? {} : { description }),
          ...(enabled === undefined ? {} : { enabled }),
        })
        .eq('id', webhookId)
        .select('*'),
    );
    const [row] = rows;
    if (!row) throw notFound();
    return row as Webhook;
  });
}
