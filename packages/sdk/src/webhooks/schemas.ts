import * as z from 'zod/mini';
import { EVENT_TYPES, type EventType } from '../events/schemas';
import { idSchema, pageLimitSchema } from '../schemas/fields';
import { utf8Length } from '../schemas/text';

/** The database's limits (supabase/migrations/20261126083100_webhooks.sql), checked before sending. */
export const WEBHOOK_LIMITS = { urlBytes: 2000, description: 200, eventTypes: 64 } as const;

/**
 * A webhook's URL, as far as its text tells: https (or http to 127.0.0.1 /
 * localhost, which only a local backend accepts), no credentials, no spaces.
 * The database checks the rest (private networks, a hosted project's rules).
 */
export const webhookUrlSchema = z.string({ error: 'URL must be text.' }).check(
  z.trim(),
  z.refine((value) => utf8Length(value) <= WEBHOOK_LIMITS.urlBytes, {
    error: `The URL must be at most ${String(WEBHOOK_LIMITS.urlBytes)} bytes.`,
    abort: true,
  }),
  z.refine((value) => /^(https:\/\/|http:\/\/(127\.0\.0\.1|localhost)(:\d+)?(\/|$))[^\s@]*$/i.test(value), {
    error: 'Enter an https:// URL without a user name or password.',
  }),
);

const eventTypesSchema = z
  .array(z.enum(EVENT_TYPES as unknown as [EventType, ...EventType[]], { error: 'Unknown event type.' }))
  .check(z.maxLength(WEBHOOK_LIMITS.eventTypes, { error: 'Too many event types.' }));

const descriptionSchema = z.string({ error: 'Description must be text.' }).check(
  z.trim(),
  z.maxLength(WEBHOOK_LIMITS.description, {
    error: `Description must be at most ${String(WEBHOOK_LIMITS.description)} characters.`,
  }),
);

/** Exactly one of a board or a workspace. */
export const webhookScopeSchema = z.union(
  [z.strictObject({ boardId: idSchema }), z.strictObject({ workspaceId: idSchema })],
  { error: 'Give exactly one of boardId or workspaceId.' },
);

export type WebhookScope =
  | { readonly boardId: string; readonly workspaceId?: never }
  | { readonly workspaceId: string; readonly boardId?: never };

/** `eventTypes` omitted or empty: every type. */
export const createWebhookInput = z.object({
  url: webhookUrlSchema,
  eventTypes: z._default(eventTypesSchema, []),
  description: z._default(descriptionSchema, ''),
});
export type CreateWebhookInput = WebhookScope & z.input<typeof createWebhookInput>;

export const updateWebhookInput = z
  .object({
    webhookId: idSchema,
    url: z.optional(webhookUrlSchema),
    eventTypes: z.optional(eventTypesSchema),
    description: z.optional(descriptionSchema),
    enabled: z.optional(z.boolean({ error: 'enabled must be true or false.' })),
  })
  .check(
    z.refine(
      (input) =>
        input.url !== undefined ||
        input.eventTypes !== undefined ||
        input.description !== undefined ||
        input.enabled !== undefined,
      { error: 'Give something to change.' },
    ),
  );
export type UpdateWebhookInput = z.input<typeof updateWebhookInput>;

export const WEBHOOK_DELIVERIES_PAGE = { default: 50, max: 100 } as const;

/** `before` is the last delivery of the previous page: the next page holds older ones. */
export const listWebhookDeliveriesOptions = z.object({
  limit: pageLimitSchema(WEBHOOK_DELIVERIES_PAGE),
  before: z.optional(z.object({ seq: z.number().check(z.int()) })),
});
