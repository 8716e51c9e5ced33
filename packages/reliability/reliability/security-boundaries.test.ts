import { randomBytes } from 'node:crypto';
import type { LocalSupabase } from '@teamboard/local-supabase';
import { createTestDatabase, serverVariant } from '@teamboard/local-supabase/testing';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientWith, startBackend } from '../src/backend';
import { launchChromium, startForeignOrigin } from '../src/foreign-origin';
import { signUp, type Person } from '../src/world';

/** What a fetch from the page got: the body it could read, or that the browser refused it. */
type Outcome = { read: string; status: number } | { refused: string };

/** The parts of a fetch's options a test page sends (plain data, so it crosses into the page). */
interface PageFetch {
  method?: string;
  headers?: Record<string, string>;
  credentials?: RequestCredentials;
}

/** Runs `fetch(url, init)` inside the page, on the page's origin. */
function fetchFrom(page: Page, url: string, init: PageFetch = {}): Promise<Outcome> {
  return page.evaluate(
    async ([target, options]) => {
      try {
        const res = await fetch(target, options);
        return { read: await res.text(), status: res.status };
      } catch (error) {
        return { refused: String(error) };
      }
    },
    [url, init] as const,
  );
}

/**
 * The backend's own boundaries, beyond what one user may see of another's:
 * a page on another origin in a real browser, and the database login that
 * API requests use.
 */
describe('security tour: a page on another origin, in Chromium', () => {
  let backend: LocalSupabase;
  let browser: Browser;
  let foreign: { url: string; close(): Promise<void> };
  let page: Page;
  const secretLink = `http://127.0.0.1/auth/v1/verify?token=${randomBytes(12).toString('hex')}`;

  beforeAll(async () => {
    backend = await startBackend();
    foreign = await startForeignOrigin();
    browser = await launchChromium();
    page = await browser.newPage();
    await page.goto(foreign.url);
    backend.mailbox.send({
      to: 'victim@example.test',
      subject: 'Your magic link',
      html: `<a href="${secretLink}">Sign in</a>`,
    });
  });
  afterAll(async () => {
    await browser?.close();
    await foreign?.close();
    await backend?.stop();
  });

  it('reaches the API without credentials, as any site may (the control)', async () => {
    const outcome = await fetchFrom(page, `${backend.apiUrl}/rest/v1/boards?select=id`, {
      headers: { apikey: backend.anonKey },
    });
    expect(outcome).toEqual({ read: '[]', status: 200 });
  });

  it('is refused the API when it asks to send credentials', async () => {
    const outcome = await fetchFrom(page, `${backend.apiUrl}/rest/v1/boards?select=id`, {
      credentials: 'include',
      headers: { apikey: backend.anonKey },
    });
    expect(outcome).toMatchObject({ refused: expect.stringContaining('Failed to fetch') as unknown });
  });

  it('reads nothing of the mailbox: not its API, with or without a key, nor its page', async () => {
    const attempts: [string, PageFetch][] = [
      [`${backend.mailboxUrl}/api/messages`, {}],
      [`${backend.mailboxUrl}/api/messages`, { headers: { apikey: backend.anonKey } }],
      // Even a page that somehow had the key gets nothing back: the mailbox sends no CORS headers.
      [`${backend.mailboxUrl}/api/messages`, { headers: { apikey: backend.serviceRoleKey } }],
      [backend.mailboxUrl, {}],
      [backend.mailboxUrl, { credentials: 'include' }],
    ];
    for (const [url, init] of attempts) {
      const outcome = await fetchFrom(page, url, init);
      expect(outcome, `${url} ${JSON.stringify(init)}`).toMatchObject({
        refused: expect.any(String) as unknown,
      });
    }
    const deleted = await fetchFrom(page, `${backend.mailboxUrl}/api/messages`, { method: 'DELETE' });
    expect(deleted).toMatchObject({ refused: expect.any(String) as unknown });
    expect(backend.mailbox.list('victim@example.test').map((m) => m.links)).toEqual([[secretLink]]);
  });

  it('cannot frame the mailbox page to read or click its links', async () => {
    const framed = await page.evaluate(async (src) => {
      const frame = document.createElement('iframe');
      frame.src = src;
      const loaded = new Promise((resolve) => frame.addEventListener('load', resolve));
      document.body.append(frame);
      await loaded;
      try {
        return frame.contentDocument?.body?.innerHTML ?? 'no document';
      } catch (error) {
        return `blocked: ${String(error)}`;
      }
    }, backend.mailboxUrl);
    expect(framed).not.toContain(secretLink);
  });

  it('still shows the mailbox to the person at the machine', async () => {
    const own = await browser.newPage();
    const res = await own.goto(backend.mailboxUrl);
    expect(res?.status(), await res?.text()).toBe(200);
    expect(await own.locator('a', { hasText: secretLink }).count()).toBe(1);
    await own.close();
  });
});

// PGlite has a single user; only a server shows the login role of API requests.
describe('security tour: the database login of API requests, on PostgreSQL', serverVariant(), () => {
  let backend: LocalSupabase;
  let mallory: Person;
  let dropDatabase: () => Promise<void> = async () => {};

  beforeAll(async () => {
    const database = await createTestDatabase('rel_sec');
    dropDatabase = () => database.drop();
    backend = await startBackend({ dbUrl: database.url });
    mallory = await signUp(backend, 'mallory');
    // What a careless function with dynamic SQL would let a caller run.
    await backend.db.exec(`
      create function public.tour_whoami() returns jsonb language sql stable as $$
        select jsonb_build_object('session_user', session_user::text,
          'superuser', (select rolsuper from pg_roles where rolname = session_user))
      $$;
      create function public.tour_run(statement text) returns text language plpgsql as $$
      begin
        execute statement;
        return current_user::text;
      end
      $$;
      grant execute on function public.tour_whoami(), public.tour_run(text) to anon, authenticated;
      notify pgrst, 'reload schema';
    `);
    // The schema cache reloads on the notification; wait until it knows the functions.
    const anon = clientWith(backend);
    for (;;) {
      const { error } = await anon.rpc('tour_whoami');
      if (error?.code !== 'PGRST202') break;
    }
  });
  afterAll(async () => {
    await backend?.stop();
    await dropDatabase();
  });

  it('runs requests on a session whose user is not a superuser', async () => {
    for (const db of [clientWith(backend), clientWith(backend, mallory.token)]) {
      const { data, error } = await db.rpc('tour_whoami').returns<Record<string, unknown>>();
      expect(error).toBeNull();
      expect(data).toEqual({ session_user: 'authenticator', superuser: false });
    }
  });

  it('cannot become the owner, or any role but the API roles, from request SQL', async () => {
    const asMallory = clientWith(backend, mallory.token);
    for (const statement of [
      'set role postgres',
      'set role supabase_admin',
      'set session authorization postgres',
    ]) {
      const { data, error } = await asMallory.rpc('tour_run', { statement }).returns<string>();
      expect(data, statement).toBeNull();
      expect(error?.code, statement).toBe('42501');
    }
    const { data } = await asMallory.rpc('tour_run', { statement: 'set role anon' }).returns<string>();
    expect(data).toBe('anon');
  });
});
