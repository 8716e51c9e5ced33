import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { TeamboardError } from '../errors/teamboard-error';
import { run } from '../run';
import { idSchema } from '../schemas/fields';
import { validate } from '../validate';
import {
  createWebhookInput,
  listWebhookDeliveriesOptions,
  updateWebhookInput,
  webhookScopeSchema,
  type CreateWebhookInput,
  type UpdateWebhookInput,
  type WebhookScope,
} from './schemas';
import type { CreatedWebhook, Webhook, WebhookDelivery } from './types';
import type * as z from 'zod/mini';

const DELIVERY_COLUMNS =
  'id, seq, webhook_id, event_id, event_type, board_id, card_id, payload, status, attempts, next_attempt_at, last_attempt_at, response_code, error, retry_until, created_at';

const notFound = () =>
  new TeamboardError({ code: 'not-found', message: 'This webhook does not exist or you cannot manage it.' });

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
