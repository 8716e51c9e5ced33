// Checks that a deployment target has every setting docs/deploy.md names, and says what is missing.
//   pnpm check:deploy -- --local [--web-url <app origin>]          the running local backend
//   pnpm check:deploy -- --project-ref <ref> --web-url <app origin> a hosted project; needs
//        SUPABASE_ACCESS_TOKEN (a personal access token) for the Management API
// Exits 1 when anything is missing. tests/check-deploy.test.ts runs it against a local backend.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { isRedirectAllowed, loadProjectConfig } from '@teamboard/local-supabase';
import pg from 'pg';

const projectDir = fileURLToPath(new URL('../..', import.meta.url));
const NOTIFICATION_JOB = 'teamboard-notification-emails';

/** The project's edge functions (folders of supabase/functions with an index.ts) and their verify_jwt. */
export function projectFunctions(dir = projectDir) {
  const config = loadProjectConfig(dir);
  const root = join(dir, 'supabase', 'functions');
  return readdirSync(root, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !e.name.startsWith('_') && existsSync(join(root, e.name, 'index.ts')))
    .map((e) => ({ name: e.name, verifyJwt: config.functions[e.name]?.verifyJwt ?? true }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

function migrationVersions(dir = projectDir) {
  return readdirSync(join(dir, 'supabase', 'migrations'))
    .map((f) => /^(\d+)_.*\.sql$/.exec(f)?.[1])
    .filter(Boolean)
    .sort();
}

const isLoopback = (url) => ['localhost', '127.0.0.1', '[::1]'].includes(new URL(url).hostname);
const isHttpUrl = (value) => typeof value === 'string' && /^https?:\/\/[^\s/]+/.test(value);

/**
 * Every check of docs/deploy.md against one target. A target is what was read from it:
 * `{ kind, apiUrl, auth: { siteUrl, additionalRedirectUrls, smtp }, secrets: { NAME: value | true },
 * functions: [{ name, verifyJwt }], query(sql) }`.
 * Returns `[{ name, ok, detail }]`; `detail` says what is wrong and what to do.
 */
export async function checkDeploy(target, { webUrl, dir = projectDir } = {}) {
  const results = [];
  const check = (name, ok, detail) => results.push({ name, ok: Boolean(ok), detail });
  const hosted = target.kind === 'hosted';
  const site = target.auth.siteUrl;

  // Auth: where email links lead.
  if (!isHttpUrl(site)) check('auth site URL', false, 'Site URL is not set: set it to the app’s origin.');
  else if (webUrl && new URL(site).origin !== new URL(webUrl).origin)
    check(
      'auth site URL',
      false,
      `Site URL is ${site}, the app is at ${new URL(webUrl).origin}: set it to the app’s origin.`,
    );
  else if (hosted && (isLoopback(site) || !site.startsWith('https://')))
    check('auth site URL', false, `Site URL ${site} is not a public https address.`);
  else check('auth site URL', true, site);

  const callback = `${webUrl ? new URL(webUrl).origin : site}/auth/callback?next=%2F`;
  check(
    'auth redirect URLs',
    isHttpUrl(site) && isRedirectAllowed(callback, target.auth),
    isHttpUrl(site) && isRedirectAllowed(callback, target.auth)
      ? `${callback} is allowed`
      : `${callback} is not allowed: add ${new URL(callback).origin}/** to the redirect URLs.`,
  );
  check(
    'auth email (SMTP)',
    !hosted || target.auth.smtp,
    hosted
      ? target.auth.smtp
        ? 'custom SMTP is set'
        : 'No custom SMTP: the built-in sender only reaches the project’s team, a few emails an hour.'
      : 'the local mailbox catches every email',
  );

  // Edge functions: deployed, with the project's verify_jwt, and their secrets.
  const deployed = new Map(target.functions.map((f) => [f.name, f]));
  for (const fn of projectFunctions(dir)) {
    const there = deployed.get(fn.name);
    check(
      `function ${fn.name}`,
      there && there.verifyJwt === fn.verifyJwt,
      !there
        ? 'not deployed: supabase functions deploy'
        : there.verifyJwt === fn.verifyJwt
          ? `deployed, verify_jwt = ${String(fn.verifyJwt)}`
          : `verify_jwt is ${String(there.verifyJwt)}, supabase/config.toml says ${String(fn.verifyJwt)}: deploy again.`,
    );
  }
  const secret = target.secrets.SITE_URL;
  const secretOk =
    secret === true ||
    (isHttpUrl(secret) && isHttpUrl(site) && new URL(secret).origin === new URL(site).origin);
  check(
    'function secret SITE_URL',
    secretOk,
    secret === undefined
      ? 'not set: supabase secrets set SITE_URL=<app origin> (links in invitation and notification emails)'
      : secretOk
        ? String(secret === true ? 'set' : secret)
        : `${String(secret)}; the site URL is ${site}: set them to the same origin.`,
  );
  for (const name of hosted ? ['RESEND_API_KEY', 'EMAIL_FROM'] : []) {
    check(
      `function secret ${name}`,
      target.secrets[name] !== undefined,
      target.secrets[name] ? 'set' : 'not set: supabase secrets set',
    );
  }

  // Database: migrations, the functions' URL in Vault, the scheduled job.
  const applied = new Set(
    (await target.query('select version from supabase_migrations.schema_migrations')).map((r) => r.version),
  );
  const pending = migrationVersions(dir).filter((v) => !applied.has(v));
  check(
    'migrations',
    pending.length === 0,
    pending.length ? `not applied: ${pending.join(', ')} (supabase db push)` : 'all applied',
  );
  const [vault] = await target.query(
    `select decrypted_secret as value from vault.decrypted_secrets where name = 'project_url'`,
  );
  const projectUrl = vault?.value;
  check(
    'Vault secret project_url',
    isHttpUrl(projectUrl) && new URL(projectUrl).origin === new URL(target.apiUrl).origin,
    projectUrl === undefined
      ? `not set: select vault.create_secret('${target.apiUrl}', 'project_url'); until then notification emails stay queued`
      : `${String(projectUrl)}${isHttpUrl(projectUrl) && new URL(projectUrl).origin === new URL(target.apiUrl).origin ? '' : `; the API is at ${target.apiUrl}`}`,
  );
  const [job] = await target.query(`select active from cron.job where jobname = '${NOTIFICATION_JOB}'`);
  check(
    'Cron job',
    job?.active === true,
    job
      ? job.active
        ? `${NOTIFICATION_JOB} active`
        : `${NOTIFICATION_JOB} is not active`
      : `${NOTIFICATION_JOB} missing: enable Cron, then supabase db push`,
  );
  return results;
}

/** The running local backend (`pnpm dev`), from its status file and supabase/config.toml. */
export async function localTarget({ apiUrl, dbUrl, siteUrl, dir = projectDir }) {
  const config = loadProjectConfig(dir);
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  return {
    kind: 'local',
    apiUrl,
    auth: { ...config.auth, siteUrl: siteUrl ?? config.auth.siteUrl, smtp: config.auth.email.smtp.enabled },
    // The local backend serves every function of the folder and gives them SITE_URL = the site URL.
    secrets: { SITE_URL: siteUrl ?? config.auth.siteUrl },
    functions: projectFunctions(dir),
    query: async (sql) => (await client.query(sql)).rows,
    close: () => client.end(),
  };
}

/** A hosted project, through the Management API. */
export async function hostedTarget({ ref, token, api = 'https://api.supabase.com' }) {
  const call = async (path, init = {}) => {
    const res = await fetch(`${api}/v1/projects/${ref}${path}`, {
      ...init,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...init.headers },
    });
    if (!res.ok) throw new Error(`Management API ${path} answered ${res.status}: ${await res.text()}`);
    return res.json();
  };
  const [auth, secrets, functions] = await Promise.all([
    call('/config/auth'),
    call('/secrets'),
    call('/functions'),
  ]);
  return {
    kind: 'hosted',
    apiUrl: `https://${ref}.supabase.co`,
    auth: {
      siteUrl: auth.site_url ?? '',
      additionalRedirectUrls: (auth.uri_allow_list ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
      smtp: Boolean(auth.smtp_host),
    },
    // The API gives digests, not values: a name is enough.
    secrets: Object.fromEntries(secrets.map((s) => [s.name, true])),
    functions: functions.map((f) => ({ name: f.slug, verifyJwt: f.verify_jwt })),
    query: (query) => call('/database/query', { method: 'POST', body: JSON.stringify({ query }) }),
    close: () => Promise.resolve(),
  };
}

export function formatResults(results) {
  return results.map((r) => `${r.ok ? '✓' : '✗'} ${r.name}: ${r.detail}`).join('\n');
}

async function main() {
  const { values } = parseArgs({
    options: { local: { type: 'boolean' }, 'project-ref': { type: 'string' }, 'web-url': { type: 'string' } },
  });
  let target;
  if (values['project-ref']) {
    const token = process.env.SUPABASE_ACCESS_TOKEN;
    if (!token)
      throw new Error('Set SUPABASE_ACCESS_TOKEN (a personal access token) to check a hosted project.');
    target = await hostedTarget({ ref: values['project-ref'], token });
  } else if (values.local) {
    const status = join(projectDir, '.local-supabase', 'status.json');
    if (!existsSync(status)) throw new Error('No local backend is running: start it with pnpm dev.');
    const info = JSON.parse(readFileSync(status, 'utf8'));
    if (!info.dbUrl) throw new Error('The local backend serves no database port to check.');
    target = await localTarget({ apiUrl: info.apiUrl, dbUrl: info.dbUrl, siteUrl: info.siteUrl });
  } else {
    throw new Error('Say which target: --local or --project-ref <ref> (see docs/deploy.md).');
  }
  try {
    const results = await checkDeploy(target, { webUrl: values['web-url'] });
    process.stdout.write(`${formatResults(results)}\n`);
    const missing = results.filter((r) => !r.ok).length;
    process.stdout.write(
      missing ? `\n${missing} setting(s) missing or wrong.\n` : '\nEverything docs/deploy.md names is set.\n',
    );
    return missing ? 1 : 0;
  } finally {
    await target.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().then(
    (code) => process.exit(code),
    (error) => {
      process.stderr.write(`check-deploy: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
}
