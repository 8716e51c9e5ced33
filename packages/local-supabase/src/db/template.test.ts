import { createHash } from 'node:crypto';
import { copyFileSync, cpSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { embeddedBootstrapSql } from '../services';
import { startLocalSupabase } from '../start';
import { databaseFingerprint, preparedFingerprint } from './template';

const fixture = fileURLToPath(new URL('../../test/fixtures/basic', import.meta.url));

/**
 * A prepared database is reused across starts (kept as a template, or as the data folder) only
 * while its inputs are unchanged: a changed or added migration or seed must be applied.
 */
describe('prepared database reuse', () => {
  const folders: string[] = [];
  const project = () => {
    const dir = mkdtempSync(join(tmpdir(), 'ls-template-'));
    folders.push(dir);
    cpSync(fixture, dir, { recursive: true });
    return dir;
  };
  const migration = (dir: string, name: string) => join(dir, 'supabase', 'migrations', name);
  afterAll(() => {
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  });

  it('changes the fingerprint with any migration, the seed or the migrate/seed options', () => {
    const dir = project();
    const base = databaseFingerprint({
      bootstrap: embeddedBootstrapSql,
      projectDir: dir,
      migrate: true,
      seed: true,
    });
    expect(
      databaseFingerprint({ bootstrap: embeddedBootstrapSql, projectDir: dir, migrate: true, seed: true }),
    ).toBe(base);
    expect(
      databaseFingerprint({ bootstrap: embeddedBootstrapSql, projectDir: dir, migrate: true, seed: false }),
    ).not.toBe(base);
    expect(
      databaseFingerprint({ bootstrap: embeddedBootstrapSql, projectDir: dir, migrate: false, seed: true }),
    ).not.toBe(base);
    writeFileSync(join(dir, 'supabase', 'seed.sql'), 'select 1;\n');
    const seeded = databaseFingerprint({
      bootstrap: embeddedBootstrapSql,
      projectDir: dir,
      migrate: true,
      seed: true,
    });
    expect(seeded).not.toBe(base);
    writeFileSync(migration(dir, '20260101000000_profiles.sql'), 'create table public.x (id int);\n');
    expect(
      databaseFingerprint({ bootstrap: embeddedBootstrapSql, projectDir: dir, migrate: true, seed: true }),
    ).not.toBe(seeded);
  });

  it('applies a changed migration on the next in-memory start', async () => {
    const dir = project();
    const options = { projectDir: dir, dataDir: false, port: 0, dbPort: false, log: 'silent' } as const;
    const first = await startLocalSupabase(options);
    const before = await first.db.query<{ name: string }>(
      `select column_name as name from information_schema.columns
       where table_schema = 'public' and table_name = 'profiles' and column_name = 'nickname'`,
    );
    await first.stop();
    expect(before.rows).toEqual([]);

    const file = migration(dir, '20260101000000_profiles.sql');
    writeFileSync(
      file,
      `${readFileSync(file, 'utf8')}\nalter table public.profiles add column nickname text;\n`,
    );
    const second = await startLocalSupabase(options);
    const after = await second.db.query<{ name: string }>(
      `select column_name as name from information_schema.columns
       where table_schema = 'public' and table_name = 'profiles' and column_name = 'nickname'`,
    );
    // The seed ran too: the database is prepared from scratch, not patched.
    const seeded = await second.db.query('select display_name from public.profiles');
    await second.stop();
    expect(after.rows).toEqual([{ name: 'nickname' }]);
    expect(seeded.rows).toEqual([{ display_name: 'Seed' }]);
  }, 120_000);

  it('reuses a kept data folder and applies a migration added since', async () => {
    const dir = project();
    const dataDir = join(dir, '.local-supabase');
    const options = { projectDir: dir, dataDir, port: 0, dbPort: false, log: 'silent' } as const;
    const first = await startLocalSupabase(options);
    await first.db.query(`insert into auth.users (id, email, raw_user_meta_data, created_at, updated_at)
      values ('22222222-2222-4222-8222-222222222222', 'kept@example.com', '{"display_name":"Kept"}', now(), now())`);
    await first.stop();
    expect(preparedFingerprint(dataDir)).toBe(
      databaseFingerprint({ bootstrap: embeddedBootstrapSql, projectDir: dir, migrate: true, seed: true }),
    );

    writeFileSync(
      migration(dir, '20260102000000_more.sql'),
      'create table public.more (id int primary key);\n',
    );
    const second = await startLocalSupabase(options);
    const versions = await second.db.query<{ version: string }>(
      'select version from supabase_migrations.schema_migrations order by version',
    );
    const kept = await second.db.query('select display_name from public.profiles order by display_name');
    await second.stop();
    expect(versions.rows.map((r) => r.version)).toEqual(['20260101000000', '20260102000000']);
    expect(kept.rows).toEqual([{ display_name: 'Kept' }, { display_name: 'Seed' }]);
  }, 120_000);
});

/**
 * A template is loaded as the whole database, so it must be this user's own: it lives in the
 * user's cache folder (not a folder every user of the machine can write), and it is loaded only
 * when its bytes still match the checksum written with it.
 */
describe('kept templates', () => {
  const folders: string[] = [];
  const temp = (prefix: string) => {
    const dir = mkdtempSync(join(tmpdir(), prefix));
    folders.push(dir);
    return dir;
  };
  const cacheHome = temp('ls-cache-home-');
  const previousCacheHome = process.env.XDG_CACHE_HOME;
  process.env.XDG_CACHE_HOME = cacheHome;
  const templates = join(cacheHome, 'local-supabase', 'templates');
  afterAll(() => {
    if (previousCacheHome === undefined) delete process.env.XDG_CACHE_HOME;
    else process.env.XDG_CACHE_HOME = previousCacheHome;
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  });

  const project = (extraMigration?: string) => {
    const dir = temp('ls-template-project-');
    cpSync(fixture, dir, { recursive: true });
    if (extraMigration)
      writeFileSync(join(dir, 'supabase', 'migrations', '20260109000000_extra.sql'), extraMigration);
    return dir;
  };
  const fingerprintOf = (dir: string) =>
    databaseFingerprint({ bootstrap: embeddedBootstrapSql, projectDir: dir, migrate: true, seed: true });
  const startOn = (dir: string) =>
    startLocalSupabase({ projectDir: dir, dataDir: false, port: 0, dbPort: false, log: 'silent' });
  const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

  it('keeps a template in the user cache folder, private, with its checksum', async () => {
    const dir = project();
    await (await startOn(dir)).stop();
    const tar = join(templates, `${fingerprintOf(dir)}.tar`);
    expect(statSync(templates).mode & 0o777).toBe(0o700);
    expect(statSync(tar).mode & 0o777).toBe(0o600);
    expect(readFileSync(`${tar}.sha256`, 'utf8').trim()).toBe(sha256(tar));
  }, 120_000);

  it('rebuilds a template whose bytes were swapped instead of loading them', async () => {
    const honest = project();
    const planted = project('create table public.planted (id int);\n');
    await (await startOn(honest)).stop();
    await (await startOn(planted)).stop();
    const honestTar = join(templates, `${fingerprintOf(honest)}.tar`);
    // Someone replaces the honest project's template with a database of their own.
    copyFileSync(join(templates, `${fingerprintOf(planted)}.tar`), honestTar);

    const backend = await startOn(honest);
    const tables = await backend.db.query<{ name: string }>(
      `select table_name as name from information_schema.tables where table_schema = 'public' and table_name = 'planted'`,
    );
    await backend.stop();
    expect(tables.rows).toEqual([]);
    expect(readFileSync(`${honestTar}.sha256`, 'utf8').trim()).toBe(sha256(honestTar));
  }, 180_000);
});
