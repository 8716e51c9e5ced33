import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../keys/jwt';
import { serverVariant } from '../../test/support/test-database';
import { startStorageBackend, type StorageTestBackend } from '../../test/support/storage-backend';
import { databaseVariants } from '../../test/support/test-database';

const text = (s: string) => new Blob([s], { type: 'text/plain' });
const ISO: unknown = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

for (const variant of databaseVariants) {
  describe(`storage bucket and info JSON (${variant.name})`, serverVariant(variant.server), () => {
    let t: StorageTestBackend;
    const alice = randomUUID();
    const objectCount = async (bucket: string) =>
      (
        await t.backend.db.query<{ n: number }>(
          'select count(*)::int as n from storage.objects where bucket_id = $1',
          [bucket],
        )
      ).rows[0]?.n;
    const raw = async (method: string, path: string, token: string) => {
      const res = await fetch(`${t.backend.apiUrl}/storage/v1${path}`, {
        method,
        headers: { apikey: t.backend.anonKey, authorization: `Bearer ${token}` },
      });
      return { status: res.status, body: (await res.json()) as unknown };
    };

    beforeAll(async () => {
      t = await startStorageBackend(variant.server, 'ls_bucket');
    });
    afterAll(() => t?.stop());

    it('answers getBucket and listBuckets with exactly the fields Storage sends', async () => {
      expect(
        (await t.admin.storage.createBucket('shape', { public: true, fileSizeLimit: 2048 })).error,
      ).toBeNull();
      const { data: bucket } = await t.admin.storage.getBucket('shape');
      expect(bucket).toEqual({
        id: 'shape',
        name: 'shape',
        owner: '',
        public: true,
        created_at: ISO,
        updated_at: ISO,
        file_size_limit: 2048,
        allowed_mime_types: null,
      });
      const { data: list } = await t.admin.storage.listBuckets({ search: 'shape' });
      expect(list).toEqual([{ ...bucket, type: 'STANDARD' }]);
    });

    it('refuses to delete a bucket that still holds objects, with Storage’s body', async () => {
      await t.admin.storage.createBucket('full');
      await t.admin.storage.from('full').upload('a.txt', text('a'));
      const { error } = await t.admin.storage.deleteBucket('full');
      expect(error).toMatchObject({ statusCode: '409', status: 400 });
      expect(await raw('DELETE', '/bucket/full', t.backend.serviceRoleKey)).toEqual({
        status: 400,
        body: {
          statusCode: '409',
          code: 'ResourceNotEmpty',
          error: 'ResourceNotEmpty',
          message: 'The bucket you tried to delete is not empty',
        },
      });
      expect(await objectCount('full')).toBe(1);
    });

    it('lets only the service role empty a bucket, then removes every object in it', async () => {
      await t.admin.storage.createBucket('to-empty');
      await t.admin.storage.from('to-empty').upload('a.txt', text('a'));
      await t.admin.storage.from('to-empty').upload(`${alice}/b.txt`, text('b'));

      const userToken = await signJwt({ sub: alice, role: 'authenticated' }, t.backend.jwtSecret);
      for (const token of [userToken, t.backend.anonKey]) {
        expect(await raw('POST', '/bucket/to-empty/empty', token)).toEqual({
          status: 403,
          body: {
            statusCode: '403',
            code: 'AccessDenied',
            error: 'Unauthorized',
            message: 'Access denied: Invalid role',
          },
        });
      }
      const forged = await signJwt({ role: 'service_role' }, 'a-secret-that-is-not-the-project-one-42');
      expect((await raw('POST', '/bucket/to-empty/empty', forged)).status).toBe(400);
      expect(await objectCount('to-empty')).toBe(2);

      const emptied = await t.admin.storage.emptyBucket('to-empty');
      expect(emptied).toEqual({
        data: { message: 'Empty bucket has been queued. Completion may take up to an hour.' },
        error: null,
      });
      expect(await objectCount('to-empty')).toBe(0);
      expect((await t.admin.storage.deleteBucket('to-empty')).data).toEqual({
        message: 'Successfully deleted',
      });
      expect((await t.admin.storage.emptyBucket('to-empty')).error).toMatchObject({
        statusCode: '404',
        message: 'Bucket not found',
      });
    });

    it('reports object info metadata as {} when the upload carried none', async () => {
      await t.admin.storage.createBucket('info');
      await t.admin.storage.from('info').upload('plain.txt', text('p'));
      await t.admin.storage.from('info').upload('tagged.txt', text('t'), { metadata: { kind: 'tag' } });
      expect((await t.admin.storage.from('info').info('plain.txt')).data?.metadata).toEqual({});
      const { rows } = await t.backend.db.query<{ user_metadata: unknown }>(
        `select user_metadata from storage.objects where bucket_id = 'info' and name = 'plain.txt'`,
      );
      expect(rows[0]?.user_metadata).toEqual({});
      expect((await t.admin.storage.from('info').info('tagged.txt')).data).toMatchObject({
        metadata: { kind: 'tag' },
      });
    });
  });
}
