import { createHmac } from 'node:crypto';
import pg from 'pg';
import { retryingRoleRaces } from './bootstrap';
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

const encoder = new TextEncoder();
const TEXT_OID: number = pg.types.builtins.TEXT;

/**
 * A result whose `text` values are UTF-8 bytes, as `Statement.textAsBytes` asks. The driver has
 * decoded them already, so here they are encoded again (as the socket write would have).
 */
function withTextAsBytes(result: QueryResult): QueryResult {
  const texts = result.fields.filter((f) => f.dataTypeID === TEXT_OID).map((f) => f.name);
  for (const row of result.rows)
    for (const name of texts) if (typeof row[name] === 'string') row[name] = encoder.encode(row[name]);
  return result;
}

/** The login role API requests use, as PostgREST's; created by the platform bootstrap. */
export const AUTHENTICATOR_ROLE = 'authenticator';

/**
 * The authenticator's password, derived from the owner's credentials: every
 * backend on one server computes the same one (roles are cluster-wide and test
 * suites share the server), and only someone who has the owner's password can.
 */
function authenticatorUrl(ownerUrl: string): string {
  const url = new URL(ownerUrl);
  const owner = `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`;
  const password = createHmac('sha256', owner).update('local-supabase authenticator').digest('base64url');
  url.username = AUTHENTICATOR_ROLE;
  url.password = password;
  return url.toString();
}

async function transactionOn<T>(pool: pg.Pool, fn: (tx: Queryable) => Promise<T>): Promise<T> {
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
}

const isLoginRefused = (error: unknown) =>
  error instanceof Error && ['28P01', '28000'].includes((error as { code?: string }).code ?? '');

/**
 * Opens the pool of `authenticator` connections, first giving the role its
 * login password when it cannot log in yet. Runs after the bootstrap made the role.
 */
async function openRequestPool(owner: pg.Pool, ownerUrl: string, max: number): Promise<pg.Pool> {
  const url = authenticatorUrl(ownerUrl);
  const pool = new pg.Pool({ connectionString: url, max });
  pool.on('error', () => undefined);
  try {
    (await pool.connect()).release();
    return pool;
  } catch (error) {
    if (!isLoginRefused(error)) {
      await pool.end();
      throw error;
    }
  }
  const password = decodeURIComponent(new URL(url).password);
  await retryingRoleRaces(() =>
    transactionOn(owner, async (tx) => {
      // The bootstrap's lock: concurrent ALTER ROLEs from one database would collide (from two, the retry answers).
      await tx.query('select pg_advisory_xact_lock(54321)');
      await tx.exec(`alter role ${AUTHENTICATOR_ROLE} with login password ${pg.escapeLiteral(password)}`);
    }),
  );
  (await pool.connect()).release();
  return pool;
}

/**
 * A Postgres server reached by URL: a pool logged in as the owner (bootstrap,
 * migrations, the services' own bookkeeping) and one logged in as
 * `authenticator` for API requests.
 */
export async function openPostgres(url: string, options: { max?: number } = {}): Promise<Database> {
  const max = options.max ?? 10;
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection the server ends (restart, dropped database) must not crash the
  // process: the pool discards it and the next query opens a fresh one.
  pool.on('error', () => undefined);
  // Fail fast with a clear error when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  const direct = wrap(pool);
  // Opened on the first request, once the bootstrap has made the role.
  let requestPool: Promise<pg.Pool> | undefined;
  const requests = () => {
    requestPool ??= openRequestPool(pool, url, max).catch((error: unknown) => {
      requestPool = undefined;
      throw error;
    });
    return requestPool;
  };
  let listener: pg.PoolClient | undefined;
  const handlers = new Map<string, Set<(payload: string) => void>>();

  return {
    kind: 'postgres',
    query: (sql, params) => direct.query(sql, params),
    exec: (sql) => direct.exec(sql),
    transaction: (fn) => transactionOn(pool, fn),
    requestTransaction: async (fn) => transactionOn(await requests(), fn),
    async pipeline(statements, decide) {
      const client = await (await requests()).connect();
      try {
        await client.query('begin');
        const results: QueryResult[] = [];
        for (const { sql, params, textAsBytes } of statements) {
          const result = await wrap(client).query(sql, params);
          results.push(textAsBytes ? withTextAsBytes(result) : result);
        }
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
      // Destroyed, not pooled: an error it receives while the pool ends (its database dropped
      // with force) must not reach the handler above, which would release it a second time.
      const closing = listener;
      listener = undefined;
      handlers.clear();
      closing?.release(true);
      const opened = await requestPool?.catch(() => undefined);
      await Promise.all([pool.end(), opened?.end()]);
    },
  };
}
