import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { listMigrations } from './migrations';

/**
 * Initialising an embedded database (initdb) and replaying bootstrap,
 * migrations and seed costs seconds on every start, yet only changes when
 * those inputs do. A prepared database is kept as a tarball named by the hash
 * of everything that went into it and loaded instead; any change to an input
 * changes the name, so a changed migration is always applied afresh.
 */

/** Where prepared databases are kept, shared by every project on the machine. */
const TEMPLATE_DIR = join(tmpdir(), 'local-supabase-templates');
/** Tarballs are ~40 MB: keep the most recently used few. */
const KEEP_TEMPLATES = 12;

export interface FingerprintInput {
  /** The bootstrap SQL, in order (the platform's and each service's schema). */
  bootstrap: readonly string[];
  projectDir: string | undefined;
  migrate: boolean;
  seed: boolean;
}

/** The engine's package version (its package.json is not exported; it sits above `dist/`). */
function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = join(dirname(dirname(entry)), 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/** Hash of every input of a prepared database: engine version, bootstrap SQL, migrations, seed. */
export function databaseFingerprint(input: FingerprintInput): string {
  const hash = createHash('sha256');
  const part = (label: string, value: string | Buffer) => {
    hash.update(`${label}\0${value.length}\0`);
    hash.update(value);
  };
  part('pglite', pgliteVersion());
  for (const sql of input.bootstrap) part('bootstrap', sql);
  if (input.projectDir && input.migrate) {
    for (const migration of listMigrations(join(input.projectDir, 'supabase', 'migrations')))
      part(`migration ${migration.version}_${migration.name}`, readFileSync(migration.path));
    const seedPath = join(input.projectDir, 'supabase', 'seed.sql');
    if (input.seed && existsSync(seedPath)) part('seed', readFileSync(seedPath));
  }
  return hash.digest('hex');
}

const templatePath = (fingerprint: string) => join(TEMPLATE_DIR, `${fingerprint}.tar`);

/** The prepared database for `fingerprint`, if one was kept. */
export function readTemplate(fingerprint: string): Blob | undefined {
  const file = templatePath(fingerprint);
  try {
    const bytes = readFileSync(file);
    const now = new Date();
    utimesSync(file, now, now);
    return new Blob([bytes]);
  } catch {
    return undefined;
  }
}

/** Keeps a prepared database; written under a temporary name first, so readers never see half a file. */
export async function saveTemplate(fingerprint: string, tarball: Blob): Promise<void> {
  mkdirSync(TEMPLATE_DIR, { recursive: true });
  const file = templatePath(fingerprint);
  const partial = `${file}.${process.pid}.${Date.now()}.partial`;
  writeFileSync(partial, Buffer.from(await tarball.arrayBuffer()));
  renameSync(partial, file);
  const kept = readdirSync(TEMPLATE_DIR)
    .filter((f) => f.endsWith('.tar'))
    .map((f) => ({ file: join(TEMPLATE_DIR, f), used: statSync(join(TEMPLATE_DIR, f)).mtimeMs }))
    .sort((a, b) => b.used - a.used);
  for (const old of kept.slice(KEEP_TEMPLATES)) rmSync(old.file, { force: true });
}

/** Marker in a persistent data folder: the fingerprint its database was last prepared with. */
export function preparedFingerprint(dataDir: string): string | undefined {
  try {
    return readFileSync(join(dataDir, 'prepared'), 'utf8').trim();
  } catch {
    return undefined;
  }
}

export function markPrepared(dataDir: string, fingerprint: string): void {
  writeFileSync(join(dataDir, 'prepared'), `${fingerprint}\n`, { mode: 0o600 });
}
