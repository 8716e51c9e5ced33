import { randomUUID } from 'node:crypto';
import { REALTIME_SUBSCRIBE_STATES, type SupabaseClient } from '@supabase/supabase-js';
import type { LocalSupabase } from '@teamboard/local-supabase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createUser, startBackend, serverVariant, variants, type TestBackend } from './support/backend';
import { clientFor } from './support/clients';
import { createFixture, type Fixture } from './support/fixture';

// Issue 30's permission matrix on a private board: every person a board can
// meet × every verb × every thing on the board, through the real supabase-js
// (REST, RPC, Storage, Realtime) against the local backend. A refused write
// leaves the database as it was; a refused read sees nothing.
const ACTORS = [
  'owner', // workspace owner, not a board member: sees every board
  'admin', // workspace member, board admin
  'editor', // workspace viewer raised to editor on this board
  'commenter',
  'viewer',
  'wsAdmin', // workspace admin not on the private board
  'guest', // outside the workspace, board editor
  'removedGuest',
  'outsider',
  'anon',
] as const;
type Actor = (typeof ACTORS)[number];

const READERS: readonly Actor[] = ['owner', 'admin', 'editor', 'commenter', 'viewer', 'guest'];
const EDITORS: readonly Actor[] = ['owner', 'admin', 'editor', 'guest'];
const COMMENTERS: readonly Actor[] = [...EDITORS, 'commenter'];
const MANAGERS: readonly Actor[] = ['owner', 'admin'];
const NOBODY: readonly Actor[] = [];

type Db = LocalSupabase['db'];
interface World {
  db: Db;
  backend: LocalSupabase;
  f: Fixture;
  boardId: string;
  listId: string;
  cardId: string;
  users: Record<Exclude<Actor, 'anon'>, string>;
  clients: Map<Actor, SupabaseClient>;
}
interface Ctx {
  w: World;
  actor: Actor;
  /** The actor's id; a fresh id nobody has for anon. */
  me: string;
  client: SupabaseClient;
}
interface Cell {
  thing: string;
  verb: 'read' | 'create' | 'update' | 'delete';
  allowed: readonly Actor[];
  setup?: (c: Ctx) => Promise<Record<string, string>>;
  /** True when it took effect (data seen, rows changed, channel joined). */
  run: (c: Ctx, t: Record<string, string>) => Promise<boolean>;
  state?: (c: Ctx, t: Record<string, string>) => Promise<unknown>;
}

const rows = async (db: Db, sql: string, params: unknown[] = []) => (await db.query(sql, params)).rows;
const one = async (db: Db, sql: string, params: unknown[] = []) =>
  (await db.query<{ id: string }>(sql, params)).rows[0]!.id;
const changed = (r: { data: unknown[] | null; error: unknown }) =>
  r.error === null && (r.data?.length ?? 0) > 0;
const seen = changed;
/** Someone who has a profile to author rows with: anon acts on the owner's. */
const author = (c: Ctx) => (c.actor === 'anon' ? c.w.users.owner : c.me);

const newCard = (c: Ctx) =>
  one(c.w.db, `insert into public.cards (board_id, list_id, title) values ($1, $2, 'Spare') returning id`, [
    c.w.boardId,
    c.w.listId,
  ]);
const newComment = (c: Ctx) =>
  one(c.w.db, `insert into public.comments (card_id, author_id, body) values ($1, $2, 'mine') returning id`, [
    c.w.cardId,
    author(c),
  ]);
const objectPath = (c: Ctx) => `${c.w.f.workspaceId}/${c.w.cardId}/${randomUUID()}/note.txt`;
const file = () => new Blob(['hello'], { type: 'text/plain' });

const CELLS: Cell[] = [
  // board -----------------------------------------------------------------
  {
    thing: 'board',
    verb: 'read',
    allowed: READERS,
    run: async ({ client, w }) => seen(await client.from('boards').select('id').eq('id', w.boardId)),
  },
  {
    thing: 'board',
    verb: 'create',
    // Boards are made in a workspace: its owners and admins.
    allowed: ['owner', 'wsAdmin'],
    setup: () => Promise.resolve({ name: `Private ${randomUUID().slice(0, 8)}` }),
    run: async ({ client, w }, t) =>
      (
        await client
          .from('boards')
          .insert({ workspace_id: w.f.workspaceId, name: t.name!, visibility: 'private' })
      ).error === null,
    state: ({ w }, t) => rows(w.db, `select id from public.boards where name = $1`, [t.name]),
  },
  {
    thing: 'board',
    verb: 'update',
    allowed: MANAGERS,
    setup: () => Promise.resolve({ name: `Renamed ${randomUUID().slice(0, 8)}` }),
    run: async ({ client, w }, t) =>
      changed(await client.from('boards').update({ name: t.name! }).eq('id', w.boardId).select('id')),
    state: ({ w }) => rows(w.db, `select name from public.boards where id = $1`, [w.boardId]),
  },
  {
    thing: 'board',
    verb: 'delete',
    allowed: MANAGERS,
    setup: async ({ w }) => {
      const board = await one(
        w.db,
        `insert into public.boards (workspace_id, name, visibility) values ($1, 'Doomed', 'private') returning id`,
        [w.f.workspaceId],
      );
      await copyMemberships(w, board);
      return { board };
    },
    run: async ({ client }, t) =>
      changed(await client.from('boards').delete().eq('id', t.board!).select('id')),
    state: ({ w }, t) => rows(w.db, `select id from public.boards where id = $1`, [t.board]),
  },
  // list ------------------------------------------------------------------
  {
    thing: 'list',
    verb: 'read',
    allowed: READERS,
    run: async ({ client, w }) => seen(await client.from('lists').select('id').eq('id', w.listId)),
  },
  {
    thing: 'list',
    verb: 'create',
    allowed: EDITORS,
    setup: () => Promise.resolve({ name: `L ${randomUUID().slice(0, 8)}` }),
    run: async ({ client, w }, t) =>
      (await client.from('lists').insert({ board_id: w.boardId, name: t.name! })).error === null,
    state: ({ w }, t) => rows(w.db, `select id from public.lists where name = $1`, [t.name]),
  },
  {
    thing: 'list',
    verb: 'update',
    allowed: EDITORS,
    setup: async ({ w }) => ({
      list: await one(w.db, `insert into public.lists (board_id, name) values ($1, 'Spare') returning id`, [
        w.boardId,
      ]),
    }),
    run: async ({ client }, t) =>
      changed(await client.from('lists').update({ name: 'Changed' }).eq('id', t.list!).select('id')),
    state: ({ w }, t) => rows(w.db, `select name from public.lists where id = $1`, [t.list]),
  },
  {
    thing: 'list',
    verb: 'delete',
    // Editors archive; deleting for good is the board's managers'.
    allowed: MANAGERS,
    setup: async ({ w }) => ({
      list: await one(w.db, `insert into public.lists (board_id, name) values ($1, 'Spare') returning id`, [
        w.boardId,
      ]),
    }),
    run: async ({ client }, t) => changed(await client.from('lists').delete().eq('id', t.list!).select('id')),
    state: ({ w }, t) => rows(w.db, `select id from public.lists where id = $1`, [t.list]),
  },
  // card ------------------------------------------------------------------
  {
    thing: 'card',
    verb: 'read',
    allowed: READERS,
    run: async ({ client, w }) => seen(await client.from('cards').select('id').eq('id', w.cardId)),
  },
  {
    thing: 'card',
    verb: 'create',
    allowed: EDITORS,
    setup: () => Promise.resolve({ title: `C ${randomUUID().slice(0, 8)}` }),
    run: async ({ client, w }, t) =>
      (await client.from('cards').insert({ board_id: w.boardId, list_id: w.listId, title: t.title! }))
        .error === null,
    state: ({ w }, t) => rows(w.db, `select id from public.cards where title = $1`, [t.title]),
  },
  {
    thing: 'card',
    verb: 'update',
    allowed: EDITORS,
    setup: async (c) => ({ card: await newCard(c) }),
    run: async ({ client }, t) =>
      changed(await client.from('cards').update({ title: 'Changed' }).eq('id', t.card!).select('id')),
    state: ({ w }, t) => rows(w.db, `select title from public.cards where id = $1`, [t.card]),
  },
  {
    thing: 'card',
    verb: 'delete',
    // Someone else's card: the board's managers (a card's creator may delete it too).
    allowed: MANAGERS,
    setup: async (c) => ({ card: await newCard(c) }),
    run: async ({ client }, t) => changed(await client.from('cards').delete().eq('id', t.card!).select('id')),
    state: ({ w }, t) => rows(w.db, `select id from public.cards where id = $1`, [t.card]),
  },
  // comment ---------------------------------------------------------------
  {
    thing: 'comment',
    verb: 'read',
    allowed: READERS,
    setup: async (c) => ({ comment: await newComment({ ...c, actor: 'anon' }) }),
    run: async ({ client }, t) => seen(await client.from('comments').select('id').eq('id', t.comment!)),
  },
  {
    thing: 'comment',
    verb: 'create',
    allowed: COMMENTERS,
    setup: () => Promise.resolve({ body: `said ${randomUUID()}` }),
    run: async ({ client, w, me }, t) =>
      (await client.from('comments').insert({ card_id: w.cardId, author_id: me, body: t.body! })).error ===
      null,
    state: ({ w }, t) => rows(w.db, `select id from public.comments where body = $1`, [t.body]),
  },
  {
    thing: 'comment',
    verb: 'update',
    // Their own comment; managers may only soft-delete others'.
    allowed: COMMENTERS,
    setup: async (c) => ({ comment: await newComment(c) }),
    run: async ({ client }, t) =>
      changed(await client.from('comments').update({ body: 'edited' }).eq('id', t.comment!).select('id')),
    state: ({ w }, t) => rows(w.db, `select body from public.comments where id = $1`, [t.comment]),
  },
  {
    thing: 'comment',
    verb: 'delete',
    allowed: COMMENTERS,
    setup: async (c) => ({ comment: await newComment(c) }),
    run: async ({ client }, t) =>
      changed(await client.from('comments').delete().eq('id', t.comment!).select('id')),
    state: ({ w }, t) => rows(w.db, `select id from public.comments where id = $1`, [t.comment]),
  },
  // checklist item --------------------------------------------------------
  {
    thing: 'checklist item',
    verb: 'read',
    allowed: READERS,
    setup: async ({ w }) => ({ item: await checklistItem(w) }),
    run: async ({ client }, t) => seen(await client.from('checklist_items').select('id').eq('id', t.item!)),
  },
  {
    thing: 'checklist item',
    verb: 'create',
    allowed: EDITORS,
    setup: () => Promise.resolve({ text: `do ${randomUUID().slice(0, 8)}` }),
    run: async ({ client, w }, t) =>
      (await client.from('checklist_items').insert({ card_id: w.cardId, body: t.text! })).error === null,
    state: ({ w }, t) => rows(w.db, `select id from public.checklist_items where body = $1`, [t.text]),
  },
  {
    thing: 'checklist item',
    verb: 'update',
    allowed: EDITORS,
    setup: async ({ w }) => ({ item: await checklistItem(w) }),
    run: async ({ client }, t) =>
      changed(await client.from('checklist_items').update({ done: true }).eq('id', t.item!).select('id')),
    state: ({ w }, t) => rows(w.db, `select done from public.checklist_items where id = $1`, [t.item]),
  },
  {
    thing: 'checklist item',
    verb: 'delete',
    allowed: EDITORS,
    setup: async ({ w }) => ({ item: await checklistItem(w) }),
    run: async ({ client }, t) =>
      changed(await client.from('checklist_items').delete().eq('id', t.item!).select('id')),
    state: ({ w }, t) => rows(w.db, `select id from public.checklist_items where id = $1`, [t.item]),
  },
  // attachment object (Storage) -------------------------------------------
  {
    thing: 'attachment object',
    verb: 'read',
    allowed: READERS,
    setup: async ({ w }) => ({ path: await ownerUpload(w) }),
    run: async ({ client }, t) => (await client.storage.from('attachments').download(t.path!)).error === null,
  },
  {
    thing: 'attachment object',
    verb: 'create',
    allowed: EDITORS,
    setup: (c) => Promise.resolve({ path: objectPath(c) }),
    run: async ({ client }, t) =>
      (await client.storage.from('attachments').upload(t.path!, file())).error === null,
    state: ({ w }, t) => rows(w.db, `select id from storage.objects where name = $1`, [t.path]),
  },
  {
    thing: 'attachment object',
    verb: 'delete',
    // What the owner uploaded: the board's managers (uploaders delete their own).
    allowed: MANAGERS,
    setup: async ({ w }) => ({ path: await ownerUpload(w) }),
    run: async ({ client }, t) =>
      ((await client.storage.from('attachments').remove([t.path!])).data?.length ?? 0) > 0,
    state: ({ w }, t) => rows(w.db, `select id from storage.objects where name = $1`, [t.path]),
  },
  // activity (written by the database only) -------------------------------
  {
    thing: 'activity',
    verb: 'read',
    allowed: READERS,
    run: async ({ client, w }) => seen(await client.from('activity').select('id').eq('board_id', w.boardId)),
  },
  {
    thing: 'activity',
    verb: 'create',
    allowed: NOBODY,
    run: async ({ client, w, me }) =>
      (
        await client.from('activity').insert({
          workspace_id: w.f.workspaceId,
          board_id: w.boardId,
          actor_id: me,
          kind: 'card.created',
          payload: {},
        })
      ).error === null,
    state: ({ w }) =>
      rows(w.db, `select count(*)::int as n from public.activity where board_id = $1`, [w.boardId]),
  },
  {
    thing: 'activity',
    verb: 'delete',
    allowed: NOBODY,
    run: async ({ client, w }) =>
      changed(await client.from('activity').delete().eq('board_id', w.boardId).select('id')),
    state: ({ w }) =>
      rows(w.db, `select count(*)::int as n from public.activity where board_id = $1`, [w.boardId]),
  },
  // notification ------------------------------------------------------------
  {
    thing: 'notification',
    verb: 'read',
    // The owner's mention reaches them; a mention of anyone else is refused.
    allowed: READERS.filter((a) => a !== 'owner'),
    setup: () => Promise.resolve({ body: randomUUID() }),
    run: async ({ client, w, me, actor }, t) => {
      const owner = w.clients.get('owner')!;
      const mention = await owner
        .from('comments')
        .insert({ card_id: w.cardId, author_id: w.users.owner, body: `@[Them](${me}) ${t.body}` });
      if (mention.error !== null) {
        expect(mention.error.details).toBe('not_on_board');
        return false;
      }
      if (actor === 'anon') return false;
      const mine = await client.from('notifications').select('id').eq('user_id', me).eq('kind', 'mentioned');
      return seen(mine);
    },
  },
  {
    thing: 'notification',
    verb: 'create',
    allowed: NOBODY,
    run: async ({ client, w, me }) =>
      (
        await client.from('notifications').insert({
          user_id: me,
          workspace_id: w.f.workspaceId,
          board_id: w.boardId,
          card_id: w.cardId,
          kind: 'mentioned',
          payload: {},
        })
      ).error === null,
    state: ({ w }) =>
      rows(w.db, `select count(*)::int as n from public.notifications where board_id = $1`, [w.boardId]),
  },
  // share link ----------------------------------------------------------------
  {
    thing: 'share link',
    verb: 'create',
    allowed: MANAGERS,
    run: async ({ client, w }) =>
      (await client.rpc('create_board_share', { board_id: w.boardId })).error === null,
  },
  {
    thing: 'share link',
    verb: 'read',
    allowed: MANAGERS,
    setup: async ({ w }) => {
      await w.clients.get('owner')!.rpc('create_board_share', { board_id: w.boardId });
      return {};
    },
    run: async ({ client, w }) =>
      seen(await client.from('board_shares').select('id').eq('board_id', w.boardId)),
  },
  {
    thing: 'share link',
    verb: 'delete',
    allowed: MANAGERS,
    setup: async ({ w }) => {
      await w.clients.get('owner')!.rpc('create_board_share', { board_id: w.boardId });
      return {};
    },
    run: async ({ client, w }) =>
      (await client.rpc('revoke_board_share', { board_id: w.boardId })).data === true,
  },
  // search --------------------------------------------------------------------
  {
    thing: 'search',
    verb: 'read',
    allowed: READERS,
    run: async ({ client, w }) => {
      const found = await client.rpc('search_workspace', { workspace_id: w.f.workspaceId, query: 'quokka' });
      return ((found.data ?? []) as { card_id: string }[]).some((hit) => hit.card_id === w.cardId);
    },
  },
  // realtime channel ------------------------------------------------------------
  {
    thing: 'realtime channel',
    verb: 'read',
    allowed: READERS,
    run: async ({ client, w }) => {
      const channel = client.channel(`board:${w.boardId}`, { config: { private: true } });
      const joined = await new Promise<boolean>((resolve) => {
        channel.subscribe((state) => {
          if (state === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED) resolve(true);
          else if (state !== REALTIME_SUBSCRIBE_STATES.CLOSED) resolve(false);
        });
      });
      await client.removeChannel(channel);
      return joined;
    },
  },
];

async function checklistItem(w: World): Promise<string> {
  return one(w.db, `insert into public.checklist_items (card_id, body) values ($1, 'step') returning id`, [
    w.cardId,
  ]);
}

async function ownerUpload(w: World): Promise<string> {
  const path = `${w.f.workspaceId}/${w.cardId}/${randomUUID()}/note.txt`;
  const { error } = await w.clients.get('owner')!.storage.from('attachments').upload(path, file());
  if (error) throw error;
  return path;
}

/** The private board's members, on another board too. */
async function copyMemberships(w: World, board: string): Promise<void> {
  await w.db.query(
    `insert into public.board_members (board_id, user_id, role)
     select $1, user_id, role from public.board_members where board_id = $2`,
    [board, w.boardId],
  );
}

async function buildWorld(backend: LocalSupabase): Promise<World> {
  const db = backend.db;
  const f = await createFixture(db);
  const tag = randomUUID().slice(0, 8);
  const extra = async (name: string) => createUser(db, `${name}-${tag}@example.test`, name);
  const users = {
    owner: f.users.owner,
    admin: f.users.member,
    editor: f.users.viewer,
    wsAdmin: f.users.admin,
    commenter: await extra('commenter'),
    viewer: await extra('viewer'),
    guest: await extra('guest'),
    removedGuest: await extra('removed'),
    outsider: f.users.outsider,
  };
  for (const who of ['commenter', 'viewer'] as const) {
    await db.query(
      `insert into public.workspace_members (workspace_id, user_id, role) values ($1, $2, 'member')`,
      [f.workspaceId, users[who]],
    );
  }
  const boardId = await as(db, { userId: users.owner }, async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `insert into public.boards (workspace_id, name, visibility) values ($1, 'Hiring', 'private') returning id`,
      [f.workspaceId],
    );
    return rows[0]!.id;
  });
  await db.query(
    `insert into public.board_members (board_id, user_id, role) values
       ($1, $2, 'admin'), ($1, $3, 'editor'), ($1, $4, 'commenter'), ($1, $5, 'viewer'),
       ($1, $6, 'editor'), ($1, $7, 'editor')`,
    [boardId, users.admin, users.editor, users.commenter, users.viewer, users.guest, users.removedGuest],
  );
  await db.query(`delete from public.board_members where board_id = $1 and user_id = $2`, [
    boardId,
    users.removedGuest,
  ]);
  const listId = await one(
    db,
    `insert into public.lists (board_id, name) values ($1, 'Candidates') returning id`,
    [boardId],
  );
  const cardId = await as(db, { userId: users.owner }, async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `insert into public.cards (board_id, list_id, title) values ($1, $2, 'Quokka keeper offer') returning id`,
      [boardId, listId],
    );
    return rows[0]!.id;
  });
  const clients = new Map<Actor, SupabaseClient>();
  for (const actor of ACTORS)
    clients.set(actor, await clientFor(backend, actor === 'anon' ? undefined : users[actor]));
  return { db, backend, f, boardId, listId, cardId, users, clients };
}

for (const variant of variants) {
  describe(`private board permissions on ${variant.name}`, serverVariant(variant.server), () => {
    let t: TestBackend;
    let w: World;
    beforeAll(async () => {
      t = await startBackend(variant);
      w = await buildWorld(t.backend);
    });
    afterAll(async () => {
      for (const client of w?.clients.values() ?? []) await client.removeAllChannels();
      await t?.stop();
    });

    for (const cell of CELLS) {
      describe(`${cell.verb} ${cell.thing}`, () => {
        for (const actor of ACTORS) {
          const allowed = cell.allowed.includes(actor);
          it(`${allowed ? 'lets' : 'refuses'} ${actor}`, async () => {
            const me = actor === 'anon' ? randomUUID() : w.users[actor];
            const ctx: Ctx = { w, actor, me, client: w.clients.get(actor)! };
            const target = (await cell.setup?.(ctx)) ?? {};
            const before = await cell.state?.(ctx, target);
            expect(await cell.run(ctx, target)).toBe(allowed);
            if (cell.state) {
              const after = await cell.state(ctx, target);
              if (allowed) expect(after).not.toEqual(before);
              else expect(after).toEqual(before);
            }
          });
        }
      });
    }

    it('shows a guest the board and nothing else of the workspace', async () => {
      const guest = w.clients.get('guest')!;
      // Only boards they are on (this one, and the copies the delete cells made).
      const boards = await guest
        .from('boards')
        .select('id')
        .eq('workspace_id', w.f.workspaceId)
        .returns<{ id: string }[]>();
      const theirs = await rows(w.db, `select board_id as id from public.board_members where user_id = $1`, [
        w.users.guest,
      ]);
      expect(boards.data?.map((b) => b.id).sort()).toEqual(
        theirs.map((b) => (b as { id: string }).id).sort(),
      );
      expect(boards.data?.map((b) => b.id)).toContain(w.boardId);
      expect(boards.data?.map((b) => b.id)).not.toContain(w.f.boardId);
      expect(
        (await guest.from('workspace_members').select('user_id').eq('workspace_id', w.f.workspaceId)).data,
      ).toEqual([]);
      const { data: workspace } = await guest.from('workspaces').select('name').eq('id', w.f.workspaceId);
      expect(workspace).toHaveLength(1);
      const search = await guest.rpc('search_workspace', { workspace_id: w.f.workspaceId, query: 'First' });
      expect(search.data).toEqual([]);
      const members = await guest.rpc('list_board_members', { board_id: w.boardId });
      const people = (members.data ?? []) as { user_id: string }[];
      const ids = people.map((m) => m.user_id).sort();
      expect(ids).toEqual(
        [
          w.users.owner,
          w.users.admin,
          w.users.editor,
          w.users.commenter,
          w.users.viewer,
          w.users.guest,
        ].sort(),
      );
      expect(people.find((m) => m.user_id === w.users.guest)).toMatchObject({
        is_guest: true,
        role: 'editor',
        access: 'board',
        email: null,
      });
    });

    it('keeps a workspace member role on a workspace board, raised but never lowered by the board', async () => {
      const board = await one(
        w.db,
        `insert into public.boards (workspace_id, name) values ($1, 'Open') returning id`,
        [w.f.workspaceId],
      );
      await w.db.query(
        `insert into public.board_members (board_id, user_id, role) values ($1, $2, 'admin'), ($1, $3, 'viewer')`,
        [board, w.users.editor, w.users.commenter],
      );
      // The workspace viewer raised to admin; the workspace member "lowered" to viewer stays an editor.
      expect((await w.clients.get('editor')!.rpc('my_board_role', { board_id: board })).data).toBe('admin');
      expect((await w.clients.get('commenter')!.rpc('my_board_role', { board_id: board })).data).toBe(
        'editor',
      );
      expect((await w.clients.get('wsAdmin')!.rpc('my_board_role', { board_id: board })).data).toBe('admin');
      expect((await w.clients.get('guest')!.rpc('my_board_role', { board_id: board })).data).toBeNull();
    });

    it('makes a board private through set_board_visibility, keeping the admin who did it on it', async () => {
      const board = await one(
        w.db,
        `insert into public.boards (workspace_id, name) values ($1, 'Soon') returning id`,
        [w.f.workspaceId],
      );
      const wsAdmin = w.clients.get('wsAdmin')!;
      const member = w.clients.get('commenter')!;
      expect(seen(await member.from('boards').select('id').eq('id', board))).toBe(true);
      expect(
        (await member.rpc('set_board_visibility', { board_id: board, visibility: 'private' })).error?.details,
      ).toBe('not_board_admin');
      expect(
        (await wsAdmin.rpc('set_board_visibility', { board_id: board, visibility: 'private' })).error,
      ).toBeNull();
      expect(seen(await member.from('boards').select('id').eq('id', board))).toBe(false);
      expect((await wsAdmin.rpc('my_board_role', { board_id: board })).data).toBe('admin');
      // …and the last admin stays.
      const leave = await wsAdmin
        .from('board_members')
        .delete()
        .eq('board_id', board)
        .eq('user_id', w.users.wsAdmin);
      expect(leave.error?.details).toBe('last_board_admin');
    });

    it('lists board memberships in workspace settings only over the boards the caller can see', async () => {
      type Row = { user_id: string; board_id: string; role: string; is_guest: boolean; board_name: string };
      const listed = async (actor: Actor) => {
        const r = await w.clients.get(actor)!.rpc('workspace_board_memberships', {
          workspace_id: w.f.workspaceId,
        });
        return { error: r.error, rows: (r.data ?? []) as Row[] };
      };
      const owner = await listed('owner');
      expect(owner.error).toBeNull();
      const onHiring = owner.rows.filter((r) => r.board_id === w.boardId);
      expect(onHiring.map((r) => [r.user_id, r.role, r.is_guest]).sort()).toEqual(
        [
          [w.users.admin, 'admin', false],
          [w.users.editor, 'editor', false],
          [w.users.commenter, 'commenter', false],
          [w.users.viewer, 'viewer', false],
          [w.users.guest, 'editor', true],
        ].sort(),
      );
      // Guests come last, so settings can show them as their own group.
      expect(owner.rows.at(-1)?.is_guest).toBe(true);
      // A workspace admin off the private board learns neither its name nor who is on it.
      const wsAdmin = await listed('wsAdmin');
      expect(wsAdmin.error).toBeNull();
      expect(wsAdmin.rows.some((r) => r.board_id === w.boardId || r.board_name === 'Hiring')).toBe(false);
      // Guests, outsiders and the anonymous get nothing about the workspace.
      for (const actor of ['guest', 'outsider', 'removedGuest'] as const)
        expect((await listed(actor)).error?.message).toBe('Workspace not found.');
      expect((await listed('anon')).error).not.toBeNull();
      const hostile = await w.clients
        .get('owner')!
        .rpc('workspace_board_memberships', { workspace_id: "x' or 1=1 --" });
      expect(hostile.error?.code).toBe('22P02');
    });

    it("gives a guest their way back to their boards, and nobody else's", async () => {
      type Row = { board_id: string; role: string; workspace_slug: string; workspace_name: string };
      const mine = async (actor: Actor) =>
        ((await w.clients.get(actor)!.rpc('my_guest_boards')).data ?? []) as Row[];
      const guest = await mine('guest');
      const [workspace] = await rows(w.db, `select slug from public.workspaces where id = $1`, [
        w.f.workspaceId,
      ]);
      expect(guest.find((r) => r.board_id === w.boardId)).toMatchObject({
        role: 'editor',
        workspace_slug: (workspace as { slug: string }).slug,
      });
      // Board members who are in the workspace are not guests there; a removed guest is nothing.
      expect(await mine('admin')).toEqual([]);
      expect(await mine('removedGuest')).toEqual([]);
      expect(await mine('outsider')).toEqual([]);
      expect((await w.clients.get('anon')!.rpc('my_guest_boards')).error).not.toBeNull();
    });

    it('takes people off the cards of a board they lose: made private, removed from it, or from the workspace', async () => {
      const board = await one(
        w.db,
        `insert into public.boards (workspace_id, name) values ($1, 'Shared for now') returning id`,
        [w.f.workspaceId],
      );
      const list = await one(
        w.db,
        `insert into public.lists (board_id, name) values ($1, 'Todo') returning id`,
        [board],
      );
      const card = await one(
        w.db,
        `insert into public.cards (board_id, list_id, title) values ($1, $2, 'Who does it') returning id`,
        [board, list],
      );
      // wsAdmin (no board membership), commenter (a board member) and guest (on this board only).
      await w.db.query(
        `insert into public.board_members (board_id, user_id, role) values ($1, $2, 'editor'), ($1, $3, 'editor')`,
        [board, w.users.commenter, w.users.guest],
      );
      const people = [w.users.wsAdmin, w.users.commenter, w.users.guest, w.users.viewer];
      for (const user of people) {
        await w.db.query(`insert into public.card_assignees (card_id, user_id) values ($1, $2)`, [
          card,
          user,
        ]);
        await w.db.query(
          `insert into public.card_watchers (card_id, user_id) values ($1, $2) on conflict do nothing`,
          [card, user],
        );
      }
      const on = async () => ({
        assignees: (
          await rows(w.db, `select user_id from public.card_assignees where card_id = $1 order by user_id`, [
            card,
          ])
        ).map((r) => (r as { user_id: string }).user_id),
        watchers: (
          await rows(w.db, `select user_id from public.card_watchers where card_id = $1 order by user_id`, [
            card,
          ])
        ).map((r) => (r as { user_id: string }).user_id),
      });
      const expectOn = async (users: string[]) => {
        const sorted = [...users].sort();
        expect(await on()).toEqual({ assignees: sorted, watchers: sorted });
      };
      await expectOn(people);
      // Private: the workspace admin and the workspace viewer are not board members, so they leave the card.
      expect(
        (
          await w.clients
            .get('owner')!
            .rpc('set_board_visibility', { board_id: board, visibility: 'private' })
        ).error,
      ).toBeNull();
      await expectOn([w.users.commenter, w.users.guest]);
      // Removed from the board.
      await w.clients
        .get('owner')!
        .from('board_members')
        .delete()
        .eq('board_id', board)
        .eq('user_id', w.users.guest);
      await expectOn([w.users.commenter]);
      // Removed from the workspace (a member's board memberships end with it).
      await w.db.query(`delete from public.workspace_members where workspace_id = $1 and user_id = $2`, [
        w.f.workspaceId,
        w.users.commenter,
      ]);
      await expectOn([]);
      await w.db.query(
        `insert into public.workspace_members (workspace_id, user_id, role) values ($1, $2, 'member')`,
        [w.f.workspaceId, w.users.commenter],
      );
      await w.db.query(
        `insert into public.board_members (board_id, user_id, role) values ($1, $2, 'commenter')`,
        [w.boardId, w.users.commenter],
      );
    });

    it('adds only workspace members; guests come by invitation', async () => {
      const admin = w.clients.get('admin')!;
      const refused = await admin
        .from('board_members')
        .insert({ board_id: w.boardId, user_id: w.users.outsider, role: 'viewer', added_by: w.users.admin });
      expect(refused.error?.details).toBe('not_a_workspace_member');
      const forged = await admin
        .from('board_members')
        .insert({ board_id: w.boardId, user_id: w.users.wsAdmin, role: 'viewer', added_by: w.users.owner });
      expect(forged.error).not.toBeNull();
      expect(
        await rows(w.db, `select 1 from public.board_members where board_id = $1 and user_id = $2`, [
          w.boardId,
          w.users.wsAdmin,
        ]),
      ).toEqual([]);
    });
  });
}
