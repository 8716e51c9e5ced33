/**
 * The one interface every service uses to reach Postgres, with two
 * implementations: embedded PGlite and a `pg` pool for a real server.
 */

export type Row = Record<string, unknown>;

export interface QueryResult<T = Row> {
  rows: T[];
  fields: { name: string; dataTypeID: number }[];
  /** Rows touched by INSERT / UPDATE / DELETE, when the driver reports it. */
  affectedRows: number;
}

/** One statement with `$1…$n` bind parameters. */
export interface Statement {
  sql: string;
  params: readonly unknown[];
  /**
   * Its `text` values arrive as their UTF-8 bytes (`Uint8Array`), not decoded: a reply
   * body built in SQL is then sent on as the database gave it, without decoding megabytes
   * into a string only to encode them again for the socket.
   */
  textAsBytes?: boolean;
}

export interface PipelineOptions {
  /**
   * The statements change nothing (a read-only transaction), so there is nothing
   * for `decide` to roll back: they may commit before it runs.
   */
  readOnly?: boolean;
}

export interface Queryable {
  /** One statement with `$1…$n` bind parameters. */
  query<T = Row>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>>;
  /** Several statements, no parameters (migrations, bootstrap). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs `fn` inside BEGIN … COMMIT on one connection; rolls back when it
   * throws. On PGlite transactions are serialised with every other query, so
   * code inside `fn` must use `tx`, never the outer database.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * A transaction for one API request, which then switches to the request's
   * role. On a server it runs on a connection logged in as `authenticator`,
   * as PostgREST's are, so SQL in the request can only `set role` to anon,
   * authenticated or service_role — never back to the owner. PGlite has a
   * single user, so there it is `transaction`.
   */
  requestTransaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Runs `statements` in order in one request transaction (on a server, on an
   * `authenticator` connection, like `requestTransaction`) and hands their results to
   * `decide` before committing; a `decide` that throws rolls them back. This is
   * the hot path of every API request: PGlite sends the statements as one
   * protocol message and reuses their prepared forms.
   */
  pipeline<T>(
    statements: readonly Statement[],
    decide: (results: QueryResult[]) => T,
    options?: PipelineOptions,
  ): Promise<T>;
  /** LISTEN on a channel; resolves to a function that stops listening. */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** A Postgres error as both drivers raise it. */
export interface PgError extends Error {
  code?: string;
  detail?: string;
  hint?: string;
  position?: string;
  where?: string;
  schema?: string;
  table?: string;
  column?: string;
  constraint?: string;
}

export function isPgError(error: unknown): error is PgError & { code: string } {
  return (
    error instanceof Error &&
    typeof (error as PgError).code === 'string' &&
    (error as PgError).code!.length === 5
  );
}
