import { getCard, updateCard } from '@teamboard/sdk';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { newBoard, newUser, PASSWORD, POLL, seedLists, type TestUser } from './board-helpers';
import { launchChromium } from './browser';

// The main journey once more, by a browser that prefers German: sign-in, board and card drawer
// speak German, and dates are written the German way.
describe('the app in German', () => {
  let browser: Browser;
  let context: BrowserContext;
  let owner: TestUser;

  beforeAll(async () => {
    browser = await launchChromium();
    owner = await newUser('e2e-german', 'Greta Deutsch');
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('signs in, shows the board and opens a card in German', async () => {
    const board = await newBoard(owner, 'Sprint');
    const lists = await seedLists(owner, board, { 'Zu erledigen': ['Bericht schreiben'] });
    const cardId = lists['Zu erledigen']?.cards['Bericht schreiben'] ?? '';
    // Midnight in Berlin: a due date without a time of day, in the past, so the card is overdue.
    const year = new Date().getFullYear() - 1;
    const { version } = await getCard(owner.client, cardId);
    await updateCard(owner.client, {
      cardId,
      expectedVersion: version,
      dueAt: `${String(year)}-03-12T00:00:00+01:00`,
    });

    context = await browser.newContext({ locale: 'de-DE', timezoneId: 'Europe/Berlin' });
    context.setDefaultTimeout(10_000);
    const page = await context.newPage();
    await page.goto(`${inject('webUrl')}/sign-in?next=${encodeURIComponent(board.path)}`);

    // Sign-in: the form, the page language, and an SDK error code's message from the catalogue.
    await expect.poll(() => page.getByRole('heading', { name: 'Anmelden' }).count(), POLL).toBe(1);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    await page.getByLabel('E-Mail-Adresse').fill(owner.email);
    await page.getByLabel('Passwort').fill('falsches-passwort-1');
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect.poll(() => page.getByText('E-Mail-Adresse oder Passwort ist falsch.').count(), POLL).toBe(1);
    await page.getByLabel('Passwort').fill(PASSWORD);
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await page.waitForURL((url) => url.pathname === board.path, { timeout: 10_000 });

    // The board: list, count, due date and its state.
    const list = page.getByRole('list', { name: 'Karten in Zu erledigen' });
    await expect.poll(() => list.count(), POLL).toBe(1);
    await expect.poll(() => page.getByText('1 Karte', { exact: true }).count(), POLL).toBe(1);
    const tile = list.locator('[data-card-id]');
    await expect.poll(() => tile.locator('time').textContent(), POLL).toBe(`12. März ${String(year)}`);
    expect(await tile.getByText('Überfällig').count()).toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: 'Kalender' }).count()).toBe(1);

    // The card drawer.
    await tile.getByRole('link', { name: 'Bericht schreiben' }).click();
    const drawer = page.getByRole('dialog');
    await expect.poll(() => drawer.getByText('in der Liste').count(), POLL).toBe(1);
    expect(await drawer.getByText('Zuständige', { exact: true }).count()).toBe(1);
    expect(await drawer.getByText('Niemand', { exact: true }).count()).toBe(1);
    expect(await drawer.getByRole('checkbox', { name: 'Als erledigt markieren' }).count()).toBe(1);
    expect(await drawer.getByRole('heading', { name: 'Beschreibung', exact: true }).count()).toBe(1);
    await expect
      .poll(() => drawer.getByRole('heading', { name: 'Kommentare', exact: true }).count(), POLL)
      .toBe(1);
    expect(await drawer.getByRole('button', { name: 'Schließen', exact: true }).count()).toBe(1);
  }, 60_000);
});
