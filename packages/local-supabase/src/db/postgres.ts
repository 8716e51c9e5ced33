import pg from 'pg';
import type { Database, QueryResult, Queryable, Row } from './database';

interface PgQueryable {
  query(sql: string, params?: unknown[]): Promise<pg.QueryResult>;
}

function wrap(target: PgQueryable): Queryable {
  return {
    async query<T = Row>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
      const result = await target.query(sql, params as unknown[]);
      return {
        rows: result.rows as T[],
        fields: result.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
        affectedRows: result.rowCount ?? 0,
      };
    },
    async exec(sql: string) {
      await target.query(sql);
    },
  };
}

/** A Postgres server reached by URL, through a connection pool. */
export async function openPostgres(url: string, options: { max?: number } = {}): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  // An idle connection the server ends (restart, dropped database) must not crash the
  // process: the pool discards it and the next query opens a fresh one.
  pool.on('error', () => undefined);
  // Fail fast with a clear error when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  const direct = wrap(pool);
  let listener: pg.PoolClient | undefined;
  const handlers = new Map<string, Set<(payload: string) => void>>();

  return {
    kind: 'postgres',
    query: (sql, params) => direct.query(sql, params),
    exec: (sql) => direct.exec(sql),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async pipeline(statements, decide) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const results: QueryResult[] = [];
        for (const { sql, params } of statements) results.push(await wrap(client).query(sql, params));
        const result = decide(results);
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async listen(channel, onMessage) {
      if (!listener) {
        listener = await pool.connect();
        listener.on('error', () => {
          // The listening connection is gone; the next listen() opens another one.
          listener?.release(true);
          listener = undefined;
          handlers.clear();
        });
        listener.on('notification', (msg) => {
          for (const handler of handlers.get(msg.channel) ?? []) handler(msg.payload ?? '');
        });
      }
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await listener.query(`listen ${pg.escapeIdentifier(channel)}`);
      }
      set.add(onMessage);
      return async () => {
        set.delete(onMessage);
        if (set.size === 0 && listener) {
          handlers.delete(channel);
          await listener.query(`unlisten ${pg.escapeIdentifier(channel)}`);
        }
      };
    },
    async close() {
      listener?.release();
      await pool.end();
    },
  };
}
