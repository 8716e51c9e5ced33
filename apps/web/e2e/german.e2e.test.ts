import { fileURLToPath } from 'node:url';
import {
  addCardLabel,
  assignCard,
  createLabel,
  getCard,
  inviteMember,
  LIMITS,
  updateCard,
} from '@teamboard/sdk';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { uniqueEmail } from './auth-helpers';
import { addMember, newBoard, newUser, PASSWORD, POLL, seedLists, type TestUser } from './board-helpers';
import { sharedChromium, STEP_TIMEOUT } from './browser';
import { invitationLink } from './workspace-helpers';

/** The Trello export the import tests use (see import.e2e.test.ts). */
const trelloFixture = fileURLToPath(
  new URL('../../../supabase/tests/fixtures/import-board/trello-board.json', import.meta.url),
);

/** A browser that prefers German, on Berlin time. */
const GERMAN = { locale: 'de-DE', timezoneId: 'Europe/Berlin' };

// The main journey once more, by a browser that prefers German: sign-in, board and card drawer
// speak German, and dates are written the German way.
describe('the app in German', () => {
  let browser: Browser;
  let context: BrowserContext;
  let owner: TestUser;

  beforeAll(async () => {
    browser = await sharedChromium();
    owner = await newUser('e2e-german', 'Greta Deutsch');
  });
  afterAll(async () => {
    await context?.close();
  });

  /** A German browser (Berlin time) signed in as `user` and arrived at `path`. */
  async function signedInGerman(user: { email: string }, path: string) {
    const context = await browser.newContext(GERMAN);
    context.setDefaultTimeout(STEP_TIMEOUT);
    const page = await context.newPage();
    await page.goto(`${inject('webUrl')}/sign-in?next=${encodeURIComponent(path)}`);
    await page.getByLabel('E-Mail-Adresse').fill(user.email);
    await page.getByLabel('Passwort').fill(PASSWORD);
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await page.waitForURL((url) => url.pathname === path);
    return { context, page };
  }

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

    context = await browser.newContext(GERMAN);
    context.setDefaultTimeout(STEP_TIMEOUT);
    const page = await context.newPage();
    await page.goto(`${inject('webUrl')}/sign-in?next=${encodeURIComponent(board.path)}`);

    // Sign-in: the form, the page language, and an SDK error code's message from the catalogue.
    await expect.poll(() => page.getByRole('heading', { name: 'Anmelden' }).count(), POLL).toBe(1);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    // Installed from here, the app is named and described in German: the page links that manifest.
    const cdp = await context.newCDPSession(page);
    await expect
      .poll(async () => new URL((await cdp.send('Page.getAppManifest')).url).pathname, POLL)
      .toBe('/manifest.de.webmanifest');
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({
      lang: 'de',
      name: 'Teamboard',
      short_name: 'Teamboard',
      description:
        'Das Kanban-Board deines Teams: Listen und Karten, für alle live und auch offline nutzbar.',
      icons: [
        { src: '/icons/icon-192.png' },
        { src: '/icons/icon-512.png' },
        { src: '/icons/icon-maskable-512.png' },
      ],
    });
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
    expect(await page.getByRole('radio', { name: 'Kalender' }).count()).toBe(1);
    expect(await page.getByRole('radio', { name: 'Tabelle' }).count()).toBe(1);

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
  });

  it('speaks German on the board: filter bar, list and board menus, dialogs, labels and archive', async () => {
    const board = await newBoard(owner, 'Planung');
    const lists = await seedLists(owner, board, {
      Offen: ['Angebot schreiben', 'Rechnung prüfen', 'Team einladen'],
      Erledigt: [],
    });
    const bug = await createLabel(owner.client, { boardId: board.boardId, name: 'Fehler', color: 'red' });
    await addCardLabel(owner.client, {
      cardId: lists.Offen?.cards['Angebot schreiben'] ?? '',
      labelId: bug.id,
    });

    const { context: german, page } = await signedInGerman(owner, board.path);
    try {
      // The filter bar, and its count with a German plural.
      const filters = page.getByRole('search', { name: 'Karten filtern' });
      await expect.poll(() => filters.count(), POLL).toBe(1);
      expect(await filters.getByPlaceholder('Karten filtern… (f)').count()).toBe(1);
      await expect.poll(() => page.getByText('Noch keine Karten', { exact: true }).count(), POLL).toBe(1);
      await page.getByRole('button', { name: 'Nach Labels filtern', exact: true }).click();
      await page.getByRole('menuitemcheckbox', { name: 'Fehler' }).click();
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByText('1 von 3 Karten', { exact: true }).count(), POLL).toBe(1);
      expect(await page.getByRole('button', { name: 'Nach Labels filtern: 1 ausgewählt' }).count()).toBe(1);
      await page.getByRole('button', { name: 'Filter zurücksetzen' }).click();
      await expect.poll(() => page.getByText('1 von 3 Karten', { exact: true }).count(), POLL).toBe(0);

      // A list added through the German composer.
      await page.getByRole('textbox', { name: 'Neue Liste' }).fill('Später');
      await page.getByRole('button', { name: 'Liste hinzufügen' }).click();
      await expect.poll(() => page.getByRole('list', { name: 'Karten in Später' }).count(), POLL).toBe(1);

      // The list menu and its confirmation, which counts the cards.
      await page.getByRole('button', { name: 'Aktionen für die Liste Offen' }).click();
      expect(await page.getByRole('menuitem', { name: 'Umbenennen oder Limit setzen…' }).count()).toBe(1);
      await page.getByRole('menuitem', { name: 'Liste archivieren' }).click();
      const confirm = page.getByRole('dialog', { name: 'Liste Offen archivieren?' });
      await expect
        .poll(
          () => confirm.getByText('Die Liste und ihre 3 Karten verschwinden für alle vom Board.').count(),
          POLL,
        )
        .toBe(1);
      await confirm.getByRole('button', { name: 'Abbrechen' }).click();
      await expect.poll(() => confirm.count(), POLL).toBe(0);

      // The board menu, the duplicate dialog, and the template toast and badge.
      const boardMenu = page.getByRole('button', { name: 'Board-Menü' });
      await boardMenu.click();
      for (const item of [
        'Umbenennen oder beschreiben…',
        'Link teilen…',
        'Als Vorlage markieren',
        'Als JSON exportieren',
        'Als CSV exportieren',
        'Board archivieren',
      ]) {
        expect(await page.getByRole('menuitem', { name: item }).count()).toBe(1);
      }
      await page.getByRole('menuitem', { name: 'Board duplizieren…' }).click();
      const duplicate = page.getByRole('dialog', { name: 'Board duplizieren' });
      await expect
        .poll(() => duplicate.getByLabel('Name der Kopie').inputValue(), POLL)
        .toBe('Kopie von Planung');
      expect(await duplicate.getByRole('checkbox', { name: 'Auch die Karten kopieren' }).count()).toBe(1);
      await duplicate.getByRole('button', { name: 'Abbrechen' }).click();
      await expect.poll(() => duplicate.count(), POLL).toBe(0);
      await boardMenu.click();
      await page.getByRole('menuitem', { name: 'Als Vorlage markieren' }).click();
      await page.getByText('„Planung“ ist jetzt eine Vorlage.', { exact: true }).waitFor();
      await expect
        .poll(() => page.locator('.board-page__heading').getByText('Vorlage', { exact: true }).count(), POLL)
        .toBe(1);

      // The labels dialog: its count, a delete confirmation and the colour names.
      await page.getByRole('button', { name: 'Labels', exact: true }).click();
      const labels = page.getByRole('dialog', { name: 'Labels' });
      await expect
        .poll(
          () => labels.getByText(`1 von ${String(LIMITS.labelsPerBoard)} Labels auf diesem Board.`).count(),
          POLL,
        )
        .toBe(1);
      expect(await labels.getByRole('radio', { name: 'Grün' }).count()).toBe(1);
      await labels.getByRole('button', { name: 'Label Fehler löschen' }).click();
      const confirmLabel = labels.getByRole('group', { name: 'Label Fehler löschen?' });
      await expect.poll(() => confirmLabel.getByRole('button', { name: 'Behalten' }).count(), POLL).toBe(1);
      expect(await confirmLabel.getByText('Es verschwindet von jeder Karte, die es trägt.').count()).toBe(1);
      await labels.getByRole('button', { name: 'Schließen' }).click();
      await expect.poll(() => labels.count(), POLL).toBe(0);

      // The archive, empty so far.
      await page.getByRole('button', { name: 'Archiv', exact: true }).click();
      const archive = page.getByRole('dialog', { name: 'Archiv' });
      await expect.poll(() => archive.getByText('Nichts archiviert', { exact: true }).count(), POLL).toBe(1);
    } finally {
      await german.close();
    }
  }, 90_000);
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

    const { context: german, page } = await signedInGerman(walter, '/workspaces');
    try {
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
        .getByRole('button', { name: 'Board importieren…' })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Board importieren' });
      await dialog.getByText('Trello-JSON oder CSV, bis 10 MB.', { exact: true }).waitFor();
      await dialog.getByLabel('Dateien auswählen').setInputFiles(trelloFixture);
      const report = dialog.getByLabel('Importbericht');
      await report.waitFor({ timeout: 30_000 });
      expect(await report.textContent()).toContain(
        '„Website relaunch“ importiert: 5 Listen, 7 Karten (1 archiviert), 9 Labels, 6 Checklistenpunkte, 3 Kommentare, 1 Startdatum, 3 Fälligkeitsdaten, 0 zuständige Personen, 4 eigene Felder (Priority, Points, Review on, Signed off), 4 Feldwerte.',
      );
      expect(await report.getByRole('heading', { name: 'Ausgelassen oder geändert' }).count()).toBe(1);
      expect(
        await report
          .getByRole('listitem')
          .filter({
            hasText:
              /^\d+ zuständige Person(en)?: ausgelassen, weil der Export keine E-Mail-Adresse enthält: .+\.$/,
          })
          .count(),
      ).toBeGreaterThan(0);
      expect(await report.getByRole('button', { name: 'Board öffnen' }).count()).toBe(1);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      // A built-in template, written in German: its lists, example cards and labels.
      await page.getByRole('button', { name: 'Board erstellen' }).click();
      const create = page.getByRole('dialog', { name: 'Board erstellen' });
      await create.getByRole('combobox', { name: 'Grundlage' }).click();
      await page.getByRole('option', { name: 'Eingebaut: Fehler-Triage' }).click();
      await create.getByLabel('Name des Boards').fill('Fehlerliste');
      await create.getByRole('button', { name: 'Board erstellen' }).click();
      await page.getByRole('heading', { level: 1, name: 'Fehlerliste' }).waitFor();
      await expect
        .poll(() =>
          page
            .locator('.board-canvas')
            .getByRole('button', { name: /^Liste verschieben: / })
            .evaluateAll((handles) => handles.map((handle) => handle.getAttribute('aria-label')?.slice(19))),
        )
        .toEqual(['Neu', 'Bestätigt', 'In Behebung', 'Behoben', 'Wird nicht behoben']);
      const fresh = page.getByRole('list', { name: 'Karten in Neu' });
      await expect
        .poll(() => fresh.locator('[data-card-id] .tb-card-tile__open').allTextContents(), POLL)
        .toEqual(['Beispiel: Die App schließt sich beim Anhängen eines Fotos']);
      expect(await fresh.getByText('Kritisch', { exact: true }).count()).toBe(1);
      await page.goBack();
      await page.waitForURL((url) => url.pathname === `/w/${workspace.slug}`, { timeout: 10_000 });

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

  it('speaks German in search, the calendar, my cards, notifications, the account and an invitation', async () => {
    const board = await newBoard(owner, 'Vorhaben');
    const lists = await seedLists(owner, board, { Offen: ['Angebot prüfen'] });
    const cardId = lists.Offen?.cards['Angebot prüfen'] ?? '';
    const year = new Date().getFullYear() - 1;
    const { version } = await getCard(owner.client, cardId);
    await updateCard(owner.client, {
      cardId,
      expectedVersion: version,
      dueAt: `${String(year)}-03-12T00:00:00+01:00`,
    });
    // A teammate assigns the card to Greta: the assignment is hers in "my cards" and a notification.
    const teammate = await newUser('e2e-german-mate', 'Tom Kollege');
    await addMember(board, teammate, 'member');
    await assignCard(teammate.client, { cardId, userId: owner.id });
    const invitee = uniqueEmail('e2e-german-invitee');
    await inviteMember(owner.client, { workspaceId: board.workspaceId, email: invitee, role: 'viewer' });
    const token = new URL(await invitationLink(invitee)).pathname.split('/').pop() ?? '';

    const { context: german, page } = await signedInGerman(owner, board.path);
    try {
      await expect.poll(() => page.getByRole('list', { name: 'Karten in Offen' }).count(), POLL).toBe(1);

      // The search box and its palette: German groups and actions, matched by what is typed in German.
      expect(await page.getByRole('button', { name: /Suchen…/ }).count()).toBe(1);
      await page.keyboard.press('Control+k');
      const palette = page.getByRole('dialog', { name: 'Arbeitsbereich durchsuchen' });
      await palette.getByRole('combobox', { name: 'Arbeitsbereich durchsuchen' }).fill('kalen');
      await palette.getByRole('option', { name: 'Kalender öffnen' }).click();

      // The calendar: German heading, and month names written by Intl in German.
      await page.getByRole('heading', { level: 1, name: 'Vorhaben: Kalender' }).waitFor();
      await page.getByRole('button', { name: 'Nächster Monat' }).click();
      const now = new Date();
      const next = new Date(now.getFullYear(), now.getMonth() + 1, 1);
      const monthName = new Intl.DateTimeFormat('de-DE', { month: 'long', year: 'numeric' }).format(next);
      await expect.poll(() => page.getByText(monthName, { exact: true }).count(), POLL).toBeGreaterThan(0);
      // The way back is the view switcher, in German, with the calendar chosen.
      expect(await page.getByRole('radio', { name: 'Kalender', checked: true }).count()).toBe(1);
      expect(await page.getByRole('radio', { name: 'Board' }).count()).toBe(1);

      // My cards: the overdue group and the due date the German way.
      await page.goto(`${inject('webUrl')}/w/${board.slug}/my-cards`);
      await page.getByRole('heading', { level: 1, name: 'Meine Karten' }).waitFor();
      const overdue = page.getByRole('region', { name: /Überfällig/ });
      await overdue.getByRole('link', { name: 'Angebot prüfen' }).waitFor();
      expect(await overdue.locator('time').textContent()).toBe(`12. März ${String(year)}`);

      // The bell: the notification, its relative time in German, the way to the inbox.
      await page
        .getByRole('button', { name: /Benachrichtigungen/ })
        .first()
        .click();
      const panel = page.getByRole('dialog', { name: 'Benachrichtigungen' });
      await panel.getByText('Angebot prüfen').first().waitFor();
      expect(await panel.locator('time').first().textContent()).toMatch(
        /^(jetzt|vor \d+ (Sekunden?|Minuten?))$/,
      );
      expect(await panel.getByRole('link', { name: 'Posteingang öffnen' }).count()).toBe(1);
      await page.keyboard.press('Escape');

      // The account: its sections, and a field error from the SDK's rules, in German.
      await page.goto(`${inject('webUrl')}/account`);
      await page.getByRole('heading', { level: 2, name: 'Profilbild' }).waitFor();
      expect(await page.getByRole('heading', { level: 2, name: 'Sitzungen' }).count()).toBe(1);
      // The notification settings load on their own.
      await page.getByRole('switch', { name: 'Benachrichtigungen per E-Mail' }).waitFor();
      await page.getByRole('textbox', { name: 'Anzeigename' }).fill(' ');
      await page.getByRole('button', { name: 'Namen speichern' }).click();
      await page.getByText('Anzeigename ist ein Pflichtfeld.', { exact: true }).waitFor();
      await page.getByRole('textbox', { name: 'Neue E-Mail-Adresse' }).fill('keine-adresse');
      await page.getByRole('button', { name: 'E-Mail-Adresse ändern' }).click();
      await page.getByText('Gib eine gültige E-Mail-Adresse ein.', { exact: true }).waitFor();

      // An invitation, opened signed out: who invited whom, as what, and until when, in German.
      const guest = await browser.newContext(GERMAN);
      try {
        const invitation = await guest.newPage();
        await invitation.goto(`${inject('webUrl')}/invite/${token}`);
        await invitation.getByRole('heading', { name: 'Du wurdest eingeladen' }).waitFor();
        const invited = invitation.getByText('hat dich eingeladen');
        expect(await invited.textContent()).toMatch(
          /^Greta Deutsch hat dich eingeladen, .+ als Betrachter beizutreten\.$/,
        );
        expect(await invitation.getByText(`Die Einladung ging an ${invitee}`).textContent()).toMatch(
          /gilt bis \d{1,2}\. (Jan|Feb|März|Apr|Mai|Juni|Juli|Aug|Sept|Okt|Nov|Dez)/,
        );
        expect(await invitation.getByRole('link', { name: 'Anmelden und annehmen' }).count()).toBe(1);
      } finally {
        await guest.close();
      }
    } finally {
      await german.close();
    }
  }, 90_000);
});
