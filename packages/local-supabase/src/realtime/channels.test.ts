import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket as WsClient } from 'ws';
import { signJwt } from '../keys/jwt';
import { startLocalSupabase, type LocalSupabase } from '../start';
import { clientFor, FIXTURE_DIR, mintUser, subscribed, waitFor, type TestUser } from './test-helpers';

type Row = Record<string, unknown>;

describe('realtime channels: broadcast, presence, private channels, tokens', () => {
  let backend: LocalSupabase;
  let alice: TestUser;
  let bob: TestUser;
  const clients: SupabaseClient[] = [];
  const client = (user?: TestUser, realtime?: Record<string, unknown>) => {
    const c = clientFor(backend, user, realtime);
    clients.push(c);
    return c;
  };
  const wsUrl = (query: string) => `${backend.apiUrl.replace(/^http/, 'ws')}/realtime/v1/websocket?${query}`;

  /** A bare socket speaking vsn 2.0.0 by hand, for what supabase-js cannot do (die abruptly, send garbage). */
  async function rawSocket(query = `apikey=${backend.anonKey}&vsn=2.0.0`) {
    const ws = new WsClient(wsUrl(query));
    const frames: unknown[][] = [];
    ws.on('message', (data: Buffer, isBinary: boolean) => {
      if (!isBinary) frames.push(JSON.parse(data.toString()) as unknown[]);
    });
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return { ws, frames };
  }

  beforeAll(async () => {
    backend = await startLocalSupabase({
      projectDir: FIXTURE_DIR,
      dataDir: false,
      port: 0,
      dbPort: false,
      log: 'silent',
    });
    alice = await mintUser(backend.jwtSecret);
    bob = await mintUser(backend.jwtSecret);
  });
  afterAll(async () => {
    for (const c of clients) await c.removeAllChannels();
    await backend?.stop();
  });

  it('broadcasts to others, to the sender only with self, and acks only with ack', async () => {
    const got: Record<string, Row[]> = { a: [], b: [] };
    const a = client(alice)
      .channel('room1', { config: { broadcast: { self: true, ack: true } } })
      .on('broadcast', { event: 'move' }, (m: Row) => got.a!.push(m));
    const b = client(bob)
      .channel('room1')
      .on('broadcast', { event: '*' }, (m: Row) => got.b!.push(m));
    await Promise.all([subscribed(a), subscribed(b)]);
    expect(await a.send({ type: 'broadcast', event: 'move', payload: { x: 1 } })).toBe('ok');
    expect(await b.send({ type: 'broadcast', event: 'move', payload: { x: 2 } })).toBe('ok');
    await waitFor(() => got.a!.length >= 2 && got.b!.length >= 1);
    // Sentinel: a's x:2 arrived, so the server has fanned it out; a later
    // broadcast reaches b's socket after any echo of b's own message would have.
    expect(await a.send({ type: 'broadcast', event: 'done', payload: {} })).toBe('ok');
    await waitFor(() => got.b!.some((m) => m.event === 'done'));
    expect(got.a).toEqual([
      { type: 'broadcast', event: 'move', payload: { x: 1 } },
      { type: 'broadcast', event: 'move', payload: { x: 2 } },
    ]);
    // Without self, b does not hear itself.
    expect(got.b).toEqual([
      { type: 'broadcast', event: 'move', payload: { x: 1 } },
      { type: 'broadcast', event: 'done', payload: {} },
    ]);
  });

  it('relays binary payloads and REST and SQL broadcasts', async () => {
    const got: Row[] = [];
    const listener = client(bob)
      .channel('room2')
      .on('broadcast', { event: '*' }, (m: Row) => got.push(m));
    await subscribed(listener);
    const sender = client(alice).channel('room2');
    await subscribed(sender);
    const bytes = new Uint8Array([1, 2, 3]).buffer;
    await sender.send({ type: 'broadcast', event: 'bin', payload: bytes });
    expect(await sender.httpSend('http', { via: 'rest' })).toEqual({ success: true });
    const res = await fetch(`${backend.apiUrl}/realtime/v1/api/broadcast`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ messages: [{ topic: 'room2', event: 'batch', payload: { n: 1 } }] }),
    });
    expect(res.status).toBe(202);
    await backend.db.query(`select realtime.send('{"from":"sql"}'::jsonb, 'sql', 'room2', false)`);
    await waitFor(() => got.length >= 4);
    expect(got[0]).toMatchObject({ type: 'broadcast', event: 'bin' });
    expect([...new Uint8Array(got[0]!.payload as ArrayBuffer)]).toEqual([1, 2, 3]);
    expect(got.slice(1, 3)).toEqual([
      { type: 'broadcast', event: 'http', payload: { via: 'rest' } },
      { type: 'broadcast', event: 'batch', payload: { n: 1 } },
    ]);
    expect(got[3]).toMatchObject({ type: 'broadcast', event: 'sql', payload: { from: 'sql' } });
    expect((got[3]!.meta as Row).id).toMatch(/^[0-9a-f-]{36}$/);
    expect((got[3]!.payload as Row).id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers hostile REST broadcasts with errors, never a 500', async () => {
    const post = (body: string, headers: Record<string, string> = {}) =>
      fetch(`${backend.apiUrl}/realtime/v1/api/broadcast`, {
        method: 'POST',
        headers: { apikey: backend.anonKey, 'content-type': 'application/json', ...headers },
        body,
      });
    expect((await post('{not json')).status).toBe(400);
    expect((await post(JSON.stringify({ messages: [{ topic: 1 }] }))).status).toBe(422);
    expect((await post(JSON.stringify({ messages: 'x'.repeat(2_000_000) }))).status).toBe(413);
    const forged = await signJwt({ role: 'service_role', exp: 9_999_999_999 }, 'not-the-secret');
    const res = await post(JSON.stringify({ messages: [] }), { authorization: `Bearer ${forged}` });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'The token provided is not a valid JWT' });
    const noKey = await fetch(`${backend.apiUrl}/realtime/v1/api/broadcast`, { method: 'POST', body: '{}' });
    expect(noKey.status).toBe(401);
  });

  it('syncs presence: state on join, joins and leaves, including a killed connection', async () => {
    const watcher = client(alice).channel('board-presence', { config: { presence: { key: 'alice' } } });
    const leaves: string[] = [];
    watcher.on('presence', { event: 'leave' }, ({ key }: { key: string }) => leaves.push(key));
    watcher.on('presence', { event: 'sync' }, () => {});
    await subscribed(watcher);
    expect(await watcher.track({ name: 'Alice' })).toBe('ok');

    const bobChannel = client(bob).channel('board-presence', { config: { presence: { key: 'bob' } } });
    bobChannel.on('presence', { event: 'sync' }, () => {});
    await subscribed(bobChannel);
    await waitFor(() => 'alice' in bobChannel.presenceState());
    expect(bobChannel.presenceState().alice).toEqual([
      expect.objectContaining({ name: 'Alice', presence_ref: expect.any(String) as unknown }),
    ]);
    await bobChannel.track({ name: 'Bob' });
    await waitFor(() => 'bob' in watcher.presenceState());
    await bobChannel.untrack();
    await waitFor(() => leaves.includes('bob'));

    // A raw socket that tracks, then dies without a goodbye.
    const { ws, frames } = await rawSocket();
    ws.send(
      JSON.stringify([
        '1',
        '1',
        'realtime:board-presence',
        'phx_join',
        { config: { presence: { key: 'carol', enabled: true } } },
      ]),
    );
    await waitFor(() => frames.some((f) => f[3] === 'presence_state'));
    ws.send(
      JSON.stringify([
        '1',
        '2',
        'realtime:board-presence',
        'presence',
        { type: 'presence', event: 'track', payload: { name: 'Carol' } },
      ]),
    );
    await waitFor(() => 'carol' in watcher.presenceState());
    ws.terminate();
    await waitFor(() => leaves.includes('carol'));
    expect(Object.keys(watcher.presenceState()).sort()).toEqual(['alice']);
  });

  it('authorises private channels by the policies on realtime.messages', async () => {
    const allowed = client(alice).channel('room-private', { config: { private: true } });
    expect((await subscribed(allowed)).status).toBe('SUBSCRIBED');
    const denied = client(alice).channel('other-private', { config: { private: true } });
    const result = await subscribed(denied);
    expect(result.status).toBe('CHANNEL_ERROR');
    expect(result.error?.message).toContain(
      'You do not have permissions to read from this Channel topic: other-private',
    );
    const anon = client().channel('room-private', { config: { private: true } });
    expect((await subscribed(anon)).status).toBe('CHANNEL_ERROR');

    // room-w… topics are writable, room-private is read-only: its broadcasts are dropped.
    const heard: Row[] = [];
    const listener = client(bob).channel('room-write', { config: { private: true } });
    listener.on('broadcast', { event: '*' }, (m: Row) => heard.push(m));
    await subscribed(listener);
    const writer = client(alice).channel('room-write', {
      config: { private: true, broadcast: { ack: true } },
    });
    await subscribed(writer);
    expect(await writer.send({ type: 'broadcast', event: 'hint', payload: { card: 1 } })).toBe('ok');
    const readOnly = client(alice).channel('room-private', {
      config: { private: true, broadcast: { ack: true } },
    });
    await subscribed(readOnly);
    expect(await readOnly.send({ type: 'broadcast', event: 'hint', payload: {} })).toBe('error');
    await waitFor(() => heard.length >= 1);
    expect(heard).toEqual([{ type: 'broadcast', event: 'hint', payload: { card: 1 } }]);
    // A public channel of the same name is a different topic.
    const publicTwin = client(bob).channel('room-write');
    const twinHeard: Row[] = [];
    publicTwin.on('broadcast', { event: '*' }, (m: Row) => twinHeard.push(m));
    await subscribed(publicTwin);
    expect(await writer.send({ type: 'broadcast', event: 'hint', payload: { card: 2 } })).toBe('ok');
    await waitFor(() => heard.length >= 2);
    // Sentinel: a later broadcast on the public twin; a leak of the private one would come first.
    const twinSender = client(alice).channel('room-write', { config: { broadcast: { ack: true } } });
    await subscribed(twinSender);
    expect(await twinSender.send({ type: 'broadcast', event: 'sentinel', payload: {} })).toBe('ok');
    await waitFor(() => twinHeard.length >= 1);
    expect(twinHeard).toEqual([{ type: 'broadcast', event: 'sentinel', payload: {} }]);
  });

  it('keeps a channel alive across setAuth and uses the new claims for RLS', async () => {
    const c = client(undefined);
    await c.realtime.setAuth(alice.token);
    const events: Row[] = [];
    const channel: RealtimeChannel = c
      .channel('token-refresh', { config: { broadcast: { ack: true } } })
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'cards' }, (p) =>
        events.push(p.new),
      );
    const statuses: string[] = [];
    await new Promise<void>((resolve) =>
      channel.subscribe((status) => {
        statuses.push(status);
        if (String(status) === 'SUBSCRIBED') resolve();
      }),
    );
    await c.realtime.setAuth(bob.token);
    // The server handles one socket's messages in order: the ack of a later
    // push proves the new token has been applied.
    expect(await channel.send({ type: 'broadcast', event: 'probe', payload: {} })).toBe('ok');
    await backend.db.query(`insert into cards (owner, title) values ($1, 'for alice'), ($2, 'for bob')`, [
      alice.id,
      bob.id,
    ]);
    // Sentinel: a later change bob may see; alice's row would have come first.
    await backend.db.query(`insert into cards (owner, title) values ($1, 'sentinel for bob')`, [bob.id]);
    await waitFor(() => events.some((e) => e.title === 'sentinel for bob'));
    expect(events.map((e) => e.title)).toEqual(['for bob', 'sentinel for bob']);
    expect(statuses).toEqual(['SUBSCRIBED']);
  });

  it('closes a channel when its token expires, with a system message', async () => {
    const shortLived = await mintUser(backend.jwtSecret, 1);
    const c = client(undefined);
    await c.realtime.setAuth(shortLived.token);
    const system: Row[] = [];
    const statuses: string[] = [];
    const channel = c.channel('expiring').on('system', {}, (p: Row) => system.push(p));
    channel.subscribe((status) => statuses.push(status));
    await waitFor(() => statuses.includes('CLOSED'), 5000);
    expect(system).toContainEqual(
      expect.objectContaining({
        extension: 'system',
        status: 'error',
        message: expect.stringMatching(/^Token has expired \d+ seconds ago$/) as unknown,
      }),
    );
  });

  it('refuses forged, alg-none and expired tokens at join', async () => {
    const forged = await signJwt(
      { role: 'authenticated', sub: alice.id, exp: 9_999_999_999 },
      'wrong-secret',
    );
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const body = Buffer.from(JSON.stringify({ role: 'service_role', exp: 9_999_999_999 })).toString(
      'base64url',
    );
    const expired = await signJwt(
      { role: 'authenticated', sub: alice.id, exp: Math.floor(Date.now() / 1000) - 120 },
      backend.jwtSecret,
    );
    const { ws, frames } = await rawSocket();
    const cases = [forged, `${header}.${body}.`, expired];
    cases.forEach((token, i) =>
      ws.send(
        JSON.stringify([`${i}`, `${i}`, `realtime:t${i}`, 'phx_join', { config: {}, access_token: token }]),
      ),
    );
    await waitFor(() => frames.filter((f) => f[3] === 'phx_reply').length >= 3);
    const replies = frames
      .filter((f) => f[3] === 'phx_reply')
      .map((f) => f[4] as { status: string; response: { reason: string } });
    expect(replies.map((r) => r.status)).toEqual(['error', 'error', 'error']);
    expect(replies[0]!.response.reason).toBe('The token provided is not a valid JWT');
    expect(replies[2]!.response.reason).toMatch(/^Token has expired \d+ seconds ago$/);
    ws.close();
  });

  it('handles the socket protocol edges: heartbeats, unknown topics, garbage, vsn 1.0.0, bad handshakes', async () => {
    const { ws, frames } = await rawSocket();
    ws.send('not json');
    ws.send(JSON.stringify({ not: 'an array' }));
    ws.send(Buffer.from([3, 200, 200, 200, 200, 200, 1]));
    ws.send(JSON.stringify([null, '9', 'phoenix', 'heartbeat', {}]));
    ws.send(JSON.stringify(['5', '5', 'rooms:lobby', 'phx_join', {}]));
    ws.send(JSON.stringify(['6', '6', 'realtime:', 'phx_join', {}]));
    ws.send(
      JSON.stringify([
        null,
        '7',
        'realtime:never-joined',
        'broadcast',
        { type: 'broadcast', event: 'x', payload: {} },
      ]),
    );
    await waitFor(() => frames.length >= 4);
    expect(frames[0]).toEqual([null, '9', 'phoenix', 'phx_reply', { status: 'ok', response: {} }]);
    expect(frames.slice(1, 4).map((f) => (f[4] as { response: { reason: string } }).response.reason)).toEqual(
      ['unmatched topic', 'TopicNameRequired', 'unmatched topic'],
    );
    ws.close();

    const v1 = client(alice, { vsn: '1.0.0' });
    const got: Row[] = [];
    const ch = v1
      .channel('v1-room', { config: { broadcast: { self: true } } })
      .on('broadcast', { event: 'e' }, (m: Row) => got.push(m));
    expect((await subscribed(ch)).status).toBe('SUBSCRIBED');
    await ch.send({ type: 'broadcast', event: 'e', payload: { v: 1 } });
    await waitFor(() => got.length >= 1);
    expect(got[0]).toEqual({ type: 'broadcast', event: 'e', payload: { v: 1 } });

    const status = (query: string) =>
      new Promise<number>((resolve) => {
        const s = new WsClient(wsUrl(query));
        s.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
        s.on('open', () => {
          s.close();
          resolve(101);
        });
        s.on('error', () => {});
      });
    expect(await status('vsn=2.0.0')).toBe(401);
    expect(await status('apikey=sb_publishable_forged&vsn=2.0.0')).toBe(401);
    expect(await status(`apikey=${alice.token}&vsn=2.0.0`)).toBe(401);
    expect(await status(`apikey=${backend.publishableKey}&vsn=9.9.9`)).toBe(400);
    expect(await status(`apikey=${backend.publishableKey}&vsn=2.0.0`)).toBe(101);
  });
});
