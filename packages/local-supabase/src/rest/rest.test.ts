import { fileURLToPath } from 'node:url';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseVariants, serverVariant } from '../../test/support/test-database';
import { signJwt } from '../keys/jwt';
import { startLocalSupabase, type LocalSupabase } from '../start';

const projectDir = fileURLToPath(new URL('../../test/fixtures/rest', import.meta.url));
export const ALICE = '11111111-1111-1111-1111-111111111111';
export const BOB = '22222222-2222-2222-2222-222222222222';

const connect = (url: string, key: string, headers: Record<string, string> = {}) =>
  createClient(url, key, { auth: { persistSession: false, autoRefreshToken: false }, global: { headers } });
type SupabaseClient = ReturnType<typeof connect>;

for (const variant of databaseVariants) {
  describe(`REST on ${variant.name}`, serverVariant(variant.server), () => {
    let backend: LocalSupabase;
    let dropDb: (() => Promise<void>) | undefined;
    let anon: SupabaseClient;
    let service: SupabaseClient;
    let alice: SupabaseClient;
    let bob: SupabaseClient;
    let rest: (path: string, init?: RequestInit) => Promise<Response>;

    const userClient = async (sub: string) => {
      const token = await signJwt(
        { sub, role: 'authenticated', aud: 'authenticated', exp: Math.floor(Date.now() / 1000) + 3600 },
        backend.jwtSecret,
      );
      return connect(backend.apiUrl, backend.anonKey, { Authorization: `Bearer ${token}` });
    };

    beforeAll(async () => {
      let dbUrl: string | undefined;
      if (variant.server) {
        const created = await createTestDatabase();
        dbUrl = created.url;
        dropDb = () => created.drop();
      }
      backend = await startLocalSupabase({
        projectDir,
        dataDir: false,
        port: 0,
        dbPort: false,
        log: 'silent',
        ...(dbUrl ? { dbUrl } : {}),
      });
      anon = connect(backend.apiUrl, backend.anonKey);
      service = connect(backend.apiUrl, backend.serviceRoleKey);
      alice = await userClient(ALICE);
      bob = await userClient(BOB);
      rest = (path, init = {}) =>
        fetch(`${backend.apiUrl}/rest/v1${path}`, {
          ...init,
          headers: { apikey: backend.anonKey, ...(init.headers as Record<string, string>) },
        });
    }, 60_000);
    afterAll(async () => {
      await backend?.stop();
      await dropDb?.();
    });

    describe('reads', () => {
      it('selects columns, aliases, casts and json paths', async () => {
        const { data, error, status } = await anon
          .from('users')
          .select('id, nick:name, city:data->>city, first_tag:data->tags->0, data->tags, id_text:id::text')
          .eq('name', 'Alice');
        expect(error).toBeNull();
        expect(status).toBe(200);
        expect(data).toEqual([
          { id: ALICE, nick: 'Alice', city: 'Oslo', first_tag: 'a', tags: ['a', 'b'], id_text: ALICE },
        ]);
      });

      it('formats values as Postgres does (numeric, timestamptz, arrays)', async () => {
        const res = await rest('/posts?select=score,created_at,labels&id=eq.1');
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
        expect(res.headers.get('content-range')).toBe('0-0/*');
        expect(await res.text()).toBe(
          '[{"score":1.50,"created_at":"2026-01-01T00:00:00+00:00","labels":["intro","news"]}]',
        );
      });

      it('embeds to-one, to-many and many-to-many resources, nested', async () => {
        const { data, error } = await anon
          .from('posts')
          .select('id, title, author:users(name), comments(body, users(name)), tags(name)')
          .order('id');
        expect(error).toBeNull();
        expect(data).toEqual([
          {
            id: 1,
            title: 'Hello world',
            author: { name: 'Alice' },
            comments: [
              { body: 'Nice', users: { name: 'Bob' } },
              { body: 'Welcome', users: { name: 'Carol' } },
            ],
            tags: [{ name: 'intro' }, { name: 'news' }],
          },
          {
            id: 3,
            title: 'Bob says hi',
            author: { name: 'Bob' },
            comments: [{ body: 'Hi Bob', users: { name: 'Alice' } }],
            tags: [{ name: 'news' }],
          },
        ]);
      });

      it('counts embedded rows with the bare `count`, even with aggregates disabled', async () => {
        const { data, error } = await anon
          .from('posts')
          .select('id, comments(count), tag_count:tags(count)')
          .order('id');
        expect(error).toBeNull();
        expect(data).toEqual([
          { id: 1, comments: [{ count: 2 }], tag_count: [{ count: 2 }] },
          { id: 3, comments: [{ count: 1 }], tag_count: [{ count: 1 }] },
        ]);
        const filtered = await anon
          .from('posts')
          .select('id, comments(count)')
          .eq('comments.body', 'Nice')
          .eq('id', 1);
        expect(filtered.data).toEqual([{ id: 1, comments: [{ count: 1 }] }]);
      });

      it('embeds from the one side with filters, order and limit on the embed', async () => {
        const { data, error } = await anon
          .from('users')
          .select('name, posts(id, title)')
          .order('id', { referencedTable: 'posts', ascending: false })
          .limit(1, { referencedTable: 'posts' })
          .in('name', ['Alice', 'Carol'])
          .order('name');
        expect(error).toBeNull();
        expect(data).toEqual([
          { name: 'Alice', posts: [{ id: 1, title: 'Hello world' }] },
          { name: 'Carol', posts: [] },
        ]);
      });

      it('filters parents with !inner and embed filters', async () => {
        const { data, error } = await anon
          .from('posts')
          .select('id, tags!inner(name)')
          .eq('tags.name', 'intro');
        expect(error).toBeNull();
        expect(data).toEqual([{ id: 1, tags: [{ name: 'intro' }] }]);
      });

      it('spreads a to-one embed into the parent', async () => {
        const { data, error } = await anon.from('posts').select('id, ...users(author_name:name)').eq('id', 3);
        expect(error).toBeNull();
        expect(data).toEqual([{ id: 3, author_name: 'Bob' }]);
      });

      it('needs a hint when two keys link the tables, and embeds !left and spread to-many', async () => {
        const ambiguous = await alice.from('users').select('name, messages(text)');
        expect(ambiguous.status).toBe(300);
        expect(ambiguous.error).toMatchObject({
          code: 'PGRST201',
          message: "Could not embed because more than one relationship was found for 'users' and 'messages'",
        });
        expect(ambiguous.error?.hint).toContain("'messages!messages_recipient_id_fkey'");
        const hinted = await alice
          .from('messages')
          .select('text, from:users!sender_id(name), to:users!messages_recipient_id_fkey!left(name)')
          .order('id');
        expect(hinted.error).toBeNull();
        expect(hinted.data).toEqual([
          { text: 'hi bob', from: { name: 'Alice' }, to: { name: 'Bob' } },
          { text: 'hi alice', from: { name: 'Bob' }, to: { name: 'Alice' } },
        ]);
        const spread = await anon.from('users').select('name, ...posts(title)').eq('name', 'Alice');
        expect(spread.data).toEqual([{ name: 'Alice', title: ['Hello world'] }]);
        const anti = await anon.from('users').select('name, posts()').is('posts', null);
        expect(anti.data).toEqual([{ name: 'Carol' }]);
      });

      it('embeds through a view via its base table keys', async () => {
        const { data, error } = await anon.from('published_posts').select('title, users(name)').order('id');
        expect(error).toBeNull();
        expect(data).toEqual([
          { title: 'Hello world', users: { name: 'Alice' } },
          { title: 'Bob says hi', users: { name: 'Bob' } },
        ]);
      });

      it('orders by a to-one embed column', async () => {
        const res = await rest('/posts?select=id,users(name)&order=users(name).desc,id.asc');
        expect(await res.json()).toEqual([
          { id: 3, users: { name: 'Bob' } },
          { id: 1, users: { name: 'Alice' } },
        ]);
      });

      it('applies every filter operator', async () => {
        const ids = async (q: string) => {
          const res = await rest(`/posts?select=id&order=id${q}`, {
            headers: { Authorization: `Bearer ${backend.serviceRoleKey}` },
          });
          expect(res.status, q).toBe(200);
          return ((await res.json()) as { id: number }[]).map((r) => r.id);
        };
        expect(await ids('&id=neq.1')).toEqual([2, 3, 4]);
        expect(await ids('&score=gt.1.5')).toEqual([3, 4]);
        expect(await ids('&score=gte.1.5')).toEqual([1, 3, 4]);
        expect(await ids('&id=lt.2')).toEqual([1]);
        expect(await ids('&id=lte.2')).toEqual([1, 2]);
        expect(await ids('&title=like.*draft')).toEqual([2, 4]);
        expect(await ids('&title=ilike.BOB*')).toEqual([3, 4]);
        expect(await ids('&title=match.^Bob')).toEqual([3, 4]);
        expect(await ids('&title=imatch.^bob')).toEqual([3, 4]);
        expect(await ids('&body=is.null')).toEqual([3]);
        expect(await ids('&body=not.is.null')).toEqual([1, 2, 4]);
        expect(await ids('&published=is.true')).toEqual([1, 3]);
        expect(await ids('&body=isdistinct.secret')).toEqual([1, 3, 4]);
        expect(await ids('&id=in.(1,3)')).toEqual([1, 3]);
        expect(await ids('&id=not.in.(1,3)')).toEqual([2, 4]);
        expect(await ids('&title=in.("Hello world","Bob draft")')).toEqual([1, 4]);
        expect(await ids('&labels=cs.{news}')).toEqual([1, 3]);
        expect(await ids('&labels=cd.{news,intro}')).toEqual([1, 2, 3, 4]);
        expect(await ids('&labels=ov.{intro}')).toEqual([1]);
        expect(await ids('&title=like(any).{*draft,Hello*}')).toEqual([1, 2, 4]);
        expect(await ids('&title=like(all).{Bob*,*draft}')).toEqual([4]);
        expect(await ids('&id=eq(any).{1,2}')).toEqual([1, 2]);
        expect(await ids('&title=fts.hello')).toEqual([1]);
        expect(await ids('&title=plfts(english).bob%20says')).toEqual([3]);
        expect(await ids('&title=phfts.says%20hi')).toEqual([3]);
        expect(await ids('&title=wfts.bob%20-draft')).toEqual([3]);
        expect(await ids('&or=(id.eq.1,and(published.is.false,score.gt.1))')).toEqual([1, 4]);
        expect(await ids('&not.or=(id.eq.1,id.eq.2)')).toEqual([3, 4]);
        expect(await ids('&or=(title.eq."Bob says hi",id.eq.2)')).toEqual([2, 3]);
        expect(await ids('&id=gt.1&id=lt.4')).toEqual([2, 3]);
      });

      it('filters json paths and users via an embed or', async () => {
        const { data } = await anon.from('users').select('name').eq('data->>city', 'Bergen');
        expect(data).toEqual([{ name: 'Bob' }]);
        const { data: withOr } = await anon
          .from('users')
          .select('name, posts(id)')
          .or('id.eq.1,id.eq.3', { referencedTable: 'posts' })
          .eq('name', 'Alice');
        expect(withOr).toEqual([{ name: 'Alice', posts: [{ id: 1 }] }]);
      });

      it('counts with Content-Range and answers 206 for partial pages', async () => {
        const { data, count, status } = await anon
          .from('posts')
          .select('id', { count: 'exact' })
          .order('id')
          .range(0, 0);
        expect(data).toEqual([{ id: 1 }]);
        expect(count).toBe(2);
        expect(status).toBe(206);
        const head = await anon.from('posts').select('*', { count: 'exact', head: true });
        expect(head.count).toBe(2);
        expect(head.data).toBeNull();
        const res = await rest('/posts?select=id&order=id', {
          headers: { Range: '1-5', Prefer: 'count=exact' },
        });
        expect(res.status).toBe(206);
        expect(res.headers.get('content-range')).toBe('1-1/2');
        const beyond = await rest('/posts?offset=5', { headers: { Prefer: 'count=exact' } });
        expect(beyond.status).toBe(416);
        expect(await beyond.json()).toMatchObject({
          code: 'PGRST103',
          message: 'Requested range not satisfiable',
        });
      });

      it('answers single() and maybeSingle() as PostgREST does', async () => {
        const one = await anon.from('users').select('name').eq('id', ALICE).single();
        expect(one.data).toEqual({ name: 'Alice' });
        const none = await anon.from('users').select('name').eq('id', BOB).neq('id', BOB).single();
        expect(none.status).toBe(406);
        expect(none.error).toMatchObject({
          code: 'PGRST116',
          message: 'Cannot coerce the result to a single JSON object',
          details: 'The result contains 0 rows',
        });
        const maybe = await anon.from('users').select('name').eq('name', 'Nobody').maybeSingle();
        expect(maybe.data).toBeNull();
        expect(maybe.error).toBeNull();
      });

      it('caps results at max rows and serves CSV', async () => {
        const csv = await anon.from('users').select('name,email').order('name').csv();
        expect(csv.data).toBe('name,email\nAlice,alice@example.com\nBob,bob@example.com\nCarol,');
      });

      it('switches schema by profile and refuses unexposed ones', async () => {
        const res = await rest('/users', { headers: { 'Accept-Profile': 'auth' } });
        expect(res.status).toBe(406);
        expect(await res.json()).toEqual({
          code: 'PGRST106',
          details: null,
          hint: 'Only the following schemas are exposed: public, graphql_public',
          message: 'Invalid schema: auth',
        });
      });
    });

    describe('auth', () => {
      it('rejects invalid and expired JWTs with PostgREST errors', async () => {
        const parts = await rest('/users', { headers: { Authorization: 'Bearer garbage' } });
        expect(parts.status).toBe(401);
        expect(parts.headers.get('www-authenticate')).toBe(
          'Bearer error="invalid_token", error_description="Expected 3 parts in JWT; got 1"',
        );
        expect(await parts.json()).toEqual({
          code: 'PGRST301',
          details: null,
          hint: null,
          message: 'Expected 3 parts in JWT; got 1',
        });
        const wrongKey = await signJwt({ role: 'service_role' }, 'another-secret-that-is-at-least-32-chars');
        const forgedKey = await rest('/users', { headers: { Authorization: `Bearer ${wrongKey}` } });
        expect(forgedKey.status).toBe(401);
        expect(await forgedKey.json()).toMatchObject({
          code: 'PGRST301',
          message: 'No suitable key or wrong key type',
        });
        const expiredToken = await signJwt(
          { sub: ALICE, role: 'authenticated', exp: 1000 },
          backend.jwtSecret,
        );
        const expired = await rest('/users', { headers: { Authorization: `Bearer ${expiredToken}` } });
        expect(expired.status).toBe(401);
        expect(await expired.json()).toEqual({
          code: 'PGRST303',
          details: null,
          hint: null,
          message: 'JWT expired',
        });
        const alg = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
        const claims = Buffer.from(JSON.stringify({ role: 'service_role' })).toString('base64url');
        const none = await rest('/posts', { headers: { Authorization: `Bearer ${alg}.${claims}.` } });
        expect(none.status).toBe(401);
        expect(await none.json()).toMatchObject({
          code: 'PGRST301',
          message: 'Wrong or unsupported encoding algorithm',
        });
        const forged = await signJwt({ role: 'postgres' }, backend.jwtSecret);
        const superuser = await rest('/posts', { headers: { Authorization: `Bearer ${forged}` } });
        expect(superuser.status).toBe(401);
        expect(await superuser.json()).toMatchObject({
          code: '22023',
          message: 'role "postgres" does not exist',
        });
      });

      it('exposes the request to SQL and runs GETs read-only', async () => {
        const get = await rest('/rpc/request_info', { headers: { 'X-Probe': 'hello' } });
        expect(await get.json()).toEqual({
          method: 'GET',
          path: '/rpc/request_info',
          probe: 'hello',
          role: 'anon',
          read_only: 'on',
        });
        const post = await alice.rpc('request_info');
        expect(post.data).toMatchObject({ method: 'POST', role: 'authenticated', read_only: 'on' });
        const asAnon = await rest('/rpc/request_info', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: '{}',
        });
        expect(await asAnon.json()).toMatchObject({ method: 'POST', role: 'anon' });
      });

      it('sets request.jwt.claims so auth.uid() sees the caller', async () => {
        expect((await alice.rpc('whoami')).data).toBe(ALICE);
        expect((await anon.rpc('whoami')).data).toBe('nobody');
      });
    });

    describe('row level security', () => {
      it('shows each caller only what policies allow, in selects, embeds and counts', async () => {
        const titles = async (client: SupabaseClient) =>
          await client.from('posts').select('title', { count: 'exact' }).order('id');
        expect((await titles(anon)).data).toEqual([{ title: 'Hello world' }, { title: 'Bob says hi' }]);
        const a = await titles(alice);
        expect(a.data).toEqual([
          { title: 'Hello world' },
          { title: 'Alice draft' },
          { title: 'Bob says hi' },
        ]);
        expect(a.count).toBe(3);
        expect((await titles(bob)).data).toEqual([
          { title: 'Hello world' },
          { title: 'Bob says hi' },
          { title: 'Bob draft' },
        ]);
        expect((await titles(service)).count).toBe(4);
        const embed = await bob.from('users').select('name, posts(title)').eq('id', ALICE).single();
        expect(embed.data).toEqual({ name: 'Alice', posts: [{ title: 'Hello world' }] });
        const comments = await bob.from('comments').select('body').order('id');
        expect(comments.data).toEqual([{ body: 'Nice' }, { body: 'Welcome' }, { body: 'Hi Bob' }]);
      });

      it("an update or delete of another user's row changes nothing and returns no row", async () => {
        const upd = await bob.from('posts').update({ title: 'hacked' }).eq('id', 2).select();
        expect(upd.error).toBeNull();
        expect(upd.data).toEqual([]);
        const del = await bob.from('posts').delete().eq('id', 1).select();
        expect(del.data).toEqual([]);
        const { data } = await service.from('posts').select('id, title').in('id', [1, 2]).order('id');
        expect(data).toEqual([
          { id: 1, title: 'Hello world' },
          { id: 2, title: 'Alice draft' },
        ]);
      });

      it('answers an RLS violation with 401 for anon and 403 for users', async () => {
        const asAnon = await anon.from('posts').insert({ author_id: ALICE, title: 'x' });
        expect(asAnon.status).toBe(401);
        expect(asAnon.error).toMatchObject({
          code: '42501',
          message: 'new row violates row-level security policy for table "posts"',
        });
        const asBob = await bob.from('posts').insert({ author_id: ALICE, title: 'x' });
        expect(asBob.status).toBe(403);
        expect(asBob.error?.code).toBe('42501');
      });
    });

    describe('writes', () => {
      it('inserts one row and returns it with embeds', async () => {
        const { data, error, status } = await alice
          .from('posts')
          .insert({ author_id: ALICE, title: 'New' })
          .select('title, published, score, author:users(name)')
          .single();
        expect(error).toBeNull();
        expect(status).toBe(201);
        expect(data).toEqual({ title: 'New', published: false, score: 0, author: { name: 'Alice' } });
      });

      it('inserts in bulk with columns, nulls for missing keys unless missing=default', async () => {
        const ok = await service
          .from('tags')
          .insert([{ name: 'bulk-a' }, { name: 'bulk-b' }])
          .select('name');
        expect(ok.data).toEqual([{ name: 'bulk-a' }, { name: 'bulk-b' }]);
        // A key missing from one object becomes NULL, as PostgREST's `columns` does.
        const missingId = await service
          .from('tags')
          .insert([{ name: 'bulk-c' }, { name: 'bulk-d', id: 500 }]);
        expect(missingId.status).toBe(400);
        expect(missingId.error?.code).toBe('23502');
        const withDefault = await service
          .from('tags')
          .insert([{ name: 'bulk-e' }, { name: 'bulk-f', id: 501 }], { defaultToNull: false })
          .select('name');
        expect(withDefault.data).toEqual([{ name: 'bulk-e' }, { name: 'bulk-f' }]);
        const nulls = await service
          .from('posts')
          .insert([
            { author_id: BOB, title: 'b1' },
            { author_id: BOB, title: 'b2', body: 'x' },
          ])
          .select('body');
        expect(nulls.data).toEqual([{ body: null }, { body: 'x' }]);
        const defaults = await service
          .from('posts')
          .insert(
            [
              { author_id: BOB, title: 'd1', score: 5 },
              { author_id: BOB, title: 'd2' },
            ],
            { defaultToNull: false },
          )
          .select('score');
        expect(defaults.data).toEqual([{ score: 5 }, { score: 0 }]);
      });

      it('returns nothing by default, 201 and a Content-Range', async () => {
        const res = await service.from('tags').insert({ name: 'minimal' });
        expect(res.status).toBe(201);
        expect(res.data).toBeNull();
        const headersOnly = await rest('/tags', {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${backend.serviceRoleKey}`,
            Prefer: 'return=headers-only',
            'Content-Type': 'application/json',
          },
          body: JSON.stringify({ id: 900, name: 'located' }),
        });
        expect(headersOnly.status).toBe(201);
        expect(headersOnly.headers.get('location')).toBe('/tags?id=eq.900');
      });

      it('upserts with merge and ignore', async () => {
        const merged = await service.from('tags').upsert({ id: 3, name: 'renamed' }).select();
        expect(merged.status).toBe(200);
        expect(merged.data).toEqual([{ id: 3, name: 'renamed' }]);
        const fresh = await service.from('tags').upsert({ id: 700, name: 'fresh' }).select();
        expect(fresh.status).toBe(201);
        expect(fresh.data).toEqual([{ id: 700, name: 'fresh' }]);
        const ignored = await service
          .from('tags')
          .upsert({ id: 3, name: 'ignored' }, { ignoreDuplicates: true })
          .select();
        expect(ignored.data).toEqual([]);
        const byName = await service
          .from('tags')
          .upsert({ name: 'renamed', id: 3 }, { onConflict: 'name' })
          .select('id,name');
        expect(byName.data).toEqual([{ id: 3, name: 'renamed' }]);
      });

      it('updates and deletes with filters, refusing filterless ones', async () => {
        const upd = await alice.from('users').update({ name: 'Alicia' }).eq('id', ALICE).select('name');
        expect(upd.status).toBe(200);
        expect(upd.data).toEqual([{ name: 'Alicia' }]);
        const minimal = await alice.from('users').update({ name: 'Alice' }).eq('id', ALICE);
        expect(minimal.status).toBe(204);
        const all = await service.from('tags').delete();
        expect(all.status).toBe(400);
        expect(all.error).toMatchObject({ code: '21000', message: 'DELETE requires a WHERE clause' });
        const allUpd = await service.from('tags').update({ name: 'x' });
        expect(allUpd.error).toMatchObject({ code: '21000', message: 'UPDATE requires a WHERE clause' });
        const del = await service.from('tags').delete().eq('name', 'minimal').select('name');
        expect(del.data).toEqual([{ name: 'minimal' }]);
      });

      it('rolls back a write when single() gets more than one row', async () => {
        const res = await service
          .from('comments')
          .update({ body: 'same' })
          .in('id', [1, 2])
          .select()
          .single();
        expect(res.status).toBe(406);
        expect(res.error?.details).toBe('The result contains 2 rows');
        const { data } = await service.from('comments').select('body').in('id', [1, 2]).order('id');
        expect(data).toEqual([{ body: 'Nice' }, { body: 'Welcome' }]);
      });

      it('honours Prefer: tx=rollback', async () => {
        const res = await rest('/tags', {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${backend.serviceRoleKey}`,
            Prefer: 'return=representation,tx=rollback',
            'Content-Type': 'application/json',
          },
          body: JSON.stringify({ name: 'rolled-back' }),
        });
        expect(res.status).toBe(201);
        expect((await service.from('tags').select('id').eq('name', 'rolled-back')).data).toEqual([]);
      });

      it('maps constraint violations to PostgREST statuses', async () => {
        const dup = await service.from('tags').insert({ name: 'intro' });
        expect(dup.status).toBe(409);
        expect(dup.error).toMatchObject({ code: '23505', details: 'Key (name)=(intro) already exists.' });
        const fk = await service.from('comments').insert({ post_id: 999, author_id: ALICE, body: 'x' });
        expect(fk.status).toBe(409);
        expect(fk.error?.code).toBe('23503');
        const check = await service.from('comments').insert({ post_id: 1, author_id: ALICE, body: '' });
        expect(check.status).toBe(400);
        expect(check.error?.code).toBe('23514');
        const notNull = await service.from('posts').insert({ author_id: ALICE });
        expect(notNull.status).toBe(400);
        expect(notNull.error?.code).toBe('23502');
        const badType = await service.from('posts').select().eq('id', 'abc');
        expect(badType.status).toBe(400);
        expect(badType.error?.code).toBe('22P02');
        const unknown = await service.from('posts').insert({ nope: 1 });
        expect(unknown.status).toBe(400);
        expect(unknown.error).toMatchObject({
          code: 'PGRST204',
          message: "Could not find the 'nope' column of 'posts' in the schema cache",
        });
      });
    });

    describe('rpc', () => {
      it('calls scalar, setof, table-returning and void functions', async () => {
        expect(await anon.rpc('add', { a: 2, b: 3 })).toMatchObject({ data: 5, status: 200 });
        expect((await anon.rpc('add', { a: 2 }, { get: true })).data).toBe(3);
        const setof = await anon.rpc('posts_by', { author: BOB }).select('id, title, users(name)');
        expect(setof.data).toEqual([{ id: 3, title: 'Bob says hi', users: { name: 'Bob' } }]);
        // Rows from a function are served as CSV like rows from a table.
        const csv = await anon.rpc('posts_by', { author: BOB }).select('id,title').csv();
        expect(csv.data).toBe('id,title\n3,"Bob says hi"');
        const filtered = await service.rpc('posts_by', { author: BOB }).gt('score', 5);
        expect((filtered.data as { id: number }[]).map((p) => p.id)).toEqual([3]);
        // Alice has her two seeded posts and the one the writes above added.
        const counted = await service.rpc('posts_by', { author: ALICE }, { count: 'exact' }).limit(1);
        expect(counted.count).toBe(3);
        expect(counted.status).toBe(206);
        const head = await service.rpc('posts_by', { author: ALICE }, { head: true, count: 'exact' });
        expect(head).toMatchObject({ data: null, count: 3, error: null });
        const table = await anon.rpc('post_counts');
        expect(table.data).toEqual([
          { author_id: ALICE, n: 1 },
          { author_id: BOB, n: 1 },
        ]);
        expect(await anon.rpc('echo', { any: ['json', 1] })).toMatchObject({ data: { any: ['json', 1] } });
        const voided = await bob.rpc('publish', { post: 4 });
        expect(voided.status).toBe(204);
        expect((await anon.from('posts').select('id').eq('id', 4)).data).toEqual([{ id: 4 }]);
      });

      it('answers text in any script and of any length byte for byte, with its length', async () => {
        // Bodies leave as the database's UTF-8 bytes (Statement.textAsBytes); here is proof they are whole.
        const payload = { words: 'Grüße, 東京, 😀', long: `${'ø'.repeat(200_000)}end` };
        expect(await anon.rpc('echo', payload)).toMatchObject({ data: payload, error: null });
        const res = await rest('/rpc/echo', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(payload),
        });
        const bytes = new Uint8Array(await res.arrayBuffer());
        expect(Number(res.headers.get('content-length'))).toBe(bytes.length);
        expect(JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes))).toEqual(payload);
      });

      it('answers missing functions, read-only GETs and raised errors as PostgREST does', async () => {
        const missing = await anon.rpc('nope', { x: 1 });
        expect(missing.status).toBe(404);
        expect(missing.error).toMatchObject({
          code: 'PGRST202',
          message: 'Could not find the function public.nope(x) in the schema cache',
        });
        const readOnly = await anon.rpc('publish', { post: 1 }, { get: true });
        expect(readOnly.status).toBe(405);
        expect(readOnly.error?.code).toBe('25006');
        const raised = await anon.rpc('fail', { message: 'custom failure' });
        expect(raised.status).toBe(400);
        expect(raised.error).toMatchObject({ code: 'P0001', message: 'custom failure' });
      });
    });

    describe('PostgREST fidelity', () => {
      it('writes CSV as PostgREST does: rows as Postgres prints records, jsonb and arrays included', async () => {
        const csv = await rest('/csv_cases?select=id,label,data,tags&order=id', {
          headers: { accept: 'text/csv' },
        });
        expect(csv.status).toBe(200);
        expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
        expect(await csv.text()).toBe(
          [
            'id,label,data,tags',
            '1,plain,"{""a"": 1}","{x,y}"',
            '2,"with space",,',
            '3,"quote ""q"", comma","{""k"": ""v w""}","{""a b"",c}"',
          ].join('\n'),
        );
        const empty = await rest('/csv_cases?id=eq.99', { headers: { accept: 'text/csv' } });
        expect(await empty.text()).toBe('\n');
      });

      it('strips nulls from a single object as from an array', async () => {
        const one = await rest('/csv_cases?id=eq.2&select=id,label,data', {
          headers: { accept: 'application/vnd.pgrst.object+json;nulls=stripped' },
        });
        expect(one.status).toBe(200);
        expect(await one.json()).toEqual({ id: 2, label: 'with space' });
        const many = await rest('/csv_cases?id=eq.2&select=id,data', {
          headers: { accept: 'application/json;nulls=stripped' },
        });
        expect(await many.json()).toEqual([{ id: 2 }]);
        const kept = await rest('/csv_cases?id=eq.2&select=id,data', {
          headers: { accept: 'application/vnd.pgrst.object+json' },
        });
        expect(await kept.json()).toEqual({ id: 2, data: null });
      });

      it('upserts a body holding only the conflict columns and returns the row', async () => {
        const byKey = await service.from('counters').upsert({ id: 1 }).select();
        expect(byKey).toMatchObject({ status: 200, error: null, data: [{ id: 1, n: 0 }] });
        const named = await service
          .from('counters')
          .upsert([{ id: 2 }], { onConflict: 'id' })
          .select('id');
        expect(named).toMatchObject({ status: 200, error: null, data: [{ id: 2 }] });
        const ignored = await service.from('counters').upsert({ id: 3 }, { ignoreDuplicates: true }).select();
        expect(ignored).toMatchObject({ status: 201, error: null, data: [] });
        expect((await anon.from('counters').select('id, n').order('id')).data).toEqual([
          { id: 1, n: 0 },
          { id: 2, n: 0 },
          { id: 3, n: 0 },
        ]);
      });

      it('applies max-affected to set-returning functions and rolls them back', async () => {
        const over = await service
          .rpc('bump_counters', { step: 1 })
          .setHeader('Prefer', 'handling=strict, max-affected=2');
        expect(over.status).toBe(400);
        expect(over.error).toMatchObject({
          code: 'PGRST124',
          message: 'Query result exceeds max-affected preference constraint',
          details: 'The query affects 3 rows',
        });
        expect((await anon.from('counters').select('n').order('id')).data).toEqual([
          { n: 0 },
          { n: 0 },
          { n: 0 },
        ]);
        const within = await service
          .rpc('bump_counters', { step: 1 })
          .setHeader('Prefer', 'handling=strict, max-affected=3');
        expect(within).toMatchObject({ status: 200, error: null });
        expect((within.data as unknown[]).length).toBe(3);
        const scalar = await anon.rpc('add', { a: 1 }).setHeader('Prefer', 'handling=strict, max-affected=1');
        expect(scalar.status).toBe(400);
        expect(scalar.error).toMatchObject({
          code: 'PGRST128',
          message:
            'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
        });
      });

      it('reports in Preference-Applied only the preferences a request applied', async () => {
        const prefer = 'handling=strict, max-affected=5, return=representation, count=exact';
        const patch = await rest('/tags?id=eq.1', {
          method: 'PATCH',
          headers: {
            Authorization: `Bearer ${backend.serviceRoleKey}`,
            'Content-Type': 'application/json',
            Prefer: prefer,
          },
          body: JSON.stringify({ id: 1 }),
        });
        expect(patch.status).toBe(200);
        expect(patch.headers.get('preference-applied')).toBe(
          'return=representation, count=exact, handling=strict, max-affected=5',
        );
        const read = await rest('/tags?id=eq.1', { headers: { Prefer: prefer } });
        expect(read.status).toBe(200);
        expect(read.headers.get('preference-applied')).toBe('count=exact, handling=strict');
      });

      it('renders times in the timezone asked for, in the same transaction as the settings', async () => {
        const res = await rest('/posts?select=created_at&id=eq.1', {
          headers: { Prefer: 'timezone=America/Los_Angeles' },
        });
        expect(res.headers.get('preference-applied')).toBe('timezone=America/Los_Angeles');
        expect(await res.json()).toEqual([{ created_at: '2025-12-31T16:00:00-08:00' }]);
        const utc = await anon.from('posts').select('created_at').eq('id', 1);
        expect(utc.data).toEqual([{ created_at: '2026-01-01T00:00:00+00:00' }]);
      });

      it('counts the results of scalar and set-of-scalar functions', async () => {
        const one = await anon.rpc('add', { a: 1 }, { count: 'exact' });
        expect(one).toMatchObject({ data: 2, count: 1, status: 200 });
        const page = await anon.rpc('numbers', { n: 5 }, { count: 'exact' }).range(0, 1);
        expect(page).toMatchObject({ data: [1, 2], count: 5, status: 206 });
        const all = await anon.rpc('numbers', { n: 3 }, { count: 'exact' });
        expect(all).toMatchObject({ data: [1, 2, 3], count: 3, status: 200 });
      });
    });

    describe('function overloads and raw bodies', () => {
      it('chooses the overload by the argument names sent', async () => {
        expect(await anon.rpc('overloaded', { a: 1 })).toMatchObject({ status: 200, data: 'a' });
        expect(await anon.rpc('overloaded', { b: 'x' })).toMatchObject({ status: 200, data: 'b' });
        const none = await anon.rpc('overloaded', { c: 1 });
        expect(none.status).toBe(404);
        expect(none.error).toMatchObject({
          code: 'PGRST202',
          message: 'Could not find the function public.overloaded(c) in the schema cache',
          details:
            'Searched for the function public.overloaded with parameter c or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
        });
        const viaGet = await anon.rpc('overloaded', { a: 1, b: 'x' }, { get: true });
        expect(viaGet.error).toMatchObject({
          code: 'PGRST202',
          details:
            'Searched for the function public.overloaded with parameters a, b, but no matches were found in the schema cache.',
        });
        const tie = await anon.rpc('twin', { x: 1 });
        expect(tie.status).toBe(300);
        expect(tie.error).toMatchObject({
          code: 'PGRST203',
          message:
            'Could not choose the best candidate function between: public.twin(x => integer), public.twin(x => text)',
        });
      });

      it('passes a raw body to a single unnamed text or bytea parameter', async () => {
        const text = await rest('/rpc/shout', {
          method: 'POST',
          headers: { 'Content-Type': 'text/plain' },
          body: "it's'); drop table posts;--",
        });
        expect(text.status).toBe(200);
        expect(await text.json()).toBe("IT'S'); DROP TABLE POSTS;--");
        const bytes = await rest('/rpc/byte_count', {
          method: 'POST',
          headers: { 'Content-Type': 'application/octet-stream' },
          body: new Uint8Array([0, 1, 2, 255]),
        });
        expect(bytes.status).toBe(200);
        expect(await bytes.json()).toBe(4);
      });

      it('hands an empty-named argument the whole body only where PostgREST serves the function', async () => {
        // As postgrest-js's advanced_rpc.test.ts records it ('polymorphic function with unnamed text
        // param' / 'unnamed int param'): a single unnamed text parameter is the one named '' and gets
        // the whole body; one of another type is not served at all.
        const send = (fn: string) =>
          rest(`/rpc/${fn}`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ '': '1' }),
          });
        const shout = await send('shout');
        expect(shout.status).toBe(200);
        expect(await shout.json()).toBe('{"":"1"}');
        const plusOne = await send('plus_one');
        expect(plusOne.status).toBe(404);
        expect(await plusOne.json()).toMatchObject({ code: 'PGRST202' });
        const wrongType = await rest('/rpc/shout', {
          method: 'POST',
          headers: { 'Content-Type': 'application/octet-stream' },
          body: new Uint8Array([1]),
        });
        expect(wrongType.status).toBe(404);
        expect(await wrongType.json()).toMatchObject({
          code: 'PGRST202',
          message: 'Could not find the function public.shout in the schema cache',
          details:
            'Searched for the function public.shout with a single unnamed bytea parameter, but no matches were found in the schema cache.',
          hint: null,
        });
      });
    });

    describe('schema cache', () => {
      it("rebuilds on NOTIFY pgrst, 'reload schema'", async () => {
        await backend.db.exec(
          'create table public.late_table (id int primary key); grant select on public.late_table to anon;',
        );
        expect((await rest('/late_table')).status).toBe(404);
        await backend.db.exec(`notify pgrst, 'reload schema'`);
        let status = 0;
        for (let i = 0; i < 50 && status !== 200; i++) {
          await new Promise((resolve) => setTimeout(resolve, 50));
          status = (await rest('/late_table')).status;
        }
        expect(status).toBe(200);
      });
    });

    describe('hostile input', () => {
      it('describes parse failures as PostgREST does', async () => {
        const select = await rest('/posts?select=id,(');
        expect(await select.json()).toMatchObject({
          code: 'PGRST100',
          message: '"failed to parse select parameter (id,()" (line 1, column 4)',
        });
        const filter = await rest('/posts?id=zz.1');
        expect(await filter.json()).toMatchObject({
          code: 'PGRST100',
          message: '"failed to parse filter (zz.1)"',
        });
        const tree = await rest('/posts?or=(id.eq.1');
        expect(await tree.json()).toMatchObject({
          code: 'PGRST100',
          message: '"failed to parse logic tree ((id.eq.1)"',
        });
      });

      it('answers malformed select and filters with PGRST100', async () => {
        for (const q of [
          'select=id,(',
          'select=a!!(',
          'id=zz.1',
          'or=(id.eq.1',
          'id=in.1,2',
          'order=id.sideways',
          'limit=abc',
          'select=id::text;drop',
        ]) {
          const res = await rest(`/posts?${q}`);
          expect(res.status, q).toBe(400);
          expect(((await res.json()) as { code: string }).code, q).toBe('PGRST100');
        }
      });

      it('answers unknown tables, columns and relationships', async () => {
        const table = await anon.from('secrets').select();
        expect(table.status).toBe(404);
        expect(table.error).toMatchObject({
          code: 'PGRST205',
          message: "Could not find the table 'public.secrets' in the schema cache",
        });
        const column = await anon.from('posts').select('nope');
        expect(column.status).toBe(400);
        expect(column.error).toMatchObject({ code: '42703', message: 'column posts.nope does not exist' });
        const rel = await anon.from('posts').select('id, tags_nope(*)');
        expect(rel.status).toBe(400);
        expect(rel.error?.code).toBe('PGRST200');
        const notSelected = await rest('/posts?comments.body=eq.x');
        expect(notSelected.status).toBe(400);
        expect(((await notSelected.json()) as { code: string }).code).toBe('PGRST108');
        const agg = await anon.from('posts').select('count()');
        expect(agg.status).toBe(400);
        expect(agg.error?.code).toBe('PGRST123');
      });

      it('treats quotes and SQL in values and identifiers as data', async () => {
        const value = await anon.from('users').select('name').eq('name', "x'; drop table users; --");
        expect(value.data).toEqual([]);
        const ident = await anon.from('users').select('"name""; drop table users; --"');
        expect(ident.status).toBe(400);
        expect(ident.error?.code).toBe('42703');
        const path = await anon.from('users').select("data->>'x'); drop table users; --");
        expect(path.status).toBe(400);
        const table = await rest(`/${encodeURIComponent('users; drop table users')}`);
        expect(table.status).toBe(404);
        for (const path of ['/%E0%A4%A', '/rpc/%E0%A4%A']) {
          const malformed = await rest(path);
          expect(malformed.status, path).toBe(404);
        }
        const huge = await rest('/users?select=name,posts(id)&posts.limit=100000000000000000000000');
        expect(huge.status).toBe(400);
        expect(((await huge.json()) as { code: string }).code).toBe('PGRST100');
        const ins = await service
          .from('tags')
          .insert({ name: 'o\'reilly"); delete from tags; --' })
          .select('name')
          .single();
        expect(ins.data).toEqual({ name: 'o\'reilly"); delete from tags; --' });
        const { count } = await service.from('users').select('*', { count: 'exact', head: true });
        expect(count).toBe(3);
      });

      it('treats a PATCH with an empty object as a no-op that matches no row', async () => {
        const before = await service.from('tags').select('*').order('id');
        for (const prefer of ['return=minimal', 'return=representation']) {
          const res = await rest('/tags?id=gt.0', {
            method: 'PATCH',
            headers: {
              Authorization: `Bearer ${backend.serviceRoleKey}`,
              'Content-Type': 'application/json',
              Prefer: prefer,
            },
            body: '{}',
          });
          expect(res.status).toBeLessThan(300);
          if (prefer === 'return=representation') expect(await res.json()).toEqual([]);
        }
        expect((await service.from('tags').select('*').order('id')).data).toEqual(before.data);
      });

      it('refuses deeply nested embeds and oversized or invalid bodies', async () => {
        const deep = 'users('.repeat(40) + 'id' + ')'.repeat(40);
        const nested = await rest(`/posts?select=${deep}`);
        expect(nested.status).toBe(400);
        const big = await rest('/tags', {
          method: 'POST',
          headers: { Authorization: `Bearer ${backend.serviceRoleKey}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ name: 'x'.repeat(11 * 1024 * 1024) }),
        });
        expect(big.status).toBe(413);
        const invalid = await rest('/tags', {
          method: 'POST',
          headers: { Authorization: `Bearer ${backend.serviceRoleKey}`, 'Content-Type': 'application/json' },
          body: '{"name": ',
        });
        expect(invalid.status).toBe(400);
        expect(await invalid.json()).toMatchObject({ code: 'PGRST102' });
        expect(
          (await service.from('tags').select('id', { count: 'exact', head: true })).count,
        ).toBeGreaterThan(0);
      });
    });
  });
}
