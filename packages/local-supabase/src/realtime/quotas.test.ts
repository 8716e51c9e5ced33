import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket as WsClient } from 'ws';
import type { Clock } from '../clock';
import { startLocalSupabase, type LocalSupabase, type LocalSupabaseOptions } from '../start';
import { clientFor, FIXTURE_DIR, mintUser, subscribed, waitFor, type TestUser } from './test-helpers';

/** Time that moves only when the test says so, so a rate is measured over exactly the ticks the test closes. */
class StoppedClock implements Clock {
  #now = Date.now();

  now(): number {
    return this.#now;
  }

  advance(ms: number): void {
    this.#now += ms;
  }
}

/** One backend per describe with the given Realtime quotas; clients made through it are closed after. */
function quotaBackend(realtime: Partial<NonNullable<LocalSupabaseOptions['config']>['realtime']>) {
  const clock = new StoppedClock();
  let backend: LocalSupabase | undefined;
  let user: TestUser | undefined;
  const clients: SupabaseClient[] = [];
  beforeAll(async () => {
    backend = await startLocalSupabase({
      projectDir: FIXTURE_DIR,
      dataDir: false,
      port: 0,
      dbPort: false,
      log: 'silent',
      clock,
      config: { realtime },
    });
    user = await mintUser(backend.jwtSecret);
  });
  afterAll(async () => {
    // Disconnect rather than leave: a refused or closed channel would wait out its leave's timeout.
    for (const c of clients) await c.realtime.disconnect();
    await backend?.stop();
  });
  const started = () => {
    if (!backend || !user) throw new Error('the backend did not start');
    return { backend, user };
  };
  return {
    clock,
    backend: () => started().backend,
    /** A new supabase-js client, hence a new socket. */
    client: () => {
      const c = clientFor(started().backend, started().user);
      clients.push(c);
      return c;
    },
  };
}

let topics = 0;
const channelOf = (c: SupabaseClient): RealtimeChannel => c.channel(`quota-${++topics}`);

describe('max_channels_per_client', () => {
  const { client } = quotaBackend({ maxChannelsPerClient: 3 });

  it('refuses a socket its fourth channel with ChannelRateLimitReached, and takes it once one is left', async () => {
    const c = client();
    const joined = [channelOf(c), channelOf(c), channelOf(c)];
    for (const channel of joined) expect((await subscribed(channel)).status).toBe('SUBSCRIBED');
    const fourth = await subscribed(channelOf(c));
    expect(fourth.status).toBe('CHANNEL_ERROR');
    expect(fourth.error?.message).toBe('ChannelRateLimitReached: Too many channels');
    // The limit is per socket: another client joins freely.
    expect((await subscribed(channelOf(client()))).status).toBe('SUBSCRIBED');
    await c.removeChannel(joined[0]!);
    expect((await subscribed(channelOf(c))).status).toBe('SUBSCRIBED');
  });
});

describe('max_concurrent_users', () => {
  const { client } = quotaBackend({ maxConcurrentUsers: 2 });

  it('refuses a third socket with ConnectionRateLimitReached, while counted sockets join more channels', async () => {
    const first = client();
    expect((await subscribed(channelOf(first))).status).toBe('SUBSCRIBED');
    expect((await subscribed(channelOf(client()))).status).toBe('SUBSCRIBED');
    const third = await subscribed(channelOf(client()));
    expect(third.status).toBe('CHANNEL_ERROR');
    expect(third.error?.message).toBe('ConnectionRateLimitReached: Too many connected users');
    expect((await subscribed(channelOf(first))).status).toBe('SUBSCRIBED');
  });
});

describe('max_joins_per_second', () => {
  const { clock, backend, client } = quotaBackend({ maxJoinsPerSecond: 1 });

  it('refuses joins with ClientJoinRateLimitReached once a closed tick averaged the limit, and disconnects', async () => {
    const c = client();
    // Five joins in one 5-second tick: one a second, which is the limit, once the tick closes.
    for (let i = 0; i < 5; i++) expect((await subscribed(channelOf(c))).status).toBe('SUBSCRIBED');
    clock.advance(5_000);
    const refused = await subscribed(channelOf(client()));
    expect(refused.status).toBe('CHANNEL_ERROR');
    expect(refused.error?.message).toBe('ClientJoinRateLimitReached: Too many joins per second');

    const ws = new WsClient(
      `${backend().apiUrl.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${backend().anonKey}&vsn=1.0.0`,
    );
    const replies: unknown[] = [];
    ws.on('message', (data: Buffer) => replies.push(JSON.parse(data.toString())));
    const closed = new Promise<void>((resolve) => ws.once('close', () => resolve()));
    await new Promise<void>((resolve) => ws.once('open', () => resolve()));
    ws.send(
      JSON.stringify({ topic: 'realtime:raw', event: 'phx_join', payload: {}, ref: '1', join_ref: '1' }),
    );
    await closed;
    expect(replies).toEqual([
      expect.objectContaining({
        event: 'phx_reply',
        payload: {
          status: 'error',
          response: { reason: 'ClientJoinRateLimitReached: Too many joins per second' },
        },
      }),
    ]);

    // The average covers the last minute: twelve quiet ticks later joins are taken again.
    clock.advance(60_000);
    expect((await subscribed(channelOf(client()))).status).toBe('SUBSCRIBED');
  });
});

describe('max_events_per_second', () => {
  const { clock, client } = quotaBackend({ maxEventsPerSecond: 1 });

  it('closes the channel with a system error once the project is over its messages per second', async () => {
    const c = client();
    const system: Record<string, unknown>[] = [];
    const statuses: string[] = [];
    const channel = c
      .channel(`quota-${++topics}`, { config: { broadcast: { ack: true } } })
      .on('system', {}, (payload: Record<string, unknown>) => system.push(payload));
    await channel.socket.setAuth();
    await new Promise<void>((resolve) =>
      channel.subscribe((status: string) => {
        statuses.push(status);
        if (status === 'SUBSCRIBED') resolve();
      }),
    );
    for (let i = 0; i < 5; i++) {
      expect(await channel.send({ type: 'broadcast', event: 'move', payload: { i } })).toBe('ok');
    }
    clock.advance(5_000);
    // Not awaited: the channel closes instead of acknowledging it.
    void channel.send({ type: 'broadcast', event: 'move', payload: { i: 5 } });
    await waitFor(() => statuses.includes('CLOSED'));
    expect(system).toContainEqual(
      expect.objectContaining({ status: 'error', message: 'Too many messages per second' }),
    );
  });
});
