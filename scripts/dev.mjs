#!/usr/bin/env node
// `pnpm dev [--port <api>] [--web-port <web>] [--db-port <db>]` (or API_PORT / WEB_PORT / DB_PORT): the local backend and the
// web dev server on those ports, with everything that names them moved together. The backend's
// auth site URL, and with it every email link, follows the web port (`LOCAL_SUPABASE_SITE_URL`);
// the app finds the API through the backend's status file; the notification job finds the
// functions through the Vault secret the backend writes at start (`[db.vault] project_url`).
// Without ports, supabase/config.toml decides: `[api] port` and the port of `[auth] site_url`.
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The environment `turbo run dev` hands the backend and the web app. */
export function devEnvironment(config, { port, webPort, dbPort }) {
  const site = new URL(config.auth.siteUrl);
  if (webPort !== undefined) site.port = String(webPort);
  const env = {
    LOCAL_SUPABASE_SITE_URL: site.origin,
    WEB_PORT: site.port || (site.protocol === 'https:' ? '443' : '80'),
    WEB_HOST: site.hostname,
  };
  if (port !== undefined) env.LOCAL_SUPABASE_PORT = String(port);
  if (dbPort !== undefined) env.LOCAL_SUPABASE_DB_PORT = String(dbPort);
  return env;
}

function portOption(value, name) {
  if (value === undefined || value === '') return undefined;
  if (!/^\d{1,5}$/.test(value) || Number(value) > 65535) {
    process.stderr.write(`dev: ${name} must be a port number, not "${value}".\n`);
    process.exit(1);
  }
  return Number(value);
}

async function main() {
  const { values } = parseArgs({
    options: { port: { type: 'string' }, 'web-port': { type: 'string' }, 'db-port': { type: 'string' } },
  });
  const port = portOption(values.port ?? process.env.API_PORT, '--port');
  const webPort = portOption(values['web-port'] ?? process.env.WEB_PORT, '--web-port');
  const dbPort = portOption(values['db-port'] ?? process.env.DB_PORT, '--db-port');
  // The backend's package is read for config.toml: build it first (cached by turbo when unchanged).
  const built = spawnSync(
    'pnpm',
    ['turbo', 'run', 'build', '--filter=@teamboard/local-supabase', '--output-logs=errors-only'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (built.status !== 0) process.exit(built.status ?? 1);
  const { loadProjectConfig } = await import('@teamboard/local-supabase');
  const env = devEnvironment(loadProjectConfig(root), { port, webPort, dbPort });
  process.stdout.write(`dev: web app at ${env.LOCAL_SUPABASE_SITE_URL}\n`);
  const child = spawn(
    'pnpm',
    ['turbo', 'run', 'dev', '--filter=@teamboard/web', '--filter=@teamboard/local-supabase'],
    { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } },
  );
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code) => process.exit(code ?? 1));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
