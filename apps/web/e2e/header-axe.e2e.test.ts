import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { newBoard, newUser, signIn, type TestUser } from './board-helpers';
import { sharedChromium, STEP_TIMEOUT } from './browser';

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** Axe over the header, with the rule it leaves off by default (visible text inside the name) turned on. */
async function headerViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axeSource });
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } }).axe.run('header', {
      rules: { 'label-content-name-mismatch': { enabled: true } },
    }),
  );
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.html}`),
  );
}

describe('the header under axe', () => {
  let browser: Browser;
  let context: BrowserContext | undefined;
  let owner: TestUser;

  const open = async (path: string, viewport = { width: 1280, height: 800 }): Promise<Page> => {
    // Axe is injected as an inline script, which the app's CSP (rightly) refuses.
    context = await browser.newContext({ viewport, bypassCSP: true });
    context.setDefaultTimeout(STEP_TIMEOUT);
    const page = await context.newPage();
    await signIn(page, owner, path);
    return page;
  };

  beforeAll(async () => {
    browser = await sharedChromium();
    owner = await newUser('e2e-header-axe', 'Hana Header');
  });
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  it('has no violation outside a workspace, in a workspace, and on a phone', async () => {
    const board = await newBoard(owner, 'Axe board');
    for (const [path, viewport] of [
      ['/workspaces', undefined],
      [board.path, undefined],
      [board.path, { width: 390, height: 844 }],
    ] as const) {
      const page = await open(path, viewport);
      await page.getByRole('button', { name: /Account menu for Hana Header/ }).waitFor();
      await page.getByRole('button', { name: /Switch workspace/ }).waitFor();
      expect(await headerViolations(page), `${path} at ${String(viewport?.width ?? 1280)} px`).toEqual([]);
      await context?.close();
      context = undefined;
    }
  });
});
