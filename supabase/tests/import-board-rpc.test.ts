import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverVariant, startBackend, variants, type TestBackend } from './support/backend';
import { clientFor } from './support/clients';
import { createFixture, type Fixture } from './support/fixture';

// import_board(workspace_id, content): the write half of `import-board`, which
// tests/import-board.test.ts drives through the edge function with real files.
for (const variant of variants) {
  describe(`import_board on ${variant.name}`, serverVariant(variant.server), () => {
    let t: TestBackend;
    let f: Fixture;
    let owner: SupabaseClient;

    const rowCounts = async () => {
      const { rows } = await t.backend.db.query<Record<string, number>>(
        `select (select count(*)::int from public.boards) as boards, (select count(*)::int from public.lists) as lists,
                (select count(*)::int from public.cards) as cards, (select count(*)::int from public.labels) as labels,
                (select count(*)::int from public.card_assignees) as assignees,
                (select count(*)::int from public.checklist_items) as checklist_items,
                (select count(*)::int from public.comments) as comments`,
      );
      return rows[0]!;
    };
    const content = {
      name: 'Imported',
      lists: [{ name: 'Todo' }, { name: 'Old', archived: true }],
      labels: [{ name: 'Bug', color: 'red' }],
      cards: [
        {
          list: 0,
          title: 'One',
          due_at: '2027-01-01T10:00:00Z',
          completed: true,
          labels: [0],
          assignee_emails: [] as string[],
          checklist: [{ body: 'Step', done: true }],
          comments: ['Ana wrote (imported from Trello):\n\nHi'],
        },
        { list: 1, title: 'Two', archived: true },
      ],
    };

    beforeAll(async () => {
      t = await startBackend(variant);
      f = await createFixture(t.backend.db);
      owner = await clientFor(t.backend, f.users.owner);
    });
    afterAll(async () => t?.stop());

    it('creates the board with everything in it, assigning members matched by email', async () => {
      const outsiderEmail = f.emails.outsider.toUpperCase();
      const result = await owner.rpc('import_board', {
        workspace_id: f.workspaceId,
        content: {
          ...content,
          cards: [
            { ...content.cards[0], assignee_emails: [f.emails.member.toUpperCase(), outsiderEmail] },
            content.cards[1],
          ],
        },
      });
      expect(result.error).toBeNull();
      const answer = result.data as {
        board_id: string;
        imported: unknown;
        unmatched_assignee_emails: string[];
      };
      expect(answer.imported).toEqual({
        lists: 2,
        labels: 1,
        cards: 2,
        archived_cards: 1,
        checklist_items: 1,
        comments: 1,
        assignees: 1,
        start_dates: 0,
        due_dates: 1,
        dependencies: 0,
        fields: 0,
        field_values: 0,
      });
      // The outsider's address is answered back as given, never matched to their account.
      expect(answer.unmatched_assignee_emails).toEqual([f.emails.outsider]);
      const { rows } = await t.backend.db.query(
        `select c.title, c.completed_at is not null as completed, c.archived_at is not null as archived,
                (select array_agg(a.user_id) from public.card_assignees a where a.card_id = c.id) as assignees,
                (select array_agg(m.author_id) from public.comments m where m.card_id = c.id) as authors
         from public.cards c where c.board_id = $1 order by c.position`,
        [answer.board_id],
      );
      expect(rows).toEqual([
        {
          title: 'One',
          completed: true,
          archived: false,
          assignees: [f.users.member],
          authors: [f.users.owner],
        },
        { title: 'Two', completed: false, archived: true, assignees: null, authors: null },
      ]);
    });

    it('writes in one go: notifies nobody, logs the board only, and then indexes and subscribes once', async () => {
      const before = await t.backend.db.query<{ n: number }>(
        `select count(*)::int as n from public.notifications`,
      );
      const result = await owner.rpc('import_board', {
        workspace_id: f.workspaceId,
        content: {
          ...content,
          cards: [
            {
              ...content.cards[0],
              title: 'Wombat census',
              description: `Ask @[Member](${f.users.member}) first`,
              assignee_emails: [f.emails.member],
              checklist: [{ body: 'Count burrows' }, { body: 'Weigh pups', done: true }],
              comments: ['first', 'second', 'third'],
            },
            content.cards[1],
          ],
        },
      });
      expect(result.error).toBeNull();
      const boardId = (result.data as { board_id: string }).board_id;
      const db = t.backend.db;
      // No "assigned you", mention or comment notices, and no card or comment activity, for history
      // brought in from elsewhere: the board and its lists are this workspace's own events.
      expect(
        (await db.query<{ n: number }>(`select count(*)::int as n from public.notifications`)).rows,
      ).toEqual(before.rows);
      expect(
        (
          await db.query(
            `select distinct kind from public.activity where board_id = $1 and kind !~ '^(board|list)[.]'`,
            [boardId],
          )
        ).rows,
      ).toEqual([]);
      // Each card's search document holds its checklist and comments, as the per-row refresh would build it.
      const { rows: docs } = await db.query<{ title: string; body: string }>(
        `select c.title, s.body from private.card_search s join public.cards c on c.id = s.card_id
         where c.board_id = $1 order by c.position`,
        [boardId],
      );
      expect(docs).toHaveLength(2);
      expect(docs[0]?.body).toContain('Count burrows · Weigh pups');
      expect(docs[0]?.body).toMatch(/first|second|third/);
      const found = await owner.rpc('search_workspace', { workspace_id: f.workspaceId, query: 'burrows' });
      expect((found.data as { title: string }[]).map((r) => r.title)).toEqual(['Wombat census']);
      // The assignee watches their card, as an assignment in the app makes them.
      expect(
        (
          await db.query(
            `select w.user_id from public.card_watchers w join public.cards c on c.id = w.card_id where c.board_id = $1`,
            [boardId],
          )
        ).rows,
      ).toEqual([{ user_id: f.users.member }]);
      // Comments keep the file's order; positions follow it too.
      const { rows: comments } = await db.query<{ body: string }>(
        `select m.body from public.comments m join public.cards c on c.id = m.card_id
         where c.board_id = $1 order by m.created_at, m.id`,
        [boardId],
      );
      expect(comments.map((c) => c.body)).toEqual(['first', 'second', 'third']);
      // …and the board's next edits have their side effects again.
      const card = await db.query<{ id: string }>(
        `select id from public.cards where board_id = $1 and title = 'Wombat census'`,
        [boardId],
      );
      const comment = await owner.from('comments').insert({
        card_id: card.rows[0]!.id,
        author_id: f.users.owner,
        body: 'After the import, @[Member](' + f.users.member + ')',
      });
      expect(comment.error).toBeNull();
      expect(
        (
          await db.query<{ n: number }>(
            `select count(*)::int as n from public.notifications where user_id = $1 and kind = 'mentioned'`,
            [f.users.member],
          )
        ).rows[0]!.n,
      ).toBeGreaterThan(0);
    });

    it('refuses members and viewers (forbidden), hides the workspace from others, and is closed to anon', async () => {
      const before = await rowCounts();
      for (const role of ['member', 'viewer'] as const) {
        const client = await clientFor(t.backend, f.users[role]);
        const refused = await client.rpc('import_board', { workspace_id: f.workspaceId, content });
        expect(refused.error).toMatchObject({
          code: '42501',
          hint: 'teamboard:forbidden',
          details: 'not_manager',
        });
      }
      const outsider = await clientFor(t.backend, f.users.outsider);
      const hidden = await outsider.rpc('import_board', { workspace_id: f.workspaceId, content });
      expect(hidden.error).toMatchObject({ hint: 'teamboard:not-found' });
      const anon = await clientFor(t.backend);
      const closed = await anon.rpc('import_board', { workspace_id: f.workspaceId, content });
      expect(closed.error).not.toBeNull();
      expect(await rowCounts()).toEqual(before);
    });

    it('tells no one but a manager which emails belong to members', async () => {
      const emails = [f.emails.member];
      const lookup = `select count(*)::int as n from private.workspace_members_by_email($1, $2)`;
      const as = async (userId: string) =>
        t.backend.db.transaction(async (tx) => {
          await tx.query(
            `select set_config('request.jwt.claims', $1, true), set_config('role', 'authenticated', true)`,
            [JSON.stringify({ sub: userId, role: 'authenticated' })],
          );
          return (await tx.query<{ n: number }>(lookup, [f.workspaceId, emails])).rows[0]!.n;
        });
      expect(await as(f.users.admin)).toBe(1);
      expect(await as(f.users.member)).toBe(0);
      expect(await as(f.users.outsider)).toBe(0);
    });

    it('refuses an import over its limits before writing anything, archived cards included', async () => {
      const before = await rowCounts();
      const lists = [{ name: 'A' }];
      const archived = Array.from({ length: 5_001 }, (_, i) => ({
        list: 0,
        title: `C${String(i)}`,
        archived: true,
      }));
      const cards = await owner.rpc('import_board', {
        workspace_id: f.workspaceId,
        content: { name: 'Archive', lists, cards: archived },
      });
      expect(cards.error).toMatchObject({
        code: 'P0001',
        hint: 'teamboard:limit-reached',
        details: 'cardsPerBoard',
      });
      const comments = await owner.rpc('import_board', {
        workspace_id: f.workspaceId,
        content: {
          name: 'Chatty',
          lists,
          cards: [{ list: 0, title: 'Talk', comments: Array.from({ length: 5_001 }, () => 'x') }],
        },
      });
      expect(comments.error).toMatchObject({ hint: 'teamboard:limit-reached', details: 'commentsPerImport' });
      const checklist = Array.from({ length: 100 }, () => ({ body: 'Step' }));
      const items = await owner.rpc('import_board', {
        workspace_id: f.workspaceId,
        content: {
          name: 'Steps',
          lists,
          cards: Array.from({ length: 101 }, (_, i) => ({ list: 0, title: `C${String(i)}`, checklist })),
        },
      });
      expect(items.error).toMatchObject({
        hint: 'teamboard:limit-reached',
        details: 'checklistItemsPerImport',
      });
      expect(await rowCounts()).toEqual(before);
    });

    it('writes nothing when it fails half-way: a limit, a bad value, a list that is not there', async () => {
      const before = await rowCounts();
      // The board, its list and 30 labels are written before the 31st label trips the database's limit.
      const labels = Array.from({ length: 31 }, (_, i) => ({ name: `L${String(i)}`, color: 'blue' }));
      const limit = await owner.rpc('import_board', {
        workspace_id: f.workspaceId,
        content: { name: 'Half', lists: [{ name: 'A' }], labels, cards: [] },
      });
      expect(limit.error).toMatchObject({ hint: 'teamboard:limit-reached', details: 'labelsPerBoard' });
      const badList = await owner.rpc('import_board', {
        workspace_id: f.workspaceId,
        content: {
          name: 'Half',
          lists: [{ name: 'A' }],
          cards: [
            { list: 0, title: 'Ok' },
            { list: 3, title: 'X' },
          ],
        },
      });
      expect(badList.error).toMatchObject({ hint: 'teamboard:validation', details: 'list' });
      const badColor = await owner.rpc('import_board', {
        workspace_id: f.workspaceId,
        content: { name: 'Half', lists: [{ name: 'A' }], labels: [{ name: 'X', color: 'chartreuse' }] },
      });
      expect(badColor.error).toMatchObject({ code: '23514' });
      const noName = await owner.rpc('import_board', {
        workspace_id: f.workspaceId,
        content: { lists: 'x' },
      });
      expect(noName.error).toMatchObject({ hint: 'teamboard:validation', details: 'content' });
      expect(await rowCounts()).toEqual(before);
    });

    it('links cards of the file that wait on each other, with every check a link added by hand passes', async () => {
      const linked = await owner.rpc('import_board', {
        workspace_id: f.workspaceId,
        content: {
          name: 'Linked',
          lists: [{ name: 'Todo' }],
          cards: [
            { list: 0, title: 'Ship', blocked_by: [1, 2, 1] },
            { list: 0, title: 'Notes', completed: true },
            { list: 0, title: 'Review', blocked_by: [1] },
          ],
        },
      });
      expect(linked.error).toBeNull();
      const { board_id: boardId, imported } = linked.data as {
        board_id: string;
        imported: Record<string, number>;
      };
      expect(imported.dependencies).toBe(3);
      const { rows } = await t.backend.db.query<{ blocked: string; blocker: string }>(
        `select b.title as blocked, r.title as blocker from public.card_dependencies d
         join public.cards b on b.id = d.blocked_card_id join public.cards r on r.id = d.blocker_card_id
         where b.board_id = $1 order by 1, 2`,
        [boardId],
      );
      expect(rows).toEqual([
        { blocked: 'Review', blocker: 'Notes' },
        { blocked: 'Ship', blocker: 'Notes' },
        { blocked: 'Ship', blocker: 'Review' },
      ]);
      // Counted as any link is (the completed blocker is not open); an import records no card history.
      const counts = await t.backend.db.query<{ title: string; n: number }>(
        `select title, open_blocker_count as n from public.cards where board_id = $1 order by title`,
        [boardId],
      );
      expect(counts.rows).toEqual([
        { title: 'Notes', n: 0 },
        { title: 'Review', n: 0 },
        { title: 'Ship', n: 1 },
      ]);
      const activity = await t.backend.db.query(
        `select 1 from public.activity where board_id = $1 and kind like 'dependency.%'`,
        [boardId],
      );
      expect(activity.rows).toEqual([]);
    });

    it('refuses links to no card of the file, to the card itself, in a loop, or past the limit, writing nothing', async () => {
      const before = await rowCounts();
      const attempt = (cards: Record<string, unknown>[]) =>
        owner.rpc('import_board', {
          workspace_id: f.workspaceId,
          content: { name: 'Bad links', lists: [{ name: 'A' }], cards },
        });
      for (const blockedBy of [[2], [-1], ['0'], [0.5], [`0); drop table public.cards; --`]]) {
        const result = await attempt([
          { list: 0, title: 'A', blocked_by: blockedBy },
          { list: 0, title: 'B' },
        ]);
        expect(result.error, JSON.stringify(blockedBy)).toMatchObject({
          hint: 'teamboard:validation',
          details: 'blocked_by',
        });
      }
      expect((await attempt([{ list: 0, title: 'A', blocked_by: 'everything' }])).error).toMatchObject({
        hint: 'teamboard:validation',
        details: 'content',
      });
      expect((await attempt([{ list: 0, title: 'A', blocked_by: [0] }])).error).toMatchObject({
        details: 'dependency_self',
      });
      const loop = await attempt([
        { list: 0, title: 'A', blocked_by: [1] },
        { list: 0, title: 'B', blocked_by: [0] },
      ]);
      expect(loop.error).toMatchObject({ hint: 'teamboard:conflict', details: 'dependency_cycle' });
      const many = await attempt(
        Array.from({ length: 101 }, (_, i) => ({
          list: 0,
          title: `C${String(i)}`,
          blocked_by: Array.from({ length: 50 }, (_, j) => (i + j + 1) % 101),
        })),
      );
      expect(many.error).toMatchObject({ hint: 'teamboard:limit-reached', details: 'dependenciesPerImport' });
      expect(await rowCounts()).toEqual(before);
    });

    it('makes the board in the zone the content names, UTC without one, and refuses a zone Postgres does not list', async () => {
      const zoneOf = async (boardId: string) =>
        (
          await t.backend.db.query<{ time_zone: string }>(
            `select time_zone from public.boards where id = $1`,
            [boardId],
          )
        ).rows[0]?.time_zone;
      const made = async (extra: Record<string, unknown>) => {
        const result = await owner.rpc('import_board', {
          workspace_id: f.workspaceId,
          content: { name: 'Zoned', lists: [], labels: [], cards: [], ...extra },
        });
        expect(result.error, JSON.stringify(extra)).toBeNull();
        return zoneOf((result.data as { board_id: string }).board_id);
      };
      expect(await made({ time_zone: 'America/New_York' })).toBe('America/New_York');
      expect(await made({})).toBe('UTC');
      expect(await made({ time_zone: null })).toBe('UTC');

      const before = await rowCounts();
      for (const zone of [
        'Mars/Olympus_Mons',
        'UTC+3',
        '<+03>-3',
        "UTC'; drop table public.boards; --",
        '../../etc/passwd',
        '',
        'A'.repeat(65),
        42,
        ['Europe/Berlin'],
        { name: 'Europe/Berlin' },
      ]) {
        const result = await owner.rpc('import_board', {
          workspace_id: f.workspaceId,
          content: { ...content, time_zone: zone },
        });
        expect(result.error, JSON.stringify(zone)).toMatchObject({
          hint: 'teamboard:validation',
          details: 'time_zone',
        });
      }
      // Refused whole: not the board, nor any of its lists and cards.
      expect(await rowCounts()).toEqual(before);
    });
  });
}
