import type { VerificationKeys } from '../keys/signing-keys';
import { Hono } from 'hono';
import type { Database } from '../db/database';
import { readBodyWithin } from '../gateway/read-body';
import type { GatewayEnv } from '../service-contract';
import { channelAccess, checkToken } from './authorize';
import type { Hub } from './hub';
import { RawPayload } from './protocol';

const MAX_BODY_BYTES = 1024 * 1024;
const MAX_MESSAGES = 1000;

interface BroadcastMessage {
  topic: string;
  event: string;
  payload: unknown;
  private: boolean;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function parseMessages(body: unknown): BroadcastMessage[] | string {
  if (!isObject(body) || !Array.isArray(body.messages)) return 'messages must be a list';
  if (body.messages.length > MAX_MESSAGES) return `at most ${MAX_MESSAGES} messages`;
  const out: BroadcastMessage[] = [];
  for (const m of body.messages as unknown[]) {
    if (!isObject(m)) return 'each message must be an object';
    if (typeof m.topic !== 'string' || m.topic === '') return 'topic is required';
    if (typeof m.event !== 'string' || m.event === '') return 'event is required';
    if (m.private !== undefined && typeof m.private !== 'boolean') return 'private must be a boolean';
    out.push({ topic: m.topic, event: m.event, payload: m.payload ?? {}, private: m.private === true });
  }
  return out;
}

/** Realtime's REST broadcast: `POST /api/broadcast` and `POST /api/broadcast/:topic/events/:event`. */
export function broadcastRoutes(db: Database, hub: Hub, jwtKeys: VerificationKeys): Hono<GatewayEnv> {
  const app = new Hono<GatewayEnv>();

  const send = async (token: string | undefined, messages: BroadcastMessage[]) => {
    const checked = await checkToken(token ?? '', jwtKeys);
    if (!checked.ok) return { error: checked.message };
    const allowed = new Map<string, boolean>();
    for (const m of messages) {
      if (m.private && checked.identity.role !== 'service_role') {
        // Unauthorised private messages are dropped, as Realtime does.
        if (!allowed.has(m.topic))
          allowed.set(m.topic, (await channelAccess(db, checked.identity, m.topic)).write);
        if (!allowed.get(m.topic)) continue;
      }
      hub.broadcast(m.private, m.topic, m.event, m.payload);
    }
    return { error: undefined };
  };

  const readBody = (req: Request) => readBodyWithin(req, MAX_BODY_BYTES);

  app.post('/api/broadcast', async (c) => {
    const bytes = await readBody(c.req.raw);
    if (!bytes) return c.json({ error: 'Payload Too Large' }, 413);
    let body: unknown;
    try {
      body = JSON.parse(new TextDecoder().decode(bytes));
    } catch {
      return c.json({ error: 'Invalid JSON body' }, 400);
    }
    const messages = parseMessages(body);
    if (typeof messages === 'string') return c.json({ error: messages }, 422);
    const { error } = await send(c.get('auth').token, messages);
    if (error) return c.json({ error }, 401);
    return c.body(null, 202);
  });

  app.post('/api/broadcast/:topic/events/:event', async (c) => {
    const bytes = await readBody(c.req.raw);
    if (!bytes) return c.json({ error: 'Payload Too Large' }, 413);
    const binary = (c.req.header('content-type') ?? '').startsWith('application/octet-stream');
    let payload: unknown;
    if (binary) payload = new RawPayload(bytes);
    else {
      try {
        payload = JSON.parse(new TextDecoder().decode(bytes));
      } catch {
        return c.json({ error: 'Invalid JSON body' }, 400);
      }
    }
    const message = {
      topic: c.req.param('topic'),
      event: c.req.param('event'),
      payload,
      private: c.req.query('private') === 'true',
    };
    const { error } = await send(c.get('auth').token, [message]);
    if (error) return c.json({ error }, 401);
    return c.body(null, 202);
  });

  return app;
}
