import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { sharedChromium } from './browser';

describe('system screens', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await sharedChromium();
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
