import { Mutex, PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';
import type { Database, QueryResult, Queryable, Row } from './database';

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

export interface PGliteOptions {
  /** Folder for the data files; in memory when omitted. */
  dataDir?: string;
}

/** Embedded Postgres. Every query and transaction takes one lock, so they never interleave. */
export async function openPGlite(options: PGliteOptions = {}): Promise<Database & { pglite: PGlite }> {
  const pglite = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
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

  return {
    kind: 'pglite',
    pglite,
    query: (sql, params) => lock.runExclusive(() => direct.query(sql, params)),
    exec: (sql) => lock.runExclusive(() => direct.exec(sql)),
    transaction,
    // One user only: requests switch role from the owner (a known difference from a server).
    requestTransaction: transaction,
    async listen(channel, onMessage) {
      const unlisten = await pglite.listen(channel, onMessage);
      return () => unlisten();
    },
    close: () => pglite.close(),
  };
}
