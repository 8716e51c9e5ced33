import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@teamboard/sdk';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, startBackend, serverVariant, variants, type TestBackend } from './support/backend';
import { clientFor } from './support/clients';
import { createFixture, type Fixture } from './support/fixture';

// API tokens (issue 34), as the database enforces them: a token session is an
// Auth session the `api-token-session` function recorded as the token's
// (here inserted directly, the function is tested through the SDK). Scopes,
// the one workspace, revocation and expiry are asked of every request.
interface Created {
  id: string;
  token: string;
  scope: string;
  prefix: string;
  token_hash?: string;
}

for (const variant of variants) {
  describe(`API tokens on ${variant.name}`, serverVariant(variant.server), () => {
    let t: TestBackend;
    let f: Fixture;
    let other: Fixture;
    let service: SupabaseClient<Database>;
    let member: SupabaseClient;

    const create = async (client: SupabaseClient, args: Partial<Record<string, unknown>> = {}) =>
      (await client.rpc('create_api_token', {
        name: 'Import script',
        target_workspace_id: f.workspaceId,
        scope: 'read',
        expires_at: new Date(Date.now() + 86_400_000).toISOString(),
        ...args,
      })) as { data: Created | null; error: { message: string; hint?: string; details?: string } | null };

    /** A client on a session of `userId` that the function recorded as `tokenId`'s. */
    const tokenClient = async (tokenId: string, userId = f.users.member) => {
      const sessionId = randomUUID();
      await t.backend.db.query(
        `insert into auth.sessions (id, user_id, created_at, updated_at, aal) values ($1, $2, now(), now(), 'aal1')`,
        [sessionId, userId],
      );
      const attached = await service.rpc('attach_api_token_session', {
        token_id: tokenId,
        session_id: sessionId,
      });
      const jwt = await new SignJWT({
        sub: userId,
        role: 'authenticated',
        aud: 'authenticated',
        session_id: sessionId,
        aal: 'aal1',
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode(t.backend.jwtSecret));
      const client = createClient(t.backend.apiUrl, t.backend.anonKey, {
        accessToken: () => Promise.resolve(jwt),
      });
      return { client, sessionId, attached };
    };

    beforeAll(async () => {
      t = await startBackend(variant);
      f = await createFixture(t.backend.db);
      // A second workspace the same member belongs to: a token for the first must not see it.
      other = await createFixture(t.backend.db);
      await t.backend.db.query(
        `insert into public.workspace_members (workspace_id, user_id, role) values ($1, $2, 'member')`,
        [other.workspaceId, f.users.member],
      );
      service = createClient<Database>(t.backend.apiUrl, t.backend.serviceRoleKey, {
        auth: { persistSession: false, autoRefreshToken: false },
      });
      member = await clientFor(t.backend, f.users.member);
    });
    afterAll(async () => t?.stop());

    it('shows the token once, keeps only its hash, and lists it to its person alone', async () => {
      const { data, error } = await create(member);
      expect(error).toBeNull();
      expect(data!.token).toMatch(/^tbk_[A-Za-z0-9_-]{43}$/);
      expect(data).not.toHaveProperty('token_hash');
      expect(data!.prefix).toBe(data!.token.slice(0, 12));
      const stored = await t.backend.db.query<{ token_hash: string }>(
        'select token_hash from public.api_tokens where id = $1',
        [data!.id],
      );
      expect(stored.rows[0]!.token_hash).not.toContain(data!.token);
      expect(stored.rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);

      const listed = await member
        .from('api_tokens')
        .select('id, name, scope, last_used_at, revoked_at')
        .eq('id', data!.id);
      expect(listed.data).toEqual([
        { id: data!.id, name: 'Import script', scope: 'read', last_used_at: null, revoked_at: null },
      ]);
      expect((await member.from('api_tokens').select('token_hash')).error).not.toBeNull();
      const outsider = await clientFor(t.backend, f.users.outsider);
      expect((await outsider.from('api_tokens').select('id')).data).toEqual([]);
      // Nobody writes the table directly.
      const forged = await member.from('api_tokens').insert({
        workspace_id: f.workspaceId,
        name: 'x',
        scope: 'write',
        token_hash: 'a'.repeat(64),
        prefix: 'tbk_',
        expires_at: new Date(Date.now() + 1000).toISOString(),
      });
      expect(forged.error).not.toBeNull();
      expect(
        (await member.from('api_tokens').update({ scope: 'write' }).eq('id', data!.id).select()).error,
      ).not.toBeNull();
    });

    it('refuses bad input and workspaces the caller is not in, with typed errors', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ name: '  ' }, 'teamboard:validation'],
        [{ name: 'x'.repeat(101) }, 'teamboard:validation'],
        [{ scope: 'admin' }, 'teamboard:validation'],
        [{ expires_at: new Date(Date.now() - 1000).toISOString() }, 'teamboard:validation'],
        [{ expires_at: new Date(Date.now() + 400 * 86_400_000).toISOString() }, 'teamboard:validation'],
        [{ target_workspace_id: randomUUID() }, 'teamboard:not-found'],
      ];
      for (const [args, hint] of cases)
        expect((await create(member, args)).error?.hint, JSON.stringify(args)).toBe(hint);
      const outsider = await clientFor(t.backend, f.users.outsider);
      expect((await create(outsider)).error?.hint).toBe('teamboard:not-found');
      const anon = await clientFor(t.backend);
      expect((await create(anon)).error).not.toBeNull();
    });

    it('redeems only for the service role, and tells a forged, revoked or expired token apart', async () => {
      const { data } = await create(member);
      expect((await member.rpc('redeem_api_token', { token: data!.token })).error).not.toBeNull();
      expect(
        (await (await clientFor(t.backend)).rpc('redeem_api_token', { token: data!.token })).error,
      ).not.toBeNull();

      const redeemed = await service.rpc('redeem_api_token', { token: data!.token });
      expect(redeemed.error).toBeNull();
      expect(redeemed.data).toMatchObject({
        token_id: data!.id,
        user_id: f.users.member,
        workspace_id: f.workspaceId,
        scope: 'read',
      });
      const used = await member.from('api_tokens').select('last_used_at').eq('id', data!.id).single();
      expect(used.data!.last_used_at).not.toBeNull();

      const forged = `${data!.token.slice(0, -1)}${data!.token.endsWith('A') ? 'B' : 'A'}`;
      for (const token of [forged, '', 'x'.repeat(10_000), "' or 1=1 --"]) {
        expect((await service.rpc('redeem_api_token', { token })).error?.details).toBe('token_invalid');
      }
      expect((await member.rpc('revoke_api_token', { token_id: data!.id })).error).toBeNull();
      expect((await service.rpc('redeem_api_token', { token: data!.token })).error?.details).toBe(
        'token_revoked',
      );

      const old = await create(member);
      await t.backend.db.query(
        `update public.api_tokens set created_at = now() - interval '2 days', expires_at = now() - interval '1 second' where id = $1`,
        [old.data!.id],
      );
      expect((await service.rpc('redeem_api_token', { token: old.data!.token })).error?.details).toBe(
        'token_expired',
      );
    });

    it('lets a read token read its workspace only, and write nothing anywhere', async () => {
      const { data } = await create(member, { scope: 'read' });
      const { client, attached } = await tokenClient(data!.id);
      expect(attached.error).toBeNull();

      const cards = await client.from('cards').select('id').eq('id', f.cardId);
      expect(cards.data).toEqual([{ id: f.cardId }]);
      // The other workspace, its boards and cards, and its membership row are invisible.
      expect((await client.from('workspaces').select('id')).data).toEqual([{ id: f.workspaceId }]);
      expect((await client.from('cards').select('id').eq('id', other.cardId)).data).toEqual([]);
      expect((await client.from('boards').select('id').eq('id', other.boardId)).data).toEqual([]);
      expect(
        (await client.from('workspace_members').select('workspace_id').eq('workspace_id', other.workspaceId))
          .data,
      ).toEqual([]);
      // The same person with a password still sees both.
      expect((await member.from('cards').select('id').eq('id', other.cardId)).data).toEqual([
        { id: other.cardId },
      ]);

      const update = await client.from('cards').update({ title: 'Changed' }).eq('id', f.cardId).select();
      expect(update.status).toBe(403);
      expect(update.error).toMatchObject({ details: 'token_read_only', hint: 'teamboard:forbidden' });
      const insert = await client
        .from('cards')
        .insert({ board_id: f.boardId, list_id: f.listIds[0], title: 'New' });
      expect(insert.error?.details).toBe('token_read_only');
      // An RPC that writes fails in its read-only transaction; one that reads works.
      const rpcWrite = await client.rpc('move_card', { card_id: f.cardId, list_id: f.listIds[1] });
      expect(rpcWrite.error).not.toBeNull();
      const list = await t.backend.db.query<{ list_id: string }>(
        'select list_id from public.cards where id = $1',
        [f.cardId],
      );
      expect(list.rows[0]!.list_id).toBe(f.listIds[0]);
      expect((await client.rpc('load_board', { target_board_id: f.boardId })).error).toBeNull();
      // Storage writes are refused too.
      const upload = await client.storage
        .from('attachments')
        .upload(`${f.workspaceId}/${f.cardId}/note.txt`, new Blob(['x'], { type: 'text/plain' }));
      expect(upload.error).not.toBeNull();
      const title = await t.backend.db.query<{ title: string }>(
        'select title from public.cards where id = $1',
        [f.cardId],
      );
      expect(title.rows[0]!.title).toBe('First card');
    });

    it('lets a write token write in its workspace and not in another', async () => {
      const { data } = await create(member, { scope: 'write' });
      const { client } = await tokenClient(data!.id);
      const insert = await client
        .from('cards')
        .insert({ board_id: f.boardId, list_id: f.listIds[0], title: 'By script' })
        .select('id');
      expect(insert.error).toBeNull();
      const elsewhere = await client
        .from('cards')
        .insert({ board_id: other.boardId, list_id: other.listIds[0], title: 'Nope' })
        .select('id');
      expect(elsewhere.error).not.toBeNull();
      expect((await t.backend.db.query(`select 1 from public.cards where title = 'Nope'`)).rows).toEqual([]);
    });

    it('refuses escalation: a token cannot mint or revoke tokens, nor take another person’s session', async () => {
      const { data } = await create(member, { scope: 'write' });
      const { client } = await tokenClient(data!.id);
      expect((await create(client, { scope: 'write' })).error?.details).toBe('token_session');
      expect((await client.rpc('revoke_api_token', { token_id: data!.id })).error?.details).toBe(
        'token_session',
      );
      // The owner's session cannot be recorded as the member's token.
      const sessionId = randomUUID();
      await t.backend.db.query(
        `insert into auth.sessions (id, user_id, created_at, updated_at) values ($1, $2, now(), now())`,
        [sessionId, f.users.owner],
      );
      const hijack = await service.rpc('attach_api_token_session', {
        token_id: data!.id,
        session_id: sessionId,
      });
      expect(hijack.error?.hint).toBe('teamboard:not-found');
      // Another person's token cannot be revoked (it does not exist for them).
      const admin = await clientFor(t.backend, f.users.admin);
      expect((await admin.rpc('revoke_api_token', { token_id: data!.id })).error?.hint).toBe(
        'teamboard:not-found',
      );
      expect(
        (await member.from('api_tokens').select('revoked_at').eq('id', data!.id).single()).data!.revoked_at,
      ).toBeNull();
    });

    it('refuses a revoked token’s next request at once, and ends its sessions', async () => {
      const { data } = await create(member, { scope: 'write' });
      const { client, sessionId } = await tokenClient(data!.id);
      expect((await client.from('cards').select('id').eq('id', f.cardId)).data).toHaveLength(1);
      expect((await member.rpc('revoke_api_token', { token_id: data!.id })).error).toBeNull();
      const next = await client.from('cards').select('id').eq('id', f.cardId);
      expect(next.status).toBe(401);
      expect(next.error).toMatchObject({
        message: 'This API token was revoked.',
        details: 'token_revoked',
        hint: 'teamboard:forbidden',
      });
      expect(
        (await t.backend.db.query('select 1 from auth.sessions where id = $1', [sessionId])).rows,
      ).toEqual([]);
      const listed = await member.from('api_tokens').select('revoked_at').eq('id', data!.id).single();
      expect(listed.data!.revoked_at).not.toBeNull();
    });

    it('refuses an expired token’s next request', async () => {
      const { data } = await create(member, { scope: 'read' });
      const { client } = await tokenClient(data!.id);
      expect((await client.from('cards').select('id').eq('id', f.cardId)).error).toBeNull();
      await t.backend.db.query(
        `update public.api_tokens set created_at = now() - interval '2 days', expires_at = now() - interval '1 second' where id = $1`,
        [data!.id],
      );
      const next = await client.from('cards').select('id').eq('id', f.cardId);
      expect(next.status).toBe(401);
      expect(next.error?.details).toBe('token_expired');
    });

    it('holds the token to its workspace in SQL too (RLS without the pre-request check)', async () => {
      const { data } = await create(member, { scope: 'read' });
      const { sessionId } = await tokenClient(data!.id);
      const seen = await as(t.backend.db, { userId: f.users.member }, async (tx) => {
        await tx.query(`select set_config('request.jwt.claims', $1, true)`, [
          JSON.stringify({ sub: f.users.member, role: 'authenticated', session_id: sessionId }),
        ]);
        return (
          await tx.query<{ id: string }>('select id from public.boards where id = any($1)', [
            [f.boardId, other.boardId],
          ])
        ).rows;
      });
      expect(seen).toEqual([{ id: f.boardId }]);
    });
  });
}
