import { randomUUID } from 'node:crypto';
import type { LocalSupabase } from '@teamboard/local-supabase';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clientWith, startBackend } from '../src/backend';
import { diff, snapshot, tablesOf, type Snapshot } from '../src/snapshot';
import { createWorkspace, seedBoard, signUp, type Board, type Person } from '../src/world';

/**
 * Who tours: a stranger to alice's workspace; a guest on another board of it;
 * a workspace member who is not on alice's private board. An insider may see
 * the workspace itself (its id, alice's id): only the board is secret.
 */
type Intruder = 'non-member' | 'guest of another board' | 'workspace member off the private board';

interface TourOptions {
  /** Alice's board is private (only its members see it). */
  readonly privateBoard: boolean;
  /** Makes mallory what she is to alice's workspace, as the database owner. */
  readonly enter?: (backend: LocalSupabase, workspaceId: string, malloryId: string) => Promise<void>;
}

const TOURS: Record<Intruder, TourOptions> = {
  'non-member': { privateBoard: false },
  'guest of another board': {
    privateBoard: true,
    enter: async (backend, workspaceId, malloryId) => {
      const other = await backend.db.query<{ id: string }>(
        `insert into public.boards (workspace_id, name) values ($1, 'Open to a guest') returning id`,
        [workspaceId],
      );
      await backend.db.query(
        `insert into public.board_members (board_id, user_id, role) values ($1, $2, 'viewer')
         on conflict do nothing`,
        [other.rows[0]!.id, malloryId],
      );
    },
  },
  'workspace member off the private board': {
    privateBoard: true,
    enter: async (backend, workspaceId, malloryId) => {
      await backend.db.query(
        `insert into public.workspace_members (workspace_id, user_id, role) values ($1, $2, 'member')
         on conflict do nothing`,
        [workspaceId, malloryId],
      );
    },
  },
};

/**
 * Mallory tours everything alice's workspace has: every table, every RPC, the
 * storage objects, the edge functions and the realtime topics. Nothing of the
 * board may be readable, and the database must be exactly as it was after,
 * apart from rows mallory made for herself that point at nothing of alice's.
 */
for (const [intruder, tour] of Object.entries(TOURS) as [Intruder, TourOptions][])
  describe(`security tour: a ${intruder} against a workspace's board`, () => {
    const insider = tour.enter !== undefined;
    let backend: LocalSupabase;
    let alice: Person;
    let mallory: Person;
    let board: Board;
    let secrets: string[];
    let objectPath: string;
    let before: Snapshot;
    let aliceNotification: string;
    let aliceShareToken: string;

    const rest = (path: string, init: RequestInit = {}) =>
      fetch(`${backend.apiUrl}${path}`, {
        ...init,
        headers: {
          apikey: backend.anonKey,
          authorization: `Bearer ${mallory.token}`,
          'content-type': 'application/json',
          ...(init.headers as Record<string, string>),
        },
      });

    /** Fails on a 5xx or on any of alice's ids, her email or the secret text in the answer. */
    async function expectNothingLeaks(what: string, res: Response): Promise<string> {
      const body = await res.text();
      expect(res.status, `${what}: ${body.slice(0, 300)}`).toBeLessThan(500);
      for (const secret of secrets) expect(body, `${what} leaked ${secret}`).not.toContain(secret);
      return body;
    }

    beforeAll(async () => {
      backend = await startBackend();
      alice = await signUp(backend, 'alice');
      mallory = await signUp(backend, 'mallory');
      const ws = await createWorkspace(backend, alice);
      board = await seedBoard(backend, ws, { cards: 3, assignees: [alice.id] });
      if (tour.privateBoard) {
        await backend.db.query(`update public.boards set visibility = 'private' where id = $1`, [
          board.boardId,
        ]);
      }
      await tour.enter?.(backend, ws, mallory.id);
      const cardId = board.cardIds[0]!;
      const aliceDb = clientWith(backend, alice.token);
      for (const [table, row] of [
        ['comments', { card_id: cardId, author_id: alice.id, body: 'top-secret-comment' }],
        ['checklist_items', { card_id: cardId, body: 'top-secret-step', position: 1 }],
      ] as const) {
        const { error } = await aliceDb.from(table).insert(row);
        expect(error).toBeNull();
      }
      objectPath = `${ws}/${cardId}/${randomUUID()}/plan.txt`;
      const upload = await aliceDb.storage.from('attachments').upload(objectPath, 'top-secret-file', {
        contentType: 'text/plain',
      });
      expect(upload.error).toBeNull();
      await backend.db.query(
        `insert into public.invitations (workspace_id, email, role, token_hash, invited_by)
       values ($1, 'friend@example.test', 'member', repeat('a', 64), $2)`,
        [ws, alice.id],
      );
      // Alice's inbox: a notification, the card she watches, her email settings.
      const note = await backend.db.query<{ id: string }>(
        `insert into public.notifications (user_id, workspace_id, board_id, card_id, kind, payload)
       values ($1, $2, $3, $4, 'mentioned', '{"excerpt":"top-secret-mention"}') returning id`,
        [alice.id, ws, board.boardId, cardId],
      );
      aliceNotification = note.rows[0]!.id;
      await backend.db.query(
        `insert into public.card_watchers (card_id, user_id) values ($1, $2) on conflict do nothing`,
        [cardId, alice.id],
      );
      await backend.db.query(
        `insert into public.notification_settings (user_id, email_enabled) values ($1, true)`,
        [alice.id],
      );
      // A public link of alice's board: only its own token may open it.
      const share = await aliceDb.rpc('create_board_share', { board_id: board.boardId });
      expect(share.error).toBeNull();
      aliceShareToken = share.data as string;
      secrets = [
        aliceNotification,
        // An insider knows the workspace and its owner; the board stays secret.
        ...(insider ? [] : [ws, alice.id]),
        board.boardId,
        ...board.listIds,
        ...board.cardIds,
        ...board.labelIds,
        alice.email,
        'top-secret',
      ];
      before = await snapshot(backend.db, ['public', 'storage']);
    });

    // Leaving the workspace or board is hers to do: she comes back before the next probe.
    afterEach(async () => {
      if (board) await tour.enter?.(backend, board.workspaceId, mallory.id);
    });
    afterAll(() => backend?.stop());

    it('reads nothing of the workspace from any table', async () => {
      const tables = (await tablesOf(backend.db, ['public'])).map((t) => t.replace(/^public\./, ''));
      expect(tables.length).toBeGreaterThan(10);
      for (const table of tables) {
        await expectNothingLeaks(`GET ${table}`, await rest(`/rest/v1/${table}?select=*`));
        await expectNothingLeaks(
          `GET ${table} by workspace`,
          await rest(`/rest/v1/${table}?select=*&or=(id.eq.${board.boardId},id.eq.${board.cardIds[0]})`),
        );
      }
    });

    it('changes nothing of the workspace through any table', async () => {
      const { rows: columns } = await backend.db.query<{
        table_name: string;
        column_name: string;
        data_type: string;
      }>(
        `select table_name, column_name, data_type from information_schema.columns
       where table_schema = 'public' order by table_name, ordinal_position`,
      );
      const byTable = new Map<string, typeof columns>();
      for (const c of columns) byTable.set(c.table_name, [...(byTable.get(c.table_name) ?? []), c]);
      const valueFor = (column: string, type: string): unknown => {
        if (column === 'workspace_id') return board.workspaceId;
        if (column === 'board_id') return board.boardId;
        if (column === 'list_id') return board.listIds[0];
        if (column === 'card_id') return board.cardIds[0];
        if (column === 'label_id') return board.labelIds[0];
        if (column === 'user_id' || column === 'id') return type === 'uuid' ? mallory.id : undefined;
        if (type === 'text') return 'pwned';
        if (type === 'numeric' || type === 'integer') return 1;
        return undefined;
      };
      for (const [table, cols] of byTable) {
        const row = Object.fromEntries(
          cols
            .map((c) => [c.column_name, valueFor(c.column_name, c.data_type)] as const)
            .filter(([name, v]) => v !== undefined && name !== 'id'),
        );
        const text = cols.find((c) => c.data_type === 'text' && c.column_name !== 'id');
        const key = cols[0]!.column_name;
        await expectNothingLeaks(
          `POST ${table}`,
          await rest(`/rest/v1/${table}`, { method: 'POST', body: JSON.stringify(row) }),
        );
        await expectNothingLeaks(
          `POST ${table} upsert`,
          await rest(`/rest/v1/${table}`, {
            method: 'POST',
            headers: { prefer: 'resolution=merge-duplicates' },
            body: JSON.stringify(row),
          }),
        );
        if (text) {
          await expectNothingLeaks(
            `PATCH ${table}`,
            await rest(`/rest/v1/${table}?${key}=not.is.null`, {
              method: 'PATCH',
              body: JSON.stringify({ [text.column_name]: 'pwned' }),
            }),
          );
        }
        await expectNothingLeaks(
          `DELETE ${table}`,
          await rest(`/rest/v1/${table}?${key}=not.is.null`, { method: 'DELETE' }),
        );
      }
    });

    it('gets nothing from any RPC', async () => {
      const { rows: functions } = await backend.db.query<{
        name: string;
        args: string[] | null;
        types: string[];
      }>(
        `select p.proname as name, p.proargnames as args,
              array(select format_type(t, null) from unnest(p.proargtypes) t) as types
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public' and p.prokind = 'f'`,
      );
      expect(functions.map((f) => f.name)).toEqual(
        expect.arrayContaining([
          'move_card',
          'transfer_ownership',
          'delete_card',
          'delete_list',
          'move_card_to_board',
          'copy_card',
          'create_board_share',
          'revoke_board_share',
          'shared_board',
          'duplicate_board',
          'import_board',
        ]),
      );
      for (const fn of functions) {
        const body: Record<string, unknown> = {};
        // proargnames lists a RETURNS TABLE function's columns after its inputs: send the inputs only.
        (fn.args ?? []).slice(0, fn.types.length).forEach((arg, i) => {
          const type = fn.types[i] ?? 'text';
          // A flag is a flag, whatever its name (with_cards is no card id).
          body[arg] =
            type === 'boolean'
              ? true
              : arg.includes('workspace')
                ? board.workspaceId
                : arg.includes('board')
                  ? board.boardId
                  : arg.includes('list')
                    ? board.listIds[1]
                    : arg.includes('card') || arg.includes('before') || arg.includes('after')
                      ? board.cardIds[0]
                      : arg.includes('user')
                        ? mallory.id
                        : type === 'jsonb'
                          ? { title: 'pwned' }
                          : type === 'integer'
                            ? 1
                            : 'pwned';
        });
        const res = await rest(`/rest/v1/rpc/${fn.name}`, { method: 'POST', body: JSON.stringify(body) });
        const text = await expectNothingLeaks(`rpc ${fn.name}`, res);
        if (fn.name === 'invitation_preview') {
          // Anyone may ask about a token; an unknown one answers its status and nothing else.
          expect(res.status, `rpc ${fn.name}`).toBe(200);
          const [row] = JSON.parse(text) as Record<string, unknown>[];
          expect(row?.status, `rpc ${fn.name}`).toBe('not_found');
          expect(Object.values(row ?? {}).filter((value) => value !== null)).toEqual(['not_found']);
        } else if (fn.name === 'my_guest_boards') {
          // The caller's own guest boards (a guest tour's own board): never the board under attack.
          expect(res.status, `rpc ${fn.name}`).toBe(200);
          expect(text, `rpc ${fn.name}`).not.toContain(board.boardId);
        } else if (fn.name !== 'create_workspace') {
          // Refused, or — for functions that read with the caller's rights (load_board,
          // search_workspace) — answered with nothing, as a select under RLS would be.
          const refusedOrEmpty = res.status >= 400 || (res.status === 200 && ['null', '[]'].includes(text));
          expect(refusedOrEmpty, `rpc ${fn.name} answered ${res.status}: ${text}`).toBe(true);
        }
      }
    });

    it('deletes, moves and copies no card, not even into a board of her own', async () => {
      const own = await createWorkspace(backend, mallory);
      const ownBoard = await seedBoard(backend, own, { cards: 1, lists: 1, assignees: [mallory.id] });
      const ownList = ownBoard.listIds[0]!;
      const ownCard = ownBoard.cardIds[0]!;
      const calls: [string, Record<string, string>][] = [
        ['delete_card', { card_id: board.cardIds[0]! }],
        ['delete_list', { list_id: board.listIds[0]! }],
        ['move_card_to_board', { card_id: board.cardIds[0]!, list_id: ownList }],
        ['copy_card', { card_id: board.cardIds[0]!, list_id: ownList }],
        // Her own card into alice's list: the target is as closed as the source.
        ['move_card_to_board', { card_id: ownCard, list_id: board.listIds[0]! }],
        ['copy_card', { card_id: ownCard, list_id: board.listIds[0]! }],
      ];
      for (const [fn, args] of calls) {
        const res = await rest(`/rest/v1/rpc/${fn}`, { method: 'POST', body: JSON.stringify(args) });
        const text = await expectNothingLeaks(`rpc ${fn} ${JSON.stringify(args)}`, res);
        expect(res.status, `${fn}: ${text}`).toBeGreaterThanOrEqual(400);
        expect(JSON.parse(text) as { hint?: string }, fn).toMatchObject({ hint: 'teamboard:not-found' });
      }
      const { rows } = await backend.db.query(`select id from public.cards where list_id = $1`, [ownList]);
      expect(rows).toEqual([{ id: ownCard }]);
    });

    it('makes, revokes and copies nothing through the share-link and copy RPCs', async () => {
      const calls: [string, Record<string, unknown>][] = [
        ['create_board_share', { board_id: board.boardId }],
        ['revoke_board_share', { board_id: board.boardId }],
        ['duplicate_board', { board_id: board.boardId, name: 'stolen', with_cards: true }],
        ['duplicate_board', { board_id: board.boardId, name: 'stolen', with_cards: false }],
      ];
      for (const [fn, args] of calls) {
        const res = await rest(`/rest/v1/rpc/${fn}`, { method: 'POST', body: JSON.stringify(args) });
        const text = await expectNothingLeaks(`rpc ${fn} ${JSON.stringify(args)}`, res);
        expect(res.status, `${fn}: ${text}`).toBeGreaterThanOrEqual(400);
        expect(JSON.parse(text) as { hint?: string }, fn).toMatchObject({ hint: 'teamboard:not-found' });
      }
      // A forged token opens nothing; alice's own link still works, so nothing was revoked.
      for (const token of [`${aliceShareToken.slice(0, -2)}xx`, "' or 1=1 --", '']) {
        const res = await rest('/rest/v1/rpc/shared_board', {
          method: 'POST',
          body: JSON.stringify({ token }),
        });
        expect(await expectNothingLeaks(`shared_board ${token}`, res)).toBe('null');
      }
      const own = await clientWith(backend).rpc('shared_board', { token: aliceShareToken });
      expect((own.data as { board: { id: string } } | null)?.board.id).toBe(board.boardId);
    });

    it('lets a signed-out caller run only the invitation preview and the shared board', async () => {
      const { rows: functions } = await backend.db.query<{ name: string }>(
        `select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public' and p.prokind = 'f'`,
      );
      const answered: string[] = [];
      for (const { name } of functions) {
        const res = await fetch(`${backend.apiUrl}/rest/v1/rpc/${name}`, {
          method: 'POST',
          headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
          body: name === 'shared_board' || name === 'invitation_preview' ? '{"token":"pwned"}' : '{}',
        });
        const text = await expectNothingLeaks(`anon rpc ${name}`, res);
        if (res.status === 200) answered.push(name);
        if (name === 'shared_board') expect(text).toBe('null');
      }
      expect(answered.sort()).toEqual(['invitation_preview', 'shared_board']);
    });

    it('marks none of her notifications read and watches none of her cards', async () => {
      const marked = await rest('/rest/v1/rpc/mark_notifications_read', {
        method: 'POST',
        body: JSON.stringify({ ids: [aliceNotification] }),
      });
      expect(await expectNothingLeaks('mark_notifications_read', marked)).toBe('0');
      const all = await rest('/rest/v1/rpc/mark_notifications_read', { method: 'POST', body: '{}' });
      expect(await expectNothingLeaks('mark all read', all)).toBe('0');
      const watch = await rest('/rest/v1/rpc/set_card_watch', {
        method: 'POST',
        body: JSON.stringify({ card_id: board.cardIds[0], watching: true }),
      });
      await expectNothingLeaks('set_card_watch', watch);
      expect(watch.status).toBe(400);
    });

    it('reads, lists, signs, overwrites, moves and deletes no storage object', async () => {
      const storage = clientWith(backend, mallory.token).storage.from('attachments');
      const download = await storage.download(objectPath);
      expect(download.data).toBeNull();
      const listed = await storage.list(`${board.workspaceId}/${board.cardIds[0]}`);
      expect(listed.data ?? []).toEqual([]);
      const signed = await storage.createSignedUrl(objectPath, 60);
      expect(signed.data).toBeNull();
      const overwrite = await storage.upload(objectPath, 'pwned', {
        upsert: true,
        contentType: 'text/plain',
      });
      expect(overwrite.error).not.toBeNull();
      const fresh = await storage.upload(
        `${board.workspaceId}/${board.cardIds[0]}/${randomUUID()}/x.txt`,
        'pwned',
        { contentType: 'text/plain' },
      );
      expect(fresh.error).not.toBeNull();
      await storage.move(objectPath, `${board.workspaceId}/${board.cardIds[1]}/${randomUUID()}/moved.txt`);
      await storage.copy(objectPath, `${board.workspaceId}/${board.cardIds[1]}/${randomUUID()}/copy.txt`);
      await storage.remove([objectPath]);
      for (const path of [
        `/storage/v1/object/attachments/${objectPath}`,
        `/storage/v1/object/authenticated/attachments/${objectPath}`,
        `/storage/v1/object/public/attachments/${objectPath}`,
        `/storage/v1/object/info/attachments/${objectPath}`,
      ]) {
        await expectNothingLeaks(`GET ${path}`, await rest(path));
      }
      const still = await clientWith(backend, alice.token).storage.from('attachments').download(objectPath);
      expect(await still.data?.text()).toBe('top-secret-file');
    });

    it('gets nothing from the edge functions', async () => {
      for (const [name, body] of [
        ['export-board', { board_id: board.boardId, format: 'json' }],
        ['export-board', { board_id: board.boardId, format: 'csv' }],
        ['invite-member', { workspace_id: board.workspaceId, email: 'mallory2@example.test', role: 'owner' }],
        ['reset-member-two-factor', { workspace_id: board.workspaceId, user_id: alice.id }],
      ] as const) {
        const res = await rest(`/functions/v1/${name}`, { method: 'POST', body: JSON.stringify(body) });
        const text = await expectNothingLeaks(`function ${name}`, res);
        expect(res.status, `${name}: ${text}`).toBeGreaterThanOrEqual(400);
      }
      expect(backend.mailbox.list().filter((m) => m.to.includes('mallory2'))).toEqual([]);
      // An import into alice's workspace naming her as an assignee: refused, answering nothing of hers.
      const form = new FormData();
      form.set('workspace_id', board.workspaceId);
      form.set(
        'file',
        new Blob([`title,list,assignee email\r\nPwned,Mallory,${alice.email}\r\n`]),
        'pwn.csv',
      );
      const imported = await fetch(`${backend.apiUrl}/functions/v1/import-board`, {
        method: 'POST',
        headers: { apikey: backend.anonKey, authorization: `Bearer ${mallory.token}` },
        body: form,
      });
      const text = await expectNothingLeaks('function import-board', imported);
      // Refused: a stranger and a guest learn nothing of the workspace, a member without the right to import is forbidden.
      expect(imported.status, `import-board: ${text}`).toBe(
        intruder === 'workspace member off the private board' ? 403 : 404,
      );
    });

    // Before the realtime check, where alice herself writes.
    it('left everything of the workspace exactly as it was', async () => {
      const changes = diff(before, await snapshot(backend.db, ['public', 'storage']));
      // Mallory may change her own rows (her profile) and make rows that point at nothing of alice's.
      const leaky = (row: string) => secrets.some((s) => row.includes(s));
      const harmful = changes
        .map((c) => ({
          ...c,
          removed: c.removed.filter((r) => !r.includes(mallory.id) || leaky(r)),
          added: c.added.filter(leaky),
        }))
        .filter((c) => c.removed.length || c.added.length);
      expect(harmful).toEqual([]);
    });

    it('hears nothing on any realtime topic of the board', async () => {
      const { rows } = await backend.db.query<{ tablename: string }>(
        `select tablename from pg_publication_tables where pubname = 'supabase_realtime' and schemaname = 'public'`,
      );
      // A board of her own, made before listening: a change on it is the sentinel below.
      const ownBoard = await seedBoard(backend, await createWorkspace(backend, mallory), {
        cards: 0,
        lists: 1,
        assignees: [],
      });
      const heard: string[] = [];
      const spy = clientWith(backend, mallory.token);
      await spy.realtime.setAuth(mallory.token);
      const joins = rows.map(
        ({ tablename }) =>
          new Promise<void>((resolve, reject) => {
            spy
              .channel(`spy:${tablename}`)
              .on('postgres_changes', { event: '*', schema: 'public', table: tablename }, (p) =>
                heard.push(`${tablename}: ${JSON.stringify(p)}`),
              )
              .subscribe((status) =>
                String(status) === 'SUBSCRIBED' ? resolve() : reject(new Error(status)),
              );
          }),
      );
      await Promise.all(joins);
      // A member may hear the workspace's notices: none may name the private board.
      if (intruder === 'workspace member off the private board') {
        await tour.enter!(backend, board.workspaceId, mallory.id);
        const status = await new Promise<string>((resolve) => {
          spy
            .channel(`workspace:${board.workspaceId}`, { config: { private: true } })
            .on('broadcast', { event: '*' }, (p) => heard.push(`broadcast: ${JSON.stringify(p)}`))
            .subscribe((s) => resolve(String(s)));
        });
        expect(status).toBe('SUBSCRIBED');
      }
      // The board's presence and hints, and (for anyone outside) the workspace's notices.
      const closed = [
        `board:${board.boardId}`,
        ...(intruder === 'workspace member off the private board' ? [] : [`workspace:${board.workspaceId}`]),
      ];
      for (const topic of closed) {
        const privateStatus = await new Promise<string>((resolve) => {
          spy
            .channel(topic, { config: { private: true } })
            .on('broadcast', { event: '*' }, (p) => heard.push(`broadcast: ${JSON.stringify(p)}`))
            .on('presence', { event: 'sync' }, () => heard.push(`presence on ${topic}`))
            .subscribe((status) => resolve(String(status)));
        });
        expect(privateStatus, `a non-member joined the private channel ${topic}`).not.toBe('SUBSCRIBED');
      }

      const aliceDb = clientWith(backend, alice.token);
      const card = await aliceDb
        .from('cards')
        .insert({
          board_id: board.boardId,
          list_id: board.listIds[0],
          title: 'top-secret-card',
          position: 99,
        })
        .select('id')
        .single<{ id: string }>();
      expect(card.error).toBeNull();
      for (const [table, row] of [
        ['lists', { board_id: board.boardId, name: 'top-secret-list', position: 9999 }],
        ['labels', { board_id: board.boardId, name: 'top-secret', color: 'red' }],
        ['comments', { card_id: card.data!.id, author_id: alice.id, body: 'top-secret-again' }],
        ['checklist_items', { card_id: card.data!.id, body: 'top-secret-item', position: 2 }],
        ['card_assignees', { card_id: card.data!.id, user_id: alice.id }],
        ['card_labels', { card_id: card.data!.id, label_id: board.labelIds[0] }],
      ] as const) {
        const { error } = await aliceDb.from(table).insert(row);
        expect(error, table).toBeNull();
      }
      await aliceDb.from('boards').update({ name: 'top-secret-board' }).eq('id', board.boardId);
      // Sentinel: a later change she may see. Realtime delivers in order on her one
      // socket, so anything of alice's that leaked would be heard before it.
      const sentinel = await clientWith(backend, mallory.token).from('cards').insert({
        board_id: ownBoard.boardId,
        list_id: ownBoard.listIds[0],
        title: 'mallory-sentinel',
        position: 1,
      });
      expect(sentinel.error).toBeNull();
      await expect
        .poll(() => heard.some((h) => h.includes('mallory-sentinel')), { timeout: 10_000 })
        .toBe(true);
      const leaked = heard.filter((h) => !(h.startsWith('cards: ') && h.includes('mallory-sentinel')));
      expect(leaked.filter((h) => secrets.some((secret) => h.includes(secret)) || !insider)).toEqual([]);
      await spy.removeAllChannels();
    });
  });
