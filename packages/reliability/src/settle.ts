import type { LocalSupabase } from '@teamboard/local-supabase';

const POLL_MS = 100;
const DEADLINE_MS = 120_000;

/**
 * Lets the backend finish what a bulk seed set going before anything is timed: the realtime feed
 * drains the seed's changes (in batches, in this process), and the database gets the statistics
 * and the vacuum its autovacuum would otherwise start in the middle of the samples. Measured after
 * this, a board is one that has been in use a while, and neither side of a comparison pays for
 * the seed.
 */
export async function settle(db: LocalSupabase['db']): Promise<void> {
  const started = performance.now();
  for (;;) {
    const { rows } = await db.query<{ queued: boolean }>(
      'select exists (select from realtime.changes) as queued',
    );
    if (!rows[0]!.queued) break;
    if (performance.now() - started > DEADLINE_MS) {
      throw new Error(`the realtime feed still had changes queued after ${DEADLINE_MS / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  await db.query('vacuum analyze');
}
