import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { clientWith } from './backend';

/** One realtime client on a board's card changes, keeping every change it was sent. */
export interface CardSubscriber {
  client: SupabaseClient;
  channel: RealtimeChannel;
  /** `${id}:${version}` of every card change received, in arrival order. */
  received: string[];
  /** Statuses other than SUBSCRIBED seen after joining: each one is an error. */
  problems: string[];
  onChange?: (key: string, receivedAt: number) => void;
  close(): Promise<void>;
}

/** Subscribes through the real supabase-js and resolves once the server confirmed the join. */
export async function subscribeToCards(
  backend: { apiUrl: string; anonKey: string },
  token: string,
  boardId: string,
  timeoutMs = 30_000,
): Promise<CardSubscriber> {
  const client = clientWith(backend, token);
  await client.realtime.setAuth(token);
  const sub: CardSubscriber = {
    client,
    channel: undefined as unknown as RealtimeChannel,
    received: [],
    problems: [],
    async close() {
      await client.removeAllChannels();
    },
  };
  let joined = false;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('subscribe timed out')), timeoutMs);
    sub.channel = client
      .channel(`board:${boardId}:${Math.random().toString(36).slice(2)}`)
      .on(
        'postgres_changes',
        { event: '*', schema: 'public', table: 'cards', filter: `board_id=eq.${boardId}` },
        (payload) => {
          const row = (payload.new ?? {}) as { id?: string; version?: number };
          const key = `${row.id}:${row.version}`;
          sub.received.push(key);
          sub.onChange?.(key, performance.now());
        },
      )
      .subscribe((state, err) => {
        const status = String(state);
        if (status === 'SUBSCRIBED') {
          joined = true;
          clearTimeout(timer);
          resolve();
        } else if (joined || status !== 'CLOSED') {
          sub.problems.push(`${status}${err ? `: ${err.message}` : ''}`);
          if (!joined) {
            clearTimeout(timer);
            reject(new Error(`subscribe failed: ${status} ${err?.message ?? ''}`));
          }
        }
      });
  });
  return sub;
}

/** Resolves once `done()` holds, or rejects after `timeoutMs`. */
export async function waitUntil(done: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
