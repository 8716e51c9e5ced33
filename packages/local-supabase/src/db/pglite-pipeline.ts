import { parse, protocol, type PGlite } from '@electric-sql/pglite';
import type { QueryResult, Statement } from './database';
import { readReply } from './pglite-reply';

type Message = Uint8Array;

/** Prepared statements kept per database; older ones are closed when this many exist. */
const MAX_PREPARED = 256;

/** Errors after which a reused prepared statement must be prepared again. */
const STALE_PLAN = new Set([
  '0A000', // cached plan must not change result type (a table changed under it)
  '26000', // prepared statement does not exist (someone ran DEALLOCATE / DISCARD ALL)
]);

/** Commands whose tag carries the number of rows they changed. */
const COUNTED = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE', 'COPY']);

function concat(parts: readonly Message[]): Message {
  let length = 0;
  for (const part of parts) length += part.length;
  const out = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** The reply as the engine writes it, in pieces that are views of its memory (reused by the next write). */
class ReplyBuffer {
  private buffer = new Uint8Array(64 * 1024);
  private length = 0;

  append(piece: Uint8Array): void {
    if (this.length + piece.length > this.buffer.length) {
      const grown = new Uint8Array(Math.max(this.buffer.length * 2, this.length + piece.length));
      grown.set(this.buffer.subarray(0, this.length));
      this.buffer = grown;
    }
    this.buffer.set(piece, this.length);
    this.length += piece.length;
  }

  bytes(): Uint8Array<ArrayBuffer> {
    return this.buffer.subarray(0, this.length);
  }
}

/** Bind values in text format, as a Postgres driver sends strings: the server infers their types. */
function textValue(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  throw new TypeError(`pipeline parameters must be strings, numbers or booleans, not ${typeof value}`);
}

/**
 * Runs statements on PGlite as one extended-protocol message ending in one
 * Sync, so they share one implicit transaction and one call into the engine.
 * Statements are prepared once under a name and bound by it afterwards, which
 * skips parsing and analysis on every later request with the same SQL text.
 */
export class PGlitePipeline {
  /** SQL text → statement name, oldest first. */
  private readonly prepared = new Map<string, string>();
  private readonly closing: string[] = [];
  private counter = 0;

  constructor(
    private readonly pglite: PGlite,
    /** Where the notifications in a reply go: PGlite does not read raw replies for them. */
    private readonly onNotification: (channel: string, payload: string) => void,
  ) {}

  private messages(
    statements: readonly Statement[],
    opts: { begin: boolean },
    parsed: Statement[],
  ): Message[] {
    const s = protocol.serialize;
    const parts: Message[] = [];
    for (const name of this.closing.splice(0)) parts.push(s.close({ type: 'S', name }));
    if (opts.begin) parts.push(s.parse({ text: 'begin' }), s.bind({}), s.execute({}));
    for (const { sql, params } of statements) {
      let name = this.prepared.get(sql);
      if (name === undefined) {
        name = `local_supabase_${this.counter++}`;
        parts.push(s.parse({ name, text: sql }));
        this.prepared.set(sql, name);
        parsed.push({ sql, params });
        if (this.prepared.size > MAX_PREPARED) {
          const [oldSql, oldName] = this.prepared.entries().next().value!;
          this.prepared.delete(oldSql);
          this.closing.push(oldName);
        }
      } else {
        // Most recently used last, so the oldest is the one closed.
        this.prepared.delete(sql);
        this.prepared.set(sql, name);
      }
      parts.push(
        s.bind({ statement: name, values: params.map(textValue) }),
        s.describe({ type: 'P' }),
        s.execute({}),
      );
    }
    parts.push(s.sync());
    return parts;
  }

  /** Drops statements from the cache; closing a name that was never created is no error. */
  private forget(statements: readonly Statement[]): void {
    for (const { sql } of statements) {
      const name = this.prepared.get(sql);
      if (name === undefined) continue;
      this.prepared.delete(sql);
      this.closing.push(name);
    }
  }

  /**
   * Sends the statements (after `begin` when asked) and returns one result per
   * statement. Throws the database's error; the caller holds the database lock.
   */
  async run(statements: readonly Statement[], opts: { begin: boolean }): Promise<QueryResult[]> {
    let messages;
    try {
      messages = await this.send(statements, opts);
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (typeof code !== 'string' || !STALE_PLAN.has(code)) throw error;
      // Everything up to the Sync failed as one transaction, so it can be sent again.
      this.forget(statements);
      if (opts.begin) await this.pglite.exec('rollback');
      messages = await this.send(statements, opts);
    }
    // `begin` answers a result of its own; every statement answers exactly one.
    return parse
      .parseResults(messages, this.pglite.parsers)
      .slice(opts.begin ? 1 : 0)
      .map((r) => ({
        rows: r.rows as never[],
        fields: r.fields,
        // Counted per statement (PGlite's parser sums them over a multi-statement message).
        affectedRows: r.command !== undefined && COUNTED.has(r.command) ? (r.rowCount ?? 0) : 0,
      }));
  }

  private async send(statements: readonly Statement[], opts: { begin: boolean }) {
    const parsed: Statement[] = [];
    try {
      // The reply raw, not parsed by PGlite, so a result may keep its text as bytes.
      const reply = new ReplyBuffer();
      await this.pglite.execProtocolRawStream(concat(this.messages(statements, opts, parsed)), {
        onRawData: (bytes) => reply.append(bytes),
      });
      const textAsBytes = [...(opts.begin ? [false] : []), ...statements.map((s) => s.textAsBytes === true)];
      const { messages, error } = readReply(reply.bytes(), textAsBytes, this.onNotification);
      if (error) throw error;
      return messages;
    } catch (error) {
      // After an error the server skipped the rest of the message: which of the new
      // names exist is unknown, so close them all and prepare them again next time.
      this.forget(parsed);
      throw error;
    }
  }
}
