import { randomUUID } from 'node:crypto';
import { signJwt } from '../keys/jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startStorageBackend,
  type StorageClient,
  type StorageTestBackend,
} from '../../test/support/storage-backend';

/*
 * Objects are served on the API's origin, next to the auth and mailbox routes, so a member's
 * upload must never run as a page there: HTML is answered as text/plain (as hosted Storage does),
 * and every object answer forbids sniffing and sandboxes whatever a browser renders.
 */

let storage: StorageTestBackend;
let alice: StorageClient;
const aliceId = randomUUID();
const page = '<!doctype html><script>document.title = "ran"</script><p>hello</p>';
const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';

beforeAll(async () => {
  storage = await startStorageBackend(false, 'ls_served');
  alice = await storage.user(aliceId);
  for (const bucket of ['files', 'avatars']) {
    const uploads = [
      alice.storage.from(bucket).upload(`${aliceId}/page.html`, Buffer.from(page), {
        contentType: 'text/html; charset=utf-8',
      }),
      alice.storage.from(bucket).upload(`${aliceId}/logo.svg`, Buffer.from(svg), {
        contentType: 'image/svg+xml',
      }),
      alice.storage.from(bucket).upload(`${aliceId}/feed.xml`, Buffer.from('<a/>'), {
        contentType: 'application/xml',
      }),
    ];
    for (const upload of await Promise.all(uploads)) expect(upload.error).toBeNull();
  }
});
afterAll(() => storage?.stop());

function expectSafe(res: Response): void {
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('content-security-policy')).toBe('sandbox');
}

describe('objects a browser could render', () => {
  it('answers HTML as text/plain with nosniff and a sandbox policy on the public URL', async () => {
    const url = storage.anon.storage.from('avatars').getPublicUrl(`${aliceId}/page.html`).data.publicUrl;
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain');
    expectSafe(res);
    expect(await res.text()).toBe(page);
  });

  it('keeps the HTML type in the object info (only the answer is text/plain)', async () => {
    const { data } = await alice.storage.from('files').info(`${aliceId}/page.html`);
    expect(data?.contentType).toBe('text/html; charset=utf-8');
  });

  it('sandboxes SVG and XML in authenticated downloads, keeping their types', async () => {
    const { backend } = storage;
    const token = await signJwt({ sub: aliceId, role: 'authenticated' }, backend.jwtSecret);
    const headers = { apikey: backend.anonKey, authorization: `Bearer ${token}` };
    for (const [key, type] of [
      ['logo.svg', 'image/svg+xml'],
      ['feed.xml', 'application/xml'],
      ['page.html', 'text/plain'],
    ] as const) {
      const { data: signed } = await alice.storage.from('files').createSignedUrl(`${aliceId}/${key}`, 60);
      const viaSigned = await fetch(signed!.signedUrl);
      expect(viaSigned.status).toBe(200);
      expect(viaSigned.headers.get('content-type')).toBe(type);
      expectSafe(viaSigned);
      const authenticated = await fetch(
        `${backend.apiUrl}/storage/v1/object/authenticated/files/${aliceId}/${key}`,
        { headers },
      );
      expect(authenticated.status).toBe(200);
      expect(authenticated.headers.get('content-type')).toBe(type);
      expectSafe(authenticated);
    }
  });

  it('sends the same headers on HEAD, ranges and not-modified answers', async () => {
    const url = storage.anon.storage.from('avatars').getPublicUrl(`${aliceId}/logo.svg`).data.publicUrl;
    const head = await fetch(url, { method: 'HEAD' });
    expectSafe(head);
    const range = await fetch(url, { headers: { range: 'bytes=0-3' } });
    expect(range.status).toBe(206);
    expectSafe(range);
    const etag = head.headers.get('etag');
    const notModified = await fetch(url, { headers: { 'if-none-match': etag! } });
    expect(notModified.status).toBe(304);
    expectSafe(notModified);
  });
});
