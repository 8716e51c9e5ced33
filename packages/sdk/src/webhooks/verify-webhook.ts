import { Webhook as StandardWebhook } from 'standardwebhooks';
import { TeamboardError } from '../errors/teamboard-error';
import { parseEvent } from '../events/parse-event';
import type { TeamboardEvent } from '../events/schemas';

/**
 * For a receiver: checks a delivery's `webhook-signature` against the
 * webhook's secret (with the `standardwebhooks` library, which also refuses a
 * timestamp more than five minutes off), then parses the body as an event.
 * Give the body exactly as received (the raw text, not re-serialized JSON)
 * and the request's headers. `webhook-id` identifies the delivery across
 * retries: a receiver that has seen it may ignore it.
 *
 * @throws `forbidden` (missing or wrong signature, stale timestamp); `validation` (not an event).
 *
 * @category Webhooks
 * @example
 * const event = verifyWebhook(process.env.TEAMBOARD_WEBHOOK_SECRET!, rawBody, request.headers);
 * if (event.type === 'card.moved') console.log(event.card_id, '→', event.data.to_list_name);
 */
export function verifyWebhook(
  secret: string,
  body: string,
  headers: Readonly<Record<string, string | readonly string[] | undefined>>,
): TeamboardEvent {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(headers)) {
    if (value !== undefined) flat[key.toLowerCase()] = typeof value === 'string' ? value : value.join(', ');
  }
  let payload: unknown;
  try {
    payload = new StandardWebhook(secret).verify(body, flat);
  } catch (error) {
    throw new TeamboardError({
      code: 'forbidden',
      reason: 'bad_signature',
      message: 'The webhook signature does not match this secret.',
      cause: error,
    });
  }
  return parseEvent(payload);
}
