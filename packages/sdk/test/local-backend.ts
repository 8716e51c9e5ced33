import { fileURLToPath } from 'node:url';
import { startLocalSupabase, type LocalSupabase, type LocalSupabaseOptions } from '@teamboard/local-supabase';
import { createTeamboardClient, type TeamboardClient } from '../src/client';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** The redirect target used in tests; its origin is allowed by the backend started below. */
export const APP_URL = 'http://app.teamboard.test';

/**
 * The local backend on the repository's real `supabase/` project, in memory
 * (or on the PostgreSQL database at `dbUrl`).
 * The app origin is added to the redirect allow-list so links come back to it.
 */
export function startBackend(
  config: LocalSupabaseOptions['config'] = {},
  dbUrl?: string,
): Promise<LocalSupabase> {
  return startLocalSupabase({
    projectDir: repoRoot,
    dataDir: false,
    ...(dbUrl === undefined ? {} : { dbUrl }),
    port: 0,
    dbPort: false,
    log: 'silent',
    config: {
      ...config,
      auth: {
        additionalRedirectUrls: [`${APP_URL}/**`],
        ...config.auth,
        email: { enableConfirmations: true, ...config.auth?.email },
      },
    },
  });
}

/** Storage kept in a Map: Node has no localStorage, and each client needs its own. */
export function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

export interface TestClient {
  readonly client: TeamboardClient;
  /** Requests this client has sent, by URL path (e.g. `/auth/v1/token`). */
  readonly requests: string[];
}

/** A client with its own session storage, counting its requests (to prove validation runs first). */
export function testClient(backend: Pick<LocalSupabase, 'apiUrl' | 'anonKey'>): TestClient {
  const requests: string[] = [];
  const countingFetch: typeof fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    requests.push(new URL(url).pathname);
    return fetch(input, init);
  };
  const client = createTeamboardClient({
    url: backend.apiUrl,
    key: backend.anonKey,
    options: {
      global: { fetch: countingFetch },
      // No timers keeping the test process alive; tests refresh explicitly.
      auth: { storage: memoryStorage(), autoRefreshToken: false, detectSessionInUrl: false },
    },
  });
  return { client, requests };
}

let counter = 0;
/** A fresh address per call, so tests never share an account or a rate-limit window. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${String(Date.now())}-${String(counter)}@example.test`;
}

/**
 * Follows an email link the way a browser would, without following the final
 * redirect to the app, and returns where it points (the app URL with `?code=`).
 */
export async function followEmailLink(link: string): Promise<URL> {
  const response = await fetch(link, { redirect: 'manual' });
  const location = response.headers.get('location');
  if (response.status < 300 || response.status >= 400 || location === null) {
    throw new Error(`expected a redirect from ${link}, got ${String(response.status)}`);
  }
  return new URL(location, link);
}

/** The first link of the newest email to `to` whose subject matches. */
export async function mailLink(backend: LocalSupabase, to: string, subject: RegExp): Promise<string> {
  const mail = await backend.mailbox.waitFor(to, { match: (m) => subject.test(m.subject) });
  const link = mail.links.find((l) => l.includes('/auth/v1/verify'));
  if (link === undefined) throw new Error(`no verify link in "${mail.subject}" to ${to}`);
  return link;
}

/** The `?code=` an email link brings back to the app (PKCE). */
export async function codeFromEmail(backend: LocalSupabase, to: string, subject: RegExp): Promise<string> {
  const target = await followEmailLink(await mailLink(backend, to, subject));
  const code = target.searchParams.get('code');
  if (code === null) throw new Error(`no code in ${target.href}`);
  return code;
}
