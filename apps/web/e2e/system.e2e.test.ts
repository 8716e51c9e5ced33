import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './browser';

describe('system screens', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows a not-found page for unknown addresses', async () => {
    const page = await browser.newPage();
    await page.goto(`${inject('webUrl')}/no/such/page`);
    await expect(page.getByRole('heading', { name: 'Page not found' }).textContent()).resolves.toBe(
      'Page not found',
    );
    await page.close();
  });
});
