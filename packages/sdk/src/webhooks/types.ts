import type { Tables } from '../database.types';
import type { EventType, TeamboardEvent } from '../events/schemas';

/** A registered endpoint. Its secret is never read back: it is in {@link CreatedWebhook} only. */
export interface Webhook extends Omit<Tables<'webhooks'>, 'event_types'> {
  /** Empty: every type. */
  readonly event_types: EventType[];
}

/** What `createWebhook` answers: the webhook and its `whsec_…` signing secret, shown this once. */
export interface CreatedWebhook extends Webhook {
  readonly secret: string;
}

/**
 * One event's delivery to one webhook. `id` is the `webhook-id` header, the
 * same on every attempt; `status` is `pending` (waiting for its next attempt
 * or for an earlier delivery of the same card), `sending`, `delivered` or
 * `failed` (24 h of failures, or the webhook was turned off).
 */
export interface WebhookDelivery extends Omit<Tables<'webhook_deliveries'>, 'payload' | 'request_id'> {
  /** The body sent: the event as it was when it happened. */
  readonly payload: TeamboardEvent;
}
