import { chromium, type Browser } from 'playwright-core';

/**
 * How long one step may wait for the page (an element, a URL, a polled condition): what a
 * shared 2-core machine under heavy load needs, while a broken step still fails well within the
 * test's own limit.
 */
export const STEP_TIMEOUT = 15_000;

/** Debian's Chromium, never a downloaded one; `extraArgs` for a test that needs a switch of its own. */
export function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
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
}
