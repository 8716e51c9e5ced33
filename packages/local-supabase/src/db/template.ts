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
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { listMigrations } from './migrations';
import { backendEnv } from '../env.js';

/**
 * Initialising an embedded database (initdb) and replaying bootstrap,
 * migrations and seed costs seconds on every start, yet only changes when
 * those inputs do. A prepared database is kept as a tarball named by the hash
 * of everything that went into it and loaded instead; any change to an input
 * changes the name, so a changed migration is always applied afresh.
 */

/**
 * Where prepared databases are kept: the user's own cache folder, shared by their projects. A
 * template is loaded as the whole database, so it must not come from a folder other users can
 * write (as a shared /tmp folder is); the folder is made 0700, and one that is not this user's,
 * or that others may write, is not used at all.
 */
function templateDir(): string {
  const cacheHome = backendEnv.cacheHome() ?? join(homedir(), '.cache');
  return join(cacheHome, 'local-supabase', 'templates');
}

/** The folder, when it is safe to read templates from: owned by this user, writable by no one else. */
function ownTemplateDir(): string | undefined {
  const dir = templateDir();
  const stats = statSync(dir, { throwIfNoEntry: false });
  if (!stats?.isDirectory() || stats.mode & 0o022) return undefined;
  if (process.getuid && stats.uid !== process.getuid()) return undefined;
  return dir;
}

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
  // What preparing does beyond the inputs: a template from before the ANALYZE after migrations and
  // seed (db/analyze.ts) holds no statistics and must not be loaded in its place.
  part('prepare', 'bootstrap, migrations, seed, analyze');
  for (const sql of input.bootstrap) part('bootstrap', sql);
  if (input.projectDir && input.migrate) {
    for (const migration of listMigrations(join(input.projectDir, 'supabase', 'migrations')))
      part(`migration ${migration.version}_${migration.name}`, readFileSync(migration.path));
    const seedPath = join(input.projectDir, 'supabase', 'seed.sql');
    if (input.seed && existsSync(seedPath)) part('seed', readFileSync(seedPath));
  }
  return hash.digest('hex');
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * The prepared database for `fingerprint`, if one was kept and its bytes still match the checksum
 * saved with it. One that does not match (changed, cut short) is removed, so it is rebuilt.
 */
export function readTemplate(fingerprint: string): Blob | undefined {
  const dir = ownTemplateDir();
  if (!dir) return undefined;
  const file = join(dir, `${fingerprint}.tar`);
  try {
    const bytes = readFileSync(file);
    if (readFileSync(`${file}.sha256`, 'utf8').trim() !== sha256(bytes)) {
      rmSync(file, { force: true });
      rmSync(`${file}.sha256`, { force: true });
      return undefined;
    }
    const now = new Date();
    utimesSync(file, now, now);
    return new Blob([bytes]);
  } catch {
    return undefined;
  }
}

/**
 * Keeps a prepared database and its checksum, each written under a temporary name first, so
 * readers never see half a file. The checksum goes last: a template without one is never loaded.
 */
export async function saveTemplate(fingerprint: string, tarball: Blob): Promise<void> {
  mkdirSync(templateDir(), { recursive: true, mode: 0o700 });
  const dir = ownTemplateDir();
  if (!dir) return;
  const file = join(dir, `${fingerprint}.tar`);
  const bytes = Buffer.from(await tarball.arrayBuffer());
  const suffix = `${process.pid}.${Date.now()}.partial`;
  writeFileSync(`${file}.${suffix}`, bytes, { mode: 0o600 });
  renameSync(`${file}.${suffix}`, file);
  writeFileSync(`${file}.sha256.${suffix}`, `${sha256(bytes)}\n`, { mode: 0o600 });
  renameSync(`${file}.sha256.${suffix}`, `${file}.sha256`);
  const kept = readdirSync(dir)
    .filter((f) => f.endsWith('.tar'))
    .map((f) => ({ file: join(dir, f), used: statSync(join(dir, f)).mtimeMs }))
    .sort((a, b) => b.used - a.used);
  for (const old of kept.slice(KEEP_TEMPLATES)) {
    rmSync(old.file, { force: true });
    rmSync(`${old.file}.sha256`, { force: true });
  }
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
