import { Hono } from 'hono';
import type { GatewayEnv } from '../gateway/types';
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

/**
 * The mailbox web page and its JSON API. Sending is for edge functions and is
 * guarded by the service-role key, like any privileged call.
 */
export function mailboxRoutes(mailbox: Mailbox): Hono<GatewayEnv> {
  const app = new Hono<GatewayEnv>();
  app.get('/', (c) => c.html(page(mailbox)));
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
    if (c.get('auth').apikeyRole !== 'service_role') {
      return c.json({ message: 'Sending mail needs the service-role key' }, 401);
    }
    const body: unknown = await c.req.json().catch(() => undefined);
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
  return app;
}
