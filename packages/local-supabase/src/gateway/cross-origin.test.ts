import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalSupabase, type LocalSupabase } from '../start';

const projectDir = fileURLToPath(new URL('../../test/fixtures/basic', import.meta.url));
const FOREIGN = 'http://evil.example';

/** A GET with a Host header of our choosing (fetch does not let a caller set one). */
function getWithHost(url: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('what another origin may read', () => {
  let backend: LocalSupabase;

  beforeAll(async () => {
    backend = await startLocalSupabase({ projectDir, dataDir: false, port: 0, dbPort: false, log: 'silent' });
  });
  afterAll(async () => {
    await backend?.stop();
  });

  describe('CORS on the APIs, as hosted Supabase answers', () => {
    it('answers a preflight with a wildcard origin and never allows credentials', async () => {
      const res = await fetch(`${backend.apiUrl}/rest/v1/profiles`, {
        method: 'OPTIONS',
        headers: {
          origin: FOREIGN,
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'apikey, authorization, x-client-info, accept-profile',
        },
      });
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
      expect(res.headers.get('access-control-allow-headers')).toContain('accept-profile');
    });

    it('does not echo the caller origin or allow credentials on responses', async () => {
      const res = await fetch(`${backend.apiUrl}/rest/v1/profiles`, {
        headers: { origin: FOREIGN, apikey: backend.anonKey },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
      expect(res.headers.get('access-control-expose-headers')).toContain('Content-Range');
    });
  });

  describe('the mailbox API', () => {
    const to = 'mailbox-owner@example.com';
    const messages = `/api/messages?to=${encodeURIComponent(to)}`;

    beforeAll(() => {
      backend.mailbox.send({
        to,
        subject: 'Your magic link',
        html: '<a href="http://x.test/verify?t=1">go</a>',
      });
    });

    it('refuses to list, read or delete without the service-role key', async () => {
      const [mail] = backend.mailbox.list(to);
      const attempts = [
        fetch(`${backend.mailboxUrl}${messages}`),
        fetch(`${backend.mailboxUrl}${messages}`, { headers: { apikey: backend.anonKey } }),
        fetch(`${backend.mailboxUrl}${messages}`, { headers: { apikey: backend.publishableKey } }),
        fetch(`${backend.mailboxUrl}/api/messages/${mail!.id}`),
        fetch(`${backend.mailboxUrl}/api/messages/${mail!.id}`, { method: 'DELETE' }),
        fetch(`${backend.mailboxUrl}${messages}`, { method: 'DELETE', headers: { apikey: backend.anonKey } }),
      ];
      for (const res of await Promise.all(attempts)) {
        expect(res.status).toBe(401);
        expect(await res.json()).toEqual({ message: 'The mailbox API needs the service-role key' });
      }
      expect(backend.mailbox.list(to)).toHaveLength(1);
    });

    it('answers the service-role key, legacy or new style', async () => {
      for (const key of [backend.serviceRoleKey, backend.secretKey]) {
        const res = await fetch(`${backend.mailboxUrl}${messages}`, { headers: { apikey: key } });
        expect(res.status).toBe(200);
        const [mail] = (await res.json()) as { subject: string; links: string[] }[];
        expect(mail).toMatchObject({ subject: 'Your magic link', links: ['http://x.test/verify?t=1'] });
      }
    });

    it('sends no CORS headers, so a page on another origin cannot read it even with the key', async () => {
      const preflight = await fetch(`${backend.mailboxUrl}${messages}`, {
        method: 'OPTIONS',
        headers: {
          origin: FOREIGN,
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'apikey',
        },
      });
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
      const res = await fetch(`${backend.mailboxUrl}${messages}`, {
        headers: { origin: FOREIGN, apikey: backend.serviceRoleKey },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    });
  });

  describe('the mailbox web page', () => {
    it('lives under a per-start secret: the bare, guessed or API-origin paths show nothing', async () => {
      backend.mailbox.send({ to: 'guess@example.com', subject: 'Reset link for guessers', html: 'x' });
      expect(new URL(backend.mailboxUrl).pathname).toMatch(/^\/mailbox\/[\w-]{24,}$/);
      for (const path of ['/mailbox', '/mailbox/', '/mailbox/api/messages', '/mailbox/not-the-secret']) {
        const res = await fetch(`${backend.apiUrl}${path}`, { headers: { apikey: backend.serviceRoleKey } });
        expect(res.status, path).toBe(404);
        expect(await res.text(), path).not.toContain('Reset link for guessers');
      }
      const page = await fetch(backend.mailboxUrl);
      expect(await page.text()).toContain('Reset link for guessers');
    });

    it('shows the mail to the person at the machine without a key', async () => {
      backend.mailbox.send({ to: 'page@example.com', subject: 'Page check', html: 'hello' });
      const res = await fetch(backend.mailboxUrl);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('Page check');
    });

    it('cannot be framed, embedded or read by another origin', async () => {
      const res = await fetch(backend.mailboxUrl, { headers: { origin: FOREIGN } });
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    });

    it('refuses a request whose Host is not this machine (a DNS-rebinding page)', async () => {
      backend.mailbox.send({ to: 'rebind@example.com', subject: 'Rebinding secret', html: 'secret' });
      const port = new URL(backend.apiUrl).port;
      const foreign = await getWithHost(backend.mailboxUrl, `attacker.example:${port}`);
      expect(foreign.status).toBe(403);
      expect(foreign.body).not.toContain('Rebinding secret');
      const local = await getWithHost(backend.mailboxUrl, `localhost:${port}`);
      expect(local.status).toBe(200);
      expect(local.body).toContain('Rebinding secret');
    });
  });
});
