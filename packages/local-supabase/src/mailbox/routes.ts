import { timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { readTextWithin } from '../gateway/read-body';
import type { GatewayEnv } from '../service-contract';
import type { Mailbox } from './mailbox';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function page(mailbox: Mailbox): string {
  const rows = mailbox
    .list()
    .map(
      (m) => `<article>
  <h2>${escapeHtml(m.subject)}</h2>
  <p><small>to ${escapeHtml(m.to)} · ${escapeHtml(m.sentAt)}</small></p>
  <ul>${m.links.map((l) => `<li><a href="${escapeHtml(l)}">${escapeHtml(l)}</a></li>`).join('')}</ul>
  <details><summary>Message</summary><pre>${escapeHtml(m.text)}</pre></details>
</article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local mailbox</title>
<style>body{font:14px system-ui;max-width:60rem;margin:2rem auto;padding:0 1rem}article{border-bottom:1px solid #ddd;padding:.5rem 0}a{word-break:break-all}</style>
</head><body><h1>Local mailbox</h1><p>Every email the local backend sent. Nothing leaves this machine.</p>${rows || '<p>No messages yet.</p>'}</body></html>`;
}

/** Host names that reach this machine's own backend (anything else is a rebinding page). */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

function hostName(hostHeader: string | undefined): string {
  if (!hostHeader) return '';
  return (
    hostHeader.startsWith('[') ? hostHeader.slice(0, hostHeader.indexOf(']') + 1) : hostHeader.split(':')[0]!
  ).toLowerCase();
}

/** Compares in constant time, so response timing does not reveal how much of a guess was right. */
function sameSecret(given: string, secret: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The mailbox holds sign-in links and invitation tokens, so it is for the
 * person at the machine only:
 * - it lives under a secret made at each start (`/mailbox/<secret>`, the
 *   URL `start` and `status` print), so a page on the API's origin, where
 *   storage serves members' files, cannot find it; any other path under
 *   `/mailbox` is a 404;
 * - its routes get no CORS headers (see the gateway), so a page on another
 *   origin cannot read them, and `Cross-Origin-Resource-Policy: same-origin`
 *   keeps them out of other origins' `<img>`/`<script>` embeds;
 * - a request whose `Host` is not this machine (a DNS-rebinding page that
 *   made its own origin resolve to 127.0.0.1) is refused;
 * - the web page is rendered on the server and fetches nothing, so it needs
 *   no key and has none to leak, and it cannot be framed (clickjacking);
 * - the JSON API (list, read, delete, send) needs the service-role key, like
 *   any privileged call: tests and scripts hold it, a browser page does not.
 */
export function mailboxRoutes(
  mailbox: Mailbox,
  options: { secret: string; host?: string },
): Hono<GatewayEnv> {
  const allowedHosts = new Set(LOOPBACK_HOSTS);
  if (options.host && options.host !== '0.0.0.0' && options.host !== '::') allowedHosts.add(options.host);
  const outer = new Hono<GatewayEnv>();
  const app = new Hono<GatewayEnv>();
  outer.use('*', async (c, next) => {
    if (!allowedHosts.has(hostName(c.req.header('host')))) {
      return c.json({ message: 'The mailbox answers only on this machine' }, 403);
    }
    await next();
    const headers = c.res.headers;
    headers.set('Cross-Origin-Resource-Policy', 'same-origin');
    headers.set('X-Frame-Options', 'DENY');
    headers.set('X-Content-Type-Options', 'nosniff');
    // The page's links leave for the auth routes: no Referer carries the secret along.
    headers.set('Referrer-Policy', 'no-referrer');
  });
  outer.use('/:secret/*', async (c, next) => {
    if (!sameSecret(c.req.param('secret'), options.secret)) return notHere();
    await next();
  });
  app.use('/api/*', async (c, next) => {
    if (c.get('auth').apikeyRole !== 'service_role') {
      return c.json({ message: 'The mailbox API needs the service-role key' }, 401);
    }
    await next();
  });
  app.get('/', (c) => {
    // Inline styles only; no script, no fetch, nothing to frame it.
    c.header(
      'Content-Security-Policy',
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    );
    return c.html(page(mailbox));
  });
  app.get('/api/messages', (c) => c.json(mailbox.list(c.req.query('to'))));
  app.get('/api/messages/:id', (c) => {
    const mail = mailbox.get(c.req.param('id'));
    return mail ? c.json(mail) : c.json({ message: 'Message not found' }, 404);
  });
  app.delete('/api/messages/:id', (c) =>
    mailbox.delete(c.req.param('id')) ? c.body(null, 204) : c.json({ message: 'Message not found' }, 404),
  );
  app.delete('/api/messages', (c) => {
    mailbox.clear(c.req.query('to'));
    return c.body(null, 204);
  });
  app.post('/api/send', async (c) => {
    const text = await readTextWithin(c.req.raw, 1024 * 1024);
    if (text === undefined) return c.json({ message: 'The message is too large' }, 413);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    const input = body as { to?: unknown; subject?: unknown; html?: unknown; text?: unknown };
    if (
      typeof input?.to !== 'string' ||
      typeof input.subject !== 'string' ||
      typeof input.html !== 'string'
    ) {
      return c.json({ message: 'Expected JSON { to, subject, html, text? }' }, 400);
    }
    const mail = mailbox.send({
      to: input.to,
      subject: input.subject,
      html: input.html,
      ...(typeof input.text === 'string' ? { text: input.text } : {}),
    });
    return c.json({ id: mail.id }, 201);
  });
  // Last: route() copies the routes the app has when it is called.
  outer.route('/:secret', app);
  outer.all('*', notHere);
  return outer;
}

function notHere(): Response {
  return Response.json(
    { message: 'The mailbox lives at the Mailbox URL `local-supabase status` prints' },
    { status: 404 },
  );
}
