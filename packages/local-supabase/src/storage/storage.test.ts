import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createClient } from '@supabase/supabase-js';

type SupabaseClient = ReturnType<typeof createClient>;
import * as tus from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SteppedClock } from '../clock';
import { signJwt } from '../keys/jwt';
import { startLocalSupabase, type LocalSupabase } from '../start';

const projectDir = join(import.meta.dirname, '../../test/fixtures/storage');
const options = { auth: { persistSession: false, autoRefreshToken: false } };

let backend: LocalSupabase;
const clock = new SteppedClock();
let admin: SupabaseClient;
let anon: SupabaseClient;
const alice = { id: randomUUID(), client: undefined as unknown as SupabaseClient };
const bob = { id: randomUUID(), client: undefined as unknown as SupabaseClient };

async function userClient(sub: string, expiresIn = 3600): Promise<SupabaseClient> {
  const exp = Math.floor(Date.now() / 1000) + expiresIn;
  const token = await signJwt({ sub, role: 'authenticated', aud: 'authenticated', exp }, backend.jwtSecret);
  return createClient(backend.apiUrl, backend.anonKey, {
    ...options,
    accessToken: () => Promise.resolve(token),
  });
}

const storageUrl = () => `${backend.apiUrl}/storage/v1`;
const text = (s: string) => new Blob([s], { type: 'text/plain' });

beforeAll(async () => {
  backend = await startLocalSupabase({
    projectDir,
    dataDir: false,
    port: 0,
    dbPort: false,
    log: 'silent',
    clock,
  });
  admin = createClient(backend.apiUrl, backend.secretKey, options);
  anon = createClient(backend.apiUrl, backend.publishableKey, options);
  alice.client = await userClient(alice.id);
  bob.client = await userClient(bob.id);
});
afterAll(() => backend?.stop());

describe('buckets', () => {
  it('creates, gets, lists, updates, empties and deletes a bucket with the service key', async () => {
    const created = await admin.storage.createBucket('docs', {
      public: false,
      fileSizeLimit: '1KB',
      allowedMimeTypes: ['text/*', 'application/pdf'],
    });
    expect(created).toEqual({ data: { name: 'docs' }, error: null });
    const { data: bucket } = await admin.storage.getBucket('docs');
    expect(bucket).toMatchObject({ id: 'docs', public: false, file_size_limit: 1000 });
    expect(bucket?.allowed_mime_types).toEqual(['text/*', 'application/pdf']);
    const { data: list } = await admin.storage.listBuckets();
    expect(list?.map((b) => b.id)).toEqual(expect.arrayContaining(['avatars', 'files', 'docs']));

    const updated = await admin.storage.updateBucket('docs', { public: true, fileSizeLimit: 2000 });
    expect(updated.data).toEqual({ message: 'Successfully updated' });
    expect((await admin.storage.getBucket('docs')).data).toMatchObject({
      public: true,
      file_size_limit: 2000,
    });

    await admin.storage.from('docs').upload('a.txt', text('hello'));
    const notEmpty = await admin.storage.deleteBucket('docs');
    expect(notEmpty.error).toMatchObject({ statusCode: '409', status: 400 });
    expect((await admin.storage.emptyBucket('docs')).error).toBeNull();
    expect((await admin.storage.deleteBucket('docs')).data).toEqual({ message: 'Successfully deleted' });
    expect((await admin.storage.getBucket('docs')).error).toMatchObject({
      statusCode: '404',
      message: 'Bucket not found',
    });
  });

  it('refuses bucket writes to users and anon (no policies on storage.buckets)', async () => {
    for (const client of [alice.client, anon]) {
      const { error } = await client.storage.createBucket('mine');
      expect(error).toMatchObject({
        statusCode: '403',
        message: 'new row violates row-level security policy',
      });
    }
    expect((await alice.client.storage.listBuckets()).data).toEqual([]);
  });

  it('refuses duplicate ids and hostile names', async () => {
    expect((await admin.storage.createBucket('avatars')).error).toMatchObject({ statusCode: '409' });
    const injection = "x'; drop table storage.objects; --";
    expect((await admin.storage.createBucket(injection)).error).toBeNull();
    expect((await admin.storage.getBucket(injection)).data?.name).toBe(injection);
    expect((await backend.db.query('select count(*)::int as n from storage.objects')).rows).toHaveLength(1);
    expect((await admin.storage.deleteBucket(injection)).error).toBeNull();
    for (const name of ['..', 'a/b', 'a\\b', 'caf\u00e9', 'a'.repeat(101)]) {
      const { error } = await admin.storage.createBucket(name);
      expect(error?.statusCode, name).toBe('400');
    }
    const { error } = await admin.storage.createBucket('bad-limits', {
      public: false,
      allowedMimeTypes: ['not a mime'],
    });
    expect(error?.statusCode).toBe('400');
  });
});

describe('objects and policies', () => {
  it('uploads to the own folder, refuses another user folder and anon', async () => {
    const own = await alice.client.storage.from('files').upload(`${alice.id}/notes.txt`, text('alice notes'));
    expect(own.error).toBeNull();
    expect(own.data).toMatchObject({
      path: `${alice.id}/notes.txt`,
      fullPath: `files/${alice.id}/notes.txt`,
    });
    expect(own.data?.id).toMatch(/^[0-9a-f-]{36}$/);

    const other = await bob.client.storage.from('files').upload(`${alice.id}/evil.txt`, text('x'));
    expect(other.error).toMatchObject({ statusCode: '403', status: 400 });
    const anonymous = await anon.storage.from('files').upload(`${alice.id}/evil.txt`, text('x'));
    expect(anonymous.error?.statusCode).toBe('403');

    const { rows } = await backend.db.query<{ owner: string; owner_id: string }>(
      `select owner, owner_id from storage.objects where name like $1`,
      [`${alice.id}/%`],
    );
    expect(rows).toEqual([{ owner: alice.id, owner_id: alice.id }]);
  });

  it('downloads own files, hides others, and reads public buckets without a key', async () => {
    const { data } = await alice.client.storage.from('files').download(`${alice.id}/notes.txt`);
    expect(await data?.text()).toBe('alice notes');
    const hidden = await bob.client.storage.from('files').download(`${alice.id}/notes.txt`);
    expect(hidden.error).not.toBeNull();
    const res = await fetch(`${storageUrl()}/object/authenticated/files/${alice.id}/notes.txt`, {
      headers: { apikey: backend.publishableKey, authorization: `Bearer ${backend.anonKey}` },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: '404', code: 'NoSuchKey', error: 'not_found' });

    await alice.client.storage
      .from('avatars')
      .upload(`${alice.id}/me.png`, new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }));
    const url = anon.storage.from('avatars').getPublicUrl(`${alice.id}/me.png`).data.publicUrl;
    const pub = await fetch(url);
    expect(pub.status).toBe(200);
    expect(pub.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await pub.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
    // Public buckets bypass RLS for reads only: bob reads alice's avatar but cannot replace it.
    expect((await bob.client.storage.from('avatars').download(`${alice.id}/me.png`)).error).toBeNull();
    expect(
      (await bob.client.storage.from('avatars').update(`${alice.id}/me.png`, text('x'))).error?.statusCode,
    ).toBe('403');
    const privatePublicUrl = await fetch(`${storageUrl()}/object/public/files/${alice.id}/notes.txt`);
    expect(await privatePublicUrl.json()).toMatchObject({ statusCode: '404', code: 'NoSuchBucket' });
  });

  it('stores content type, cache control and metadata; answers info, exists and ranges', async () => {
    const path = `${alice.id}/doc.json`;
    const up = await alice.client.storage.from('files').upload(path, Buffer.from('{"a":1}'), {
      contentType: 'application/json',
      cacheControl: '60',
      metadata: { kind: 'doc' },
    });
    expect(up.error).toBeNull();
    const info = await alice.client.storage.from('files').info(path);
    expect(info.data).toMatchObject({
      name: path,
      size: 7,
      contentType: 'application/json',
      cacheControl: 'max-age=60',
      metadata: { kind: 'doc' },
      // Storage's ETag is the MD5 of the bytes, taken in the same pass that writes them.
      etag: `"${createHash('md5').update('{"a":1}').digest('hex')}"`,
    });
    expect(await alice.client.storage.from('files').exists(path)).toMatchObject({ data: true });
    const missing = await alice.client.storage.from('files').exists(`${alice.id}/nope`);
    expect(missing.data).toBe(false);
    expect((await bob.client.storage.from('files').exists(path)).data).toBe(false);

    const res = await fetch(`${storageUrl()}/object/files/${path}?download=report.json`, {
      headers: {
        apikey: backend.anonKey,
        authorization: `Bearer ${await signJwt({ sub: alice.id, role: 'authenticated' }, backend.jwtSecret)}`,
        range: 'bytes=1-3',
      },
    });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe('bytes 1-3/7');
    expect(res.headers.get('cache-control')).toBe('max-age=60');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="report.json"');
    expect(await res.text()).toBe('"a"');
  });

  it('refuses an existing key without upsert, replaces it with upsert and update', async () => {
    const path = `${alice.id}/notes.txt`;
    const dup = await alice.client.storage.from('files').upload(path, text('again'));
    expect(dup.error).toMatchObject({ statusCode: '409', message: 'The resource already exists' });
    expect(
      (await alice.client.storage.from('files').upload(path, text('v2'), { upsert: true })).error,
    ).toBeNull();
    expect(await (await alice.client.storage.from('files').download(path)).data?.text()).toBe('v2');
    expect((await alice.client.storage.from('files').update(path, text('v3'))).error).toBeNull();
    expect(await (await alice.client.storage.from('files').download(path)).data?.text()).toBe('v3');
  });

  it('lists one folder level with folders as null-id entries, search, sort and paging', async () => {
    const files = alice.client.storage.from('files');
    for (const p of ['pics/b.png', 'pics/a.png', 'pics/deep/c.png', 'pics/Zoo.txt'])
      await files.upload(`${alice.id}/${p}`, text(p));
    const { data: root } = await files.list(alice.id);
    expect(root?.map((e) => e.name)).toEqual(['doc.json', 'notes.txt', 'pics']);
    expect(root?.find((e) => e.name === 'pics')).toMatchObject({
      id: null,
      metadata: null,
      updated_at: null,
    });
    const { data: pics } = await files.list(`${alice.id}/pics`, {
      sortBy: { column: 'name', order: 'desc' },
    });
    expect(pics?.map((e) => e.name)).toEqual(['deep', 'b.png', 'a.png', 'Zoo.txt']);
    const { data: page } = await files.list(`${alice.id}/pics`, { limit: 2, offset: 1 });
    expect(page?.map((e) => e.name)).toEqual(['a.png', 'b.png']);
    const { data: found } = await files.list(`${alice.id}/pics`, { search: 'zo' });
    expect(found?.map((e) => e.name)).toEqual(['Zoo.txt']);
    expect((await bob.client.storage.from('files').list(alice.id)).data).toEqual([]);
  });

  it('moves and copies within the caller folder only', async () => {
    const files = alice.client.storage.from('files');
    await files.upload(`${alice.id}/m1.txt`, text('move me'));
    expect((await files.move(`${alice.id}/m1.txt`, `${alice.id}/moved/m1.txt`)).data).toEqual({
      message: 'Successfully moved',
    });
    expect(await (await files.download(`${alice.id}/moved/m1.txt`)).data?.text()).toBe('move me');
    expect((await files.download(`${alice.id}/m1.txt`)).error).not.toBeNull();
    expect((await files.move(`${alice.id}/moved/m1.txt`, `${bob.id}/stolen.txt`)).error?.statusCode).toBe(
      '403',
    );
    expect(
      (await bob.client.storage.from('files').move(`${alice.id}/moved/m1.txt`, `${bob.id}/x.txt`)).error
        ?.statusCode,
    ).toBe('404');

    const copy = await files.copy(`${alice.id}/moved/m1.txt`, `${alice.id}/copy.txt`);
    expect(copy.data).toEqual({ path: `files/${alice.id}/copy.txt` });
    expect(await (await files.download(`${alice.id}/copy.txt`)).data?.text()).toBe('move me');
    expect(
      (await bob.client.storage.from('files').copy(`${alice.id}/copy.txt`, `${bob.id}/c.txt`)).error
        ?.statusCode,
    ).toBe('404');
  });

  it('removes only what the caller may delete, silently skipping the rest', async () => {
    await bob.client.storage.from('files').upload(`${bob.id}/b.txt`, text('bob'));
    const byBob = await bob.client.storage.from('files').remove([`${alice.id}/copy.txt`]);
    expect(byBob).toEqual({ data: [], error: null });
    const byAlice = await alice.client.storage
      .from('files')
      .remove([`${alice.id}/copy.txt`, `${bob.id}/b.txt`]);
    expect(byAlice.data?.map((o) => o.name)).toEqual([`${alice.id}/copy.txt`]);
    expect((await bob.client.storage.from('files').download(`${bob.id}/b.txt`)).error).toBeNull();
  });

  it('enforces bucket size and MIME limits with Storage errors, leaving nothing behind', async () => {
    await admin.storage.createBucket('images', {
      public: false,
      fileSizeLimit: 1024,
      allowedMimeTypes: ['image/*'],
    });
    const images = admin.storage.from('images');
    expect(
      (await images.upload('ok.png', new Blob([new Uint8Array(1000)], { type: 'image/png' }))).error,
    ).toBeNull();
    const big = await images.upload('big.png', new Blob([new Uint8Array(2000)], { type: 'image/png' }));
    expect(big.error).toMatchObject({
      statusCode: '413',
      message: 'The object exceeded the maximum allowed size',
    });
    const rawBig = await images.upload('big2.png', Buffer.alloc(5000), { contentType: 'image/png' });
    expect(rawBig.error?.statusCode).toBe('413');
    const pdf = await images.upload('doc.pdf', new Blob(['%PDF'], { type: 'application/pdf' }));
    expect(pdf.error).toMatchObject({
      statusCode: '415',
      message: 'mime type application/pdf is not supported',
    });
    const { data } = await images.list();
    expect(data?.map((o) => o.name)).toEqual(['ok.png']);
  });

  it('refuses hostile keys with InvalidKey and writes nothing', async () => {
    const before = (await backend.db.query('select count(*)::int as n from storage.objects')).rows[0];
    const token = await signJwt({ sub: alice.id, role: 'authenticated' }, backend.jwtSecret);
    const keys = [
      // fetch collapses literal `..` segments, so traversal arrives encoded inside a segment.
      `${alice.id}/x/%2E%2E%2F%2E%2E%2Fetc`,
      `${alice.id}/..%2Fx`,
      `${alice.id}/a%00b`,
      `${alice.id}/a%5Cb`,
      `${alice.id}/a%0Ab`,
      `${alice.id}/${'a'.repeat(1100)}`,
      `${alice.id}/%E2%82%AC`,
    ];
    for (const key of keys) {
      const res = await fetch(`${storageUrl()}/object/files/${key}`, {
        method: 'POST',
        headers: { apikey: backend.anonKey, authorization: `Bearer ${token}`, 'content-type': 'text/plain' },
        body: 'x',
      });
      expect(res.status, key).toBe(400);
      expect(await res.json(), key).toMatchObject({ statusCode: '400', code: 'InvalidKey' });
    }
    expect((await backend.db.query('select count(*)::int as n from storage.objects')).rows[0]).toEqual(
      before,
    );
  });

  it('refuses forged, expired, malformed and alg-none bearer tokens, and no token at all, with AccessDenied', async () => {
    const forged = await signJwt(
      { sub: alice.id, role: 'service_role' },
      'not-the-secret-not-the-secret-123',
    );
    const expired = await signJwt({ sub: alice.id, role: 'authenticated', exp: 1000 }, backend.jwtSecret);
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify({ role: 'service_role' })).toString('base64url')}.`;
    const cases: [string, string][] = [
      [forged, 'signature verification failed'],
      [expired, '"exp" claim timestamp check failed'],
      [none, '"alg" (Algorithm) Header Parameter value not allowed'],
      ["' or 1=1 --", 'Invalid Compact JWS'],
    ];
    for (const [token, message] of cases) {
      const res = await fetch(`${storageUrl()}/bucket`, {
        headers: { apikey: backend.anonKey, authorization: `Bearer ${token}` },
      });
      expect(res.status, message).toBe(400);
      expect(await res.json()).toEqual({
        statusCode: '403',
        code: 'AccessDenied',
        error: 'Unauthorized',
        message,
      });
    }
    // No key and no token (storage-js's bucket-api test 'handles missing authorization errors if
    // header is not provided' lists buckets so): the CLI's gateway hands Storage an empty header.
    const missing = await fetch(`${storageUrl()}/bucket`);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      statusCode: '403',
      code: 'AccessDenied',
      error: 'Unauthorized',
      message: 'Invalid Compact JWS',
    });
  });

  it('rejects malformed JSON bodies without a 500', async () => {
    const res = await fetch(`${storageUrl()}/object/list/files`, {
      method: 'POST',
      headers: {
        apikey: backend.serviceRoleKey,
        authorization: `Bearer ${backend.serviceRoleKey}`,
        'content-type': 'application/json',
      },
      body: '{nope',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'InvalidRequest' });
  });
});

describe('signed URLs', () => {
  it('signs visible objects with expiry and a download name', async () => {
    const files = alice.client.storage.from('files');
    const { data } = await files.createSignedUrl(`${alice.id}/notes.txt`, 60, { download: 'n.txt' });
    const res = await fetch(data!.signedUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="n.txt"');
    expect(await res.text()).toBe('v3');
    expect(
      (await bob.client.storage.from('files').createSignedUrl(`${alice.id}/notes.txt`, 60)).error?.statusCode,
    ).toBe('404');

    const many = await files.createSignedUrls([`${alice.id}/notes.txt`, `${alice.id}/nope.txt`], 60);
    expect(many.data?.[0]).toMatchObject({ error: null, path: `${alice.id}/notes.txt` });
    expect(many.data?.[1]).toMatchObject({
      error: 'Either the object does not exist or you do not have access to it',
      signedUrl: null,
    });
  });

  it('refuses expired and tampered tokens', async () => {
    const iat = Math.floor(Date.now() / 1000) - 100;
    const expired = await signJwt(
      { url: `files/${alice.id}/notes.txt`, iat, exp: iat + 1 },
      backend.jwtSecret,
    );
    const res = await fetch(`${storageUrl()}/object/sign/files/${alice.id}/notes.txt?token=${expired}`);
    // Storage checks the token's expiry while verifying it, so an expired link is an InvalidJWT.
    expect(await res.json()).toEqual({
      statusCode: '400',
      code: 'InvalidJWT',
      error: 'InvalidJWT',
      message: '"exp" claim timestamp check failed',
    });
    const { data } = await alice.client.storage.from('files').createSignedUrl(`${alice.id}/notes.txt`, 60);
    const token = new URL(data!.signedUrl).searchParams.get('token');
    const other = await fetch(`${storageUrl()}/object/sign/files/${alice.id}/doc.json?token=${token}`);
    expect(await other.json()).toMatchObject({ code: 'InvalidSignature' });
  });

  it('stops serving a signed URL the second it expires, with no clock skew allowed', async () => {
    const { data } = await alice.client.storage.from('files').createSignedUrl(`${alice.id}/notes.txt`, 1);
    expect((await fetch(data!.signedUrl)).status).toBe(200);
    clock.advance(2100);
    expect(await (await fetch(data!.signedUrl)).json()).toMatchObject({
      code: 'InvalidJWT',
      message: '"exp" claim timestamp check failed',
    });
  });

  it('creates signed upload URLs as the caller and accepts the upload with the token only', async () => {
    const files = alice.client.storage.from('files');
    const { data, error } = await files.createSignedUploadUrl(`${alice.id}/signed.txt`);
    expect(error).toBeNull();
    const up = await anon.storage
      .from('files')
      .uploadToSignedUrl(`${alice.id}/signed.txt`, data!.token, text('via token'));
    expect(up.error).toBeNull();
    expect(await (await files.download(`${alice.id}/signed.txt`)).data?.text()).toBe('via token');
    const { rows } = await backend.db.query(`select owner_id from storage.objects where name = $1`, [
      `${alice.id}/signed.txt`,
    ]);
    expect(rows).toEqual([{ owner_id: alice.id }]);
    expect(
      (await bob.client.storage.from('files').createSignedUploadUrl(`${alice.id}/x.txt`)).error?.statusCode,
    ).toBe('403');
  });
});

describe('resumable uploads (TUS)', () => {
  const MiB = 1024 * 1024;
  const headersFor = async (sub: string) => ({
    apikey: backend.anonKey,
    authorization: `Bearer ${await signJwt({ sub, role: 'authenticated' }, backend.jwtSecret)}`,
  });
  const md5 = (data: Uint8Array) => createHash('md5').update(data).digest('hex');

  it('uploads 30 MB in chunks, survives an interruption and resumes from the server offset', async () => {
    const data = randomBytes(30 * MiB);
    const objectName = `${alice.id}/big.bin`;
    const options = {
      endpoint: `${storageUrl()}/upload/resumable`,
      headers: await headersFor(alice.id),
      chunkSize: 6 * MiB,
      retryDelays: [],
      metadata: {
        bucketName: 'files',
        objectName,
        contentType: 'application/octet-stream',
        cacheControl: '3600',
      },
    };
    let uploadUrl = '';
    const firstProgress: number[] = [];
    await new Promise<void>((resolve, reject) => {
      const upload: tus.Upload = new tus.Upload(data, {
        ...options,
        onProgress: (sent) => firstProgress.push(sent),
        onChunkComplete: (_size, accepted) => {
          if (accepted >= 12 * MiB) {
            uploadUrl = upload.url ?? '';
            void upload.abort().then(resolve, reject);
          }
        },
        onError: reject,
        onSuccess: () => reject(new Error('should have been interrupted')),
      });
      upload.start();
    });
    expect(uploadUrl).toMatch(/\/storage\/v1\/upload\/resumable\/[\w-]+$/);
    expect((await alice.client.storage.from('files').exists(objectName)).data).toBe(false);

    const head = await fetch(uploadUrl, {
      method: 'HEAD',
      headers: { ...(await headersFor(alice.id)), 'tus-resumable': '1.0.0' },
    });
    const offset = Number(head.headers.get('upload-offset'));
    expect(offset).toBeGreaterThanOrEqual(12 * MiB);
    expect(head.headers.get('upload-length')).toBe(String(30 * MiB));
    // Someone else cannot see or continue alice's upload.
    const stranger = await fetch(uploadUrl, {
      method: 'HEAD',
      headers: { ...(await headersFor(bob.id)), 'tus-resumable': '1.0.0' },
    });
    expect(stranger.status).toBe(404);

    const resumedProgress: number[] = [];
    await new Promise<void>((resolve, reject) => {
      new tus.Upload(data, {
        ...options,
        uploadUrl,
        onProgress: (sent) => resumedProgress.push(sent),
        onError: reject,
        onSuccess: () => resolve(),
      }).start();
    });
    expect(resumedProgress[0]).toBeGreaterThanOrEqual(offset);
    const { data: blob } = await alice.client.storage.from('files').download(objectName);
    expect(md5(new Uint8Array(await blob!.arrayBuffer()))).toBe(md5(data));
    const { data: info } = await alice.client.storage.from('files').info(objectName);
    expect(info).toMatchObject({
      size: 30 * MiB,
      contentType: 'application/octet-stream',
      cacheControl: 'max-age=3600',
      // Carried across the chunks and the interruption, not read back at the end.
      etag: `"${md5(data)}"`,
    });
  }, 60_000);

  it('checks policies, size limits and offsets like a plain upload', async () => {
    const create = async (sub: string, objectName: string, length: number, bucketName = 'files') =>
      fetch(`${storageUrl()}/upload/resumable`, {
        method: 'POST',
        headers: {
          ...(await headersFor(sub)),
          'tus-resumable': '1.0.0',
          'upload-length': String(length),
          'upload-metadata': `bucketName ${Buffer.from(bucketName).toString('base64')},objectName ${Buffer.from(objectName).toString('base64')}`,
        },
      });
    const denied = await create(bob.id, `${alice.id}/x.bin`, 10);
    expect(denied.status).toBe(403);
    expect(await denied.json()).toMatchObject({ code: 'AccessDenied' });
    expect((await create(alice.id, `${alice.id}/huge.bin`, 60 * MiB)).status).toBe(413);
    expect((await create(alice.id, `${alice.id}/../x`, 10)).status).toBe(400);
    expect((await create(alice.id, `${alice.id}/x.bin`, 10, 'nope')).status).toBe(404);

    const created = await create(alice.id, `${alice.id}/small.bin`, 4);
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    const patch = async (offset: number, body: string) =>
      fetch(location, {
        method: 'PATCH',
        headers: {
          ...(await headersFor(alice.id)),
          'tus-resumable': '1.0.0',
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
        },
        body,
      });
    expect((await patch(2, 'ab')).status).toBe(409);
    expect((await patch(0, 'abcdef')).status).toBe(413);
    expect((await patch(0, 'ab')).headers.get('upload-offset')).toBe('2');
    expect((await patch(2, 'cd')).status).toBe(204);
    const { data } = await alice.client.storage.from('files').download(`${alice.id}/small.bin`);
    expect(await data?.text()).toBe('abcd');
  });
});

describe('files on disk', () => {
  it('removes files of objects that no longer exist on reset', async () => {
    await backend.reset();
    const storageDirs = readdirSync(join(process.env.TMPDIR ?? '/tmp')).filter((d) =>
      d.startsWith('local-supabase-storage-'),
    );
    expect(storageDirs.length).toBeGreaterThan(0);
    const { data } = await admin.storage.from('files').list(alice.id);
    expect(data).toEqual([]);
  });
});
