import type { TeamboardClient } from '../client';
import { toTeamboardError } from '../errors/map-error';
import { TeamboardError } from '../errors/teamboard-error';
import { run } from '../run';
import type { BoardTable } from './types';

type Row = Readonly<Record<string, unknown>>;
type TrackedTable =
  | 'lists'
  | 'cards'
  | 'labels'
  | 'checklists'
  | 'checklist_items'
  | 'comments'
  | 'attachments'
  | 'custom_fields'
  | 'custom_field_options'
  | 'saved_views'
  | 'card_recurrences';

const PAGE = 1000;

/**
 * Which rows belong to one board, to route changes that the server cannot
 * filter: rows of card-level tables (no `board_id` column) and every DELETE
 * (hosted Supabase neither filters DELETE events nor sends more than the
 * primary key of a row-level-secured table). Seeded with the ids of the
 * board's rows on every join, grown by the changes that belong to it.
 * Deleted ids are kept: cascaded deletes of a card's comments arrive after
 * the card's own.
 */
export class BoardScope {
  private readonly ids: Record<TrackedTable, Set<string>> = {
    lists: new Set(),
    cards: new Set(),
    labels: new Set(),
    checklists: new Set(),
    checklist_items: new Set(),
    comments: new Set(),
    attachments: new Set(),
    custom_fields: new Set(),
    custom_field_options: new Set(),
    saved_views: new Set(),
    card_recurrences: new Set(),
  };

  constructor(readonly boardId: string) {}

  /** Loads the ids of the board's rows; `not-found` when the user cannot read the board. */
  async seed(client: TeamboardClient): Promise<void> {
    const db = client.supabase;
    const boardId = this.boardId;
    const [
      board,
      lists,
      cards,
      labels,
      checklists,
      items,
      comments,
      attachments,
      fields,
      options,
      views,
      rules,
    ] = await Promise.all([
      run(db.from('boards').select('id').eq('id', boardId).maybeSingle()),
      pages((from) =>
        db
          .from('lists')
          .select('id')
          .eq('board_id', boardId)
          .order('id')
          .range(from, from + PAGE - 1),
      ),
      pages((from) =>
        db
          .from('cards')
          .select('id')
          .eq('board_id', boardId)
          .order('id')
          .range(from, from + PAGE - 1),
      ),
      pages((from) =>
        db
          .from('labels')
          .select('id')
          .eq('board_id', boardId)
          .order('id')
          .range(from, from + PAGE - 1),
      ),
      pages((from) =>
        db
          .from('checklists')
          .select('id, cards!inner(board_id)')
          .eq('cards.board_id', boardId)
          .order('id')
          .range(from, from + PAGE - 1),
      ),
      pages((from) =>
        db
          .from('checklist_items')
          // By the item's own card: it also links to the card it may have become.
          .select('id, cards!checklist_items_card_id_fkey!inner(board_id)')
          .eq('cards.board_id', boardId)
          .order('id')
          .range(from, from + PAGE - 1),
      ),
      pages((from) =>
        db
          .from('comments')
          .select('id, cards!inner(board_id)')
          .eq('cards.board_id', boardId)
          .order('id')
          .range(from, from + PAGE - 1),
      ),
      pages((from) =>
        db
          .from('attachments')
          // By the attachment's own card: a card also links to its cover attachment.
          .select('id, cards!attachments_card_id_fkey!inner(board_id)')
          .eq('cards.board_id', boardId)
          .order('id')
          .range(from, from + PAGE - 1),
      ),
      pages((from) =>
        db
          .from('custom_fields')
          .select('id')
          .eq('board_id', boardId)
          .order('id')
          .range(from, from + PAGE - 1),
      ),
      pages((from) =>
        db
          .from('custom_field_options')
          .select('id, custom_fields!inner(board_id)')
          .eq('custom_fields.board_id', boardId)
          .order('id')
          .range(from, from + PAGE - 1),
      ),
      pages((from) =>
        db
          .from('saved_views')
          .select('id')
          .eq('board_id', boardId)
          .order('id')
          .range(from, from + PAGE - 1),
      ),
      pages((from) =>
        db
          .from('card_recurrences')
          .select('id')
          .eq('board_id', boardId)
          .order('id')
          .range(from, from + PAGE - 1),
      ),
    ]);
    if (board === null) {
      throw new TeamboardError({
        code: 'not-found',
        message: 'This board does not exist or you cannot see it.',
      });
    }
    for (const id of lists) this.ids.lists.add(id);
    for (const id of cards) this.ids.cards.add(id);
    for (const id of labels) this.ids.labels.add(id);
    for (const id of checklists) this.ids.checklists.add(id);
    for (const id of items) this.ids.checklist_items.add(id);
    for (const id of comments) this.ids.comments.add(id);
    for (const id of attachments) this.ids.attachments.add(id);
    for (const id of fields) this.ids.custom_fields.add(id);
    for (const id of options) this.ids.custom_field_options.add(id);
    for (const id of views) this.ids.saved_views.add(id);
    for (const id of rules) this.ids.card_recurrences.add(id);
  }

  /**
   * Whether a change belongs to this board; remembers the row's id if so.
   * INSERT and UPDATE events were checked against row-level security by the
   * server, so their `board_id` / `card_id` can be trusted. DELETE events
   * were not: one passes only for a row this user could read before (its id
   * was seeded or seen), never on the strength of the ids it carries.
   */
  admit(table: BoardTable, type: 'INSERT' | 'UPDATE' | 'DELETE', row: Row): boolean {
    const id = typeof row.id === 'string' ? row.id : undefined;
    const belongs = type === 'DELETE' ? this.known(table, row, id) : this.routes(table, row, id);
    if (belongs && id !== undefined && table !== 'boards' && table in this.ids) {
      this.ids[table as TrackedTable].add(id);
    }
    return belongs;
  }

  private known(table: BoardTable, row: Row, id: string | undefined): boolean {
    switch (table) {
      case 'boards':
        return id === this.boardId;
      case 'card_assignees':
      case 'card_labels':
      case 'card_field_values':
        // Their primary key is (card_id, …): the card is always there.
        return typeof row.card_id === 'string' && this.ids.cards.has(row.card_id);
      case 'comment_reactions':
        // Its primary key is (comment_id, user_id, reaction).
        return typeof row.comment_id === 'string' && this.ids.comments.has(row.comment_id);
      default:
        return id !== undefined && this.ids[table].has(id);
    }
  }

  private routes(table: BoardTable, row: Row, id: string | undefined): boolean {
    switch (table) {
      case 'boards':
        return id === this.boardId;
      case 'lists':
      case 'cards':
      case 'labels':
      case 'custom_fields':
      case 'saved_views':
      case 'card_recurrences':
        return row.board_id === this.boardId;
      case 'custom_field_options':
        return typeof row.field_id === 'string' && this.ids.custom_fields.has(row.field_id);
      default:
        return typeof row.card_id === 'string' && this.ids.cards.has(row.card_id);
    }
  }
}

async function pages(
  page: (from: number) => PromiseLike<{ data: { id: string }[] | null; error: unknown }>,
): Promise<string[]> {
  const ids: string[] = [];
  for (let from = 0; ; from += PAGE) {
    const { data, error } = await page(from);
    if (error !== null && error !== undefined) throw toTeamboardError(error);
    const rows = data ?? [];
    for (const row of rows) ids.push(row.id);
    if (rows.length < PAGE) return ids;
  }
}
