import { randomUUID } from 'node:crypto';
import { REALTIME_SUBSCRIBE_STATES, createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { LocalSupabase } from '@teamboard/local-supabase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientWith, startBackend } from '../src/backend';
import { tablesOf } from '../src/snapshot';
import { createWorkspace, seedBoard, signUp, type Board, type Person } from '../src/world';

const PASSWORD = 'Correct-horse-42';

/**
 * Two tours of the owner's own workspace with sessions the server must refuse
 * whatever the screens do (issue 29):
 *   - aal1: alice has a verified second factor and signs in with the password
 *     alone; every table, RPC, bucket, function and channel refuses her;
 *   - ended: alice signed out everywhere; her old access token gets nothing
 *     from Storage (REST and Realtime are toured in the database suites).
 */
describe('security tour: sessions the server must refuse', () => {
  let backend: LocalSupabase;
  let alice: Person;
  let board: Board;
  let objectPath: string;

  /** A fresh password sign-in of alice: aal1 once she has a factor. */
  async function passwordSession(): Promise<{ client: SupabaseClient; token: string }> {
    const client = createClient(backend.apiUrl, backend.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    const { data, error } = await client.auth.signInWithPassword({ email: alice.email, password: PASSWORD });
    expect(error).toBeNull();
    return { client, token: data.session!.access_token };
  }

  beforeAll(async () => {
    backend = await startBackend();
    alice = await signUp(backend, 'alice');
    const ws = await createWorkspace(backend, alice);
    board = await seedBoard(backend, ws, { cards: 2, assignees: [alice.id] });
    objectPath = `${ws}/${board.cardIds[0]!}/${randomUUID()}/plan.txt`;
    const upload = await clientWith(backend, alice.token)
      .storage.from('attachments')
      .upload(objectPath, 'top-secret-file', { contentType: 'text/plain' });
    expect(upload.error).toBeNull();
  });
  afterAll(() => backend?.stop());

  /** Every bucket refuses `client`: nothing listed or uploaded, alice's file neither read nor signed for a week. */
  async function expectNoStorage(client: SupabaseClient): Promise<void> {
    const { rows } = await backend.db.query<{ id: string }>('select id from storage.buckets order by id');
    for (const { id } of rows) {
      const bucket = client.storage.from(id);
      expect((await bucket.list(board.workspaceId)).data ?? [], id).toEqual([]);
      const png = new Blob(['x'], { type: 'image/png' });
      expect((await bucket.upload(`${alice.id}/${randomUUID()}.png`, png)).error, id).not.toBeNull();
    }
    const attachments = client.storage.from('attachments');
    expect((await attachments.download(objectPath)).error).not.toBeNull();
    expect((await attachments.createSignedUrl(objectPath, 7 * 24 * 3600)).error).not.toBeNull();
  }

  describe('a password-only (aal1) session of a user with a second factor', () => {
    let aal1: { client: SupabaseClient; token: string };
    const rest = (path: string, init: RequestInit = {}) =>
      fetch(`${backend.apiUrl}${path}`, {
        ...init,
        headers: {
          apikey: backend.anonKey,
          authorization: `Bearer ${aal1.token}`,
          'content-type': 'application/json',
        },
      });

    beforeAll(async () => {
      // A verified factor, as enrolling in /account leaves it; the sign-in after it is aal1.
      await backend.db.query(
        `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
         values ($1, $2, 'phone', 'totp', 'verified', now(), now(), 'JBSWY3DPEHPK3PXP')`,
        [randomUUID(), alice.id],
      );
      aal1 = await passwordSession();
    });

    it('reads and writes no table', async () => {
      const tables = (await tablesOf(backend.db, ['public'])).map((t) => t.replace(/^public\./, ''));
      expect(tables.length).toBeGreaterThan(10);
      for (const table of tables) {
        const read = await rest(`/rest/v1/${table}?select=*`);
        expect(read.status, `GET ${table}`).toBe(403);
        expect(((await read.json()) as { details?: string }).details, table).toBe('insufficient_aal');
        const write = await rest(`/rest/v1/${table}`, { method: 'POST', body: '{}' });
        expect(write.status, `POST ${table}`).toBe(403);
      }
    });

    it('calls no RPC', async () => {
      const { rows } = await backend.db.query<{ fn: string }>(
        `select p.proname as fn from pg_proc p join pg_namespace n on n.oid = p.pronamespace
         where n.nspname = 'public' and has_function_privilege('authenticated', p.oid, 'execute')`,
      );
      expect(rows.length).toBeGreaterThan(10);
      for (const { fn } of rows) {
        const res = await rest(`/rest/v1/rpc/${fn}`, { method: 'POST', body: '{}' });
        const body = await res.text();
        expect(res.status, `${fn}: ${body}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${fn}: ${body}`).toBeLessThan(500);
        expect(body, fn).not.toContain('top-secret');
      }
      const share = await rest('/rest/v1/rpc/create_board_share', {
        method: 'POST',
        body: JSON.stringify({ board_id: board.boardId }),
      });
      expect(share.status).toBe(403);
    });

    it('reads, lists, signs and uploads no object in any bucket', async () => {
      await expectNoStorage(aal1.client);
    });

    it('gets nothing from the edge functions', async () => {
      for (const [name, body] of [
        ['export-board', { board_id: board.boardId, format: 'json' }],
        ['invite-member', { workspace_id: board.workspaceId, email: 'friend@example.test', role: 'member' }],
        ['reset-member-two-factor', { workspace_id: board.workspaceId, user_id: alice.id }],
      ] as const) {
        const res = await rest(`/functions/v1/${name}`, { method: 'POST', body: JSON.stringify(body) });
        const text = await res.text();
        expect(res.status, `${name}: ${text}`).toBe(403);
        expect(text, name).not.toContain('top-secret');
      }
      const form = new FormData();
      form.set('workspace_id', board.workspaceId);
      form.set('file', new Blob(['title,list\r\nSneaky,Todo\r\n']), 'cards.csv');
      const imported = await fetch(`${backend.apiUrl}/functions/v1/import-board`, {
        method: 'POST',
        headers: { apikey: backend.anonKey, authorization: `Bearer ${aal1.token}` },
        body: form,
      });
      expect(imported.status, await imported.text()).toBeGreaterThanOrEqual(400);
      const { rows } = await backend.db.query(`select 1 from public.cards where title = 'Sneaky'`);
      expect(rows).toEqual([]);
    });

    it('joins no private channel of the workspace or board', async () => {
      for (const topic of [`workspace:${board.workspaceId}`, `board:${board.boardId}`]) {
        const channel = aal1.client.channel(topic, { config: { private: true } });
        const state = await new Promise<string>((resolve) => channel.subscribe((status) => resolve(status)));
        expect(state, topic).not.toBe(REALTIME_SUBSCRIBE_STATES.SUBSCRIBED);
      }
      await aal1.client.removeAllChannels();
    });
  });

  describe('a session ended by "sign out of all devices"', () => {
    it('gets nothing from Storage with its old access token', async () => {
      await backend.db.query('delete from auth.mfa_factors where user_id = $1', [alice.id]);
      const phone = await passwordSession();
      const laptop = await passwordSession();
      expect((await phone.client.storage.from('attachments').download(objectPath)).error).toBeNull();
      expect((await laptop.client.auth.signOut({ scope: 'global' })).error).toBeNull();

      await expectNoStorage(phone.client);
      const folder = objectPath.split('/').slice(0, 2).join('/');
      expect(
        (await phone.client.storage.from('attachments').upload(`${folder}/${randomUUID()}/late.txt`, 'late'))
          .error,
      ).not.toBeNull();
    });
  });
  describe('API tokens (issue 34)', () => {
    /** A token of alice's for her workspace, and the access token the exchange function gives for it. */
    async function tokenSession(
      scope: 'read' | 'write',
      boardIds?: string[],
    ): Promise<{ id: string; token: string; client: SupabaseClient }> {
      await backend.db.query('delete from auth.mfa_factors where user_id = $1', [alice.id]);
      const owner = (await passwordSession()).client;
      const created = await owner.rpc('create_api_token', {
        name: `tour ${scope}`,
        target_workspace_id: board.workspaceId,
        scope,
        expires_at: new Date(Date.now() + 3_600_000).toISOString(),
        ...(boardIds ? { board_ids: boardIds } : {}),
      });
      expect(created.error).toBeNull();
      const { id, token } = created.data as { id: string; token: string };
      const res = await exchange(token);
      expect(res.status).toBe(200);
      return { id, token, client: clientWith(backend, (res.body as { access_token: string }).access_token) };
    }
    async function exchange(token: string): Promise<{ status: number; body: unknown }> {
      const res = await fetch(`${backend.apiUrl}/functions/v1/api-token-session`, {
        method: 'POST',
        headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ token }),
      });
      return { status: res.status, body: await res.json() };
    }

    it('a read token writes no table and no object in any bucket', async () => {
      const { client } = await tokenSession('read');
      const tables = (await tablesOf(backend.db, ['public'])).map((t) => t.replace(/^public\./, ''));
      for (const table of tables) {
        const write = await client.from(table as 'cards').insert({} as never);
        expect(write.status, `POST ${table}`).toBe(403);
        expect(write.error?.details, table).toBe('token_read_only');
      }
      const { rows } = await backend.db.query<{ id: string }>('select id from storage.buckets order by id');
      for (const { id } of rows) {
        const path =
          id === 'attachments'
            ? `${objectPath.split('/').slice(0, 2).join('/')}/${randomUUID()}/x.png`
            : `${alice.id}/${randomUUID()}.png`;
        expect(
          (await client.storage.from(id).upload(path, new Blob(['x'], { type: 'image/png' }))).error,
          id,
        ).not.toBeNull();
      }
      expect((await client.storage.from('attachments').download(objectPath)).error).toBeNull();
    });

    it('a token held to one board reads and writes nothing of another board, in any table', async () => {
      const other = await seedBoard(backend, board.workspaceId, { cards: 2, assignees: [alice.id] });
      const { client } = await tokenSession('write', [board.boardId]);
      const { rows: tables } = await backend.db.query<{ table_name: string; column_name: string }>(
        `select table_name, column_name from information_schema.columns
         where table_schema = 'public' and (column_name = 'board_id' or (table_name = 'boards' and column_name = 'id'))
           and table_name in (select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE')
         order by table_name`,
      );
      expect(tables.length).toBeGreaterThan(10);
      for (const { table_name: table, column_name: column } of tables) {
        const read = await client
          .from(table as 'cards')
          .select(column as 'board_id')
          .eq(column as 'board_id', other.boardId);
        expect(read.error, table).toBeNull();
        expect(read.data, table).toEqual([]);
      }
      // Its own board's cards it reads; another board's card it cannot change.
      const own = await client.from('cards').select('id').eq('board_id', board.boardId);
      expect(own.data).toHaveLength(board.cardIds.length);
      const changed = await client
        .from('cards')
        .update({ title: 'Reached' })
        .eq('id', other.cardIds[0]!)
        .select('id');
      expect(changed.data ?? []).toEqual([]);
      const { rows } = await backend.db.query<{ title: string }>(
        'select title from public.cards where id = $1',
        [other.cardIds[0]],
      );
      expect(rows[0]?.title).not.toBe('Reached');
    });

    it('a revoked token gets nothing: not REST, not Storage, not a new session', async () => {
      const { id, token, client } = await tokenSession('write');
      expect((await client.storage.from('attachments').download(objectPath)).error).toBeNull();
      const owner = (await passwordSession()).client;
      expect((await owner.rpc('revoke_api_token', { token_id: id })).error).toBeNull();

      const read = await client.from('cards').select('title').eq('board_id', board.boardId);
      expect(read.status).toBe(401);
      expect(read.error?.details).toBe('token_revoked');
      expect((await client.storage.from('attachments').download(objectPath)).error).not.toBeNull();
      const again = await exchange(token);
      expect(again.status).toBe(403);
      expect(again.body).toMatchObject({ error: { code: 'forbidden', reason: 'token_revoked' } });
      expect(JSON.stringify(again.body)).not.toContain('access_token');
    });
  });
});
