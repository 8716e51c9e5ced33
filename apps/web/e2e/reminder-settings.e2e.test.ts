import { assignCard, createCard, getNotificationSettings, listNotifications } from '@teamboard/sdk';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  newBoard,
  newUser,
  PASSWORD,
  POLL,
  seedLists,
  signIn,
  type TestBoard,
  type TestUser,
} from './board-helpers';
import { sharedChromium, STEP_TIMEOUT } from './browser';
import { DUE_REMINDERS_JOB, runScheduledJob } from './scheduler-clock';

// Reminders people control (issue 32): the settings on /account are saved and
// read back after a reload, and a reminder snoozed from the inbox leaves the
// unread list. The reminder itself comes from the backend's own every-minute
// cron job, run by the test at once.

describe('reminders people control', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let dana: TestUser;
  let board: TestBoard;
  let listId: string;

  beforeAll(async () => {
    browser = await sharedChromium();
    context = await browser.newContext();
    context.setDefaultTimeout(STEP_TIMEOUT);
    page = await context.newPage();
    dana = await newUser('e2e-remind', 'Dana Due');
    board = await newBoard(dana, 'Reminders');
    const lists = await seedLists(dana, board, { Todo: [] });
    listId = lists.Todo!.id;
  });
  afterAll(async () => {
    await context?.close();
  });

  it('saves lead time, start-date reminders and quiet hours, and shows them again after a reload', async () => {
    await signIn(page, dana, '/account');
    const lead = page.getByRole('combobox', { name: 'Remind me of due dates' });
    await expect.poll(() => lead.textContent(), POLL).toBe('1 day before');
    await lead.click();
    await page.getByRole('option', { name: '1 hour before' }).click();
    await expect
      .poll(async () => (await getNotificationSettings(dana.client)).reminderLeadMinutes, POLL)
      .toBe(60);

    const start = page.getByRole('switch', { name: /Remind me of start dates too/ });
    await expect.poll(() => start.getAttribute('aria-checked'), POLL).toBe('false');
    await start.click();
    await expect
      .poll(async () => (await getNotificationSettings(dana.client)).startReminders, POLL)
      .toBe(true);

    const quiet = page.getByRole('form', { name: 'Quiet hours' });
    await quiet.getByRole('switch', { name: /Hold emails during quiet hours/ }).click();
    await quiet.getByLabel('From').fill('23:00');
    await quiet.getByLabel('Until').fill('06:30');
    await quiet.getByRole('button', { name: /^My time zone/ }).click();
    await page.getByRole('combobox', { name: 'Search My time zone' }).fill('berlin');
    await page.getByRole('option', { name: /^Europe\/Berlin \(GMT\+[12]\)$/ }).click();
    await expect
      .poll(() => quiet.getByRole('button', { name: /^My time zone/ }).textContent(), POLL)
      .toContain('Europe/Berlin');
    await quiet.getByRole('button', { name: 'Save quiet hours' }).click();
    await expect
      .poll(async () => {
        const saved = await getNotificationSettings(dana.client);
        return { quietHours: saved.quietHours, timeZone: saved.timeZone };
      }, POLL)
      .toEqual({ quietHours: { start: '23:00', end: '06:30' }, timeZone: 'Europe/Berlin' });

    await page.reload();
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Remind me of due dates' }).textContent(), POLL)
      .toBe('1 hour before');
    await expect
      .poll(
        () => page.getByRole('switch', { name: /Remind me of start dates too/ }).getAttribute('aria-checked'),
        POLL,
      )
      .toBe('true');
    const reloaded = page.getByRole('form', { name: 'Quiet hours' });
    await expect
      .poll(
        () =>
          reloaded
            .getByRole('switch', { name: /Hold emails during quiet hours/ })
            .getAttribute('aria-checked'),
        POLL,
      )
      .toBe('true');
    await expect.poll(() => reloaded.getByLabel('From').inputValue(), POLL).toBe('23:00');
    await expect.poll(() => reloaded.getByLabel('Until').inputValue(), POLL).toBe('06:30');
    await expect
      .poll(() => reloaded.getByRole('button', { name: /^My time zone/ }).textContent(), POLL)
      .toContain('Europe/Berlin');
  });

  it('speaks German on the same settings', async () => {
    const german = await browser.newContext({ locale: 'de-DE', timezoneId: 'Europe/Berlin' });
    german.setDefaultTimeout(STEP_TIMEOUT);
    try {
      const dePage = await german.newPage();
      await dePage.goto(`${inject('webUrl')}/sign-in?next=${encodeURIComponent('/account')}`);
      await dePage.getByLabel('E-Mail-Adresse').fill(dana.email);
      await dePage.getByLabel('Passwort').fill(PASSWORD);
      await dePage.getByRole('button', { name: 'Anmelden', exact: true }).click();
      await dePage.waitForURL((url) => url.pathname === '/account');
      await dePage.getByRole('heading', { level: 3, name: 'Erinnerungen' }).waitFor();
      const lead = dePage.getByRole('combobox', { name: 'An Fälligkeiten erinnern' });
      await expect.poll(() => lead.textContent(), POLL).toBe('1 Stunde vorher');
      const quiet = dePage.getByRole('form', { name: 'Ruhezeiten' });
      await expect
        .poll(
          () =>
            quiet
              .getByRole('switch', { name: /E-Mails während der Ruhezeiten zurückhalten/ })
              .getAttribute('aria-checked'),
          POLL,
        )
        .toBe('true');
      expect(await quiet.getByRole('button', { name: 'Ruhezeiten speichern' }).count()).toBe(1);
    } finally {
      await german.close();
    }
  });

  it('snoozing a reminder takes it off the unread list', async () => {
    // Due in 30 minutes, within the hour's lead saved above: the job's run below reminds.
    const cardId = (
      await createCard(dana.client, {
        listId,
        title: 'Send the invoices',
        dueAt: new Date(Date.now() + 30 * 60_000).toISOString(),
      })
    ).id;
    await assignCard(dana.client, { cardId, userId: dana.id });
    const reminder = async () =>
      (await listNotifications(dana.client, { filter: 'unread' })).find(
        (n) => n.card_id === cardId && n.kind === 'due_soon',
      );
    await runScheduledJob(DUE_REMINDERS_JOB);
    await expect.poll(async () => (await reminder())?.kind, POLL).toBe('due_soon');
    const id = (await reminder())!.id;

    // Signed in by the test before.
    await page.goto(`${inject('webUrl')}/inbox`);
    await page.getByRole('button', { name: 'Unread', exact: true }).click();
    const row = page.locator('.tb-notification', { hasText: 'Send the invoices is due soon' });
    await expect.poll(() => row.count(), POLL).toBe(1);
    await row.getByRole('button', { name: 'Snooze' }).click();
    await page.getByRole('menuitem', { name: 'For 1 hour' }).click();

    await expect.poll(() => row.count(), POLL).toBe(0);
    expect((await listNotifications(dana.client, { filter: 'unread' })).map((n) => n.id)).not.toContain(id);
    // Still in "All", read.
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await expect
      .poll(
        () =>
          page
            .locator('.tb-notification:not(.tb-notification--unread)', {
              hasText: 'Send the invoices is due soon',
            })
            .count(),
        POLL,
      )
      .toBe(1);
  });
});
