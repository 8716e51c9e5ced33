import type { Browser, ConsoleMessage } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { sharedChromium } from './browser';
import { signedInUser, storedSessionOf, web } from './workspace-helpers';

const MULTIPLE_CLIENTS = /Multiple GoTrueClient instances/;

describe('the auth client of a page', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await sharedChromium();
  });

  it('is created once per page: no "Multiple GoTrueClient instances" warning on any screen', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const warnings: string[] = [];
    page.on('console', (message: ConsoleMessage) => {
      if (MULTIPLE_CLIENTS.test(message.text())) warnings.push(message.text());
    });
    // Signed out, then signed in (sign-in screen, workspaces, account): each a fresh page load.
    await page.goto(web('/sign-in'));
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    await page.goto(web('/sign-up'));
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await context.close();

    const user = await signedInUser(browser, 'e2e-one-client');
    user.page.on('console', (message: ConsoleMessage) => {
      if (MULTIPLE_CLIENTS.test(message.text())) warnings.push(message.text());
    });
    await user.page.goto(web('/account'));
    await user.page.getByRole('heading', { level: 1 }).first().waitFor();
    await user.page.goto(web('/workspaces'));
    await user.page.getByRole('heading', { level: 1 }).first().waitFor();
    await user.context.close();
    expect(warnings).toEqual([]);
  });

  // The expired session is written while no app runs on the page: a live app would notice it on its
  // own (auth ticker, realtime heartbeat) and start a refresh that the navigation below could cut
  // off mid-flight, so the next page would rightly send a second one. Retried once for a loaded
  // machine; the assertion itself stays exact.
  it('refreshes an expired session with exactly one request', { retry: 1 }, async () => {
    const user = await signedInUser(browser, 'e2e-one-refresh');
    const { page } = user;
    const stored = await storedSessionOf(page);
    // A same-origin page without the app, so localStorage is reachable and nothing reads it.
    const blank = web('/__no-app');
    await page.route(blank, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>-</title>' }),
    );
    await page.goto(blank);
    // The stored session says it expired a minute ago; the refresh token is still good.
    await page.evaluate(() => {
      for (let index = 0; index < localStorage.length; index += 1) {
        const key = localStorage.key(index);
        if (key?.startsWith('sb-') && key.endsWith('-auth-token')) {
          const session = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
          session.expires_at = Math.floor(Date.now() / 1000) - 60;
          localStorage.setItem(key, JSON.stringify(session));
        }
      }
    });
    const refreshes: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/auth/v1/token') && request.url().includes('grant_type=refresh_token'))
        refreshes.push(`${new Date().toISOString()} from ${request.frame().url()}`);
    });
    await page.goto(web('/account'));
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // Sentinel: once a fresh session is stored, any refresh this load sends has been sent.
    await expect
      .poll(async () => (await storedSessionOf(page)).refresh_token !== stored.refresh_token, {
        timeout: 8_000,
      })
      .toBe(true);
    // A request after the refresh (the profile read) proves the page went on with the new token.
    await page.goto(web('/workspaces'));
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(refreshes, refreshes.join('\n')).toHaveLength(1);
    await user.context.close();
  });
});
