import * as z from 'zod/mini';
import { withCall } from '../call/call-options';
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
import { idSchema } from '../schemas/fields';
import { validate } from '../validate';
import type { SummaryRow } from './card-list-rows';
import { SUMMARY_SELECT, toSummary } from './card-list-rows';
import type { CardSummary } from './types';

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
      // Templates are listed apart (listCardTemplates): they are not on the board.
      .eq('is_template', false)
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
