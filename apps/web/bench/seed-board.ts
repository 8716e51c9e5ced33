import { crc32, deflateSync } from 'node:zlib';
import type { LocalSupabase } from '@teamboard/local-supabase';
import { uploadAttachment, type TeamboardClient } from '@teamboard/sdk';

const LISTS = ['Backlog', 'To do', 'Doing', 'Review', 'Done'];
const LABEL_COLORS = ['red', 'blue', 'green', 'purple'];

export interface SeededBoards {
  slug: string;
  workspaceId: string;
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
  const board = (name: string, cards: number) => seedBoard(backend, workspaceId, userId, name, cards);
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
  return { slug, workspaceId, boardIds, timelineBoardId, replayBoardId };
}

/** One board of `cards` cards in the workspace, spread over {@link SEEDED_LISTS} lists, as the database owner. */
export async function seedBoard(
  backend: LocalSupabase,
  workspaceId: string,
  userId: string,
  name: string,
  cards: number,
): Promise<string> {
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
}

/** Fields every card of a deep board has a value of, one of each kind a team adds first. */
export const DEPTH_FIELDS = 5;
/** Uploads in flight at once while seeding covers (a person attaching files, several tabs at a time). */
const UPLOADS_AT_ONCE = 8;
const COVER_COLORS = ['teal', 'orange', 'indigo', 'pink'];
/** The image covers' colours, taken in turn (every cover is still a file of its own). */
const COVER_PICTURES: readonly (readonly [number, number, number])[] = [
  [20, 120, 200],
  [220, 90, 40],
  [40, 160, 90],
  [140, 60, 180],
];

/** A 64×32 PNG of one colour: small, but a real image that Storage's transform decodes and resizes. */
export function coverPng([red, green, blue]: readonly [number, number, number]): Buffer {
  const width = 64;
  const height = 32;
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bits per channel
  header.writeUInt8(2, 9); // truecolour, no alpha
  // Each row: filter type 0, then its pixels.
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: width }, () => [red, green, blue]).flat()),
  ]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Gives a seeded board a card's depth as issue 31 describes it: five fields shown on the tiles
 * (text, number, date, a single select, a checkbox) with a value on every card, and a cover on
 * every other card, half of those (every fourth card) an image and half a colour, the shape of the
 * reliability bench's board load with custom fields and covers. Each image is a PNG of its own
 * uploaded through the SDK, as the card drawer does (so every thumbnail URL names its card); the
 * fields, values and cover choices are written as the database owner, since setup is not measured.
 * Returns the number of image covers.
 */
export async function addCardDepth(
  backend: LocalSupabase,
  client: TeamboardClient,
  workspaceId: string,
  boardId: string,
): Promise<number> {
  const { db } = backend;
  await db.query(
    `insert into public.custom_fields (board_id, name, type, position, show_on_card)
     values ($1, 'Note', 'text', 1, true), ($1, 'Points', 'number', 2, true), ($1, 'Review on', 'date', 3, true),
            ($1, 'Stage', 'single_select', 4, true), ($1, 'Signed off', 'checkbox', 5, true)`,
    [boardId],
  );
  await db.query(
    `insert into public.custom_field_options (field_id, label, color, position)
     select f.id, o.label, o.color, o.n from public.custom_fields f,
       (values ('Build', 'blue', 1), ('Review', 'purple', 2), ('Done', 'green', 3)) o(label, color, n)
     where f.board_id = $1 and f.type = 'single_select'`,
    [boardId],
  );
  // A card's number is its position / 1024, as `seedBoard` wrote it.
  await db.query(
    `insert into public.card_field_values (card_id, field_id, value)
     select c.id, f.id, case f.type
         when 'text' then to_jsonb('Note ' || c.n)
         when 'number' then to_jsonb(c.n)
         when 'date' then to_jsonb(to_char(date '2026-12-01' + (c.n % 60)::integer, 'YYYY-MM-DD'))
         when 'single_select' then to_jsonb((select o.id from public.custom_field_options o
                                             where o.field_id = f.id order by o.position
                                             offset (c.n % 3) limit 1))
         else to_jsonb(c.n % 2 = 0)
       end
     from (select id, position::bigint / 1024 as n from public.cards where board_id = $1) c,
          public.custom_fields f
     where f.board_id = $1`,
    [boardId],
  );
  await db.query(
    `update public.cards set cover_color = ($2::text[])[1 + (position::bigint / 1024 / 4) % array_length($2::text[], 1)]
     where board_id = $1 and (position::bigint / 1024) % 4 = 2`,
    [boardId, COVER_COLORS],
  );
  const { rows } = await db.query<{ id: string; n: number }>(
    `select id, (position::bigint / 1024)::int as n from public.cards
     where board_id = $1 and (position::bigint / 1024) % 4 = 0 order by position`,
    [boardId],
  );
  const pictures = COVER_PICTURES.map(coverPng);
  let next = 0;
  const uploader = async () => {
    for (let card = rows[next++]; card !== undefined; card = rows[next++]) {
      const picture = pictures[(card.n / 4) % pictures.length] ?? Buffer.alloc(0);
      const file = new File([new Uint8Array(picture)], `cover-${String(card.n)}.png`, { type: 'image/png' });
      await uploadAttachment(client, { cardId: card.id, workspaceId, file });
    }
  };
  await Promise.all(Array.from({ length: UPLOADS_AT_ONCE }, uploader));
  const covered = await db.query(
    `update public.cards c set cover_attachment_id = a.id
     from public.attachments a where a.card_id = c.id and c.board_id = $1`,
    [boardId],
  );
  if (covered.affectedRows !== rows.length)
    throw new Error(`expected ${String(rows.length)} image covers, set ${String(covered.affectedRows)}`);
  return rows.length;
}
