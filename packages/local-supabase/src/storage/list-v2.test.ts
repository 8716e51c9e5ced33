import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../keys/jwt';
import { serverVariant } from '../../test/support/test-database';
import { encodeListCursor } from './list-v2';
import {
  startStorageBackend,
  type StorageClient,
  type StorageTestBackend,
} from '../../test/support/storage-backend';
import { databaseVariants } from '../../test/support/test-database';

const text = (s: string) => new Blob([s], { type: 'text/plain' });
const at = (minute: number) => `2026-01-01T00:${String(minute).padStart(2, '0')}:00.000Z`;

// name → [created minute, updated minute]: creation order differs from name order on purpose.
const OBJECTS: Record<string, [number, number]> = {
  'c.txt': [1, 9],
  'f2/z.txt': [2, 2],
  'a.txt': [3, 3],
  'f1/x.txt': [4, 4],
  'b.txt': [5, 5],
  'f1/y.txt': [6, 6],
  'f1/sub/deep.txt': [7, 7],
};

/** A folder of a by-name listing, as Storage answers it. */
const FOLDER = (path: string) => ({
  key: path,
  name: `${path}/`,
  id: null,
  updated_at: null,
  created_at: null,
  last_accessed_at: null,
  metadata: null,
});

type ListV2Options = NonNullable<Parameters<ReturnType<StorageClient['storage']['from']>['listV2']>[0]>;

/** Follows `nextCursor` to the end, returning each page's names in order. */
async function allPages(client: StorageClient, bucket: string, options: ListV2Options) {
  const pages: string[][] = [];
  let cursor: string | undefined;
  for (;;) {
    const { data, error } = await client.storage
      .from(bucket)
      .listV2({ ...options, ...(cursor ? { cursor } : {}) });
    if (error) throw error;
    pages.push([...data.folders, ...data.objects].map((e) => e.name));
    if (!data.hasNext) {
      expect(data.nextCursor).toBeUndefined();
      return pages;
    }
    expect(data.nextCursor).toEqual(expect.any(String) as unknown);
    cursor = data.nextCursor;
  }
}

/** One page's entries in the order the server sorted them (folders and objects interleaved). */
const sorted = (pages: string[][], order: string[]) =>
  pages.map((page) => [...page].sort((a, b) => order.indexOf(a) - order.indexOf(b)));

for (const variant of databaseVariants) {
  describe(`storage list-v2 (${variant.name})`, serverVariant(variant.server), () => {
    let t: StorageTestBackend;
    let bucket: ReturnType<StorageClient['storage']['from']>;
    const alice = randomUUID();
    const bob = randomUUID();

    beforeAll(async () => {
      t = await startStorageBackend(variant.server, 'ls_list');
      expect((await t.admin.storage.createBucket('lv2')).error).toBeNull();
      bucket = t.admin.storage.from('lv2');
      for (const [name, [created, updated]] of Object.entries(OBJECTS)) {
        expect((await bucket.upload(name, text(name))).error).toBeNull();
        // Fixed times make the time sorts exact however fast the uploads ran.
        await t.backend.db.query(
          `update storage.objects set created_at = $3, updated_at = $4 where bucket_id = $1 and name = $2`,
          ['lv2', name, at(created), at(updated)],
        );
      }
    });
    afterAll(() => t?.stop());

    it('lists one level with folders and files in name order, paging by cursor', async () => {
      const order = ['a.txt', 'b.txt', 'c.txt', 'f1/', 'f2/'];
      const pages = await allPages(t.admin, 'lv2', { with_delimiter: true, limit: 2 });
      expect(sorted(pages, order)).toEqual([['a.txt', 'b.txt'], ['c.txt', 'f1/'], ['f2/']]);
      const desc = await allPages(t.admin, 'lv2', {
        with_delimiter: true,
        limit: 2,
        sortBy: { column: 'name', order: 'desc' },
      });
      const reversed = [...order].reverse();
      expect(sorted(desc, reversed)).toEqual([['f2/', 'f1/'], ['c.txt', 'b.txt'], ['a.txt']]);

      const { data } = await bucket.listV2({ with_delimiter: true, limit: 4 });
      expect(data).toEqual({
        hasNext: true,
        nextCursor: expect.any(String) as unknown,
        // Storage's cursor names a folder without its slash: the row `search_v2` gave it.
        nextCursorKey: 'f1',
        // Sorted by name, a folder is `storage.search_v2`'s row for it (migrations/tenant/
        // 0050-search-v2-optimised.sql: key, name, and nulls) with the slash added back
        // (src/storage/object.ts `listObjectsV2`), as storage-js's 'list objects V2 - folders' expects.
        folders: [FOLDER('f1')],
        objects: ['a.txt', 'b.txt', 'c.txt'].map((name) => ({
          key: name,
          name,
          id: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
          created_at: expect.any(String) as unknown,
          updated_at: expect.any(String) as unknown,
          last_accessed_at: expect.any(String) as unknown,
          metadata: expect.objectContaining({ size: name.length, mimetype: 'text/plain' }) as unknown,
        })),
      });
    });

    it('sorts folders by their first object time when sorting by created_at or updated_at', async () => {
      const created = ['c.txt', 'f2/', 'a.txt', 'f1/', 'b.txt'];
      const pages = await allPages(t.admin, 'lv2', {
        with_delimiter: true,
        limit: 2,
        sortBy: { column: 'created_at', order: 'asc' },
      });
      expect(sorted(pages, created)).toEqual([['c.txt', 'f2/'], ['a.txt', 'f1/'], ['b.txt']]);
      const updatedDesc = ['c.txt', 'b.txt', 'f1/', 'a.txt', 'f2/'];
      const desc = await allPages(t.admin, 'lv2', {
        with_delimiter: true,
        limit: 3,
        sortBy: { column: 'updated_at', order: 'desc' },
      });
      expect(sorted(desc, updatedDesc)).toEqual([
        ['c.txt', 'b.txt', 'f1/'],
        ['a.txt', 'f2/'],
      ]);

      const { data } = await bucket.listV2({ with_delimiter: true, sortBy: { column: 'created_at' } });
      // Sorted by time, a folder carries the whole row, with its first object's creation time.
      expect(data?.folders).toContainEqual({
        key: 'f1',
        name: 'f1/',
        id: null,
        created_at: at(4),
        updated_at: at(4),
        last_accessed_at: null,
        metadata: null,
      });
    });

    it('lists every object under a prefix without the delimiter, by name or time', async () => {
      const flat = await allPages(t.admin, 'lv2', { limit: 3 });
      expect(flat).toEqual([
        ['a.txt', 'b.txt', 'c.txt'],
        ['f1/sub/deep.txt', 'f1/x.txt', 'f1/y.txt'],
        ['f2/z.txt'],
      ]);
      const byCreation = await allPages(t.admin, 'lv2', {
        limit: 4,
        sortBy: { column: 'created_at', order: 'desc' },
      });
      expect(byCreation).toEqual([
        ['f1/sub/deep.txt', 'f1/y.txt', 'b.txt', 'f1/x.txt'],
        ['a.txt', 'f2/z.txt', 'c.txt'],
      ]);
      const { data } = await bucket.listV2({ prefix: 'f1/' });
      expect(data?.objects.map((o) => o.name)).toEqual(['f1/sub/deep.txt', 'f1/x.txt', 'f1/y.txt']);
      expect(Object.keys(data!.objects[0]!).sort()).toEqual(
        ['created_at', 'id', 'last_accessed_at', 'metadata', 'name', 'updated_at'].sort(),
      );
      expect(data).toMatchObject({ hasNext: false, folders: [] });
    });

    it('treats a prefix as the start of a name: with and without the trailing slash', async () => {
      const withSlash = await bucket.listV2({ prefix: 'f1/', with_delimiter: true });
      expect(withSlash.data?.folders).toEqual([{ ...FOLDER('f1/sub'), key: 'sub' }]);
      expect(withSlash.data?.objects.map((o) => [o.key, o.name])).toEqual([
        ['x.txt', 'f1/x.txt'],
        ['y.txt', 'f1/y.txt'],
      ]);
      const bare = await bucket.listV2({ prefix: 'f', with_delimiter: true });
      expect(bare.data?.folders.map((f) => f.name)).toEqual(['f1/', 'f2/']);
      expect(bare.data?.objects).toEqual([]);
    });

    it('caps the page at 1000 entries whatever the limit asks', async () => {
      expect((await t.admin.storage.createBucket('many')).error).toBeNull();
      await t.backend.db.query(
        `insert into storage.objects (bucket_id, name, metadata)
         select 'many', 'k' || lpad(i::text, 4, '0'), '{}'::jsonb from generate_series(1, 1001) i`,
      );
      const first = await t.admin.storage.from('many').listV2({ limit: 1_000_000 });
      expect(first.data?.objects).toHaveLength(1000);
      expect(first.data?.hasNext).toBe(true);
      const rest = await t.admin.storage.from('many').listV2({ cursor: first.data!.nextCursor! });
      expect(rest.data?.objects.map((o) => o.name)).toEqual(['k1001']);
      expect(rest.data?.hasNext).toBe(false);
    });

    it('shows each user only what their policies let them see', async () => {
      const [aliceClient, bobClient] = [await t.user(alice), await t.user(bob)];
      expect(
        (await aliceClient.storage.from('files').upload(`${alice}/one.txt`, text('1'))).error,
      ).toBeNull();
      expect(
        (await aliceClient.storage.from('files').upload(`${alice}/sub/two.txt`, text('2'))).error,
      ).toBeNull();
      expect((await bobClient.storage.from('files').upload(`${bob}/secret.txt`, text('s'))).error).toBeNull();
      expect((await t.admin.storage.from('files').upload('shared/readme.txt', text('r'))).error).toBeNull();

      const root = await aliceClient.storage.from('files').listV2({ with_delimiter: true });
      expect(root.data?.folders.map((f) => f.name).sort()).toEqual([`${alice}/`, 'shared/'].sort());
      expect(root.data?.objects).toEqual([]);
      const flat = await aliceClient.storage.from('files').listV2({});
      expect(flat.data?.objects.map((o) => o.name).sort()).toEqual(
        [`${alice}/one.txt`, `${alice}/sub/two.txt`, 'shared/readme.txt'].sort(),
      );
      const snooping = await aliceClient.storage.from('files').listV2({ prefix: `${bob}/` });
      expect(snooping.data).toEqual({ hasNext: false, folders: [], objects: [] });
      // A cursor pointing into bob's folder moves the page, never the policy.
      const cursor = encodeListCursor({ startAfter: `${bob}/` });
      const jumped = await aliceClient.storage.from('files').listV2({ cursor });
      expect(jumped.data?.objects.map((o) => o.name)).not.toContain(`${bob}/secret.txt`);
      expect((await t.anon.storage.from('files').listV2({})).data).toEqual({
        hasNext: false,
        folders: [],
        objects: [],
      });
    });

    it('refuses bad limits, sort columns and cursors with Storage errors', async () => {
      for (const limit of [0, -5, 1.5]) {
        const { error } = await bucket.listV2({ limit });
        expect(error, String(limit)).toMatchObject({ statusCode: '400', status: 400 });
      }
      const badColumn = await bucket.listV2({
        sortBy: { column: 'name; drop table storage.objects' as 'name' },
      });
      expect(badColumn.error).toMatchObject({ statusCode: '400' });
      for (const cursor of [
        'not a cursor',
        Buffer.from('x:1').toString('base64'),
        encodeListCursor({
          startAfter: 'a',
          sortColumn: 'created_at',
          sortColumnAfter: "'); drop table x; --",
        }),
      ]) {
        const { error } = await bucket.listV2({ cursor });
        expect(error, cursor).toMatchObject({
          statusCode: '400',
          code: 'InvalidParameter',
          message: 'Invalid Parameter continuation token',
        });
      }
      const res = await fetch(`${t.backend.apiUrl}/storage/v1/object/list-v2/lv2`, {
        method: 'POST',
        headers: {
          apikey: t.backend.secretKey,
          authorization: `Bearer ${t.backend.serviceRoleKey}`,
          'content-type': 'application/json',
        },
        body: '{"limit":',
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ statusCode: '400', code: 'InvalidRequest' });
      const { rows } = await t.backend.db.query<{ n: number }>(
        `select count(*)::int as n from storage.objects where bucket_id = 'lv2'`,
      );
      expect(rows[0]?.n).toBe(Object.keys(OBJECTS).length);
    });

    it('matches hostile prefixes and cursors literally, never outside the bucket', async () => {
      for (const prefix of ['../', '..', '%', 'f_/', '\\', "'; select 1; --"]) {
        const { data, error } = await bucket.listV2({ prefix, with_delimiter: true });
        expect(error, prefix).toBeNull();
        expect(data, prefix).toEqual({ hasNext: false, folders: [], objects: [] });
      }
      const traversal = encodeListCursor({ startAfter: '../../../etc/passwd' });
      const { data } = await bucket.listV2({ cursor: traversal });
      expect(data?.objects.map((o) => o.name)).toEqual([
        'a.txt',
        'b.txt',
        'c.txt',
        'f1/sub/deep.txt',
        'f1/x.txt',
        'f1/y.txt',
        'f2/z.txt',
      ]);
      const unknown = await t.admin.storage.from('no-such-bucket').listV2({});
      expect(unknown.data).toEqual({ hasNext: false, folders: [], objects: [] });
      const badName = await fetch(`${t.backend.apiUrl}/storage/v1/object/list-v2/a%5Cb`, {
        method: 'POST',
        headers: { apikey: t.backend.secretKey, authorization: `Bearer ${t.backend.serviceRoleKey}` },
      });
      expect(await badName.json()).toMatchObject({ statusCode: '400', code: 'InvalidBucketName' });
    });

    it('refuses forged and expired tokens', async () => {
      const forged = await signJwt(
        { sub: alice, role: 'service_role' },
        'not-the-project-secret-at-all-0123456789',
      );
      const expired = await signJwt(
        { sub: alice, role: 'authenticated', exp: Math.floor(Date.now() / 1000) - 3600 },
        t.backend.jwtSecret,
      );
      for (const token of [forged, expired]) {
        const client = createClient(t.backend.apiUrl, t.backend.anonKey, {
          auth: { persistSession: false, autoRefreshToken: false },
          accessToken: () => Promise.resolve(token),
        });
        const { data, error } = await client.storage.from('lv2').listV2({});
        expect(data).toBeNull();
        // Storage's AccessDenied: HTTP 400, the real status in the body.
        expect(error).toMatchObject({ statusCode: '403', status: 400 });
      }
    });
  });
}
