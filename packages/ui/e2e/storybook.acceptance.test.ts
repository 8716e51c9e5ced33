import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { findContrastFailures } from './contrast';
import {
  entryUrl,
  launchChromium,
  readIndex,
  serveStorybook,
  themes,
  waitForRendered,
  type IndexEntry,
  type StaticStorybook,
} from './static-storybook';

// One browser and one page for the whole file: each check is a navigation, not a new process.
let storybook: StaticStorybook;
let browser: Browser;
let page: Page;
let entries: IndexEntry[];

beforeAll(async () => {
  [storybook, browser, entries] = await Promise.all([serveStorybook(), launchChromium(), readIndex()]);
  const context = await browser.newContext({
    reducedMotion: 'reduce',
    viewport: { width: 1200, height: 900 },
  });
  page = await context.newPage();
});

afterAll(async () => {
  await browser.close();
  await storybook.close();
});

test('Storybook opens on the welcome page, Foundations first', () => {
  const groups = entries.map((entry) => entry.title.split('/')[0]);
  expect(groups[0]).toBe('Welcome');
  expect(groups.find((group) => group !== 'Welcome')).toBe('Foundations');
});

describe('every docs page, in light and dark', () => {
  test('examples carry the chosen theme, their text meets WCAG AA contrast, and components give usage guidance', async () => {
    const docs = entries.filter((entry) => entry.type === 'docs');
    expect(docs.length).toBeGreaterThan(40);
    const failures: string[] = [];
    const withoutGuidance: string[] = [];
    let examples = 0;
    for (const entry of docs) {
      for (const theme of themes) {
        await page.goto(entryUrl(storybook.url, entry, theme));
        await waitForRendered(page, 'docs', theme);
        examples += await page.locator('.docs-story .tb-theme-scope').count();
        const found = await page.evaluate(
          findContrastFailures,
          '.docs-story .tb-theme-scope, .tb-theme-scope__portal',
        );
        for (const failure of found) {
          failures.push(
            `${entry.id} (${theme}): "${failure.text}" ${String(failure.ratio)}:1 < ${String(failure.required)}:1, ${failure.color} on ${failure.background} at ${failure.path}`,
          );
        }
      }
      if (!entry.importPath.endsWith('.mdx')) {
        const headings = await page.locator('.sbdocs-content h2, .sbdocs-content h3').allTextContents();
        for (const wanted of ['When to use', 'Do', 'Don’t'])
          if (!headings.includes(wanted)) withoutGuidance.push(`${entry.id}: ${wanted}`);
      }
    }
    // Both themes of every component's examples were really measured.
    expect(examples).toBeGreaterThan(200);
    expect(failures).toEqual([]);
    expect(withoutGuidance).toEqual([]);
  });
});

describe('dialog stories', () => {
  test('initial focus lands on an interactive element inside the dialog', async () => {
    // A story with a play function moves focus itself (and may still be doing so when measured):
    // where focus starts is a question for the stories that render and wait.
    const candidates = entries.filter(
      (entry) =>
        entry.type === 'story' &&
        !entry.tags?.includes('play-fn') &&
        (/\/(dialog|drawer|command-palette|popover|combobox)\//.test(entry.importPath) ||
          entry.id === 'board-carddetail--full-card-in-drawer'),
    );
    const problems: string[] = [];
    let dialogs = 0;
    for (const entry of candidates) {
      await page.goto(entryUrl(storybook.url, entry, 'light'));
      await waitForRendered(page, 'story', 'light');
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
  });
});
