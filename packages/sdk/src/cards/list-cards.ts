import * as z from 'zod/mini';
import { withCall, type CallOptions } from '../call/call-options';
import {
  decodeCursor,
  keysetAfter,
  pageOptionsSchema,
  toPage,
  type Page,
  type PageOptions,
} from '../call/paging';
import type { TeamboardClient } from '../client';
import { run } from '../run';
import type { CustomFieldValue } from '../schemas/custom-fields';
import { idSchema } from '../schemas/fields';
import { validate } from '../validate';
import type { Card, CardSummary } from './types';

export interface ListCardsOptions extends CallOptions {
  /** `false` (default): the cards on the board. `true`: the archived ones. */
  readonly archived?: boolean | undefined;
}

/*
 * One request with embeds. The counts come from embedded id lists rather than
 * PostgREST's `comments(count)`: the local backend does not support embedded
 * counts (it answers 42703 "column comments.count does not exist"), and the
 * lists are small (≤ 100 checklist items, ≤ 50 attachments per card).
 */
const SUMMARY_SELECT =
  '*, assignees:card_assignees(user_id), labels:card_labels(label_id), comments(id), attachments(id), checklist:checklist_items(done), fields:card_field_values(field_id, value)';

interface SummaryRow extends Card {
  assignees: { user_id: string }[];
  labels: { label_id: string }[];
  comments: { id: string }[];
  attachments: { id: string }[];
  checklist: { done: boolean }[];
  fields: { field_id: string; value: CustomFieldValue }[];
}

function toSummary({
  assignees,
  labels,
  comments,
  attachments,
  checklist,
  fields,
  ...card
}: SummaryRow): CardSummary {
  return {
    ...card,
    assignee_ids: assignees.map((a) => a.user_id),
    label_ids: labels.map((l) => l.label_id),
    comment_count: comments.length,
    attachment_count: attachments.length,
    checklist_done: checklist.filter((item) => item.done).length,
    checklist_total: checklist.length,
    field_values: Object.fromEntries(fields.map((field) => [field.field_id, field.value])),
  };
}

/**
 * The most rows one request asks for: hosted Supabase answers at most
 * `max_rows` (1,000 by default) per request, so bigger boards come in pages.
 */
const PAGE = 1000;

const byListThenPosition = (a: Card, b: Card) =>
  a.list_id < b.list_id ? -1 : a.list_id > b.list_id ? 1 : a.position - b.position || (a.id < b.id ? -1 : 1);

/**
 * Loads a board's cards, ordered by list then position, each with assignee
 * and label ids and its comment, attachment and checklist counts. A board the
 * caller cannot see has no cards.
 *
 * Boards of any size load whole: pages follow each other by id (an offset
 * would make the database skip ever more rows), the first page brings the
 * total, and pages continue until it is reached — also when the server's
 * `max_rows` is below the page size.
 *
 * @category Cards
 * @example
 * const cards = await listCards(client, boardId);
 */
export async function listCards(
  client: TeamboardClient,
  boardId: string,
  options: ListCardsOptions = {},
): Promise<CardSummary[]> {
  return withCall(client, options, async ({ client }) => {
    const id = validate(idSchema, boardId);
    const rows: SummaryRow[] = [];
    let total = Infinity;
    while (rows.length < total) {
      const first = rows.length === 0;
      const base = client.supabase
        .from('cards')
        .select(SUMMARY_SELECT, first ? { count: 'exact' } : {})
        .eq('board_id', id)
        .is('comments.deleted_at', null);
      const archived =
        options.archived === true ? base.not('archived_at', 'is', null) : base.is('archived_at', null);
      const last = rows.at(-1);
      const query = (last === undefined ? archived : archived.gt('id', last.id))
        .order('id', { ascending: true })
        .limit(PAGE)
        .overrideTypes<SummaryRow[], { merge: false }>();
      const page = await run(async () => {
        const result = await query;
        if (first && result.count !== null) total = result.count;
        return result;
      });
      if (page.length === 0) break;
      rows.push(...page);
    }
    return rows.sort(byListThenPosition).map(toSummary);
  });
}

export interface ListCardsPageOptions extends PageOptions {
  /** `false` (default): the cards on the board. `true`: the archived ones (a cursor of one does not fit the other). */
  readonly archived?: boolean | undefined;
}

/** A card's place in board order: its list, its position, its id. */
const cardKeySchema = z.tuple([idSchema, z.number(), idSchema]);

/**
 * One page of a board's cards, in the order {@link listCards} returns them
 * (list, then position, then id), each with the same ids and counts. For
 * boards too big to load whole, or to show archived cards a page at a time.
 *
 * Paging is by that key, not by offset: cards added or deleted meanwhile
 * shift nothing. A card moved to another place while you page may be seen
 * twice or not at all, as with any listing of a live board; subscribe to the
 * board for changes.
 *
 * @throws `validation` (not an id, a limit outside 1–100, a cursor that is not
 *   one of this board's, reason `cursor`).
 *
 * @category Cards
 * @example
 * const first = await listCardsPage(client, boardId, { limit: 100 });
 * const second = first.nextCursor && (await listCardsPage(client, boardId, { limit: 100, cursor: first.nextCursor }));
 */
export async function listCardsPage(
  client: TeamboardClient,
  boardId: string,
  options: ListCardsPageOptions = {},
): Promise<Page<CardSummary>> {
  return withCall(client, options, async ({ client }) => {
    const id = validate(idSchema, boardId);
    const { limit, cursor } = validate(pageOptionsSchema, { limit: options.limit, cursor: options.cursor });
    const archived = options.archived === true;
    const scope = `cards:${id}:${archived ? 'archived' : 'active'}`;
    const after =
      cursor === undefined || cursor === null ? undefined : decodeCursor(cursor, scope, cardKeySchema);
    const base = client.supabase
      .from('cards')
      .select(SUMMARY_SELECT)
      .eq('board_id', id)
      .is('comments.deleted_at', null);
    const filtered = archived ? base.not('archived_at', 'is', null) : base.is('archived_at', null);
    const query =
      after === undefined ? filtered : filtered.or(keysetAfter(['list_id', 'position', 'id'], after));
    const rows = await run(
      query
        .order('list_id', { ascending: true })
        .order('position', { ascending: true })
        .order('id', { ascending: true })
        .limit(limit + 1)
        .overrideTypes<SummaryRow[], { merge: false }>(),
    );
    return toPage(rows, limit, scope, (row) => [row.list_id, row.position, row.id], toSummary);
  });
}
