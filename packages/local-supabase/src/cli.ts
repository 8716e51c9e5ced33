#!/usr/bin/env node
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { isAlive } from './data-folder';
import { findProjectDir } from './project/project-config';
import { removeLocalData, startLocalSupabase } from './start';
import { demoProviderPort, startDemoIdentityProvider } from './oidc/demo-identity-provider';
import { clearStatus, formatEnv, formatPretty, readStatus, writeStatus } from './status-file';
import { backendEnv } from './env.js';

const usage = `Usage: local-supabase <start|status|reset> [options]

  start            start the backend and keep it running
  status [-o env]  print the running backend's URLs and keys
  reset            drop all local data (the next start replays migrations and seed)

Options:
  --port <n>       API port (default: [api] port of supabase/config.toml)
  --db-port <n>    Postgres wire port for the embedded database (default: [db] port)
  --site-url <url> the app's address for email links (default: [auth] site_url)
  --db-url <url>   use this Postgres server instead of the embedded database
  --host <addr>    address to bind (default 127.0.0.1)
  --project <dir>  folder holding supabase/ (default: found from the current folder)

--port, --db-port and --site-url may also come from LOCAL_SUPABASE_PORT, LOCAL_SUPABASE_DB_PORT
and LOCAL_SUPABASE_SITE_URL.
`;

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      port: { type: 'string' },
      'db-port': { type: 'string' },
      'db-url': { type: 'string' },
      host: { type: 'string' },
      'site-url': { type: 'string' },
      project: { type: 'string' },
      output: { type: 'string', short: 'o' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const command = positionals[0];
  if (values.help || !command) {
    process.stdout.write(usage);
    return command || values.help ? 0 : 1;
  }
  const projectDir = values.project ?? findProjectDir();
  if (!projectDir) {
    process.stderr.write(
      'local-supabase: no supabase/config.toml found here or above; run `supabase init` first.\n',
    );
    return 1;
  }
  const dataDir = join(projectDir, '.local-supabase');
  // `pnpm dev` passes its ports through turbo, which hands scripts environment, not arguments.
  const fromEnv = backendEnv.cliDefaults();
  const port = values.port ?? fromEnv.port;
  const dbPort = values['db-port'] ?? fromEnv.dbPort;
  const siteUrl = values['site-url'] ?? fromEnv.siteUrl;
  for (const [name, value] of [
    ['--port', port],
    ['--db-port', dbPort],
  ] as const) {
    if (value !== undefined && !/^\d{1,5}$/.test(value)) {
      process.stderr.write(`local-supabase: ${name} must be a port number, not "${value}".\n`);
      return 1;
    }
  }
  if (siteUrl !== undefined && !/^https?:\/\/[^\s/]+/.test(siteUrl)) {
    process.stderr.write(`local-supabase: --site-url must be an http(s) URL, not "${siteUrl}".\n`);
    return 1;
  }

  switch (command) {
    case 'start': {
      const started = Date.now();
      const backend = await startLocalSupabase({
        projectDir,
        dataDir,
        ...(values['db-url'] ? { dbUrl: values['db-url'] } : {}),
        ...(values.host ? { host: values.host } : {}),
        ...(port ? { port: Number(port) } : {}),
        ...(dbPort ? { dbPort: Number(dbPort) } : {}),
        ...(siteUrl ? { config: { auth: { siteUrl } } } : {}),
      });
      const idpPort = demoProviderPort(backend.config.auth.external);
      const idp = idpPort === undefined ? undefined : await startDemoIdentityProvider({ port: idpPort });
      if (idp) process.stdout.write(`Demo identity provider (sign in as a demo person) at ${idp.url}\n`);
      const info = { pid: process.pid, ...backend };
      writeStatus(dataDir, {
        pid: process.pid,
        apiUrl: info.apiUrl,
        dbUrl: info.dbUrl,
        mailboxUrl: info.mailboxUrl,
        anonKey: info.anonKey,
        serviceRoleKey: info.serviceRoleKey,
        publishableKey: info.publishableKey,
        secretKey: info.secretKey,
        jwtSecret: info.jwtSecret,
        siteUrl: info.config.auth.siteUrl,
      });
      process.stdout.write(`Started local Supabase in ${((Date.now() - started) / 1000).toFixed(1)} s.\n\n`);
      process.stdout.write(`${formatPretty({ ...info })}\n`);
      const shutdown = () => {
        clearStatus(dataDir);
        void Promise.all([backend.stop(), idp?.stop()]).then(() => process.exit(0));
      };
      process.once('SIGINT', shutdown);
      process.once('SIGTERM', shutdown);
      return new Promise<number>(() => undefined);
    }
    case 'status': {
      const info = readStatus(dataDir);
      if (!info || !isAlive(info.pid)) {
        process.stderr.write('local-supabase is not running.\n');
        return 1;
      }
      process.stdout.write(`${values.output === 'env' ? formatEnv(info) : formatPretty(info)}\n`);
      return 0;
    }
    case 'reset': {
      const info = readStatus(dataDir);
      if (info && isAlive(info.pid)) {
        process.stderr.write('local-supabase is running; stop it before resetting.\n');
        return 1;
      }
      removeLocalData(dataDir);
      process.stdout.write('Local data removed; the next start applies migrations and seed afresh.\n');
      return 0;
    }
    default:
      process.stderr.write(usage);
      return 1;
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`local-supabase: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
