import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { newBoard, newUser, PASSWORD, POLL, seedLists, signIn, type TestUser } from './board-helpers';
import { signInThroughForm } from './auth-helpers';
import { LOCAL_COPY_RESTORED_MARK } from '@/shared/lib/perf-marks';
import { sharedChromium, STEP_TIMEOUT } from './browser';

/** Text each library's built code carries, whatever the minifier renamed. */
const LIBRARY_MARKERS = {
  'supabase-js': 'X-Client-Info',
  'TanStack Query': 'No QueryClient set',
  zod: '$ZodType',
} as const;

const READY_MARK = 'e2e:sign-in-form';

/** A message id shown as text: its catalogue part was not loaded (the i18n library shows the id). */
const MESSAGE_ID = /\b(app|auth|error|shell|system|ui)\.[a-zA-Z]+(\.[a-zA-Z]+)*\b/;

/** Marks the moment the form's submit button is in the document, from the first byte on. */
const MARK_FORM = `(() => {
  const observer = new MutationObserver(() => {
    if (document.querySelector('form button[type="submit"]') === null) return;
    performance.mark(${JSON.stringify(READY_MARK)});
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
})();`;

/** The app's entry script, as the built index.html names it. */
async function entryPath(): Promise<string> {
  const html = await readFile(join(inject('webDist'), 'index.html'), 'utf8');
  const path = /<script type="module"[^>]* src="([^"]+)"/.exec(html)?.[1];
  if (path === undefined) throw new Error('the built index.html has no module script');
  return path;
}

/** The compiled catalogue files of `locale` among `paths`: the first screens' parts, or the wholes. */
const catalogueFiles = (paths: readonly string[], locale: string, part: 'first-screen' | 'whole') =>
  paths.filter((path) =>
    part === 'whole'
      ? new RegExp(`/assets/${locale}-[^./]+\\.js$`).test(path)
      : new RegExp(`/assets/${locale}\\.(first-screen|core)-[^/]+\\.js$`).test(path),
  );

/**
 * Opens `path` with the app's entry held back until `found(requested paths)` is true: what was
 * asked for meanwhile was asked for beside the entry, not by it. The entry then goes on.
 * Returns every path the page requested.
 */
async function besideEntry(
  page: Page,
  path: string,
  found: (requested: readonly string[]) => boolean,
): Promise<readonly string[]> {
  const entry = await entryPath();
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === entry,
    async (route) => {
      await released;
      await route.continue();
    },
  );
  void page.goto(`${inject('webUrl')}${path}`).catch(() => undefined);
  try {
    await expect.poll(() => found(requested), POLL).toBe(true);
  } finally {
    release();
  }
  return requested;
}

/** Both of `locale`'s catalogue files of `part`, asked for beside the entry. */
const cataloguesBesideEntry = (page: Page, path: string, locale: string, part: 'first-screen' | 'whole') =>
  besideEntry(page, path, (requested) => catalogueFiles(requested, locale, part).length === 2);

describe('the first load of /sign-in', () => {
  let browser: Browser;
  let user: TestUser;
  let contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await sharedChromium();
    user = await newUser('e2e-first-load', 'Fiona First');
  });
  afterEach(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    contexts = [];
  });

  it('shows its form before asking for supabase-js, the SDK’s schemas or the query cache, then signs in', async () => {
    const context = await browser.newContext();
    contexts.push(context);
    context.setDefaultTimeout(STEP_TIMEOUT);
    const page = await context.newPage();
    await page.addInitScript(MARK_FORM);
    await page.goto(`${inject('webUrl')}/sign-in`);
    await page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, READY_MARK);

    // The page's own clock: every script it had asked for when the form appeared.
    const scripts = await page.evaluate((name) => {
      const shownAt = performance.getEntriesByName(name)[0]?.startTime ?? 0;
      return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => entry.startTime <= shownAt && new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => new URL(entry.name).pathname);
    }, READY_MARK);
    expect(scripts.length).toBeGreaterThan(0);
    const found: string[] = [];
    for (const path of scripts) {
      const code = await readFile(join(inject('webDist'), path), 'utf8');
      for (const [library, marker] of Object.entries(LIBRARY_MARKERS))
        if (code.includes(marker)) found.push(`${library} in ${path}`);
    }
    expect(found).toEqual([]);
    // The first screen's part of the catalogues has every word the form shows.
    await expect.poll(() => page.locator('body').innerText()).toContain('Sign in');
    expect(await page.locator('body').innerText()).not.toMatch(MESSAGE_ID);

    // They come once the form is on screen, and the form works with them.
    await signInThroughForm(page, user.email, PASSWORD);
    await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
    // The rest of the catalogues came with them: the signed-in screens say everything in words.
    await expect.poll(() => page.locator('body').innerText()).toContain('Your workspaces');
    expect(await page.locator('body').innerText()).not.toMatch(MESSAGE_ID);

    // Signed in, /sign-in waits for the stored session and moves on, rather than wait forever.
    const again = await context.newPage();
    await again.goto(`${inject('webUrl')}/sign-in`);
    await again.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
    await expect.poll(() => again.locator('body').innerText()).toContain('Your workspaces');
  });

  it('asks for the catalogues of the browser’s language beside its entry, not once the entry has run', async () => {
    const context = await browser.newContext({ locale: 'de-DE' });
    contexts.push(context);
    context.setDefaultTimeout(STEP_TIMEOUT);
    // Signed out, /sign-in says only its first screen's words: their two parts come at once.
    const signIn = await context.newPage();
    const requested = await cataloguesBesideEntry(signIn, '/sign-in', 'de', 'first-screen');
    expect(catalogueFiles(requested, 'en', 'first-screen')).toEqual([]);
    await signIn.getByLabel('E-Mail').fill(user.email);
    await signIn.getByLabel('Passwort').fill(PASSWORD);
    await signIn.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await signIn.waitForURL((url) => !url.pathname.startsWith('/sign-in'));

    // Signed in, every other screen says everything: the whole catalogues come at once.
    const workspaces = await context.newPage();
    await cataloguesBesideEntry(workspaces, '/', 'de', 'whole');
    await expect.poll(() => workspaces.locator('body').innerText(), POLL).toContain('Deine Arbeitsbereiche');
  });

  it('speaks German from the first paint to the signed-in screens, with no message id shown', async () => {
    const context = await browser.newContext({ locale: 'de-DE' });
    contexts.push(context);
    context.setDefaultTimeout(STEP_TIMEOUT);
    const page = await context.newPage();
    await page.goto(`${inject('webUrl')}/sign-in`);
    await page.getByRole('button', { name: 'Anmelden', exact: true }).waitFor();
    expect(await page.locator('body').innerText()).not.toMatch(MESSAGE_ID);
    // A failure is told in the catalogue's words too.
    await page.getByLabel('E-Mail').fill(user.email);
    await page.getByLabel('Passwort').fill('not-the-password');
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await page.getByText('E-Mail-Adresse oder Passwort ist falsch.').waitFor();
    expect(await page.locator('body').innerText()).not.toMatch(MESSAGE_ID);
    await page.getByLabel('Passwort').fill(PASSWORD);
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
    await expect.poll(() => page.locator('body').innerText()).toContain('Deine Arbeitsbereiche');
    expect(await page.locator('body').innerText()).not.toMatch(MESSAGE_ID);
  });
});

describe('the first load of a board', () => {
  let browser: Browser;
  let user: TestUser;
  let context: BrowserContext | undefined;

  beforeAll(async () => {
    browser = await sharedChromium();
    user = await newUser('e2e-first-board', 'Boris Board');
  });
  afterEach(async () => {
    await context?.close();
  });

  /** A new board with one card, and a fresh page of a browser signed in elsewhere (a session stored). */
  async function boardWithCard(title: string) {
    context = await browser.newContext();
    context.setDefaultTimeout(STEP_TIMEOUT);
    const board = await newBoard(user);
    await seedLists(user, board, { Todo: [title] });
    await signIn(await context.newPage(), user, '/');
    return { board, page: await context.newPage() };
  }

  it('asks for the board screen’s code and styles beside the entry, not once the entry has run', async () => {
    const { board, page } = await boardWithCard('First card');
    const screenFile = (name: string, type: 'js' | 'css') => new RegExp(`/assets/${name}-[^/]+\\.${type}$`);
    const wanted = [
      screenFile('AppShell', 'js'),
      screenFile('BoardPage', 'js'),
      screenFile('BoardPage', 'css'),
    ];
    await besideEntry(page, board.path, (requested) =>
      wanted.every((file) => requested.some((path) => file.test(path))),
    );
    await page.getByRole('link', { name: 'First card' }).waitFor();
  });

  it('asks for the code of the view its address names beside the entry', async () => {
    const { board, page } = await boardWithCard('Table card');
    await besideEntry(page, `${board.path}?view=table`, (requested) =>
      requested.some((path) => /\/assets\/BoardTable-[^/]+\.js$/.test(path)),
    );
    await page
      .getByRole('grid', { name: 'Cards' })
      .locator('.board-table__title', { hasText: 'Table card' })
      .waitFor();
  });

  it('asks for the board’s data beside the entry, and shows the board from that one answer', async () => {
    const { board, page } = await boardWithCard('Early card');
    const isLoadBoard = (path: string) => path.endsWith('/rest/v1/rpc/load_board');
    const requested = await besideEntry(page, board.path, (paths) => paths.some(isLoadBoard));
    await page.getByRole('link', { name: 'Early card' }).waitFor();
    // Once the local copy has been read, as reading it used to ask for every query again.
    await page.waitForFunction(
      (mark) => performance.getEntriesByName(mark).length > 0,
      LOCAL_COPY_RESTORED_MARK,
    );
    // The app's own request for the board took that answer instead of asking again.
    expect(requested.filter(isLoadBoard)).toHaveLength(1);
  });
});
