import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** What `start` prints and `status` reads back: where a running backend is and its keys. */
export interface StatusInfo {
  pid: number;
  apiUrl: string;
  dbUrl: string;
  mailboxUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  publishableKey: string;
  secretKey: string;
  jwtSecret: string;
  /** `[auth] site_url` as this start uses it (`--site-url` included), for tools that check it. */
  siteUrl?: string;
}

const FILE = 'status.json';

export function writeStatus(dataDir: string, info: StatusInfo): void {
  writeFileSync(join(dataDir, FILE), JSON.stringify(info, null, 2), { mode: 0o600 });
}

export function readStatus(dataDir: string): StatusInfo | undefined {
  const file = join(dataDir, FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as StatusInfo) : undefined;
}

export function clearStatus(dataDir: string): void {
  rmSync(join(dataDir, FILE), { force: true });
}

/** `supabase status -o env` style lines. */
export function formatEnv(info: StatusInfo): string {
  return [
    ['API_URL', info.apiUrl],
    ['DB_URL', info.dbUrl],
    ['MAILBOX_URL', info.mailboxUrl],
    ['ANON_KEY', info.anonKey],
    ['SERVICE_ROLE_KEY', info.serviceRoleKey],
    ['PUBLISHABLE_KEY', info.publishableKey],
    ['SECRET_KEY', info.secretKey],
    ['JWT_SECRET', info.jwtSecret],
  ]
    .map(([k, v]) => `${k}="${v}"`)
    .join('\n');
}

export function formatPretty(info: StatusInfo): string {
  return [
    `         API URL: ${info.apiUrl}`,
    `          DB URL: ${info.dbUrl || '(no wire port)'}`,
    `     Mailbox URL: ${info.mailboxUrl}`,
    `        anon key: ${info.anonKey}`,
    `service_role key: ${info.serviceRoleKey}`,
    ` Publishable key: ${info.publishableKey}`,
    `      Secret key: ${info.secretKey}`,
    `      JWT secret: ${info.jwtSecret}`,
    '',
    'These keys are for this local backend only.',
  ].join('\n');
}
