import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { LocalSupabase } from '@teamboard/local-supabase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, startBackend, serverVariant, variants, type TestBackend } from './support/backend';
import { clientFor } from './support/clients';
import { createFixture, newToken, ROLES, type Fixture, type Role } from './support/fixture';

// PRODUCT.md §6, action by action, for every role plus a non-member and
// anon, through the real supabase-js against the local backend. A refused
// write must leave the database as it was.
type Actor = Role | 'outsider' | 'anon';
const ACTORS: Actor[] = [...ROLES, 'outsider', 'anon'];
type Db = LocalSupabase['db'];

interface Ctx {
  db: Db;
  f: Fixture;
  actor: Actor;
  /** The acting user's id, or a fresh id nobody has for anon. */
  me: string;
  client: SupabaseClient;
}

interface Action {
  name: string;
  allowed: readonly Actor[];
  /** Creates what the action works on, as postgres; returns ids for run and state. */
  setup?: (c: Ctx) => Promise<Record<string, string>>;
  /** Performs the action; true when it took effect (data seen / rows changed). */
  run: (c: Ctx, t: Record<string, string>) => Promise<boolean>;
  /** A snapshot of what the action would change, read as postgres. */
  state?: (c: Ctx, t: Record<string, string>) => Promise<unknown>;
}

const EDITORS = ['owner', 'admin', 'member'] as const;
const MANAGERS = ['owner', 'admin'] as const;
const MEMBERS = ROLES;
const SIGNED_IN: Actor[] = [...ROLES, 'outsider'];

const rows = async (db: Db, sql: string, params: unknown[] = []) => (await db.query(sql, params)).rows;
const changed = (result: { data: unknown[] | null; error: unknown }) =>
  result.error === null && (result.data?.length ?? 0) > 0;
const succeeded = (result: { error: unknown }) => result.error === null;

async function insertComment(db: Db, f: Fixture, authorId: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into public.comments (card_id, author_id, body) values ($1, $2, 'hello') returning id`,
    [f.cardId, authorId],
  );
  return rows[0]!.id;
}

async function insertAttachment(db: Db, f: Fixture, uploaderId: string): Promise<string> {
  const id = randomUUID();
  await db.query(
    `insert into public.attachments (id, card_id, object_path, file_name, mime_type, size_bytes, uploaded_by)
     values ($1, $2, $3, 'a.txt', 'text/plain', 1, $4)`,
    [id, f.cardId, `${f.workspaceId}/${f.cardId}/${id}/a.txt`, uploaderId],
  );
  return id;
}

/** A card created by `createdBy` (by nobody for anon, who has no profile). */
async function insertCard(db: Db, f: Fixture, createdBy: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into public.cards (board_id, list_id, title, created_by)
     values ($1, $2, 'Mine', (select p.id from public.profiles p where p.id = $3)) returning id`,
    [f.boardId, f.listIds[0], createdBy],
  );
  return rows[0]!.id;
}

/** A list on a second board of the fixture's workspace. */
async function otherBoardList(db: Db, f: Fixture): Promise<string> {
  const board = await db.query<{ id: string }>(
    `insert into public.boards (workspace_id, name) values ($1, 'Other') returning id`,
    [f.workspaceId],
  );
  const list = await db.query<{ id: string }>(
    `insert into public.lists (board_id, name) values ($1, 'Inbox') returning id`,
    [board.rows[0]!.id],
  );
  return list.rows[0]!.id;
}

async function addMember(db: Db, f: Fixture, role: Role): Promise<string> {
  const id = await createUser(db, `extra-${randomUUID()}@example.test`);
  await db.query(`insert into public.workspace_members (workspace_id, user_id, role) values ($1, $2, $3)`, [
    f.workspaceId,
    id,
    role,
  ]);
  return id;
}

/** A second workspace with the same people in the same roles, plus a second owner. */
async function copyWorkspace(db: Db, f: Fixture): Promise<string> {
  const id = randomUUID();
  await db.query(`insert into public.workspaces (id, slug, name) values ($1, $2, 'Copy')`, [
    id,
    `copy-${id.slice(0, 8)}`,
  ]);
  for (const role of ROLES) {
    await db.query(`insert into public.workspace_members (workspace_id, user_id, role) values ($1, $2, $3)`, [
      id,
      f.users[role],
      role,
    ]);
  }
  const secondOwner = await createUser(db, `owner2-${id}@example.test`);
  await db.query(
    `insert into public.workspace_members (workspace_id, user_id, role) values ($1, $2, 'owner')`,
    [id, secondOwner],
  );
  return id;
}

const memberState = (c: Ctx, t: Record<string, string>) =>
  rows(c.db, `select role::text from public.workspace_members where workspace_id = $1 and user_id = $2`, [
    t.workspace ?? c.f.workspaceId,
    t.user,
  ]);

const ACTIONS: Action[] = [
  // read ---------------------------------------------------------------------
  {
    name: 'read the workspace',
    allowed: MEMBERS,
    run: async ({ client, f }) =>
      changed(await client.from('workspaces').select('id').eq('id', f.workspaceId)),
  },
  {
    name: 'read members',
    allowed: MEMBERS,
    run: async ({ client, f }) =>
      changed(await client.from('workspace_members').select('user_id').eq('workspace_id', f.workspaceId)),
  },
  {
    name: 'read boards',
    allowed: MEMBERS,
    run: async ({ client, f }) => changed(await client.from('boards').select('id').eq('id', f.boardId)),
  },
  {
    name: 'read lists and cards',
    allowed: MEMBERS,
    run: async ({ client, f }) =>
      changed(await client.from('cards').select('id, lists(id)').eq('board_id', f.boardId)),
  },
  {
    name: 'read labels',
    allowed: MEMBERS,
    run: async ({ client, f }) => changed(await client.from('labels').select('id').eq('board_id', f.boardId)),
  },
  {
    name: 'read comments',
    allowed: MEMBERS,
    setup: async ({ db, f }) => ({ comment: await insertComment(db, f, f.users.owner) }),
    run: async ({ client }, t) => changed(await client.from('comments').select('id').eq('id', t.comment!)),
  },
  {
    name: 'read attachments',
    allowed: MEMBERS,
    setup: async ({ db, f }) => ({ attachment: await insertAttachment(db, f, f.users.owner) }),
    run: async ({ client }, t) =>
      changed(await client.from('attachments').select('id').eq('id', t.attachment!)),
  },
  {
    name: 'read activity',
    allowed: MEMBERS,
    run: async ({ client, f }) =>
      changed(await client.from('activity').select('id').eq('workspace_id', f.workspaceId)),
  },
  {
    name: 'read a teammate’s profile',
    allowed: MEMBERS,
    run: async ({ client, f }) => changed(await client.from('profiles').select('id').eq('id', f.users.owner)),
  },
  {
    name: 'update own profile',
    allowed: SIGNED_IN,
    run: async ({ client, me }) =>
      changed(await client.from('profiles').update({ display_name: 'Renamed' }).eq('id', me).select()),
    state: ({ db, me }) => rows(db, `select display_name from public.profiles where id = $1`, [me]),
  },
  // lists and cards ----------------------------------------------------------------
  {
    name: 'create a list',
    allowed: EDITORS,
    run: async ({ client, f }) =>
      succeeded(await client.from('lists').insert({ board_id: f.boardId, name: 'New list' })),
    state: ({ db, f }) => rows(db, `select count(*)::int from public.lists where board_id = $1`, [f.boardId]),
  },
  {
    name: 'rename and archive a list',
    allowed: EDITORS,
    run: async ({ client, f }) =>
      changed(
        await client
          .from('lists')
          .update({ name: 'Renamed', archived_at: null })
          .eq('id', f.listIds[1])
          .select(),
      ),
    state: ({ db, f }) => rows(db, `select updated_at from public.lists where id = $1`, [f.listIds[1]]),
  },
  {
    name: 'move a list',
    allowed: EDITORS,
    run: async ({ client, f }) =>
      succeeded(
        await client.rpc('move_list', { list_id: f.listIds[1], before_id: null, after_id: f.listIds[0] }),
      ),
    state: ({ db, f }) =>
      rows(db, `select position::text from public.lists where board_id = $1 order by id`, [f.boardId]),
  },
  {
    name: 'create a card',
    allowed: EDITORS,
    run: async ({ client, f }) =>
      succeeded(
        await client.from('cards').insert({ board_id: f.boardId, list_id: f.listIds[0], title: 'New card' }),
      ),
    state: ({ db, f }) => rows(db, `select count(*)::int from public.cards where board_id = $1`, [f.boardId]),
  },
  {
    // The board is taken from the list (cards_0_board_from_list), read with the actor's rights.
    name: 'create a card naming only its list',
    allowed: EDITORS,
    run: async ({ client, f }) =>
      succeeded(await client.from('cards').insert({ list_id: f.listIds[0], title: 'New card' }).select()),
    state: ({ db, f }) => rows(db, `select count(*)::int from public.cards where board_id = $1`, [f.boardId]),
  },
  {
    name: 'edit a card',
    allowed: EDITORS,
    setup: async ({ db, f }) => ({
      version: String(
        (await rows(db, `select version from public.cards where id = $1`, [f.cardId]))[0]!.version,
      ),
    }),
    run: async ({ client, f }, t) =>
      succeeded(
        await client.rpc('update_card', {
          card_id: f.cardId,
          expected_version: Number(t.version),
          patch: { title: 'Edited' },
        }),
      ),
    state: ({ db, f }) => rows(db, `select version, title from public.cards where id = $1`, [f.cardId]),
  },
  {
    name: 'move a card',
    allowed: EDITORS,
    run: async ({ client, f }) =>
      succeeded(
        await client.rpc('move_card', {
          card_id: f.cardId,
          list_id: f.listIds[1],
          before_id: null,
          after_id: null,
        }),
      ),
    state: ({ db, f }) =>
      rows(db, `select list_id, position::text from public.cards where id = $1`, [f.cardId]),
  },
  {
    name: 'archive a card',
    allowed: EDITORS,
    run: async ({ client, f }) =>
      changed(
        await client
          .from('cards')
          .update({ archived_at: new Date().toISOString() })
          .eq('id', f.cardId)
          .select(),
      ),
    state: ({ db, f }) => rows(db, `select version from public.cards where id = $1`, [f.cardId]),
  },
  {
    name: 'delete a card they created',
    allowed: EDITORS,
    setup: async ({ db, f, me }) => ({ card: await insertCard(db, f, me) }),
    run: async ({ client }, t) => succeeded(await client.rpc('delete_card', { card_id: t.card! })),
    state: ({ db }, t) => rows(db, `select id from public.cards where id = $1`, [t.card]),
  },
  {
    name: 'delete someone else’s card',
    allowed: MANAGERS,
    setup: async ({ db, f }) => ({ card: await insertCard(db, f, await addMember(db, f, 'member')) }),
    run: async ({ client }, t) => succeeded(await client.rpc('delete_card', { card_id: t.card! })),
    state: ({ db }, t) => rows(db, `select id from public.cards where id = $1`, [t.card]),
  },
  {
    name: 'delete a list for good',
    allowed: MANAGERS,
    setup: async ({ db, f }) => ({
      list: (
        await rows(db, `insert into public.lists (board_id, name) values ($1, 'Old') returning id`, [
          f.boardId,
        ])
      )[0]!.id as string,
    }),
    run: async ({ client }, t) => succeeded(await client.rpc('delete_list', { list_id: t.list! })),
    state: ({ db }, t) => rows(db, `select id from public.lists where id = $1`, [t.list]),
  },
  {
    name: 'move a card to another board',
    allowed: EDITORS,
    setup: async ({ db, f, me }) => ({
      card: await insertCard(db, f, me),
      list: await otherBoardList(db, f),
    }),
    run: async ({ client }, t) =>
      succeeded(await client.rpc('move_card_to_board', { card_id: t.card!, list_id: t.list! })),
    state: ({ db }, t) => rows(db, `select board_id, list_id from public.cards where id = $1`, [t.card]),
  },
  {
    name: 'copy a card to another board',
    allowed: EDITORS,
    setup: async ({ db, f }) => ({ list: await otherBoardList(db, f) }),
    run: async ({ client, f }, t) =>
      succeeded(await client.rpc('copy_card', { card_id: f.cardId, list_id: t.list! })),
    state: ({ db }, t) => rows(db, `select id from public.cards where list_id = $1`, [t.list]),
  },
  {
    name: 'add a checklist item',
    allowed: EDITORS,
    run: async ({ client, f }) =>
      succeeded(await client.from('checklist_items').insert({ card_id: f.cardId, body: 'Do it' })),
    state: ({ db, f }) =>
      rows(db, `select count(*)::int from public.checklist_items where card_id = $1`, [f.cardId]),
  },
  {
    name: 'create a label',
    allowed: EDITORS,
    run: async ({ client, f }) =>
      succeeded(await client.from('labels').insert({ board_id: f.boardId, name: 'New', color: 'teal' })),
    state: ({ db, f }) =>
      rows(db, `select count(*)::int from public.labels where board_id = $1`, [f.boardId]),
  },
  {
    name: 'label a card',
    allowed: EDITORS,
    setup: async ({ db, f }) => {
      await db.query(`delete from public.card_labels where card_id = $1`, [f.cardId]);
      return {};
    },
    run: async ({ client, f }) =>
      succeeded(await client.from('card_labels').insert({ card_id: f.cardId, label_id: f.labelId })),
    state: ({ db, f }) =>
      rows(db, `select count(*)::int from public.card_labels where card_id = $1`, [f.cardId]),
  },
  {
    name: 'assign a card',
    allowed: EDITORS,
    setup: async ({ db, f }) => {
      await db.query(`delete from public.card_assignees where card_id = $1`, [f.cardId]);
      return {};
    },
    run: async ({ client, f }) =>
      succeeded(await client.from('card_assignees').insert({ card_id: f.cardId, user_id: f.users.member })),
    state: ({ db, f }) =>
      rows(db, `select count(*)::int from public.card_assignees where card_id = $1`, [f.cardId]),
  },
  // comments and attachments ------------------------------------------------------
  {
    name: 'comment',
    allowed: EDITORS,
    run: async ({ client, f, me }) =>
      succeeded(await client.from('comments').insert({ card_id: f.cardId, author_id: me, body: 'Hi' })),
    state: ({ db, f }) =>
      rows(db, `select count(*)::int from public.comments where card_id = $1`, [f.cardId]),
  },
  {
    name: 'edit own comment',
    allowed: EDITORS,
    setup: async ({ db, f, me, actor }) => ({
      comment: await insertComment(db, f, actor === 'anon' ? f.users.owner : me),
    }),
    run: async ({ client }, t) =>
      changed(await client.from('comments').update({ body: 'Edited' }).eq('id', t.comment!).select()),
    state: ({ db }, t) => rows(db, `select body, edited_at from public.comments where id = $1`, [t.comment]),
  },
  {
    name: 'delete own comment',
    allowed: EDITORS,
    setup: async ({ db, f, me, actor }) => ({
      comment: await insertComment(db, f, actor === 'anon' ? f.users.owner : me),
    }),
    run: async ({ client }, t) =>
      changed(await client.from('comments').delete().eq('id', t.comment!).select()),
    state: ({ db }, t) => rows(db, `select id from public.comments where id = $1`, [t.comment]),
  },
  {
    name: 'delete anyone’s comment',
    allowed: MANAGERS,
    setup: async ({ db, f }) => ({ comment: await insertComment(db, f, f.users.viewer) }),
    run: async ({ client }, t) =>
      changed(await client.from('comments').delete().eq('id', t.comment!).select()),
    state: ({ db }, t) => rows(db, `select id from public.comments where id = $1`, [t.comment]),
  },
  {
    name: 'edit someone else’s comment text',
    allowed: [],
    setup: async ({ db, f }) => ({ comment: await insertComment(db, f, f.users.viewer) }),
    run: async ({ client }, t) =>
      changed(await client.from('comments').update({ body: 'Not yours' }).eq('id', t.comment!).select()),
    state: ({ db }, t) => rows(db, `select body from public.comments where id = $1`, [t.comment]),
  },
  {
    name: 'add attachment metadata',
    allowed: EDITORS,
    setup: () => Promise.resolve({ id: randomUUID() }),
    run: async ({ client, f, me }, t) =>
      succeeded(
        await client.from('attachments').insert({
          id: t.id,
          card_id: f.cardId,
          object_path: `${f.workspaceId}/${f.cardId}/${t.id}/n.txt`,
          file_name: 'n.txt',
          mime_type: 'text/plain',
          size_bytes: 3,
          uploaded_by: me,
        }),
      ),
    state: ({ db }, t) => rows(db, `select id from public.attachments where id = $1`, [t.id]),
  },
  {
    name: 'delete own attachment',
    allowed: EDITORS,
    setup: async ({ db, f, me, actor }) => ({
      attachment: await insertAttachment(db, f, actor === 'anon' ? f.users.owner : me),
    }),
    run: async ({ client }, t) =>
      changed(await client.from('attachments').delete().eq('id', t.attachment!).select()),
    state: ({ db }, t) => rows(db, `select id from public.attachments where id = $1`, [t.attachment]),
  },
  {
    name: 'delete anyone’s attachment',
    allowed: MANAGERS,
    setup: async ({ db, f }) => ({ attachment: await insertAttachment(db, f, f.users.viewer) }),
    run: async ({ client }, t) =>
      changed(await client.from('attachments').delete().eq('id', t.attachment!).select()),
    state: ({ db }, t) => rows(db, `select id from public.attachments where id = $1`, [t.attachment]),
  },
  {
    name: 'write activity directly',
    allowed: [],
    run: async ({ client, f }) =>
      succeeded(await client.from('activity').insert({ workspace_id: f.workspaceId, kind: 'card.created' })),
    state: ({ db, f }) =>
      rows(db, `select count(*)::int from public.activity where workspace_id = $1`, [f.workspaceId]),
  },
  // boards -------------------------------------------------------------------------
  {
    name: 'create a board',
    allowed: MANAGERS,
    run: async ({ client, f }) =>
      succeeded(await client.from('boards').insert({ workspace_id: f.workspaceId, name: 'New board' })),
    state: ({ db, f }) =>
      rows(db, `select count(*)::int from public.boards where workspace_id = $1`, [f.workspaceId]),
  },
  {
    name: 'rename and archive a board',
    allowed: MANAGERS,
    run: async ({ client, f }) =>
      changed(
        await client
          .from('boards')
          .update({ name: 'Renamed', archived_at: null })
          .eq('id', f.boardId)
          .select(),
      ),
    state: ({ db, f }) => rows(db, `select updated_at from public.boards where id = $1`, [f.boardId]),
  },
  {
    name: 'delete a board',
    allowed: MANAGERS,
    setup: async ({ db, f }) => ({
      board: (
        await rows(db, `insert into public.boards (workspace_id, name) values ($1, 'Doomed') returning id`, [
          f.workspaceId,
        ])
      )[0]!.id as string,
    }),
    run: async ({ client }, t) => changed(await client.from('boards').delete().eq('id', t.board!).select()),
    state: ({ db }, t) => rows(db, `select id from public.boards where id = $1`, [t.board]),
  },
  // invitations and members -------------------------------------------------------------
  {
    name: 'invite someone',
    allowed: MANAGERS,
    setup: () => Promise.resolve({ email: `invitee-${randomUUID()}@example.test` }),
    run: async ({ client, f, me }, t) =>
      succeeded(
        await client.from('invitations').insert({
          workspace_id: f.workspaceId,
          email: t.email,
          role: 'member',
          token_hash: newToken().hash,
          invited_by: me,
        }),
      ),
    state: ({ db }, t) => rows(db, `select id from public.invitations where email = $1`, [t.email]),
  },
  {
    name: 'revoke an invitation',
    allowed: MANAGERS,
    setup: async ({ db, f }) => ({
      invitation: (
        await rows(
          db,
          `insert into public.invitations (workspace_id, email, role, token_hash) values ($1, $2, 'viewer', $3) returning id`,
          [f.workspaceId, `revoke-${randomUUID()}@example.test`, newToken().hash],
        )
      )[0]!.id as string,
    }),
    run: async ({ client }, t) =>
      changed(
        await client
          .from('invitations')
          .update({ revoked_at: new Date().toISOString() })
          .eq('id', t.invitation!)
          .select(),
      ),
    state: ({ db }, t) => rows(db, `select revoked_at from public.invitations where id = $1`, [t.invitation]),
  },
  {
    name: 'change a member’s role',
    allowed: MANAGERS,
    setup: async ({ db, f }) => ({ user: await addMember(db, f, 'viewer') }),
    run: async ({ client, f }, t) =>
      changed(
        await client
          .from('workspace_members')
          .update({ role: 'member' })
          .eq('workspace_id', f.workspaceId)
          .eq('user_id', t.user!)
          .select(),
      ),
    state: memberState,
  },
  {
    name: 'remove a member',
    allowed: MANAGERS,
    setup: async ({ db, f }) => ({ user: await addMember(db, f, 'member') }),
    run: async ({ client, f }, t) =>
      changed(
        await client
          .from('workspace_members')
          .delete()
          .eq('workspace_id', f.workspaceId)
          .eq('user_id', t.user!)
          .select(),
      ),
    state: memberState,
  },
  {
    name: 'promote to owner',
    allowed: ['owner'],
    setup: async ({ db, f }) => ({ user: await addMember(db, f, 'member') }),
    run: async ({ client, f }, t) =>
      changed(
        await client
          .from('workspace_members')
          .update({ role: 'owner' })
          .eq('workspace_id', f.workspaceId)
          .eq('user_id', t.user!)
          .select(),
      ),
    state: memberState,
  },
  {
    name: 'transfer ownership',
    allowed: ['owner'],
    setup: async ({ db, f }) => {
      const workspace = await copyWorkspace(db, f);
      return { workspace, user: f.users.member };
    },
    run: async ({ client }, t) =>
      succeeded(await client.rpc('transfer_ownership', { workspace_id: t.workspace, user_id: t.user })),
    state: memberState,
  },
  {
    name: 'demote an owner',
    allowed: ['owner'],
    setup: async ({ db, f }) => ({ user: await addMember(db, f, 'owner') }),
    run: async ({ client, f }, t) =>
      changed(
        await client
          .from('workspace_members')
          .update({ role: 'admin' })
          .eq('workspace_id', f.workspaceId)
          .eq('user_id', t.user!)
          .select(),
      ),
    state: memberState,
  },
  {
    name: 'remove an owner',
    allowed: ['owner'],
    setup: async ({ db, f }) => ({ user: await addMember(db, f, 'owner') }),
    run: async ({ client, f }, t) =>
      changed(
        await client
          .from('workspace_members')
          .delete()
          .eq('workspace_id', f.workspaceId)
          .eq('user_id', t.user!)
          .select(),
      ),
    state: memberState,
  },
  {
    name: 'rename the slug',
    allowed: ['owner'],
    setup: async ({ db, f }) => ({ workspace: await copyWorkspace(db, f) }),
    run: async ({ client }, t) =>
      changed(
        await client
          .from('workspaces')
          .update({ slug: `renamed-${t.workspace!.slice(0, 8)}` })
          .eq('id', t.workspace!)
          .select(),
      ),
    state: ({ db }, t) => rows(db, `select slug from public.workspaces where id = $1`, [t.workspace]),
  },
  {
    name: 'delete the workspace',
    allowed: ['owner'],
    setup: async ({ db, f }) => ({ workspace: await copyWorkspace(db, f) }),
    run: async ({ client }, t) =>
      changed(await client.from('workspaces').delete().eq('id', t.workspace!).select()),
    state: ({ db }, t) => rows(db, `select id from public.workspaces where id = $1`, [t.workspace]),
  },
  {
    name: 'leave the workspace',
    allowed: MEMBERS,
    setup: async ({ db, f, me }) => ({ workspace: await copyWorkspace(db, f), user: me }),
    run: async ({ client, me }, t) =>
      changed(
        await client
          .from('workspace_members')
          .delete()
          .eq('workspace_id', t.workspace!)
          .eq('user_id', me)
          .select(),
      ),
    state: memberState,
  },
  {
    name: 'create a workspace',
    allowed: SIGNED_IN,
    setup: () => Promise.resolve({ slug: `mine-${randomUUID().slice(0, 8)}` }),
    run: async ({ client }, t) =>
      succeeded(await client.rpc('create_workspace', { name: 'Mine', slug: t.slug })),
    state: ({ db }, t) => rows(db, `select id from public.workspaces where slug = $1`, [t.slug]),
  },
];

for (const variant of variants) {
  describe(`§6 permissions through supabase-js on ${variant.name}`, serverVariant(variant.server), () => {
    let t: TestBackend;
    const fixtures = new Map<Actor, Fixture>();
    beforeAll(async () => {
      t = await startBackend(variant);
      // One workspace per actor, so one actor's allowed changes never decide another's case.
      for (const actor of ACTORS) fixtures.set(actor, await createFixture(t.backend.db));
    });
    afterAll(async () => t?.stop());

    for (const actor of ACTORS) {
      describe(actor, () => {
        for (const action of ACTIONS) {
          const allowed = action.allowed.includes(actor);
          it(`${allowed ? 'may' : 'may not'} ${action.name}`, async () => {
            const f = fixtures.get(actor)!;
            const me = actor === 'anon' ? randomUUID() : f.users[actor];
            const client = await clientFor(t.backend, actor === 'anon' ? undefined : me);
            const ctx: Ctx = { db: t.backend.db, f, actor, me, client };
            const target = (await action.setup?.(ctx)) ?? {};
            const before = await action.state?.(ctx, target);
            const tookEffect = await action.run(ctx, target);
            expect(tookEffect).toBe(allowed);
            if (action.state) {
              const after = await action.state(ctx, target);
              if (allowed) expect(after).not.toEqual(before);
              else expect(after).toEqual(before);
            }
          });
        }
      });
    }
  });
}
