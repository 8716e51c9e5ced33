import type { LocalSupabase } from '@teamboard/local-supabase';
import fc from 'fast-check';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { startBackend } from '../src/backend';
import { errorShapeProblem, type Api } from '../src/error-shape';
import { diff, snapshot, type Snapshot } from '../src/snapshot';
import { createWorkspace, seedBoard, signUp, type Board, type Person } from '../src/world';

/** Cases per property: bounded so the whole file stays near a minute. */
const RUNS = 300;

/** Strings a parser is likely to choke on, mixed into the random ones. */
const hostile = fc.constantFrom(
  "'; drop table public.cards; --",
  '../../../etc/passwd',
  '%00',
  '%',
  '%zz',
  '(((((((((((',
  ')))',
  'id.eq.1,or(',
  '*,cards(*,cards(*,cards(*)))',
  '\u0000',
  '\ud800',
  '"',
  '\\',
  'a'.repeat(5000),
  'select=*',
  '1e309',
  '-0',
  'NaN',
  'null',
  '{}',
  '[]',
  '<script>alert(1)</script>',
  'eq.',
  'in.(',
  'cs.{',
  'fts(english).x',
);
const text = fc.oneof(
  hostile,
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.stringMatching(/^[a-z_().,*!:"\->=]{0,40}$/),
);

describe('bad input: random and hostile input at every API', () => {
  let backend: LocalSupabase;
  let member: Person;
  let outsider: Person;
  let board: Board;
  let before: Snapshot;
  const problems: string[] = [];

  async function send(api: Api, path: string, init: RequestInit & { token?: string } = {}): Promise<void> {
    let res: Response;
    try {
      res = await fetch(`${backend.apiUrl}${path}`, {
        ...init,
        headers: {
          apikey: backend.anonKey,
          authorization: `Bearer ${init.token ?? member.token}`,
          ...(init.headers as Record<string, string>),
        },
      });
    } catch (error) {
      problems.push(`${init.method ?? 'GET'} ${path.slice(0, 200)}: connection failed: ${String(error)}`);
      return;
    }
    const body = await res.text();
    const problem = errorShapeProblem(api, res.status, body);
    if (problem)
      problems.push(`${init.method ?? 'GET'} ${path.slice(0, 200)} → ${problem} ${body.slice(0, 200)}`);
  }

  beforeAll(async () => {
    backend = await startBackend();
    member = await signUp(backend, 'member');
    outsider = await signUp(backend, 'outsider');
    board = await seedBoard(backend, await createWorkspace(backend, member), {
      cards: 20,
      assignees: [member.id],
    });
    before = await snapshot(backend.db, ['public', 'storage']);
  });
  afterAll(() => backend?.stop());
  beforeEach(() => {
    problems.length = 0;
  });

  it('select and filter strings', async () => {
    await fc.assert(
      fc.asyncProperty(text, text, text, async (select, column, filter) => {
        const q = new URLSearchParams({ select, [column || 'x']: filter });
        await send('rest', `/rest/v1/cards?${q.toString()}`);
        await send('rest', `/rest/v1/cards?select=${select}&${column}=${filter}&order=${filter}`);
        await send('rest', `/rest/v1/rpc/move_card?${q.toString()}`, { method: 'POST', body: '{}' });
      }),
      { numRuns: RUNS },
    );
    expect(problems).toEqual([]);
  });

  it('JSON bodies, as a member aiming at no row and as an outsider aiming at the board', async () => {
    const body = fc.oneof(
      fc.constant('{}'),
      fc.json(),
      fc.jsonValue().map((v) => JSON.stringify(v)),
      text,
    );
    await fc.assert(
      fc.asyncProperty(body, async (raw) => {
        const headers = { 'content-type': 'application/json', prefer: 'return=representation' };
        // Matches no card, whatever the body sets.
        await send('rest', `/rest/v1/cards?id=eq.00000000-0000-0000-0000-000000000000`, {
          method: 'PATCH',
          headers,
          body: raw,
        });
        await send('rest', `/rest/v1/cards`, { method: 'POST', headers, body: raw, token: outsider.token });
        await send('rest', `/rest/v1/cards?board_id=eq.${board.boardId}`, {
          method: 'PATCH',
          headers,
          body: raw,
          token: outsider.token,
        });
        await send('rest', `/rest/v1/rpc/update_card`, {
          method: 'POST',
          headers,
          body: raw,
          token: outsider.token,
        });
        await send('auth', `/auth/v1/token?grant_type=password`, { method: 'POST', headers, body: raw });
      }),
      { numRuns: RUNS },
    );
    expect(problems).toEqual([]);
  });

  it('storage keys', async () => {
    await fc.assert(
      fc.asyncProperty(
        text,
        fc.constantFrom('attachments', 'avatars', 'nope', '..', '%2e%2e'),
        async (key, bucket) => {
          // A lone surrogate cannot be sent in a URL at all; its replacement character can.
          const k = encodeURI(key.toWellFormed());
          await send('storage', `/storage/v1/object/${bucket}/${k}`);
          await send('storage', `/storage/v1/object/${bucket}/${k}`, {
            method: 'POST',
            headers: { 'content-type': 'text/plain' },
            body: 'x',
            token: outsider.token,
          });
          await send('storage', `/storage/v1/object/${bucket}/${k}`, {
            method: 'DELETE',
            token: outsider.token,
          });
          await send('storage', `/storage/v1/object/sign/${bucket}/${k}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ expiresIn: 60 }),
            token: outsider.token,
          });
        },
      ),
      { numRuns: RUNS },
    );
    expect(problems).toEqual([]);
  });

  it('JWTs', async () => {
    const enc = (v: unknown) =>
      Buffer.from(typeof v === 'string' ? v : JSON.stringify(v)).toString('base64url');
    const forged = fc.oneof(
      text,
      fc.tuple(fc.jsonValue(), fc.jsonValue(), text).map(([h, p, s]) => `${enc(h)}.${enc(p)}.${enc(s)}`),
      fc.jsonValue().map((p) => `${enc({ alg: 'none', typ: 'JWT' })}.${enc(p)}.`),
      fc
        .record({
          sub: fc.uuid(),
          role: fc.constantFrom('service_role', 'authenticated', 'postgres', 'supabase_admin'),
        })
        .map((p) => `${enc({ alg: 'HS256', typ: 'JWT' })}.${enc(p)}.${enc('not-the-signature')}`),
      fc.constant(null).map(() => 'expired'),
    );
    const expired = await new SignJWT({ sub: member.id, role: 'authenticated' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(backend.jwtSecret));
    await fc.assert(
      fc.asyncProperty(forged, async (jwt) => {
        // Header values are bytes: characters beyond Latin-1 cannot be sent at all.
        const token = jwt === 'expired' ? expired : jwt.replace(/[^\x20-\x7e]/g, '');
        await send('rest', `/rest/v1/cards?select=id`, { token });
        await send('rest', `/rest/v1/cards?id=eq.${board.cardIds[0]}`, {
          method: 'PATCH',
          headers: { 'content-type': 'application/json' },
          body: '{"title":"pwned"}',
          token,
        });
        await send('auth', `/auth/v1/user`, { token });
        await send('storage', `/storage/v1/object/list/attachments`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"prefix":""}',
          token,
        });
      }),
      { numRuns: RUNS },
    );
    expect(problems).toEqual([]);
  });

  it('WebSocket frames', async () => {
    const url = `${backend.apiUrl.replace('http', 'ws')}/realtime/v1/websocket?apikey=${backend.anonKey}&vsn=1.0.0`;
    const frame = fc.oneof(
      text,
      fc.json(),
      fc
        .record({
          topic: fc.oneof(text, fc.constant(`realtime:board:${board.boardId}`), fc.constant('phoenix')),
          event: fc.oneof(
            text,
            fc.constantFrom('phx_join', 'phx_leave', 'heartbeat', 'access_token', 'broadcast', 'presence'),
          ),
          payload: fc.oneof(
            fc.jsonValue(),
            fc.record({
              config: fc.jsonValue(),
              access_token: fc.oneof(text, fc.constant(outsider.token)),
            }),
          ),
          ref: fc.oneof(text, fc.integer(), fc.constant(null)),
          join_ref: fc.oneof(text, fc.constant(null)),
        })
        .map((f) => JSON.stringify(f)),
      fc.uint8Array({ maxLength: 256 }).map((b) => Buffer.from(b)),
    );
    /** The server must still answer a heartbeat on a fresh socket after each batch. */
    const heartbeat = () =>
      new Promise<void>((resolve, reject) => {
        const ws = new WebSocket(url);
        const timer = setTimeout(() => reject(new Error('no heartbeat reply')), 10_000);
        ws.on('open', () =>
          ws.send(JSON.stringify({ topic: 'phoenix', event: 'heartbeat', payload: {}, ref: 'hb' })),
        );
        ws.on('message', (data: Buffer) => {
          if (data.toString().includes('"hb"')) {
            clearTimeout(timer);
            ws.close();
            resolve();
          }
        });
        ws.on('error', reject);
      });
    await fc.assert(
      fc.asyncProperty(fc.array(frame, { minLength: 1, maxLength: 8 }), async (frames) => {
        const ws = new WebSocket(url);
        await new Promise((resolve, reject) => {
          ws.once('open', resolve);
          ws.once('error', reject);
        });
        ws.on('error', () => undefined);
        for (const f of frames) if (ws.readyState === WebSocket.OPEN) ws.send(f);
        await new Promise((r) => setTimeout(r, 20));
        ws.terminate();
      }),
      { numRuns: RUNS },
    );
    await heartbeat();
  });

  it('changed no row', async () => {
    expect(diff(before, await snapshot(backend.db, ['public', 'storage']))).toEqual([]);
  });
});
