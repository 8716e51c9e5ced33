import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '@teamboard/local-supabase';
import { as, createUser } from './backend';

export const ROLES = ['owner', 'admin', 'member', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

/** A workspace with one user per role, an outsider, a board with two lists and a card. */
export interface Fixture {
  users: Record<Role | 'outsider', string>;
  emails: Record<Role | 'outsider', string>;
  workspaceId: string;
  boardId: string;
  listIds: [string, string];
  cardId: string;
  labelId: string;
}

let counter = 0;

export async function createFixture(db: {
  transaction<R>(fn: (tx: Queryable) => Promise<R>): Promise<R>;
  query: Queryable['query'];
}): Promise<Fixture> {
  const tag = `${Date.now().toString(36)}${(counter++).toString(36)}`;
  const emails = Object.fromEntries(
    [...ROLES, 'outsider'].map((role) => [role, `${role}-${tag}@example.test`]),
  ) as Fixture['emails'];
  const users = {} as Fixture['users'];
  for (const role of [...ROLES, 'outsider'] as const) users[role] = await createUser(db, emails[role], role);

  const workspaceId = await as(db, { userId: users.owner }, async (tx) => {
    const { rows } = await tx.query<{ id: string }>('select id from public.create_workspace($1, $2)', [
      `Team ${tag}`,
      `team-${tag}`,
    ]);
    return rows[0]!.id;
  });
  for (const role of ['admin', 'member', 'viewer'] as const) {
    await db.query('insert into public.workspace_members (workspace_id, user_id, role) values ($1, $2, $3)', [
      workspaceId,
      users[role],
      role,
    ]);
  }
  return as(db, { userId: users.owner }, async (tx) => {
    const board = await tx.query<{ id: string }>(
      `insert into public.boards (workspace_id, name) values ($1, 'Roadmap') returning id`,
      [workspaceId],
    );
    const boardId = board.rows[0]!.id;
    const lists = await tx.query<{ id: string }>(
      `insert into public.lists (board_id, name, position) values ($1, 'Todo', 1024), ($1, 'Done', 2048) returning id`,
      [boardId],
    );
    const listIds: [string, string] = [lists.rows[0]!.id, lists.rows[1]!.id];
    const card = await tx.query<{ id: string }>(
      `insert into public.cards (board_id, list_id, title, position) values ($1, $2, 'First card', 1024) returning id`,
      [boardId, listIds[0]],
    );
    const label = await tx.query<{ id: string }>(
      `insert into public.labels (board_id, name, color) values ($1, 'Bug', 'red') returning id`,
      [boardId],
    );
    return {
      users,
      emails,
      workspaceId,
      boardId,
      listIds,
      cardId: card.rows[0]!.id,
      labelId: label.rows[0]!.id,
    };
  });
}

/** A raw invitation token and the hash the database keeps. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: createHash('sha256').update(token).digest('hex') };
}
