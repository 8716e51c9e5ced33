import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isPgError, type Database, type Queryable } from './database';
import { lineAt, splitSql } from './split-sql';

/** A migration or seed statement that Postgres refused, located in its file. */
export class MigrationError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    readonly pgMessage: string,
    readonly sqlState: string | undefined,
    options?: { cause?: unknown },
  ) {
    super(`${file}:${line}: ${pgMessage}${sqlState ? ` (SQLSTATE ${sqlState})` : ''}`, options);
    this.name = 'MigrationError';
  }
}

/** Extensions hosted projects have that no local Postgres ships; creating them is skipped. */
const HOSTED_ONLY_EXTENSIONS = new Set([
  'pg_graphql',
  'supabase_vault',
  'pg_net',
  'pg_cron',
  'pgsodium',
  'pgjwt',
  'pg_stat_statements',
  'pg_stat_monitor',
  'wrappers',
  'index_advisor',
  'hypopg',
]);

const MIGRATION_FILE = /^(\d+)_(.*)\.sql$/;

export interface MigrationFile {
  version: string;
  name: string;
  path: string;
}

/** Migration files in version order, named `<timestamp>_<name>.sql` as the Supabase CLI names them. */
export function listMigrations(migrationsDir: string): MigrationFile[] {
  if (!existsSync(migrationsDir)) return [];
  return readdirSync(migrationsDir)
    .map((file) => ({ file, match: MIGRATION_FILE.exec(file) }))
    .filter((f): f is { file: string; match: RegExpExecArray } => f.match !== null)
    .map(({ file, match }) => ({ version: match[1]!, name: match[2]!, path: join(migrationsDir, file) }))
    .sort((a, b) => a.version.localeCompare(b.version));
}

async function runScript(tx: Queryable, file: string, script: string): Promise<string[]> {
  const statements = splitSql(script);
  const { rows } = await tx.query<{ name: string }>('select name from pg_available_extensions');
  const available = new Set(rows.map((r) => r.name));
  for (const statement of statements) {
    // A statement keeps the comments above it; they must not hide what it creates.
    const code = statement.sql.replace(/^(?:\s*--[^\n]*(?:\n|$)|\s*\/\*[\s\S]*?\*\/)*\s*/, '');
    const extension = /^create\s+extension\s+(?:if\s+not\s+exists\s+)?"?([\w-]+)"?/i.exec(code)?.[1];
    if (extension && HOSTED_ONLY_EXTENSIONS.has(extension) && !available.has(extension)) continue;
    try {
      await tx.exec(statement.sql);
    } catch (error) {
      if (!isPgError(error)) throw error;
      const position = Number(error.position ?? 0);
      const line = position > 0 ? statement.line + lineAt(statement.sql, position - 1) - 1 : statement.line;
      throw new MigrationError(file, line, error.message, error.code, { cause: error });
    }
  }
  return statements.map((s) => s.sql);
}

/**
 * Applies the migrations not yet recorded, each in its own transaction, and
 * records them in `supabase_migrations.schema_migrations` as the CLI does.
 * Returns the versions applied.
 */
export async function applyMigrations(
  db: Database,
  migrationsDir: string,
  /** A role to run them as (`set local role`), as `supabase db push` runs them as `postgres`. */
  role?: string,
): Promise<string[]> {
  const { rows } = await db.query<{ version: string }>(
    'select version from supabase_migrations.schema_migrations',
  );
  const done = new Set(rows.map((r) => r.version));
  const applied: string[] = [];
  for (const migration of listMigrations(migrationsDir)) {
    if (done.has(migration.version)) continue;
    const script = readFileSync(migration.path, 'utf8');
    await db.transaction(async (tx) => {
      if (role) await tx.query(`select set_config('role', $1, true)`, [role]);
      await tx.exec('set local search_path = public, extensions');
      const statements = await runScript(
        tx,
        `supabase/migrations/${migration.version}_${migration.name}.sql`,
        script,
      );
      await tx.query(
        'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
        [migration.version, migration.name, statements],
      );
    });
    applied.push(migration.version);
  }
  return applied;
}

/** Runs the seed file once per content hash, as `supabase db reset` does on a fresh database. */
export async function applySeed(db: Database, seedPath: string, role?: string): Promise<boolean> {
  if (!existsSync(seedPath)) return false;
  const script = readFileSync(seedPath, 'utf8');
  const hash = createHash('sha256').update(script).digest('hex');
  const { rows } = await db.query('select 1 from supabase_migrations.seed_files where path = $1', [
    'seed.sql',
  ]);
  if (rows.length > 0) return false;
  await db.transaction(async (tx) => {
    if (role) await tx.query(`select set_config('role', $1, true)`, [role]);
    await tx.exec('set local search_path = public, extensions');
    await runScript(tx, 'supabase/seed.sql', script);
    await tx.query('insert into supabase_migrations.seed_files (path, hash) values ($1, $2)', [
      'seed.sql',
      hash,
    ]);
  });
  return true;
}
