import { chromium, type Browser } from 'playwright-core';

/**
 * How long one step may wait for the page (an element, a URL, a polled condition): what a
 * shared 2-core machine under heavy load needs, while a broken step still fails well within the
 * test's own limit.
 */
export const STEP_TIMEOUT = 15_000;

export interface LaunchOptions {
  /**
   * `block` (the default): pages get no service worker. The app's worker answers the page's
   * requests from its cache before a test's routes (`page.route`, `context.route`) see them, so a
   * test that serves, delays or breaks a file would no longer reach it. Only the tests of the
   * installed app itself let it run.
   */
  serviceWorkers?: 'allow' | 'block';
}

/** Debian's Chromium, never a downloaded one; `extraArgs` for a test that needs a switch of its own. */
export async function launchChromium(
  extraArgs: readonly string[] = [],
  { serviceWorkers = 'block' }: LaunchOptions = {},
): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      ...extraArgs,
    ],
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = (options) => newContext({ serviceWorkers, ...options });
  const newPage = browser.newPage.bind(browser);
  browser.newPage = (options) => newPage({ serviceWorkers, ...options });
  return browser;
}

let shared: Promise<Browser> | undefined;

/**
 * One Chromium for every file a test worker runs (the files share their modules: `isolate: false`
 * in `vitest.config.ts`), for tests that need no switch of their own. A launch costs about 2 s of
 * CPU; each test still gets fresh contexts, which share nothing with each other. The contexts a
 * file leaves open are closed after it (`closeOpenContexts`, from `e2e/after-each-file.ts`), and
 * the browser goes with the worker's process.
 */
export function sharedChromium(): Promise<Browser> {
  shared ??= launchChromium();
  return shared;
}

/** Closes the shared browser's contexts, so no page of one file keeps running into the next. */
export async function closeOpenContexts(): Promise<void> {
  if (!shared) return;
  const browser = await shared;
  await Promise.all(browser.contexts().map((context) => context.close()));
}
