import { fileURLToPath } from 'node:url';
import { getCard, inviteMember, updateCard } from '@teamboard/sdk';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { uniqueEmail } from './auth-helpers';
import { addMember, newBoard, newUser, PASSWORD, POLL, seedLists, type TestUser } from './board-helpers';
import { launchChromium } from './browser';

/** The Trello export the import tests use (see import.e2e.test.ts). */
const trelloFixture = fileURLToPath(
  new URL('../../../supabase/tests/fixtures/import-board/trello-board.json', import.meta.url),
);

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

  it('shows the workspace list, a workspace, its import dialog and its settings in German', async () => {
    const walter = await newUser('e2e-german-ws', 'Walter Weber');
    const mona = await newUser('e2e-german-ws-member', 'Mona Mitglied');
    const workspace = await newBoard(walter, 'Planung');
    await addMember(workspace, mona, 'member');
    await inviteMember(walter.client, {
      workspaceId: workspace.workspaceId,
      email: uniqueEmail('e2e-german-invitee'),
      role: 'viewer',
    });

    const german = await browser.newContext({ locale: 'de-DE', timezoneId: 'Europe/Berlin' });
    try {
      german.setDefaultTimeout(10_000);
      const page = await german.newPage();
      await page.goto(`${inject('webUrl')}/sign-in?next=%2Fworkspaces`);
      await page.getByLabel('E-Mail-Adresse').fill(walter.email);
      await page.getByLabel('Passwort').fill(PASSWORD);
      await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/workspaces', { timeout: 10_000 });

      // The workspace list: heading, tab title, the tile with its role, the create button.
      await page.getByRole('heading', { level: 1, name: 'Deine Arbeitsbereiche' }).waitFor();
      await expect.poll(() => page.title(), POLL).toBe('Deine Arbeitsbereiche · Teamboard');
      const tile = page
        .getByRole('list', { name: 'Arbeitsbereiche' })
        .getByRole('link', { name: /E2E workspace/ });
      await expect.poll(() => tile.textContent(), POLL).toContain('Inhaber');
      expect(await page.getByRole('button', { name: 'Arbeitsbereich erstellen' }).count()).toBe(1);

      // One workspace: its boards, tabs, links and members with their count.
      await tile.click();
      await page.waitForURL((url) => url.pathname === `/w/${workspace.slug}`, { timeout: 10_000 });
      await page
        .getByRole('list', { name: 'Boards' })
        .getByRole('link', { name: /Planung/ })
        .waitFor();
      expect(await page.getByRole('tab', { name: /^Archiv/ }).count()).toBe(1);
      expect(await page.getByRole('button', { name: 'Aktionen für Planung' }).count()).toBe(1);
      expect(await page.getByRole('link', { name: 'Meine Karten' }).count()).toBe(1);
      await expect
        .poll(
          () => page.getByRole('button', { name: 'Arbeitsbereich wechseln, aktuell: E2E workspace' }).count(),
          POLL,
        )
        .toBe(1);
      expect(await page.getByRole('link', { name: 'Mitglieder und Einstellungen' }).count()).toBe(1);
      await expect.poll(() => page.getByRole('heading', { name: 'Mitglieder (2)' }).count(), POLL).toBe(1);
      const sidebar = page.getByRole('list', { name: 'Mitglieder' });
      expect(await sidebar.getByText('Mona Mitglied', { exact: true }).count()).toBe(1);
      expect(await sidebar.getByText('(du)').count()).toBe(1);

      // Importing: the dialog, the size limit written for German, and the report with German plurals.
      await page.getByRole('button', { name: 'Board erstellen' }).click();
      await page
        .getByRole('dialog', { name: 'Board erstellen' })
        .getByRole('button', { name: 'Aus Trello oder CSV importieren…' })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Aus Trello oder CSV importieren' });
      await dialog.getByText('Trello-JSON oder CSV, bis 10 MB.', { exact: true }).waitFor();
      await dialog.getByLabel('Dateien auswählen').setInputFiles(trelloFixture);
      const report = dialog.getByLabel('Importbericht');
      await report.waitFor({ timeout: 30_000 });
      expect(await report.textContent()).toContain(
        '„Website relaunch“ importiert: 5 Listen, 7 Karten (1 archiviert), 9 Labels, 6 Checklistenpunkte, 3 Kommentare, 3 Fälligkeitsdaten, 0 zuständige Personen.',
      );
      expect(await report.getByRole('heading', { name: 'Ausgelassen oder geändert' }).count()).toBe(1);
      expect(
        await report
          .getByRole('listitem')
          .filter({
            hasText: /^Zuständige Person .+: der Export enthält keine E-Mail-Adresse dieser Person\.$/,
          })
          .count(),
      ).toBeGreaterThan(0);
      expect(await report.getByRole('button', { name: 'Board öffnen' }).count()).toBe(1);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      // Settings: sections, members, the pending invitation's expiry in German words, the delete confirmation.
      await page.getByRole('link', { name: 'Einstellungen', exact: true }).click();
      await page.waitForURL((url) => url.pathname === `/w/${workspace.slug}/settings`, { timeout: 10_000 });
      await page.getByRole('heading', { level: 1, name: 'Einstellungen' }).waitFor();
      await expect.poll(() => page.title(), POLL).toBe('Einstellungen · E2E workspace · Teamboard');
      expect(await page.getByRole('link', { name: 'Zurück zu E2E workspace' }).count()).toBe(1);
      await page
        .getByRole('list', { name: 'Mitglieder' })
        .getByText('Mona Mitglied', { exact: true })
        .waitFor();
      expect(await page.getByLabel('Name des Arbeitsbereichs').inputValue()).toBe('E2E workspace');
      expect(await page.getByRole('button', { name: 'Änderungen speichern' }).count()).toBe(1);
      const invite = page.getByRole('form', { name: 'Jemanden einladen' });
      expect(await invite.getByLabel('E-Mail-Adresse der eingeladenen Person').count()).toBe(1);
      // Inviting someone already in the workspace: the refusal's reason, in German, on the email field.
      await invite.getByLabel('E-Mail-Adresse der eingeladenen Person').fill(mona.email);
      await invite.getByRole('button', { name: 'Einladung senden' }).click();
      await invite
        .getByText('Diese Person ist bereits Mitglied des Arbeitsbereichs.', { exact: true })
        .waitFor();
      const pending = page.getByRole('list', { name: 'Ausstehende Einladungen' });
      await expect.poll(() => pending.textContent(), POLL).toContain('läuft in 7 Tagen ab');
      await page.getByRole('button', { name: 'Arbeitsbereich löschen' }).click();
      const confirm = page.getByRole('dialog', { name: 'E2E workspace löschen?' });
      await confirm.getByLabel(`Gib zur Bestätigung ${workspace.slug} ein`).waitFor();
      expect(await confirm.getByRole('button', { name: 'Endgültig löschen' }).isDisabled()).toBe(true);
      await confirm.getByRole('button', { name: 'Abbrechen' }).click();
      await confirm.waitFor({ state: 'detached' });
    } finally {
      await german.close();
    }
  }, 120_000);
});
