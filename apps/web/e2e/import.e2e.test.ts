import { fileURLToPath } from 'node:url';
import { createClient } from '@supabase/supabase-js';
import {
  createCard,
  createCustomField,
  createList,
  type Database,
  exportBoard,
  setCardFieldValue,
} from '@teamboard/sdk';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { newBoard, newUser, signIn, type TestBoard, type TestUser } from './board-helpers';
import { sharedChromium, STEP_TIMEOUT } from './browser';
import { chooseOption } from './select-helpers';
import { createWorkspaceThroughUI, signedInUser, uniqueSlug, web } from './workspace-helpers';

/** The Trello export the edge function's own tests import. */
const trelloFixture = fileURLToPath(
  new URL('../../../supabase/tests/fixtures/import-board/trello-board.json', import.meta.url),
);
const POLL = { timeout: 30_000, interval: 100 };

describe('import a board', () => {
  let browser: Browser;
  // One owner, workspace and page for the CSV imports below.
  let owner: TestUser;
  let workspace: TestBoard;
  let page: Page;
  beforeAll(async () => {
    browser = await sharedChromium();
    owner = await newUser('e2e-csv-importer', 'Casey Importer');
    workspace = await newBoard(owner, 'Exported with fields');
    const context = await browser.newContext();
    context.setDefaultTimeout(STEP_TIMEOUT);
    page = await context.newPage();
    await signIn(page, owner, `/w/${workspace.slug}`);
  }, 60_000);

  /** Opens the import dialog from the workspace's "Create board" and picks `file`; the dialog. */
  async function pickFile(name: string, text: string) {
    await page.goto(web(`/w/${workspace.slug}`));
    await page.getByRole('button', { name: 'Create board' }).click();
    await page
      .getByRole('dialog', { name: 'Create a board' })
      .getByRole('button', { name: 'Import a board…' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Import a board' });
    await dialog
      .getByLabel('Choose files')
      .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
    return dialog;
  }

  /** Imports the chosen columns, opens the new board and the card titled `title`; its drawer. */
  async function importAndOpen(dialog: ReturnType<Page['getByRole']>, title: string) {
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    const report = dialog.getByLabel('Import report');
    await report.getByRole('button', { name: 'Open board' }).click();
    await page.waitForURL((url) => /^\/w\/[^/]+\/b\//.test(url.pathname));
    await page.getByRole('link', { name: title }).click();
    return page.getByRole('dialog');
  }

  it('proposes a type for each extra column of a CSV file, imports the one changed, and the drawer shows the values', async () => {
    const dialog = await pickFile(
      'Sprint.csv',
      'title,list,Priority,Points\r\nPlan,Todo,High,3\r\nBuild,Todo,Low,5\r\nShip,Done,High,8\r\n',
    );
    const priority = dialog.getByRole('combobox', { name: 'Import “Priority” as' });
    const points = dialog.getByRole('combobox', { name: 'Import “Points” as' });
    // A few repeated values are proposed a single select, numbers a number field.
    await expect.poll(() => priority.textContent(), POLL).toBe('Single select');
    await expect.poll(() => points.textContent(), POLL).toBe('Number');
    await dialog.getByText('For example: High, Low').waitFor();
    // A person field is offered only for addresses.
    await priority.click();
    await page.getByRole('option', { name: 'Multi select', exact: true }).waitFor();
    expect(await page.getByRole('option', { name: 'Person', exact: true }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.getByRole('option').first().waitFor({ state: 'detached' });
    await chooseOption(page, points, 'Text');
    await expect.poll(() => points.textContent(), POLL).toBe('Text');

    const drawer = await importAndOpen(dialog, 'Plan');
    const field = drawer.getByRole('combobox', { name: 'Priority' });
    await expect.poll(() => field.textContent(), POLL).toBe('High');
    const text = drawer.getByRole('textbox', { name: 'Points' });
    await expect.poll(() => text.inputValue(), POLL).toBe('3');
  });

  it('brings a board’s CSV export back with its fields, each keeping its type', async () => {
    const list = await createList(owner.client, { boardId: workspace.boardId, name: 'Todo' });
    const card = await createCard(owner.client, { listId: list.id, title: 'Spec' });
    const stage = await createCustomField(owner.client, {
      boardId: workspace.boardId,
      name: 'Stage',
      type: 'single_select',
      options: [{ label: 'Draft' }, { label: 'Final' }],
    });
    const estimate = await createCustomField(owner.client, {
      boardId: workspace.boardId,
      name: 'Estimate',
      type: 'number',
      unit: 'h',
    });
    await setCardFieldValue(owner.client, {
      cardId: card.id,
      fieldId: stage.id,
      value: stage.options[1]!.id,
    });
    await setCardFieldValue(owner.client, { cardId: card.id, fieldId: estimate.id, value: 4.5 });
    const csv = await exportBoard(owner.client, workspace.boardId, 'csv');

    const dialog = await pickFile('exported-with-fields.csv', csv);
    const stageChoice = dialog.getByRole('combobox', { name: 'Import “Stage” as' });
    await expect.poll(() => stageChoice.textContent(), POLL).toBe('Single select');
    await expect
      .poll(() => dialog.getByRole('combobox', { name: 'Import “Estimate” as' }).textContent(), POLL)
      .toBe('Number');
    expect(await dialog.getByText('A field of a Teamboard export: it keeps its type.').count()).toBe(2);

    const drawer = await importAndOpen(dialog, 'Spec');
    const field = drawer.getByRole('combobox', { name: 'Stage' });
    await expect.poll(() => field.textContent(), POLL).toBe('Final');
    const number = drawer.getByRole('spinbutton', { name: 'Estimate' });
    await expect.poll(() => number.inputValue(), POLL).toBe('4.5');
  });

  it('imports the Trello fixture from "new board", shows the report, opens the board and a card of it', async () => {
    // A browser away from UTC: the imported board's schedules count in the importer's zone.
    const { context, page } = await signedInUser(browser, 'e2e-importer', undefined, {
      timezoneId: 'America/New_York',
    });
    await page.getByRole('heading', { name: 'No workspaces yet' }).waitFor();
    const slug = uniqueSlug('imports');
    await createWorkspaceThroughUI(page, 'Imports', slug);
    await page.goto(web(`/w/${slug}`));

    await page.getByRole('button', { name: 'Create board' }).click();
    await page
      .getByRole('dialog', { name: 'Create a board' })
      .getByRole('button', { name: 'Import a board…' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Import a board' });
    await dialog.getByLabel('Choose files').setInputFiles(trelloFixture);

    const report = dialog.getByLabel('Import report');
    await report.waitFor();
    expect(await report.textContent()).toContain(
      'Imported “Website relaunch”: 5 lists, 7 cards (1 archived), 9 labels, 6 checklist items, 3 comments, 1 start date, 3 due dates, 0 assignees, 4 custom fields (Priority, Points, Review on, Signed off), 4 field values.',
    );
    // Left out, grouped and counted: the unmatched Trello member is named.
    await report
      .getByRole('listitem')
      .filter({ hasText: /^5 assignees not members of this workspace: .*bob\.chen@example\.test/ })
      .waitFor();
    await report
      .getByRole('listitem')
      .filter({
        hasText:
          /assignees? left out because the export has no email for (this person|these people): .*Carla Rossi on "Fix broken nav on mobile"/,
      })
      .waitFor();
    // "Open board" comes before the report, so a long one does not hide it.
    const order = await report
      .locator('button, li')
      .evaluateAll((nodes) => nodes.map((node) => node.tagName.toLowerCase()));
    expect(order[0]).toBe('button');

    await report.getByRole('button', { name: 'Open board' }).click();
    await page.waitForURL((url) => url.pathname.startsWith(`/w/${slug}/b/`));
    const boardId = new URL(page.url()).pathname.split('/')[4]!;
    const service = createClient<Database>(inject('apiUrl'), inject('serviceRoleKey'), {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    const { data: board } = await service.from('boards').select('time_zone').eq('id', boardId).single();
    expect(board?.time_zone).toBe('America/New_York');
    await page.getByRole('link', { name: 'Draft homepage copy' }).click();
    const card = page.getByRole('dialog');
    await expect.poll(() => card.getByText('Tone: friendly, short.').count(), POLL).toBe(1);
    await expect.poll(() => card.getByText('Hero headline').count(), POLL).toBe(1);
    await expect.poll(() => card.getByText(/First draft is in the doc\./).count(), POLL).toBe(1);
    await context.close();
  });
});
