import type { Database, Queryable } from './database';
import type { Logger } from '../log';

/**
 * PGlite runs no autovacuum, so nothing ever gathers the planner's statistics there: every table
 * stays "never analyzed" and the planner guesses its rows, which can turn a join linear on a
 * server into one that grows with the square of the rows (docs/performance.md, "A card's
 * depth"). Hosted PostgreSQL has autovacuum analyze tables after bulk writes; this does the same
 * for the embedded database: once after migrations and seed, and when a table has grown a lot.
 */

/** Gathers statistics for every table of the database (milliseconds on a fresh one). */
export async function analyzeDatabase(db: Queryable): Promise<void> {
  await db.exec('analyze');
}

/**
 * Tables that have grown well past their size at their last ANALYZE: autovacuum's analyze
 * threshold (50 rows + 10 % of the table) in pages, because PGlite's cumulative statistics
 * (`pg_stat_user_tables.n_mod_since_analyze`) are not flushed reliably in its single session.
 * Without autovacuum every insert or update adds a row version, so a table's pages grow with its
 * writes; the page count is read from the file's length, which costs no scan. A table never
 * analyzed counts once it holds a page.
 */
const GROWN_TABLES_SQL = `
  select format('%I.%I', n.nspname, c.relname) as name
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  where c.relkind = 'r'
    and n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
    and pg_relation_size(c.oid) / current_setting('block_size')::integer
        > case when c.reltuples < 0 then 0 else c.relpages * 1.1 + 4 end`;

/** ANALYZEs the tables {@link GROWN_TABLES_SQL} finds and returns their names. */
export async function analyzeGrownTables(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(GROWN_TABLES_SQL);
  const names = rows.map((row) => row.name);
  if (names.length > 0) await db.exec(`analyze ${names.join(', ')}`);
  return names;
}

/** How often the embedded database is checked for grown tables. */
const AUTO_ANALYZE_MS = 30_000;

export interface AutoAnalyze {
  stop(): Promise<void>;
}

/**
 * Every {@link AUTO_ANALYZE_MS}, ANALYZEs the tables that grew past the threshold, as autovacuum's
 * launcher looks at each database once a minute. A timer rather than a check after each write:
 * the check reads the catalogue of every table, a cost no single request should carry.
 */
export function startAutoAnalyze(db: Database, log: Logger): AutoAnalyze {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    // A check still running (a large ANALYZE on a loaded machine) is not started twice.
    if (running) return;
    running = analyzeGrownTables(db)
      .then(
        () => undefined,
        (error: unknown) => log.error('automatic analyze failed', error),
      )
      .finally(() => {
        running = undefined;
      });
  }, AUTO_ANALYZE_MS);
  // A backend stopped or a process ending must not wait for the next check.
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
