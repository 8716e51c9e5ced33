import { Mutex, PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';
import type { Database, QueryResult, Queryable, Row } from './database';
import { serveDatabasePort, type DatabasePort, type DatabasePortOptions } from './pglite-wire';
import { PGlitePipeline } from './pglite-pipeline';

type PGliteQueryable = Pick<PGlite, 'query' | 'exec'>;

function wrap(target: PGliteQueryable): Queryable {
  return {
    async query<T = Row>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
      const result = await target.query<T>(sql, params as unknown[]);
      return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows ?? 0 };
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`;

export interface PGliteOptions {
  /** Folder for the data files; in memory when omitted. */
  dataDir?: string;
  /** A prepared database (from `dumpDataDir`) to start from instead of an empty one. */
  loadDataDir?: Blob;
}

export interface PGliteDatabase extends Database {
  pglite: PGlite;
  /** Serves the database on a wire port; what its connections NOTIFY reaches `listen`. */
  serveDatabasePort(options: DatabasePortOptions): Promise<DatabasePort>;
}

/** Embedded Postgres. Every query and transaction takes one lock, so they never interleave. */
export async function openPGlite(options: PGliteOptions = {}): Promise<PGliteDatabase> {
  const pglite = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    // unaccent: hosted Supabase offers it, and search folds accents with it.
    extensions: { pgcrypto, unaccent, uuid_ossp },
  });
  const lock = new Mutex();
  const direct = wrap(pglite);
  const transaction: Database['transaction'] = (fn) =>
    lock.runExclusive(async () => {
      await pglite.exec('begin');
      try {
        const result = await fn(direct);
        await pglite.exec('commit');
        return result;
      } catch (error) {
        await pglite.exec('rollback');
        throw error;
      }
    });

  // One table of listeners, fed by both ways a notification leaves the single PGlite session:
  // parsed replies to this process's own queries, and raw replies to wire connections.
  const handlers = new Map<string, Set<(payload: string) => void>>();
  const notify = (channel: string, payload: string) => {
    for (const handler of handlers.get(channel) ?? []) queueMicrotask(() => handler(payload));
  };
  pglite.onNotification(notify);
  const pipeline = new PGlitePipeline(pglite, notify);

  return {
    kind: 'pglite',
    pglite,
    query: (sql, params) => lock.runExclusive(() => direct.query(sql, params)),
    exec: (sql) => lock.runExclusive(() => direct.exec(sql)),
    transaction,
    // One user only: requests switch role from the owner (a known difference from a server).
    requestTransaction: transaction,
    pipeline: (statements, decide, options = {}) =>
      lock.runExclusive(async () => {
        if (options.readOnly) {
          // Nothing to roll back: the statements commit at the message's Sync.
          return decide(await pipeline.run(statements, { begin: false }));
        }
        try {
          const result = decide(await pipeline.run(statements, { begin: true }));
          await pglite.exec('commit');
          return result;
        } catch (error) {
          await pglite.exec('rollback');
          throw error;
        }
      }),
    async listen(channel, onMessage) {
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await lock.runExclusive(() => pglite.exec(`listen ${quoteIdentifier(channel)}`));
      }
      set.add(onMessage);
      return async () => {
        set.delete(onMessage);
        if (set.size === 0 && handlers.get(channel) === set) {
          handlers.delete(channel);
          await lock.runExclusive(() => pglite.exec(`unlisten ${quoteIdentifier(channel)}`));
        }
      };
    },
    serveDatabasePort: (portOptions) => serveDatabasePort(pglite, notify, portOptions),
    close: () => pglite.close(),
  };
}
