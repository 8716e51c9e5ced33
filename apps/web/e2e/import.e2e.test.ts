import { fileURLToPath } from 'node:url';
import { createClient } from '@supabase/supabase-js';
import type { Database } from '@teamboard/sdk';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './browser';
import { createWorkspaceThroughUI, signedInUser, uniqueSlug, web } from './workspace-helpers';

/** The Trello export the edge function's own tests import. */
const trelloFixture = fileURLToPath(
  new URL('../../../supabase/tests/fixtures/import-board/trello-board.json', import.meta.url),
);
const POLL = { timeout: 30_000, interval: 100 };

describe('import a board', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
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
