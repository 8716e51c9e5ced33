import { randomUUID } from 'node:crypto';
import type { LocalSupabase } from '@teamboard/local-supabase';
import { createUserWithSession } from '@teamboard/local-supabase/testing';
import { accessToken, clientWith } from './backend';

export interface Person {
  id: string;
  email: string;
  token: string;
}

export interface Board {
  workspaceId: string;
  boardId: string;
  listIds: string[];
  labelIds: string[];
  cardIds: string[];
}

let counter = 0;
const tag = () => `${process.pid.toString(36)}${Date.now().toString(36)}${(counter++).toString(36)}`;

/** A confirmed user signed up through the real Auth API, with a long-lived access token. */
export async function signUp(backend: LocalSupabase, name: string): Promise<Person> {
  const email = `${name}-${tag()}@example.test`;
  const session = await createUserWithSession(backend, email, 'Correct-horse-42', {
    display_name: name,
  });
  return { id: session.user.id, email, token: await accessToken(backend.jwtSecret, session.user.id) };
}

/** A workspace created by `owner` through the create_workspace RPC, with `members` added as members. */
export async function createWorkspace(
  backend: LocalSupabase,
  owner: Person,
  members: Person[] = [],
): Promise<string> {
  const t = tag();
  const { data, error } = await clientWith(backend, owner.token)
    .rpc('create_workspace', { name: `Team ${t}`, slug: `team-${t}` })
    .single<{ id: string }>();
  if (error) throw new Error(`create_workspace: ${error.message}`);
  for (const m of members) {
    await backend.db.query(
      `insert into public.workspace_members (workspace_id, user_id, role) values ($1, $2, 'member')`,
      [data.id, m.id],
    );
  }
  return data.id;
}

/**
 * A board with `cards` cards spread over `lists` lists, each card carrying one
 * or two of six labels and an assignee. Written straight as the database owner
 * in one transaction, with triggers off (session_replication_role = replica):
 * seeding is not what is measured, and per-row limit checks would make a
 * 5,000-card board quadratic to create.
 */
export async function seedBoard(
  backend: LocalSupabase,
  workspaceId: string,
  options: { cards: number; lists?: number; assignees: string[] },
): Promise<Board> {
  const lists = options.lists ?? 5;
  const boardId = randomUUID();
  const listIds = Array.from({ length: lists }, () => randomUUID());
  const labelIds = Array.from({ length: 6 }, () => randomUUID());
  const cardIds = Array.from({ length: options.cards }, () => randomUUID());
  await backend.db.transaction(async (tx) => {
    await tx.query(`set local session_replication_role = replica`);
    await tx.query(
      `insert into public.boards (id, workspace_id, name, position)
       select $1, $2, $3, coalesce(max(position), 0) + 1024 from public.boards where workspace_id = $2`,
      [boardId, workspaceId, `Board ${tag()}`],
    );
    await tx.query(
      `insert into public.lists (id, board_id, name, position)
       select id, $2, 'List ' || n, n * 1024 from unnest($1::uuid[]) with ordinality as l(id, n)`,
      [listIds, boardId],
    );
    await tx.query(
      `insert into public.labels (id, board_id, name, color)
       select id, $2, 'Label ' || n, (array['red','orange','yellow','green','blue','purple'])[n]
       from unnest($1::uuid[]) with ordinality as l(id, n)`,
      [labelIds, boardId],
    );
    await tx.query(
      `insert into public.cards (id, board_id, list_id, title, description, position)
       select c.id, $2, ($3::uuid[])[1 + (c.n % $4)], 'Card ' || c.n, 'Some words about card ' || c.n, c.n * 1024
       from unnest($1::uuid[]) with ordinality as c(id, n)`,
      [cardIds, boardId, listIds, lists],
    );
    await tx.query(
      `insert into public.card_labels (card_id, label_id)
       select c.id, ($2::uuid[])[1 + (c.n % 6)] from unnest($1::uuid[]) with ordinality as c(id, n)
       union all
       select c.id, ($2::uuid[])[1 + ((c.n + 3) % 6)] from unnest($1::uuid[]) with ordinality as c(id, n) where c.n % 2 = 0`,
      [cardIds, labelIds],
    );
    if (options.assignees.length) {
      await tx.query(
        `insert into public.card_assignees (card_id, user_id)
         select c.id, ($2::uuid[])[1 + (c.n % $3)] from unnest($1::uuid[]) with ordinality as c(id, n)`,
        [cardIds, options.assignees, options.assignees.length],
      );
    }
  });
  return { workspaceId, boardId, listIds, labelIds, cardIds };
}

/** The board view's load: the board's open cards with labels and assignees embedded, in order. */
export function boardLoadPath(boardId: string): string {
  return (
    `/rest/v1/cards?select=id,list_id,title,position,due_at,completed_at,version,` +
    `card_labels(label_id,labels(id,name,color)),card_assignees(user_id)` +
    `&board_id=eq.${boardId}&archived_at=is.null&order=position`
  );
}

/** The same board load as one SQL statement, for sending straight to Postgres. */
export const BOARD_LOAD_SQL = `
  select coalesce(json_agg(row_to_json(x) order by x.position), '[]') from (
    select c.id, c.list_id, c.title, c.position, c.due_at, c.completed_at, c.version,
      coalesce((select json_agg(json_build_object('label_id', cl.label_id,
                 'labels', json_build_object('id', l.id, 'name', l.name, 'color', l.color)))
               from public.card_labels cl join public.labels l on l.id = cl.label_id
               where cl.card_id = c.id), '[]') as card_labels,
      coalesce((select json_agg(json_build_object('user_id', a.user_id))
               from public.card_assignees a where a.card_id = c.id), '[]') as card_assignees
    from public.cards c
    where c.board_id = $1 and c.archived_at is null
  ) x`;
