import * as z from 'zod/mini';
import { idSchema, pageLimitSchema } from '../schemas/fields';

/**
 * The event stream's shape, version 1: what `listBoardEvents` returns and
 * what a webhook's body carries (the `events` view in
 * supabase/migrations/20261126083000_event_stream.sql).
 *
 * ```json
 * {
 *   "id": "…uuid…", "type": "card.moved", "version": 1,
 *   "occurred_at": "2026-11-26T08:30:00.123+00:00",
 *   "workspace_id": "…", "board_id": "…", "card_id": "…",
 *   "actor": { "type": "user", "id": "…" },
 *   "data": { "from_list_id": "…", "to_list_id": "…", "from_list_name": "Todo", "to_list_name": "Done" }
 * }
 * ```
 *
 * `board_id` is null for workspace events (`member.*`), `card_id` unless the
 * event is a card's; `actor` is null for changes made by the database itself
 * or by an account since deleted. Fields may be added to `data` within a
 * version; anything else bumps `version`.
 *
 * A change an automation rule made carries the rule in its data
 * (`"rule": { "id": "…", "name": "Done means done" }`) and the actor of the
 * change that set the rule off.
 */
export const EVENT_VERSION = 1;

const nullableId = z.nullable(idSchema);
const text = z.string();
const nothing = z.object({});
const listRef = z.object({ list_id: idSchema, name: text });
const field = z.object({ field_id: idSchema, name: text, type: text });
const member = z.object({ user_id: idSchema, role: text });
/** The automation rule that acted, as it was named then. */
const ruleRef = z.object({ id: idSchema, name: text });

/** Each event type and the `data` it carries. */
const DATA = {
  'board.created': z.object({ name: text }),
  'board.archived': z.object({ name: text }),
  'board.restored': z.object({ name: text }),
  'board.renamed': z.object({ from: text, to: text }),
  'list.created': listRef,
  'list.archived': listRef,
  'list.restored': listRef,
  'card.created': z.object({ title: text, list_id: idSchema }),
  'card.moved': z.object({
    from_list_id: nullableId,
    to_list_id: nullableId,
    /** The lists' names when the card moved (absent from events older than the names). */
    from_list_name: z.optional(z.nullable(text)),
    to_list_name: z.optional(z.nullable(text)),
  }),
  'card.moved_blocked': z.object({ to_list_id: idSchema, open_blockers: z.number() }),
  'card.archived': nothing,
  'card.restored': nothing,
  'card.completed': nothing,
  'card.reopened': nothing,
  'card.renamed': z.object({ title: text, previous_title: text }),
  'card.start_changed': z.object({ start_at: z.nullable(text), previous_start_at: z.nullable(text) }),
  'card.due_changed': z.object({ due_at: z.nullable(text), previous_due_at: z.nullable(text) }),
  'card.updated': z.object({ fields: z.array(text) }),
  /** The card became a template of its board (hidden from its columns), or stopped being one. */
  'card.made_template': z.object({ title: text }),
  'card.template_removed': z.object({ title: text }),
  /** The card was made from a template (after its `card.created`): the template's id and title then. */
  'card.created_from_template': z.object({ from_card_id: idSchema, from_card_title: text }),
  /** The card shows an image attachment (its file name then) or a palette colour as its cover now. */
  'card.cover_set': z.object({
    title: text,
    attachment_id: nullableId,
    file_name: z.nullable(text),
    color: z.nullable(text),
  }),
  /** The card has no cover now: taken off, or its attachment was deleted. */
  'card.cover_removed': z.object({ title: text }),
  'card.field_set': z.object({ field_id: idSchema, name: text, value: z.unknown() }),
  'card.field_cleared': z.object({ field_id: idSchema, name: text }),
  /** A label was added to the card (its name when it was added). */
  'card.labeled': z.object({ label_id: idSchema, name: text }),
  /** Every item of the card's checklist is done now (`items`: how many it has). */
  'checklist.completed': z.object({ items: z.number() }),
  /** The card's due moment passed while it was open; written by the server, so `actor` is null. */
  'card.due_passed': z.object({ due_at: text }),
  'comment.added': z.object({ comment_id: idSchema }),
  'comment.deleted': z.object({ comment_id: idSchema }),
  'attachment.added': z.object({ attachment_id: idSchema, file_name: text }),
  'dependency.added': z.object({ blocker_card_id: idSchema }),
  'dependency.removed': z.object({ blocker_card_id: idSchema }),
  /** A rule acted on the card (the actions that changed something); the rows of those actions carry `rule` too. */
  'rule.applied': z.object({ rule: ruleRef, event_id: idSchema, actions: z.array(text) }),
  /** A rule's actions failed and were undone; the change that set it off stands. */
  'rule.failed': z.object({ rule: ruleRef, event_id: idSchema, message: text }),
  'custom_field.created': field,
  'custom_field.deleted': field,
  'member.joined': member,
  'member.left': member,
  'member.removed': member,
  'member.role_changed': z.object({ user_id: idSchema, from: text, to: text }),
} as const;

type EventDataSchemas = typeof DATA;
export type EventType = keyof EventDataSchemas;

/** Every event type, for a webhook's choice of types. */
export const EVENT_TYPES = Object.keys(DATA) as readonly EventType[];

const actorSchema = z.nullable(z.object({ type: z.literal('user'), id: idSchema }));

function eventOf<T extends EventType>(type: T) {
  return z.object({
    id: idSchema,
    type: z.literal(type),
    version: z.literal(EVENT_VERSION),
    occurred_at: z.string(),
    workspace_id: idSchema,
    board_id: nullableId,
    card_id: nullableId,
    actor: actorSchema,
    data: DATA[type],
  });
}

type EventSchemas = { [T in EventType]: ReturnType<typeof eventOf<T>> };
const schemas = Object.fromEntries(EVENT_TYPES.map((type) => [type, eventOf(type)])) as EventSchemas;

/** One event of any type; `type` narrows `data`. */
export const eventSchema = z.discriminatedUnion(
  'type',
  EVENT_TYPES.map((type) => schemas[type]) as unknown as [
    EventSchemas[EventType],
    ...EventSchemas[EventType][],
  ],
);

/** The event of one type: `TeamboardEventOf<'card.moved'>['data']['to_list_id']`. */
export type TeamboardEventOf<T extends EventType> = z.output<EventSchemas[T]>;
/** Any event, narrowed by `switch (event.type)`. */
export type TeamboardEvent = { [T in EventType]: TeamboardEventOf<T> }[EventType];

export const EVENTS_PAGE = { default: 50, max: 100 } as const;

/** `after` is the last event of the previous page: the next page starts after it (oldest first). */
export const listBoardEventsOptions = z.object({
  limit: pageLimitSchema(EVENTS_PAGE),
  after: z.optional(
    z.object({
      occurred_at: z.iso.datetime({ offset: true, error: 'occurred_at must be a timestamp.' }),
      id: idSchema,
    }),
  ),
  types: z.optional(
    z
      .array(z.enum(EVENT_TYPES as unknown as [EventType, ...EventType[]], { error: 'Unknown event type.' }))
      .check(z.minLength(1, { error: 'Give at least one type, or none to get all.' })),
  ),
});
