import { randomUUID } from 'node:crypto';
import { createClient, REALTIME_SUBSCRIBE_STATES, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@teamboard/sdk';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, startBackend, serverVariant, variants, type TestBackend } from './support/backend';
import { clientFor } from './support/clients';
import { createFixture, type Fixture } from './support/fixture';

// API tokens held to some boards, and bot tokens (issue 34), as the database
// enforces them. A token session is an Auth session recorded as the token's
// (inserted here directly; the exchange is tested through the SDK).
interface Created {
  id: string;
  token: string;
  user_id: string;
  created_by: string;
  board_ids: string[] | null;
  bot: boolean;
}
type Answer = { data: Created | null; error: { message: string; hint?: string; details?: string } | null };

/** Joins a private channel; `joined` false when realtime refused the join. */
async function joins(client: SupabaseClient, topic: string): Promise<boolean> {
  const channel = client.channel(topic, { config: { private: true } });
  const joined = await new Promise<boolean>((resolve) => {
    channel.subscribe((state) => resolve(state === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED));
  });
  await client.removeChannel(channel);
  return joined;
}

for (const variant of variants) {
  describe(`board-limited and bot API tokens on ${variant.name}`, serverVariant(variant.server), () => {
    let t: TestBackend;
    let f: Fixture;
    let other: Fixture;
    let service: SupabaseClient<Database>;
    let member: SupabaseClient;
    let admin: SupabaseClient;
    // A second board of the same workspace, with a list and a card the member is assigned to.
    let boardB: string;
    let listB: string;
    let cardB: string;
    let privateBoard: string;
    const clients: SupabaseClient[] = [];

    const create = async (client: SupabaseClient, args: Partial<Record<string, unknown>> = {}) =>
      (await client.rpc('create_api_token', {
        name: 'Board script',
        target_workspace_id: f.workspaceId,
        scope: 'write',
        expires_at: new Date(Date.now() + 86_400_000).toISOString(),
        ...args,
      })) as Answer;

    /** A client on a session of the token's holder that the exchange recorded as the token's. */
    const tokenClient = async (token: Pick<Created, 'id' | 'user_id'>) => {
      const sessionId = randomUUID();
      await t.backend.db.query(
        `insert into auth.sessions (id, user_id, created_at, updated_at, aal) values ($1, $2, now(), now(), 'aal1')`,
        [sessionId, token.user_id],
      );
      const attached = await service.rpc('attach_api_token_session', {
        token_id: token.id,
        session_id: sessionId,
      });
      expect(attached.error).toBeNull();
      const jwt = await new SignJWT({
        sub: token.user_id,
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
      clients.push(client);
      return client;
    };

    beforeAll(async () => {
      t = await startBackend(variant);
      f = await createFixture(t.backend.db);
      other = await createFixture(t.backend.db);
      service = createClient<Database>(t.backend.apiUrl, t.backend.serviceRoleKey, {
        auth: { persistSession: false, autoRefreshToken: false },
      });
      member = await clientFor(t.backend, f.users.member);
      admin = await clientFor(t.backend, f.users.admin);
      ({ boardB, listB, cardB, privateBoard } = await as(
        t.backend.db,
        { userId: f.users.owner },
        async (tx) => {
          const board = await tx.query<{ id: string }>(
            `insert into public.boards (workspace_id, name) values ($1, 'Hiring') returning id`,
            [f.workspaceId],
          );
          const list = await tx.query<{ id: string }>(
            `insert into public.lists (board_id, name, position) values ($1, 'Open', 1024) returning id`,
            [board.rows[0]!.id],
          );
          const card = await tx.query<{ id: string }>(
            `insert into public.cards (board_id, list_id, title, position) values ($1, $2, 'Secret hire', 1024) returning id`,
            [board.rows[0]!.id, list.rows[0]!.id],
          );
          const hidden = await tx.query<{ id: string }>(
            `insert into public.boards (workspace_id, name, visibility) values ($1, 'Board pay', 'private') returning id`,
            [f.workspaceId],
          );
          return {
            boardB: board.rows[0]!.id,
            listB: list.rows[0]!.id,
            cardB: card.rows[0]!.id,
            privateBoard: hidden.rows[0]!.id,
          };
        },
      ));
      await t.backend.db.query(
        `insert into public.card_assignees (card_id, user_id) values ($1, $3), ($2, $3)`,
        [f.cardId, cardB, f.users.member],
      );
    });
    afterAll(async () => {
      await Promise.all(clients.map((c) => c.removeAllChannels()));
      await t?.stop();
    });

    it('lets a token for board A read and write board A and nothing of board B', async () => {
      const { data, error } = await create(member, { board_ids: [f.boardId, f.boardId] });
      expect(error).toBeNull();
      expect(data!.board_ids).toEqual([f.boardId]);
      const client = await tokenClient(data!);

      expect((await client.from('boards').select('id')).data).toEqual([{ id: f.boardId }]);
      expect((await client.from('cards').select('id').in('id', [f.cardId, cardB])).data).toEqual([
        { id: f.cardId },
      ]);
      expect((await client.from('lists').select('id').eq('id', listB)).data).toEqual([]);
      // A board out of reach loads as none at all, as for a person not on it.
      expect((await client.rpc('load_board', { target_board_id: boardB })).data).toBeNull();
      expect((await client.rpc('load_board', { target_board_id: f.boardId })).data).not.toBeNull();
      // The same person with a password still sees both.
      expect((await member.from('cards').select('id').eq('id', cardB)).data).toEqual([{ id: cardB }]);

      // Writes on A go through; on B, and a new board, they do not.
      const onA = await client
        .from('comments')
        .insert({ card_id: f.cardId, author_id: f.users.member, body: 'On A' })
        .select('id');
      expect(onA.error).toBeNull();
      const onB = await client
        .from('comments')
        .insert({ card_id: cardB, author_id: f.users.member, body: 'On B' });
      expect(onB.error).not.toBeNull();
      const cardOnB = await client.from('cards').insert({ board_id: boardB, list_id: listB, title: 'Nope' });
      expect(cardOnB.error).not.toBeNull();
      expect((await client.from('cards').update({ title: 'Renamed' }).eq('id', cardB).select()).data).toEqual(
        [],
      );
      expect((await client.rpc('move_card', { card_id: cardB, list_id: listB })).error).not.toBeNull();
      const newBoard = await client
        .from('boards')
        .insert({ workspace_id: f.workspaceId, name: 'Side board' });
      expect(newBoard.error).not.toBeNull();
      const rows = await t.backend.db.query<{ title: string }>(
        `select title from public.cards where id = $1 or title = 'Nope'
         union all select name from public.boards where name = 'Side board'
         union all select body from public.comments where body = 'On B'`,
        [cardB],
      );
      expect(rows.rows).toEqual([{ title: 'Secret hire' }]);
    });

    it('keeps search, my cards, activity and realtime of a board-limited token to its boards', async () => {
      const { data } = await create(member, { board_ids: [f.boardId], scope: 'read' });
      const client = await tokenClient(data!);
      const found = await client.rpc('search_workspace', { workspace_id: f.workspaceId, query: 'card hire' });
      expect(found.error).toBeNull();
      const everywhere = await member.rpc('search_workspace', {
        workspace_id: f.workspaceId,
        query: 'secret',
      });
      expect((everywhere.data as { card_id: string }[]).map((r) => r.card_id)).toEqual([cardB]);
      const limited = await client.rpc('search_workspace', { workspace_id: f.workspaceId, query: 'secret' });
      expect(limited.data).toEqual([]);

      const mine = await client.from('card_assignees').select('card_id').eq('user_id', f.users.member);
      expect(mine.data).toEqual([{ card_id: f.cardId }]);
      const activity = await client.from('activity').select('board_id');
      const rows = (activity.data ?? []) as { board_id: string | null }[];
      expect(new Set(rows.map((row) => row.board_id))).toEqual(new Set([f.boardId]));

      expect(await joins(client, `board:${f.boardId}`)).toBe(true);
      expect(await joins(client, `board:${boardB}`)).toBe(false);
      // Workspace notices name every board: not for a board-limited token.
      expect(await joins(client, `workspace:${f.workspaceId}`)).toBe(false);
      expect(await joins(member, `board:${boardB}`)).toBe(true);
    });

    it('refuses hostile board lists with typed errors', async () => {
      const cases: [unknown, string][] = [
        [[randomUUID()], 'teamboard:not-found'],
        [[other.boardId], 'teamboard:not-found'],
        // A private board the member is not on.
        [[privateBoard], 'teamboard:not-found'],
        [[f.boardId, null], 'teamboard:validation'],
        [[], 'teamboard:validation'],
        [Array.from({ length: 51 }, () => randomUUID()), 'teamboard:validation'],
      ];
      for (const [boardIds, hint] of cases)
        expect((await create(member, { board_ids: boardIds })).error?.hint, JSON.stringify(boardIds)).toBe(
          hint,
        );
      expect((await create(member, { board_ids: ['not-a-uuid'] })).error).not.toBeNull();
    });

    it('makes a bot token for workspace admins only, acting as the bot and managed by admins', async () => {
      expect((await create(member, { as_bot: true, name: 'Helper' })).error).toMatchObject({
        hint: 'teamboard:forbidden',
        details: 'not_admin',
      });
      const owner = await clientFor(t.backend, f.users.owner);
      const { data, error } = await create(owner, {
        as_bot: true,
        name: 'Release bot',
        board_ids: [f.boardId, privateBoard],
      });
      expect(error).toBeNull();
      expect(data).toMatchObject({ bot: true, created_by: f.users.owner });
      expect(data!.user_id).not.toBe(f.users.owner);
      const profile = await t.backend.db.query<{ display_name: string; role: string }>(
        `select p.display_name, m.role from public.profiles p
         join public.workspace_members m on m.user_id = p.id and m.workspace_id = $2 where p.id = $1`,
        [data!.user_id, f.workspaceId],
      );
      expect(profile.rows).toEqual([{ display_name: 'Release bot', role: 'member' }]);

      const bot = await tokenClient(data!);
      // It reaches the private board it was given, and comments under its own name.
      expect((await bot.from('boards').select('id').order('id')).data).toEqual(
        [{ id: f.boardId }, { id: privateBoard }].sort((a, b) => a.id.localeCompare(b.id)),
      );
      const comment = await bot
        .from('comments')
        .insert({ card_id: f.cardId, author_id: data!.user_id, body: 'Shipped' })
        .select('author_id')
        .single();
      expect(comment.data).toEqual({ author_id: data!.user_id });
      const logged = await t.backend.db.query<{ actor_id: string }>(
        `select actor_id from public.activity where card_id = $1 and kind = 'comment.added' order by created_at desc limit 1`,
        [f.cardId],
      );
      expect(logged.rows).toEqual([{ actor_id: data!.user_id }]);
      expect((await bot.from('cards').select('id').eq('id', cardB)).data).toEqual([]);

      // The other admin lists and revokes it; a member neither sees nor revokes it.
      expect((await member.from('api_tokens').select('id').eq('id', data!.id)).data).toEqual([]);
      expect((await member.rpc('revoke_api_token', { token_id: data!.id })).error?.hint).toBe(
        'teamboard:not-found',
      );
      expect((await admin.from('api_tokens').select('id, bot').eq('id', data!.id)).data).toEqual([
        { id: data!.id, bot: true },
      ]);
      expect((await admin.rpc('revoke_api_token', { token_id: data!.id })).error).toBeNull();
      const next = await bot.from('cards').select('id').eq('id', f.cardId);
      expect(next.status).toBe(401);
      expect(next.error).toMatchObject({ details: 'token_revoked', hint: 'teamboard:forbidden' });
      const redeemed = await service.rpc('redeem_api_token', { token: data!.token });
      expect(redeemed.error?.details).toBe('token_revoked');
    });

    it('keeps a bot and a board list out of another workspace', async () => {
      const owner = await clientFor(t.backend, f.users.owner);
      const { data } = await create(owner, { as_bot: true, name: 'Workspace bot', scope: 'write' });
      const bot = await tokenClient(data!);
      expect((await bot.from('boards').select('id').eq('id', other.boardId)).data).toEqual([]);
      expect(
        (
          await bot
            .from('cards')
            .insert({ board_id: other.boardId, list_id: other.listIds[0], title: 'Nope' })
        ).error,
      ).not.toBeNull();
      // A bot of the whole workspace sees its workspace-wide boards, not the private one it was not given.
      const seen = ((await bot.from('boards').select('id')).data as { id: string }[]).map((b) => b.id);
      expect(seen).toEqual(expect.arrayContaining([f.boardId, boardB]));
      expect(seen).not.toContain(privateBoard);
    });
  });
}
