import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../keys/jwt';
import { serverVariant } from '../../test/support/test-database';
import {
  startStorageBackend,
  type StorageClient,
  type StorageTestBackend,
} from '../../test/support/storage-backend';
import { databaseVariants } from '../../test/support/test-database';

const RED = { r: 255, g: 0, b: 0 };
const BLUE = { r: 0, g: 0, b: 255 };

/** 400×200 PNG: the left quarter red, the rest blue, so crops and stretches tell apart. */
async function fixturePng(): Promise<Buffer> {
  const left = await sharp({ create: { width: 100, height: 200, channels: 3, background: RED } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 400, height: 200, channels: 3, background: BLUE } })
    .composite([{ input: left, left: 0, top: 0 }])
    .png()
    .toBuffer();
}

async function describeImage(bytes: ArrayBuffer | Buffer) {
  const image = sharp(Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes));
  const { width, height, format } = await image.metadata();
  const { data, info } = await image.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const pixel = (x: number, y: number) => {
    const at = (y * info.width + x) * info.channels;
    return { r: data[at], g: data[at + 1], b: data[at + 2] };
  };
  return { width, height, format, pixel };
}

const isRed = (p: { r?: number; b?: number }) => (p.r ?? 0) > 200 && (p.b ?? 255) < 60;
const isBlue = (p: { r?: number; b?: number }) => (p.b ?? 0) > 200 && (p.r ?? 255) < 60;

for (const variant of databaseVariants) {
  describe(`storage image transformations (${variant.name})`, serverVariant(variant.server), () => {
    let t: StorageTestBackend;
    let alice: StorageClient;
    let bob: StorageClient;
    const aliceId = randomUUID();
    const path = `${aliceId}/pic.png`;
    const render = (route: string, query: string, token = t.backend.serviceRoleKey) =>
      fetch(`${t.backend.apiUrl}/storage/v1/render/image/${route}${query}`, {
        headers: { apikey: t.backend.anonKey, authorization: `Bearer ${token}` },
      });

    beforeAll(async () => {
      t = await startStorageBackend(variant.server, 'ls_render');
      alice = await t.user(aliceId);
      bob = await t.user(randomUUID());
      const png = new Blob([new Uint8Array(await fixturePng())], { type: 'image/png' });
      expect((await alice.storage.from('files').upload(path, png)).error).toBeNull();
      expect((await alice.storage.from('avatars').upload(path, png)).error).toBeNull();
      expect(
        (await alice.storage.from('files').upload(`${aliceId}/notes.txt`, new Blob(['not an image']))).error,
      ).toBeNull();
    });
    afterAll(() => t?.stop());

    it('resizes on download: cover crops, contain fits, fill stretches, one side keeps the ratio', async () => {
      const get = async (
        transform: Parameters<ReturnType<StorageClient['storage']['from']>['download']>[1],
      ) => {
        const { data, error } = await alice.storage.from('files').download(path, transform);
        expect(error).toBeNull();
        return describeImage(await data!.arrayBuffer());
      };
      const cover = await get({ transform: { width: 100, height: 100, resize: 'cover' } });
      expect(cover).toMatchObject({ width: 100, height: 100, format: 'png' });
      expect(isBlue(cover.pixel(2, 50))).toBe(true);
      const fill = await get({ transform: { width: 100, height: 100, resize: 'fill' } });
      expect(fill).toMatchObject({ width: 100, height: 100 });
      expect(isRed(fill.pixel(2, 50))).toBe(true);
      expect(await get({ transform: { width: 100, height: 100, resize: 'contain' } })).toMatchObject({
        width: 100,
        height: 50,
      });
      expect(await get({ transform: { width: 200 } })).toMatchObject({ width: 200, height: 100 });
      expect(await get({ transform: { height: 50 } })).toMatchObject({ width: 100, height: 50 });
    });

    it('changes the format when asked, and keeps it with origin', async () => {
      for (const [format, expected, type] of [
        ['webp', 'webp', 'image/webp'],
        ['avif', 'heif', 'image/avif'],
        ['origin', 'png', 'image/png'],
      ] as const) {
        const res = await render(`authenticated/files/${path}`, `?width=40&format=${format}&quality=50`);
        expect(res.status, format).toBe(200);
        expect(res.headers.get('content-type')).toBe(type);
        expect(await describeImage(await res.arrayBuffer())).toMatchObject({ width: 40, format: expected });
      }
      // A browser that accepts WebP gets WebP unless it asks for the original format.
      const browser = await fetch(
        `${t.backend.apiUrl}/storage/v1/render/image/public/avatars/${path}?width=40`,
        {
          headers: { accept: 'image/avif,image/webp,*/*' },
        },
      );
      expect(browser.headers.get('content-type')).toBe('image/webp');
      expect(browser.headers.get('x-transformations')).toBe('width:40,resizing_type:fill');
      // A rendered image is an object answer like any other (see served-content.test.ts).
      expect(browser.headers.get('x-content-type-options')).toBe('nosniff');
      expect(browser.headers.get('content-security-policy')).toBe('sandbox');
    });

    it('signs a URL that renders the transformation the token carries, and nothing else', async () => {
      const { data, error } = await alice.storage
        .from('files')
        .createSignedUrl(path, 60, { transform: { width: 100, height: 100, resize: 'contain' } });
      expect(error).toBeNull();
      expect(data!.signedUrl).toContain('/storage/v1/render/image/sign/files/');
      const token = new URL(data!.signedUrl).searchParams.get('token')!;
      const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<
        string,
        unknown
      >;
      expect(claims).toMatchObject({
        url: `files/${path}`,
        scope: 'download',
        transformations: 'height:100,width:100,resize:contain',
      });
      const res = await fetch(data!.signedUrl);
      expect(res.status).toBe(200);
      expect(res.headers.get('expires')).toBe(new Date((claims.exp as number) * 1000).toUTCString());
      expect(await describeImage(await res.arrayBuffer())).toMatchObject({ width: 100, height: 50 });
      // Query options cannot override what was signed.
      const widened = await fetch(`${data!.signedUrl}&width=300&height=10&resize=fill`);
      expect(await describeImage(await widened.arrayBuffer())).toMatchObject({ width: 100, height: 50 });
      // Without a transformation the signed URL is a plain download, as before.
      const plain = await alice.storage.from('files').createSignedUrl(path, 60);
      expect(plain.data!.signedUrl).toContain('/storage/v1/object/sign/files/');
      // A token edited to ask for another size no longer verifies.
      const [h, , s] = token.split('.');
      const edited = Buffer.from(JSON.stringify({ ...claims, transformations: 'width:2000' })).toString(
        'base64url',
      );
      const forged = await fetch(data!.signedUrl.replace(token, `${h}.${edited}.${s}`));
      expect(forged.status).toBe(400);
      expect(await forged.json()).toMatchObject({
        statusCode: '400',
        code: 'InvalidJWT',
        message: 'signature verification failed',
      });
    });

    it('renders public URLs of public buckets only', async () => {
      const url = t.anon.storage
        .from('avatars')
        .getPublicUrl(path, { transform: { width: 50, height: 50, resize: 'cover' } }).data.publicUrl;
      expect(url).toContain('/render/image/public/avatars/');
      const res = await fetch(url);
      expect(res.status).toBe(200);
      expect(await describeImage(await res.arrayBuffer())).toMatchObject({ width: 50, height: 50 });
      const privateUrl = t.anon.storage.from('files').getPublicUrl(path, { transform: { width: 50 } })
        .data.publicUrl;
      expect(await (await fetch(privateUrl)).json()).toMatchObject({
        statusCode: '404',
        code: 'NoSuchBucket',
      });
    });

    it('refuses bad options, non-images and other users’ images with Storage errors', async () => {
      for (const [query, message] of [
        ['?width=-1', 'querystring/width must be >= 0'],
        ['?width=abc', 'querystring/width must be integer'],
        ['?quality=5', 'querystring/quality must be >= 20'],
        ['?quality=101', 'querystring/quality must be <= 100'],
        ['?resize=stretch', 'querystring/resize must be equal to one of the allowed values'],
        ['?format=gif', 'querystring/format must be equal to one of the allowed values'],
      ] as const) {
        const res = await render(`authenticated/files/${path}`, query);
        expect(res.status, query).toBe(400);
        expect(await res.json(), query).toMatchObject({ statusCode: '400', code: 'InvalidRequest', message });
      }
      // Oversized sizes are clamped to the service's limit, never an error; a small source is not enlarged.
      const huge = await render(`authenticated/files/${path}`, '?width=1000000');
      expect(huge.headers.get('x-transformations')).toBe('width:2000,resizing_type:fill');
      expect(await describeImage(await huge.arrayBuffer())).toMatchObject({ width: 400, height: 200 });

      const text = await render(`authenticated/files/${aliceId}/notes.txt`, '?width=10');
      expect(text.status).toBe(400);
      expect(await text.json()).toEqual({
        statusCode: '400',
        code: 'InvalidRequest',
        error: 'InvalidRequest',
        message: 'The source image is invalid or unsupported for rendering',
      });

      const { error } = await bob.storage.from('files').download(path, { transform: { width: 10 } });
      expect(error).not.toBeNull();
      const signedByBob = await bob.storage
        .from('files')
        .createSignedUrl(path, 60, { transform: { width: 10 } });
      expect(signedByBob.error).toMatchObject({ statusCode: '404' });
      const traversal = await render('authenticated/files/', `${aliceId}/..%2F..%2Fpic.png?width=10`);
      expect(await traversal.json()).toMatchObject({ statusCode: '400', code: 'InvalidKey' });
      const forged = await signJwt({ role: 'service_role' }, 'not-the-project-secret-0123456789abcdef');
      const forgedRes = await render(`authenticated/files/${path}`, '?width=10', forged);
      expect(forgedRes.status).toBe(400);
      const badSign = await alice.storage
        .from('files')
        .createSignedUrl(path, 60, { transform: { width: -4 } });
      expect(badSign.error).toMatchObject({
        statusCode: '400',
        message: 'body/transform/width must be >= 0',
      });
    });
  });
}
