import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { findContrastFailures } from './contrast';
import {
  buildStorybookInBackground,
  entryUrl,
  launchChromium,
  readIndex,
  serveStorybook,
  showInPreview,
  staticDir,
  themes,
  waitForRendered,
  type StaticStorybook,
  type Theme,
} from './static-storybook';

// One browser for the whole file. Docs pages are checked a few at once (each in a tab of its own;
// the project's maxConcurrency says how many), each page with its own deadline, and every step with
// its own timeout and a message naming the page, the theme and what it waited for. A tab loads the
// preview once, in one theme, and then moves from page to page as the manager moves it when a
// designer clicks (loading the preview's code again for each of ~150 views was most of this file's
// time). Themes are not switched in place: each theme has its own tabs, each loaded in it.
// The acceptance tests check what designers open: the built static Storybook, built fresh, here
// rather than in a global setup, so the story and unit projects run while it builds (a global setup
// holds every project back until it is done). STORYBOOK_STATIC_REUSE=1 reuses an existing build
// while iterating locally.
await buildStorybookInBackground({ ifMissing: process.env.STORYBOOK_STATIC_REUSE === '1' });
const entries = await readIndex();
const docs = entries.filter((entry) => entry.type === 'docs');
/** One navigation or one wait; a page is two themes of a few steps each. */
const STEP_TIMEOUT = 60_000;
const PAGE_TIMEOUT = 6 * STEP_TIMEOUT;
let storybook: StaticStorybook;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [storybook, browser] = await Promise.all([serveStorybook(), launchChromium()]);
  context = await browser.newContext({
    reducedMotion: 'reduce',
    viewport: { width: 1200, height: 900 },
  });
  page = await context.newPage();
});

afterAll(async () => {
  await browser.close();
  await storybook.close();
});

/** One step of a check; its failure names the page, the theme and the step. */
async function step<T>(where: string, what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const reason = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
    throw new Error(`${where}: ${what}: ${reason}`, { cause: error });
  }
}

test('Storybook opens on the welcome page, Foundations first', () => {
  const groups = entries.map((entry) => entry.title.split('/')[0]);
  expect(groups[0]).toBe('Welcome');
  expect(groups.find((group) => group !== 'Welcome')).toBe('Foundations');
});

test("Storybook is built with React's production code, as designers get it", async () => {
  const assets = join(staticDir, 'assets');
  const scripts = (await readdir(assets)).filter((name) => name.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  const development: string[] = [];
  for (const name of scripts) {
    // A development bundle calls JSX's development runtime.
    if ((await readFile(join(assets, name), 'utf8')).includes('.jsxDEV)(')) development.push(name);
  }
  expect(development).toEqual([]);
});

describe('every docs page, in light and dark', () => {
  /** Examples measured per page and theme, summed by the closing test. */
  const examplesSeen = new Map<string, number>();
  /** Tabs whose preview has loaded, by the theme it was loaded in, free for the next page. */
  const freeTabs: Record<Theme, Page[]> = { light: [], dark: [] };

  test('there are docs pages to check', () => {
    expect(docs.length).toBeGreaterThan(40);
  });

  describe.concurrent(
    'examples carry the chosen theme, their text meets WCAG AA contrast, and components give usage guidance',
    () => {
      for (const entry of docs) {
        test(
          entry.id,
          async ({ expect }) => {
            for (const theme of themes) {
              const where = `${entry.id} (${theme})`;
              const loaded = freeTabs[theme].pop();
              const tab = loaded ?? (await context.newPage());
              try {
                await (loaded
                  ? step(where, 'showing the page in the loaded preview', () =>
                      showInPreview(tab, entry, STEP_TIMEOUT),
                    )
                  : step(where, 'opening the page', () =>
                      tab.goto(entryUrl(storybook.url, entry, theme), { timeout: STEP_TIMEOUT }),
                    ));
                await step(where, 'waiting for every example to render in the theme', () =>
                  waitForRendered(tab, 'docs', theme, STEP_TIMEOUT),
                );
                examplesSeen.set(where, await tab.locator('.docs-story .tb-theme-scope').count());
                const found = await step(where, 'measuring contrast', () =>
                  tab.evaluate(findContrastFailures, '.docs-story .tb-theme-scope, .tb-theme-scope__portal'),
                );
                expect(
                  found.map(
                    (failure) =>
                      `"${failure.text}" ${String(failure.ratio)}:1 < ${String(failure.required)}:1, ${failure.color} on ${failure.background} at ${failure.path}`,
                  ),
                  `text below WCAG AA contrast on ${where}`,
                ).toEqual([]);
                // Usage guidance is the same text in both themes: read once.
                if (theme === themes[0] && !entry.importPath.endsWith('.mdx')) {
                  const headings = await tab
                    .locator('.sbdocs-content h2, .sbdocs-content h3')
                    .allTextContents();
                  expect(
                    ['When to use', 'Do', 'Don’t'].filter((wanted) => !headings.includes(wanted)),
                    `usage guidance headings missing on ${entry.id}`,
                  ).toEqual([]);
                }
                freeTabs[theme].push(tab);
              } catch (error) {
                // A tab whose check failed may be mid-render: the next page gets a fresh one.
                await tab.close();
                throw error;
              }
            }
          },
          PAGE_TIMEOUT,
        );
      }
    },
  );

  test('both themes of every page were measured, over 200 examples in all', () => {
    expect(examplesSeen.size).toBe(docs.length * themes.length);
    expect([...examplesSeen.values()].reduce((sum, count) => sum + count, 0)).toBeGreaterThan(200);
  });
});

describe('dialog stories', () => {
  // A story with a play function moves focus itself (and may still be doing so when measured):
  // where focus starts is a question for the stories that render and wait.
  const candidates = entries.filter(
    (entry) =>
      entry.type === 'story' &&
      !entry.tags?.includes('play-fn') &&
      (/\/(dialog|drawer|command-palette|popover|combobox)\//.test(entry.importPath) ||
        entry.id === 'board-carddetail--full-card-in-drawer'),
  );

  test(
    'initial focus lands on an interactive element inside the dialog',
    { timeout: (candidates.length + 1) * 2 * STEP_TIMEOUT },
    async () => {
      const problems: string[] = [];
      let dialogs = 0;
      for (const entry of candidates) {
        await step(entry.id, 'opening the story', () =>
          page.goto(entryUrl(storybook.url, entry, 'light'), { timeout: STEP_TIMEOUT }),
        );
        await step(entry.id, 'waiting for the story to render', () =>
          waitForRendered(page, 'story', 'light', STEP_TIMEOUT),
        );
        if ((await page.locator('[role="dialog"]').count()) === 0) continue;
        dialogs += 1;
        // Radix moves focus in an effect after the dialog mounts.
        await page
          .waitForFunction(() => document.activeElement?.closest('[role="dialog"]'), undefined, {
            timeout: 10_000,
          })
          .catch(() => undefined);
        const focus = await page.evaluate(() => {
          const active = document.activeElement;
          const interactive =
            active?.matches(
              'button:not(:disabled), a[href], input:not(:disabled), select, textarea, [role="button"], [role="combobox"], [role="tab"], [role="menuitem"], [role="option"], [role="checkbox"], [role="switch"], [contenteditable="true"]',
            ) ?? false;
          return {
            inDialog: Boolean(active?.closest('[role="dialog"]')),
            interactive,
            what: active ? `${active.tagName.toLowerCase()}.${String(active.className)}` : 'nothing',
          };
        });
        if (!focus.inDialog || !focus.interactive) problems.push(`${entry.id}: focus on ${focus.what}`);
      }
      expect(dialogs).toBeGreaterThanOrEqual(8);
      expect(problems).toEqual([]);
    },
  );
});
