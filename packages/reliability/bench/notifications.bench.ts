import { REALTIME_SUBSCRIBE_STATES, type SupabaseClient } from '@supabase/supabase-js';
import { clientWith, startBackend } from '../src/backend';
import { figure, type Benchmark } from '@teamboard/bench-kit';
import { waitUntil } from '../src/subscriber';
import { createWorkspace, seedBoard, signUp, type Person } from '../src/world';

const ROUNDS = 15;
const MENTIONED = 10;

/** Joins `person`'s inbox feed; `arrived` gets the time of each notification they are sent. */
async function inboxOf(backend: { apiUrl: string; anonKey: string }, person: Person, arrived: number[]) {
  const client = clientWith(backend, person.token);
  await client.realtime.setAuth(person.token);
  await new Promise<void>((resolve, reject) => {
    client
      .channel(`inbox:${person.id}`)
      .on(
        'postgres_changes',
        { event: 'INSERT', schema: 'public', table: 'notifications', filter: `user_id=eq.${person.id}` },
        () => arrived.push(performance.now()),
      )
      .subscribe((state, error) => {
        if (state === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED) resolve();
        else if (state !== REALTIME_SUBSCRIBE_STATES.CLOSED) reject(error ?? new Error(String(state)));
      });
  });
  return client;
}

/**
 * The cost of one comment that mentions ten people: the database writes ten
 * notifications (and watcher rows) in the comment's transaction, and each
 * person's inbox hears of it live. Compared with the same comment mentioning
 * nobody, posted through the same API in the same run.
 */
const bench: Benchmark = {
  name: 'notification fan-out',
  async run() {
    const backend = await startBackend();
    const clients: SupabaseClient[] = [];
    try {
      const author = await signUp(backend, 'author');
      const people = await Promise.all(
        Array.from({ length: MENTIONED }, (_, i) => signUp(backend, `reader${String(i)}`)),
      );
      const board = await seedBoard(backend, await createWorkspace(backend, author, people), {
        cards: 20,
        assignees: [author.id],
      });
      const arrivals = people.map(() => [] as number[]);
      for (const [i, person] of people.entries()) clients.push(await inboxOf(backend, person, arrivals[i]!));
      const api = clientWith(backend, author.token);
      const mentions = people.map((p, i) => `@[Reader ${String(i)}](${p.id})`).join(' ');

      const post = async (cardId: string, body: string) => {
        const started = performance.now();
        const { error } = await api.from('comments').insert({ card_id: cardId, author_id: author.id, body });
        if (error) throw new Error(`comment: ${error.message}`);
        return started;
      };
      const commit: number[] = [];
      const plain: number[] = [];
      const lastDelivery: number[] = [];
      for (let round = 0; round < ROUNDS + 2; round++) {
        // Plain comments go to cards 0-9, which none of the ten watch, so they notify nobody;
        // mentions go to cards 10-19.
        const plainStarted = await post(board.cardIds[round % 10]!, `Plain update ${String(round)}`);
        const plainTook = performance.now() - plainStarted;
        const before = arrivals.map((a) => a.length);
        const started = await post(board.cardIds[10 + (round % 10)]!, `Heads up ${mentions}`);
        const committed = performance.now() - started;
        await waitUntil(() => arrivals.every((a, i) => a.length > before[i]!), 30_000, 'every inbox');
        // The first two rounds warm the caches up.
        if (round < 2) continue;
        plain.push(plainTook);
        commit.push(committed);
        lastDelivery.push(Math.max(...arrivals.map((a, i) => a[before[i]!]!)) - started);
      }
      return [
        figure(`comment mentioning ${String(MENTIONED)} people: request → committed`, 'ms', commit, {
          name: 'comment mentioning nobody',
          samples: plain,
        }),
        figure(
          `comment mentioning ${String(MENTIONED)} people: request → last inbox's live update`,
          'ms',
          lastDelivery,
          {
            name: `request → committed`,
            samples: commit,
          },
        ),
      ];
    } finally {
      for (const client of clients) await client.removeAllChannels();
      await backend.stop();
    }
  },
};

export default bench;
