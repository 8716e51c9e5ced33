import { createUserWithSession } from '@teamboard/local-supabase/testing';
import type { LocalSupabase } from '@teamboard/local-supabase';
import { testClient, uniqueEmail, type TestClient } from './local-backend';

export type BoardRole = 'owner' | 'admin' | 'member' | 'viewer';

export interface SignedInClient extends TestClient {
  readonly userId: string;
  readonly email: string;
}

/** A fresh confirmed user, signed in on its own SDK client (which counts its requests). */
export async function signedInClient(backend: LocalSupabase, label: string): Promise<SignedInClient> {
  const email = uniqueEmail(label);
  const session = await createUserWithSession(backend, email, 'teamboard-test-1', { display_name: label });
  const test = testClient(backend);
  const { error } = await test.client.supabase.auth.setSession(session);
  if (error) throw error;
  test.requests.length = 0;
  return { ...test, userId: session.user.id, email };
}

export interface BoardFixture {
  readonly workspaceId: string;
  readonly boardId: string;
  readonly listIds: readonly [string, string];
  readonly cardId: string;
}

/**
 * A workspace with the given users in the given roles, one board, two lists
 * and a card, written as postgres so the setup does not depend on other SDK
 * modules (the tests are about storage and realtime).
 */
export async function createBoard(
  backend: LocalSupabase,
  members: readonly (readonly [SignedInClient, BoardRole])[],
): Promise<BoardFixture> {
  const db = backend.db;
  const workspaceId = crypto.randomUUID();
  await db.query(`insert into public.workspaces (id, slug, name) values ($1, $2, 'Storage and realtime')`, [
    workspaceId,
    `ws-${workspaceId.slice(0, 8)}`,
  ]);
  for (const [user, role] of members) {
    await db.query(`insert into public.workspace_members (workspace_id, user_id, role) values ($1, $2, $3)`, [
      workspaceId,
      user.userId,
      role,
    ]);
  }
  const one = async (sql: string, params: unknown[]) => {
    const { rows } = await db.query<{ id: string }>(sql, params);
    const id = rows[0]?.id;
    if (id === undefined) throw new Error(`no row from ${sql}`);
    return id;
  };
  const boardId = await one(
    `insert into public.boards (workspace_id, name) values ($1, 'Board') returning id`,
    [workspaceId],
  );
  const todo = await one(
    `insert into public.lists (board_id, name, position) values ($1, 'To do', 1) returning id`,
    [boardId],
  );
  const done = await one(
    `insert into public.lists (board_id, name, position) values ($1, 'Done', 2) returning id`,
    [boardId],
  );
  const cardId = await one(
    `insert into public.cards (board_id, list_id, title, position) values ($1, $2, 'Card', 1) returning id`,
    [boardId, todo],
  );
  return { workspaceId, boardId, listIds: [todo, done], cardId };
}

/** Object keys under a prefix in a bucket, read as postgres (what is really stored). */
export async function storedObjects(
  backend: LocalSupabase,
  bucket: string,
  prefix: string,
): Promise<string[]> {
  const { rows } = await backend.db.query<{ name: string }>(
    `select name from storage.objects where bucket_id = $1 and name like $2 order by name`,
    [bucket, `${prefix}%`],
  );
  return rows.map((r) => r.name);
}

/** `size` deterministic bytes, so downloads can be compared. */
export function bytes(size: number, seed = 7): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(size);
  for (let i = 0; i < size; i += 1) out[i] = (i * 31 + seed) & 0xff;
  return out;
}
