import type { LocalSupabase } from '@teamboard/local-supabase';

const LISTS = ['Backlog', 'To do', 'Doing', 'Review', 'Done'];
const LABEL_COLORS = ['red', 'blue', 'green', 'purple'];

export interface SeededBoards {
  slug: string;
  /** Board ids by their number of cards. */
  boardIds: Map<number, string>;
  /** A board of {@link TIMELINE_CARDS} cards, every one with a start and a due date. */
  timelineBoardId: string;
  /** An empty board the offline replay adds its cards to, so the other boards stay as seeded. */
  replayBoardId: string;
}

/** The cards of the timeline's board, all dated. */
export const TIMELINE_CARDS = 1000;

/** The lists every seeded board has: the columns the bench waits for. */
export const SEEDED_LISTS = LISTS.length;

/**
 * A workspace owned by `userId` with one board per entry of `cardCounts`, the
 * cards spread over five lists (labels, assignees, due dates like a real
 * board). Written as the database owner, since a benchmark's setup is not
 * what it measures.
 */
export async function seedBoards(
  backend: LocalSupabase,
  userId: string,
  cardCounts: readonly number[],
): Promise<SeededBoards> {
  const slug = `bench-${String(Date.now())}`;
  const { rows } = await backend.db.query<{ id: string }>(
    `insert into public.workspaces (slug, name, created_by) values ($1, 'Bench', $2) returning id`,
    [slug, userId],
  );
  const workspaceId = rows[0]?.id;
  if (workspaceId === undefined) throw new Error('seeding the bench workspace failed');
  await backend.db.query(
    `insert into public.workspace_members (workspace_id, user_id, role) values ($1, $2, 'owner')`,
    [workspaceId, userId],
  );
  const board = async (name: string, cards: number): Promise<string> => {
    const created = await backend.db.query<{ id: string }>(
      `insert into public.boards (workspace_id, name, created_by) values ($1, $2, $3) returning id`,
      [workspaceId, name, userId],
    );
    const boardId = created.rows[0]?.id;
    if (boardId === undefined) throw new Error('seeding a bench board failed');
    const listIds: string[] = [];
    for (const [index, list] of LISTS.entries()) {
      const inserted = await backend.db.query<{ id: string }>(
        `insert into public.lists (board_id, name, position) values ($1, $2, $3) returning id`,
        [boardId, list, (index + 1) * 1024],
      );
      listIds.push(inserted.rows[0]?.id ?? '');
    }
    const labelIds: string[] = [];
    for (const color of LABEL_COLORS) {
      const inserted = await backend.db.query<{ id: string }>(
        `insert into public.labels (board_id, name, color) values ($1, $2, $3) returning id`,
        [boardId, `${color} label`, color],
      );
      labelIds.push(inserted.rows[0]?.id ?? '');
    }
    if (cards > 0) {
      await backend.db.query(
        `insert into public.cards (board_id, list_id, title, description, position, due_at, created_by)
         select $1, ($2::uuid[])[1 + (n % array_length($2::uuid[], 1))], 'Card number ' || n,
                'Description of card ' || n, n * 1024,
                case when n % 3 = 0 then now() + (n % 20 - 10) * interval '1 day' end, $3
         from generate_series(1, $4::int) n`,
        [boardId, listIds, userId, cards],
      );
      await backend.db.query(
        `insert into public.card_labels (card_id, label_id)
         select c.id, ($2::uuid[])[1 + (row_number() over (order by c.position))::int % array_length($2::uuid[], 1)]
         from public.cards c where c.board_id = $1`,
        [boardId, labelIds],
      );
      await backend.db.query(
        `insert into public.card_assignees (card_id, user_id)
         select c.id, $2 from public.cards c where c.board_id = $1 and c.position::bigint % 2048 = 0`,
        [boardId, userId],
      );
    }
    return boardId;
  };
  const boardIds = new Map<number, string>();
  for (const count of cardCounts) boardIds.set(count, await board(`${String(count)} cards`, count));
  const timelineBoardId = await board(`${String(TIMELINE_CARDS)} dated cards`, TIMELINE_CARDS);
  // Two months around today, one to six days long: a timeline as wide as a real quarter's.
  await backend.db.query(
    `update public.cards
        set start_at = now() + ((position::bigint / 1024) % 60 - 30) * interval '1 day',
            due_at = now() + ((position::bigint / 1024) % 60 - 30 + (position::bigint / 1024) % 6) * interval '1 day'
      where board_id = $1`,
    [timelineBoardId],
  );
  const replayBoardId = await board('offline replay', 0);
  return { slug, boardIds, timelineBoardId, replayBoardId };
}
