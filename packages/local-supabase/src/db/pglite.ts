import { Mutex, PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';
import type { Database, QueryResult, Queryable, Row } from './database';
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

export interface PGliteOptions {
  /** Folder for the data files; in memory when omitted. */
  dataDir?: string;
}

/** Embedded Postgres. Every query and transaction takes one lock, so they never interleave. */
export async function openPGlite(options: PGliteOptions = {}): Promise<Database & { pglite: PGlite }> {
  const pglite = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    extensions: { pgcrypto, uuid_ossp },
  });
  const lock = new Mutex();
  const direct = wrap(pglite);
  const pipeline = new PGlitePipeline(pglite);

  return {
    kind: 'pglite',
    pglite,
    query: (sql, params) => lock.runExclusive(() => direct.query(sql, params)),
    exec: (sql) => lock.runExclusive(() => direct.exec(sql)),
    transaction: (fn) =>
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
      }),
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
      const unlisten = await pglite.listen(channel, onMessage);
      return () => unlisten();
    },
    close: () => pglite.close(),
  };
}
