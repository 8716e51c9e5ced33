import type { Database } from '../db/database';
import type { Logger } from '../log';

/** One row of `realtime.changes`, in commit order. */
export interface QueuedChange {
  id: string;
  schema: string;
  table: string;
  op: 'INSERT' | 'UPDATE' | 'DELETE' | 'BROADCAST';
  record: Record<string, unknown> | null;
  oldRecord: Record<string, unknown> | null;
  committedAt: Date;
}

export interface TableInfo {
  columns: { name: string; type: string }[];
  primaryKey: string[];
  /** Row-level security is on: Supabase then sends only the primary key of a deleted row. */
  rowSecurity: boolean;
}

interface ChangeRow {
  id: string;
  schema_name: string;
  table_name: string;
  op: QueuedChange['op'];
  record: Record<string, unknown> | null;
  old_record: Record<string, unknown> | null;
  committed_at: Date | string;
}

const BATCH = 500;
/** Safety net in case a notification is lost (e.g. a reconnecting listener). */
export const DEFAULT_FALLBACK_POLL_MS = 2000;

/**
 * Reads the change queue the capture triggers fill, hands each batch to
 * `deliver` in commit order and deletes it. One reader per database.
 */
export class ChangeFeed {
  private published: { schema: string; table: string }[] = [];
  private tables = new Map<string, TableInfo | null>();
  private draining = false;
  private again = false;
  private stopped = false;
  private unlisten: (() => Promise<void>)[] = [];
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Database,
    private readonly deliver: (changes: QueuedChange[]) => Promise<void>,
    private readonly log: Logger,
    private readonly fallbackPollMs = DEFAULT_FALLBACK_POLL_MS,
  ) {}

  async start(): Promise<void> {
    await this.refresh();
    // Changes made before anyone could subscribe (migrations, seed) are not news.
    await this.db.query('delete from realtime.changes');
    this.unlisten.push(await this.db.listen('realtime_changes', () => this.wake()));
    this.unlisten.push(
      await this.db.listen('realtime_schema', () => {
        void this.refresh().catch((error: unknown) => this.log.error('realtime: refresh failed', error));
      }),
    );
    this.timer = setInterval(() => this.wake(), this.fallbackPollMs);
    this.timer.unref();
  }

  /** Re-reads the publication and resyncs capture triggers (after migrations or a reset). */
  async refresh(): Promise<void> {
    await this.db.query('select realtime.sync_capture_triggers()');
    await this.readPublication();
  }

  private async readPublication(): Promise<void> {
    const { rows } = await this.db.query<{ schemaname: string; tablename: string }>(
      `select schemaname, tablename from pg_publication_tables
       where pubname = 'supabase_realtime' and schemaname <> 'realtime'`,
    );
    this.published = rows.map((r) => ({ schema: r.schemaname, table: r.tablename }));
    this.tables.clear();
  }

  /**
   * Whether a subscription (with `*` wildcards) matches a published table. A
   * miss re-reads the publication: a join can race the DDL notification.
   */
  async isPublished(schema: string, table: string | undefined): Promise<boolean> {
    const hit = () =>
      this.published.some(
        (p) => (schema === '*' || p.schema === schema) && (!table || table === '*' || p.table === table),
      );
    if (hit()) return true;
    await this.readPublication();
    return hit();
  }

  async tableInfo(schema: string, table: string): Promise<TableInfo | null> {
    const key = `${schema}.${table}`;
    if (this.tables.has(key)) return this.tables.get(key)!;
    const { rows } = await this.db.query<{ name: string; type: string; pk: number | null; rls: boolean }>(
      `select a.attname as name, t.typname as type,
              array_position(i.indkey::int2[], a.attnum) as pk, c.relrowsecurity as rls
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
       join pg_type t on t.oid = a.atttypid
       left join pg_index i on i.indrelid = c.oid and i.indisprimary
       where n.nspname = $1 and c.relname = $2
       order by a.attnum`,
      [schema, table],
    );
    const info =
      rows.length === 0
        ? null
        : {
            columns: rows.map((r) => ({ name: r.name, type: r.type })),
            primaryKey: rows
              .filter((r) => r.pk !== null)
              .sort((a, b) => a.pk! - b.pk!)
              .map((r) => r.name),
            rowSecurity: rows[0]!.rls,
          };
    this.tables.set(key, info);
    return info;
  }

  wake(): void {
    if (this.stopped) return;
    if (this.draining) {
      this.again = true;
      return;
    }
    this.draining = true;
    void this.drain().finally(() => {
      this.draining = false;
      if (this.again) this.wake();
    });
  }

  private async drain(): Promise<void> {
    try {
      for (;;) {
        this.again = false;
        const { rows } = await this.db.query<ChangeRow>(
          `with taken as (
             delete from realtime.changes where id in (
               select id from realtime.changes where commit_seq is not null order by commit_seq limit ${BATCH})
             returning *)
           select id::text, schema_name, table_name, op, record, old_record, committed_at
           from taken order by commit_seq`,
        );
        if (rows.length > 0) {
          await this.deliver(
            rows.map((r) => ({
              id: r.id,
              schema: r.schema_name,
              table: r.table_name,
              op: r.op,
              record: r.record,
              oldRecord: r.old_record,
              committedAt: new Date(r.committed_at),
            })),
          );
        }
        if (this.stopped || (rows.length < BATCH && !this.again)) return;
      }
    } catch (error) {
      if (!this.stopped) this.log.error('realtime: reading changes failed', error);
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    for (const unlisten of this.unlisten.splice(0)) await unlisten().catch(() => undefined);
  }
}
