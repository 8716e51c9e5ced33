import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { JWK } from 'jose';
import { systemClock, type Clock } from './clock';
import { installCronSchema } from './cron/schema';
import { hasPgCron, startCronScheduler } from './cron/scheduler';
import { hasPgNet, installNetSchema } from './net/schema';
import { startNetWorker } from './net/worker';
import {
  hasVaultExtension,
  installVaultSchema,
  resolveVaultSecrets,
  upsertVaultSecrets,
} from './vault/schema';
import { bootstrapDatabase, bootstrapHostedShaped } from './db/bootstrap';
import type { Database } from './db/database';
import { analyzeDatabase, startAutoAnalyze } from './db/analyze';
import { applyMigrations, applySeed } from './db/migrations';
import { openPGlite } from './db/pglite';
import { openPostgres } from './db/postgres';
import {
  databaseFingerprint,
  markPrepared,
  preparedFingerprint,
  readTemplate,
  saveTemplate,
} from './db/template';
import { apiUrl, DB_LOGIN, DEFAULT_HOST } from './config';
import { openDataFolder } from './data-folder';
import { createGatewayApp, listen } from './gateway/gateway';
import type { Service, ServiceContext } from './service-contract';
import { deriveApiKeys, generateJwtSecret, type ApiKeys } from './keys/api-keys';
import { consoleLogger, silentLogger, type Logger } from './log';
import { Mailbox } from './mailbox/mailbox';
import { mailboxRoutes } from './mailbox/routes';
import {
  findProjectDir,
  loadProjectConfig,
  loadSigningKeysFile,
  type ProjectConfig,
} from './project/project-config';
import {
  embeddedBootstrapSql,
  hostedServiceSchemas,
  serviceSchemas,
  services as serviceDefinitions,
} from './services';
import { backendEnv } from './env.js';

type DeepPartial<T> = {
  [K in keyof T]?: T[K] extends object ? (T[K] extends unknown[] ? T[K] : DeepPartial<T[K]>) : T[K];
};

export interface LocalSupabaseOptions {
  /** Folder holding `supabase/` (migrations, seed, functions, config.toml). Default: found from the cwd. */
  projectDir?: string;
  /** Where data persists. Default `<projectDir>/.local-supabase`; `false` keeps everything in memory. */
  dataDir?: string | false;
  /** A Postgres server to use instead of embedded PGlite. */
  dbUrl?: string;
  /**
   * The database at `dbUrl` is made the way a hosted project is: the Supabase
   * image's roles, `auth` and `storage` as GoTrue's and Storage's own
   * migrations leave them, pg_cron, pg_net and Vault installed. The bootstrap
   * then leaves roles, `auth` and `storage` as they are and installs only what
   * this backend itself needs (its `realtime`, the ended-session trigger, the
   * migration history), and migrations and seed run as `postgres`, as
   * `supabase db push` and `db reset` run them on hosted. `reset()` is refused
   * there: it could not rebuild what it drops. The connection must be a
   * superuser's (the image's `supabase_admin`), as the services act as their
   * own roles. Requires `dbUrl`.
   */
  hostedShaped?: boolean;
  host?: string;
  /** API port; 0 picks a free one. Default `[api] port` of config.toml (54321 when unset, as the CLI). */
  port?: number;
  /** Postgres wire port for PGlite; 0 picks a free one, `false` serves none. Default `[db] port` (54322). */
  dbPort?: number | false;
  /** Fixed JWT secret; default generated once and kept in the data folder. */
  jwtSecret?: string;
  /**
   * Private JWKs (ES256/RS256, with `kid`; the one whose `key_ops` has `sign`
   * signs access tokens), instead of `[auth] signing_keys_path`.
   */
  signingKeys?: JWK[];
  /** Apply `supabase/migrations` (default true) and `supabase/seed.sql` (default true). */
  migrate?: boolean;
  seed?: boolean;
  /** Overrides on top of `supabase/config.toml`. */
  config?: DeepPartial<ProjectConfig>;
  log?: Logger | 'silent';
  /**
   * Realtime's safety-net poll of its change queue, in case a notification is lost (default
   * 2,000 ms). Tests set it very long to prove delivery does not depend on it.
   */
  realtimeFallbackPollMs?: number;
  /**
   * Testing only: the clock expiry is checked against (access-token exp/iat,
   * signed URLs, the refresh-token reuse interval). Default the real clock; a
   * test passes one it can advance instead of waiting for an expiry.
   */
  clock?: Clock;
}

export interface LocalSupabase extends ApiKeys {
  apiUrl: string;
  dbUrl: string;
  /** The mailbox page, under a secret made at each start; its JSON API is `<mailboxUrl>/api/…`. */
  mailboxUrl: string;
  db: Database;
  mailbox: Mailbox;
  config: ProjectConfig;
  /** Drops all data and replays bootstrap, migrations and seed. */
  reset(): Promise<void>;
  stop(): Promise<void>;
}

function merge<T>(base: T, patch: DeepPartial<T> | undefined): T {
  if (!patch) return base;
  const out = { ...base } as Record<string, unknown>;
  for (const [key, value] of Object.entries(patch)) {
    const current = out[key];
    out[key] =
      value && typeof value === 'object' && !Array.isArray(value) && current && typeof current === 'object'
        ? merge(current, value)
        : value;
  }
  return out as T;
}

function loadOrCreateSecret(dataDir: string | undefined, given: string | undefined): string {
  if (given) return given;
  if (!dataDir) return generateJwtSecret();
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = generateJwtSecret();
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** Who runs migrations and seed on a hosted-shaped database: `supabase db push` connects as `postgres`. */
const HOSTED_MIGRATOR = 'postgres';

async function prepareDatabase(db: Database, projectDir: string | undefined, options: LocalSupabaseOptions) {
  if (options.hostedShaped) {
    await bootstrapHostedShaped(db, hostedServiceSchemas);
  } else {
    await bootstrapDatabase(db, serviceSchemas);
    await installCronSchema(db);
    await installNetSchema(db);
    await installVaultSchema(db);
  }
  const role = options.hostedShaped ? HOSTED_MIGRATOR : undefined;
  if (projectDir && options.migrate !== false) {
    await applyMigrations(db, join(projectDir, 'supabase', 'migrations'), role);
    if (options.seed !== false) await applySeed(db, join(projectDir, 'supabase', 'seed.sql'), role);
  }
  // A server's autovacuum analyzes what migrations and seed wrote; PGlite has none, so its
  // planner would otherwise know nothing of any table (db/analyze.ts). Saved with the template.
  if (db.kind === 'pglite') await analyzeDatabase(db);
}

/** Starts the whole backend: database, migrations, every API on one port, the mailbox. */
export async function startLocalSupabase(options: LocalSupabaseOptions = {}): Promise<LocalSupabase> {
  const projectDir = options.projectDir ?? findProjectDir();
  const dataDir =
    options.dataDir === false
      ? undefined
      : (options.dataDir ?? (projectDir ? join(projectDir, '.local-supabase') : undefined));
  const folder = dataDir ? openDataFolder(dataDir) : undefined;
  try {
    const backend = await startBackend(options, projectDir, dataDir);
    folder?.restrict();
    return {
      ...backend,
      async stop() {
        await backend.stop();
        folder?.release();
      },
    };
  } catch (error) {
    folder?.release();
    throw error;
  }
}

async function startBackend(
  options: LocalSupabaseOptions,
  projectDir: string | undefined,
  dataDir: string | undefined,
): Promise<LocalSupabase> {
  const log = options.log === 'silent' ? silentLogger : (options.log ?? consoleLogger);
  const host = options.host ?? DEFAULT_HOST;
  const config = merge(loadProjectConfig(projectDir), options.config);
  const keys = await deriveApiKeys(
    loadOrCreateSecret(dataDir, options.jwtSecret),
    options.signingKeys ?? loadSigningKeysFile(projectDir, config.auth.signingKeysPath),
  );

  const dbUrlOption = options.dbUrl ?? backendEnv.databaseUrl();
  if (options.hostedShaped && !dbUrlOption)
    throw new Error('hostedShaped needs dbUrl: a hosted-shaped PostgreSQL database');
  const cleanups: (() => Promise<void>)[] = [];
  let db: Database;
  let dbUrl: string;
  // Whether bootstrap, migrations and seed must run: not when the database was loaded already
  // prepared, or is a kept data folder prepared from the same inputs.
  let prepare: () => Promise<void> = () => prepareDatabase(db, projectDir, options);
  if (dbUrlOption) {
    db = await openPostgres(dbUrlOption);
    dbUrl = dbUrlOption;
  } else {
    const fingerprint = databaseFingerprint({
      bootstrap: embeddedBootstrapSql,
      projectDir,
      migrate: options.migrate !== false,
      seed: options.seed !== false,
    });
    const pgdata = dataDir ? join(dataDir, 'pgdata') : undefined;
    const existing = pgdata !== undefined && existsSync(join(pgdata, 'PG_VERSION'));
    const template = existing ? undefined : readTemplate(fingerprint);
    const pglite = await openPGlite({
      ...(pgdata ? { dataDir: pgdata } : {}),
      ...(template ? { loadDataDir: template } : {}),
    });
    db = pglite;
    dbUrl = '';
    if (template || (existing && preparedFingerprint(dataDir!) === fingerprint)) {
      prepare = () => Promise.resolve();
    } else {
      prepare = async () => {
        await prepareDatabase(pglite, projectDir, options);
        if (!existing) await saveTemplate(fingerprint, await pglite.pglite.dumpDataDir('none'));
      };
    }
    if (dataDir) {
      const inner = prepare;
      prepare = async () => {
        await inner();
        markPrepared(dataDir, fingerprint);
      };
    }
    if (options.dbPort !== false) {
      const socket = await pglite.serveDatabasePort({
        host,
        port: options.dbPort ?? config.db.port,
        login: DB_LOGIN,
      });
      dbUrl = `postgresql://${DB_LOGIN.user}:${DB_LOGIN.password}@${socket.address}/postgres`;
      cleanups.push(() => socket.stop());
    }
  }
  cleanups.push(() => db.close());

  try {
    await prepare();

    const mailbox = new Mailbox();
    const port = options.port ?? config.api.port;
    // With port 0 the real URL is known only after binding; services read ctx.urls per request, never at start.
    // A new mailbox secret at each start: see mailboxRoutes for why the mailbox hides behind one.
    const mailboxSecret = randomBytes(24).toString('base64url');
    const mailboxAt = (api: string) => `${api}/mailbox/${mailboxSecret}`;
    const urls = { api: apiUrl(host, port), db: dbUrl, mailbox: mailboxAt(apiUrl(host, port)) };
    const ctx: ServiceContext = {
      db,
      config,
      keys,
      urls,
      projectDir,
      dataDir,
      mailbox,
      log,
      clock: options.clock ?? systemClock,
      ...(options.realtimeFallbackPollMs ? { realtimeFallbackPollMs: options.realtimeFallbackPollMs } : {}),
    };
    const services: Record<string, Service> = {};
    for (const definition of serviceDefinitions) services[definition.prefix] = await definition.create(ctx);
    cleanups.unshift(async () => {
      for (const service of Object.values(services)) await service.close?.();
    });

    // Supabase Cron: our scheduler runs `cron.job` unless the real pg_cron does.
    if (!(await hasPgCron(db))) {
      const scheduler = startCronScheduler(db, log);
      cleanups.unshift(() => scheduler.stop());
    }
    // Autovacuum's analyze, which PGlite lacks, for tables that grow while the backend runs.
    if (db.kind === 'pglite') {
      const autoAnalyze = startAutoAnalyze(db, log);
      cleanups.unshift(() => autoAnalyze.stop());
    }
    // pg_net: our worker sends what `net.http_post` queued unless the real extension does.
    if (!(await hasPgNet(db))) {
      const worker = startNetWorker(db, log);
      cleanups.unshift(() => worker.stop());
    }

    const app = createGatewayApp({
      keys,
      log,
      services,
      localOnly: { '/mailbox': mailboxRoutes(mailbox, { host, secret: mailboxSecret }) },
    });
    const server = await listen(app, services, host, port);
    cleanups.unshift(() => server.close());
    urls.api = apiUrl(host, server.port);
    urls.mailbox = mailboxAt(urls.api);
    // `[db.vault]` at every start, as `supabase start` does: a value naming this backend's own URL
    // follows it to whatever port it bound.
    const writeVault = () =>
      upsertVaultSecrets(
        db,
        resolveVaultSecrets(config.db.vault, backendEnv.all(), { SUPABASE_URL: urls.api }),
      );
    await writeVault();

    return {
      ...keys,
      apiUrl: urls.api,
      dbUrl,
      mailboxUrl: urls.mailbox,
      db,
      mailbox,
      config,
      async reset() {
        if (options.hostedShaped) throw new Error('reset() cannot rebuild a hosted-shaped database');
        await db.exec(`
          drop schema if exists public cascade;
          create schema public;
          drop schema if exists auth, storage, realtime, supabase_migrations cascade;
        `);
        if (!(await hasPgCron(db))) await db.exec('drop schema if exists cron, local_cron cascade');
        if (!(await hasPgNet(db))) await db.exec('drop schema if exists net cascade');
        if (!(await hasVaultExtension(db))) await db.exec('drop schema if exists vault cascade');
        await prepareDatabase(db, projectDir, options);
        await writeVault();
        for (const service of Object.values(services)) await service.reload?.();
      },
      async stop() {
        for (const cleanup of cleanups.splice(0))
          await cleanup().catch((error) => log.error('stop failed', error));
      },
    };
  } catch (error) {
    for (const cleanup of cleanups.splice(0)) await cleanup().catch(() => undefined);
    throw error;
  }
}

/** Drops the local data (database, stored files) but keeps the JWT secret, so keys stay the same. */
export function removeLocalData(dataDir: string): void {
  for (const entry of ['pgdata', 'prepared', 'storage', 'status.json'])
    rmSync(join(dataDir, entry), { recursive: true, force: true });
}
