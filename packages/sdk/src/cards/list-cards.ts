import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { run } from '../run';
import { idSchema } from '../schemas/fields';
import { validate } from '../validate';
import type { SummaryRow } from './card-list-rows';
import { SUMMARY_SELECT, toSummary } from './card-list-rows';
import type { Card, CardSummary } from './types';

export interface ListCardsOptions extends CallOptions {
  /** `false` (default): the cards on the board. `true`: the archived ones. */
  readonly archived?: boolean | undefined;
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
        // Templates are listed apart (listCardTemplates): they are not on the board.
        .eq('is_template', false)
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
