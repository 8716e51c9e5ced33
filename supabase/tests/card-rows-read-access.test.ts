import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, startBackend, serverVariant, variants, type TestBackend } from './support/backend';
import { clientFor } from './support/clients';
import { createFixture, type Fixture } from './support/fixture';

// Who reads a card's details (20261202100000_card_rows_readable_once_per_statement.sql):
// the read policies of these tables ask "is the card's board one the caller can
// read?" once per statement instead of private.card_role per row. Every kind of
// person reads exactly the rows they did before: each answer is held to a
// written expectation, and to private.card_role asked for the same rows as the
// same person (the rule the policies used to call).
const TABLES = [
  ['card_field_values', 'card_id'],
  ['card_assignees', 'card_id'],
  ['card_labels', 'card_id'],
  ['attachments', 'card_id'],
  ['checklists', 'card_id'],
  ['checklist_items', 'card_id'],
  ['comments', 'card_id'],
  ['card_dependencies', 'blocked_card_id'],
] as const;

/** A card's details, one row in each table, on `boardId` (written as the database owner). */
async function seedDetails(
  db: TestBackend['backend']['db'],
  f: Fixture,
  boardId: string,
  options: { archived: boolean },
): Promise<string> {
  const { rows } = await db.query<{ card: string; blocker: string; list: string }>(
    `with list as (insert into public.lists (board_id, name, position) values ($1, 'Doing', 1024) returning id),
          made as (
            insert into public.cards (board_id, list_id, title, position)
            select $1, list.id, t.title, t.n * 1024 from list, (values ('Detailed', 1), ('Blocker', 2)) t(title, n)
            returning id, title, list_id
          )
     select (select id from made where title = 'Detailed') as card,
            (select id from made where title = 'Blocker') as blocker,
            (select id from list) as list`,
    [boardId],
  );
  const { card, blocker } = rows[0]!;
  const one = async (sql: string, params: unknown[]) =>
    (await db.query<{ id: string }>(sql, params)).rows[0]!.id;
  const field = await one(
    `insert into public.custom_fields (board_id, name, type, position) values ($1, 'Points', 'number', 1) returning id`,
    [boardId],
  );
  const label = await one(
    `insert into public.labels (board_id, name, color) values ($1, 'Risk', 'red') returning id`,
    [boardId],
  );
  const checklist = await one(
    `insert into public.checklists (card_id, name) values ($1, 'Steps') returning id`,
    [card],
  );
  await db.query(`insert into public.card_field_values (card_id, field_id, value) values ($1, $2, '3')`, [
    card,
    field,
  ]);
  await db.query(`insert into public.card_labels (card_id, label_id) values ($1, $2)`, [card, label]);
  await db.query(
    `insert into public.checklist_items (card_id, checklist_id, body) values ($1, $2, 'Check')`,
    [card, checklist],
  );
  await db.query(`insert into public.card_assignees (card_id, user_id) values ($1, $2)`, [
    card,
    f.users.owner,
  ]);
  const attachment = randomUUID();
  await db.query(
    `insert into public.attachments (id, card_id, object_path, file_name, mime_type, size_bytes)
     values ($1, $2, $3, 'cover.png', 'image/png', 10)`,
    [attachment, card, `${f.workspaceId}/${card}/${attachment}/cover.png`],
  );
  await db.query(`insert into public.comments (card_id, author_id, body) values ($1, $2, 'Looks right')`, [
    card,
    f.users.owner,
  ]);
  await db.query(`insert into public.card_dependencies (blocked_card_id, blocker_card_id) values ($1, $2)`, [
    card,
    blocker,
  ]);
  if (options.archived) await db.query(`update public.cards set archived_at = now() where id = $1`, [card]);
  return card;
}

for (const variant of variants) {
  describe(`who reads a card's details on ${variant.name}`, serverVariant(variant.server), () => {
    let t: TestBackend;
    let f: Fixture;
    // An archived card of the workspace board, and a card of a private board of the same workspace.
    let openCard: string;
    let privateCard: string;
    let privateBoard: string;
    let guest: string;
    let stranger: string;
    let tokenSession: { userId: string; sessionId: string };
    const clients = new Map<string, SupabaseClient>();

    /** What `who` reads of each table for the two cards, as the card ids it sees. */
    const reads = async (client: SupabaseClient) => {
      const seen: Record<string, string[]> = {};
      for (const [table, column] of TABLES) {
        const { data, error } = await client.from(table).select(column).in(column, [openCard, privateCard]);
        expect(error).toBeNull();
        seen[table] = (data as unknown as Record<string, string>[]).map((row) => row[column]!).sort();
      }
      return seen;
    };
    /** What private.card_role allows the same caller (claims as the REST service sets them). */
    const cardRoleAllows = async (claims: Record<string, string>) => {
      const seen: Record<string, string[]> = {};
      for (const [table, column] of TABLES) {
        const { rows } = await t.backend.db.transaction(async (tx) => {
          await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);
          return tx.query<{ id: string }>(
            `select ${column} as id from public.${table}
             where ${column} = any ($1::uuid[]) and private.card_role(${column}) is not null`,
            [[openCard, privateCard]],
          );
        });
        seen[table] = rows.map((row) => row.id).sort();
      }
      return seen;
    };
    const everyTable = (cards: string[]) =>
      Object.fromEntries(TABLES.map(([table]) => [table, [...cards].sort()]));
    const claimsOf = (userId: string) => ({ sub: userId, role: 'authenticated', aud: 'authenticated' });

    beforeAll(async () => {
      t = await startBackend(variant);
      const db = t.backend.db;
      f = await createFixture(db);
      stranger = (await createFixture(db)).users.member;
      guest = await createUser(db, `guest-${randomUUID()}@example.test`, 'Guest');
      privateBoard = (
        await db.query<{ id: string }>(
          `insert into public.boards (workspace_id, name, visibility) values ($1, 'Pay', 'private') returning id`,
          [f.workspaceId],
        )
      ).rows[0]!.id;
      // On the private board: the workspace's viewer as a board viewer, a guest (no workspace role) as a commenter.
      await db.query(
        `insert into public.board_members (board_id, user_id, role) values ($1, $2, 'viewer'), ($1, $3, 'commenter')`,
        [privateBoard, f.users.viewer, guest],
      );
      openCard = await seedDetails(db, f, f.boardId, { archived: true });
      privateCard = await seedDetails(db, f, privateBoard, { archived: false });

      // The owner's API token held to the workspace board, on a session the exchange recorded as the token's.
      const owner = await clientFor(t.backend, f.users.owner);
      const made = await owner.rpc('create_api_token', {
        name: 'Board script',
        target_workspace_id: f.workspaceId,
        scope: 'read',
        expires_at: new Date(Date.now() + 86_400_000).toISOString(),
        board_ids: [f.boardId],
      });
      expect(made.error).toBeNull();
      const token = made.data as { id: string; user_id: string };
      const sessionId = randomUUID();
      await db.query(
        `insert into auth.sessions (id, user_id, created_at, updated_at, aal) values ($1, $2, now(), now(), 'aal1')`,
        [sessionId, token.user_id],
      );
      const service = createClient(t.backend.apiUrl, t.backend.serviceRoleKey, {
        auth: { persistSession: false, autoRefreshToken: false },
      });
      expect(
        (await service.rpc('attach_api_token_session', { token_id: token.id, session_id: sessionId })).error,
      ).toBeNull();
      tokenSession = { userId: token.user_id, sessionId };
      clients.set('token', await clientFor(t.backend, token.user_id, { session_id: sessionId, aal: 'aal1' }));
      for (const [name, id] of Object.entries({ ...f.users, guest, stranger })) {
        clients.set(name, await clientFor(t.backend, id));
      }
    });
    afterAll(async () => t?.stop());

    it('gives each person the rows of the cards whose board they can read, as private.card_role did', async () => {
      const expected: Record<string, string[]> = {
        // The owner reads private boards too; an admin or member not on one does not.
        owner: [openCard, privateCard],
        admin: [openCard],
        member: [openCard],
        viewer: [openCard, privateCard],
        // Not in the workspace: a guest reads the board they were invited to only.
        guest: [privateCard],
        outsider: [],
        stranger: [],
      };
      const ids: Record<string, string> = { ...f.users, guest, stranger };
      for (const [who, cards] of Object.entries(expected)) {
        const seen = await reads(clients.get(who)!);
        expect({ who, seen }).toEqual({ who, seen: everyTable(cards) });
        expect({ who, seen }).toEqual({ who, seen: await cardRoleAllows(claimsOf(ids[who]!)) });
      }
    });

    it("holds a board-limited token to its board's rows, as private.card_role did", async () => {
      const seen = await reads(clients.get('token')!);
      expect(seen).toEqual(everyTable([openCard]));
      expect(seen).toEqual(
        await cardRoleAllows({
          ...claimsOf(tokenSession.userId),
          session_id: tokenSession.sessionId,
          aal: 'aal1',
        }),
      );
      // The same person with a password reads the private board's rows as well.
      expect(await reads(clients.get('owner')!)).toEqual(everyTable([openCard, privateCard]));
    });

    it('keeps the write rules: a board commenter or a workspace viewer sets no value, an editor does', async () => {
      const fieldOf = async (boardId: string) =>
        (
          await t.backend.db.query<{ id: string }>(
            `select id from public.custom_fields where board_id = $1`,
            [boardId],
          )
        ).rows[0]!.id;
      const privateField = await fieldOf(privateBoard);
      const refused = await clients
        .get('guest')!
        .from('card_field_values')
        .update({ value: 4 })
        .eq('card_id', privateCard)
        .select('card_id');
      // Reads the row, may not change it: the update touches nothing.
      expect(refused).toMatchObject({ error: null, data: [] });
      const assigned = await clients
        .get('viewer')!
        .from('card_assignees')
        .insert({ card_id: privateCard, user_id: f.users.viewer });
      expect(assigned.error).toMatchObject({ code: '42501' });
      const owner = clients.get('owner')!;
      const changed = await owner
        .from('card_field_values')
        .update({ value: 5 })
        .eq('card_id', privateCard)
        .eq('field_id', privateField)
        .select('value');
      expect(changed).toMatchObject({ error: null, data: [{ value: 5 }] });
    });

    // 20261202100000 turned JIT off for load_board; every restatement of the function
    // (20261203200000) must say so again, as create or replace resets its settings.
    it('loads the board with JIT off', async () => {
      const { rows } = await t.backend.db.query<{ config: string[] | null }>(
        `select proconfig as config from pg_proc where oid = 'public.load_board(uuid)'::regprocedure`,
      );
      expect(rows[0]?.config).toContain('jit=off');
    });
  });
}
