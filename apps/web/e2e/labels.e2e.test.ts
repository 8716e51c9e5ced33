import { createLabel, LIMITS } from '@teamboard/sdk';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addMember, newBoard, newUser, POLL, seedLists, signIn, type TestUser } from './board-helpers';
import { sharedChromium, STEP_TIMEOUT } from './browser';

/** The label chips on the tile of the card titled `title`. */
const chipsOn = (page: Page, title: string) =>
  page
    .locator('[data-card-id]', { hasText: title })
    .getByRole('list', { name: 'Labels' })
    .locator('.tb-label-chip')
    .evaluateAll((chips) =>
      chips.map((chip) => `${chip.textContent ?? ''}:${chip.getAttribute('data-tb-color') ?? ''}`),
    );

describe('board labels', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let owner: TestUser;

  beforeAll(async () => {
    browser = await sharedChromium();
    owner = await newUser('e2e-labels-owner', 'Lena Owner');
  });
  beforeEach(async () => {
    context = await browser.newContext();
    context.setDefaultTimeout(STEP_TIMEOUT);
    page = await context.newPage();
  });
  afterEach(async () => {
    await context?.close();
  });

  const dialog = () => page.getByRole('dialog', { name: 'Labels' });
  const openLabels = async () => {
    await page.getByRole('button', { name: 'Labels', exact: true }).click();
    await expect.poll(() => dialog().count(), POLL).toBe(1);
  };
  /** The accessible name of the focused element, as far as a label, aria-label or text tell it. */
  const focused = () =>
    page.evaluate(() => {
      const element = document.activeElement;
      if (!(element instanceof HTMLElement)) return null;
      if (element instanceof HTMLInputElement) return element.labels?.[0]?.textContent ?? null;
      return element.getAttribute('aria-label') ?? element.textContent;
    });
  const closeLabels = async () => {
    // The Close button, not Escape: with focus on a row's icon button, Escape first closes its tooltip.
    await dialog().getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => dialog().count(), POLL).toBe(0);
  };

  it('creates, renames, recolours and deletes a label, and card tiles follow', async () => {
    const board = await newBoard(owner);
    await seedLists(owner, board, { Todo: ['Ship it'] });
    await signIn(page, owner, board.path);
    await expect.poll(() => page.getByRole('link', { name: 'Ship it' }).count(), POLL).toBe(1);
    await openLabels();
    const form = dialog().getByRole('form', { name: 'New label' });

    // Refused before any request, with the SDK schema's messages.
    await form.getByRole('button', { name: 'Create label' }).click();
    await expect.poll(() => form.getByText('Label name is required.').count(), POLL).toBe(1);
    await form.getByLabel('Label name').fill('x'.repeat(40));
    await form.getByRole('button', { name: 'Create label' }).click();
    await expect
      .poll(() => form.getByText('Label name must be at most 30 characters.').count(), POLL)
      .toBe(1);
    expect(await dialog().getByText('This board has no labels yet.').count()).toBe(1);

    // SQL-looking text is just a name.
    const hostile = "x'); drop table labels;--";
    await form.getByLabel('Label name').fill(hostile);
    await form.getByRole('button', { name: 'Create label' }).click();
    await expect.poll(() => dialog().getByText(hostile, { exact: true }).count(), POLL).toBe(1);

    // The form starts over once the label exists; typing before that would be cleared.
    const fresh = dialog().getByRole('form', { name: 'New label' });
    await expect.poll(() => fresh.getByLabel('Label name').inputValue(), POLL).toBe('');
    await fresh.getByLabel('Label name').fill('Bug');
    await fresh.getByRole('radio', { name: 'Red' }).check();
    await fresh.getByRole('button', { name: 'Create label' }).click();
    await expect.poll(() => dialog().getByText('2 of 30 labels on this board.').count(), POLL).toBe(1);
    await closeLabels();

    // Applied from the card drawer's label menu.
    await page.getByRole('link', { name: 'Ship it' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Labels…' }).click();
    const bug = page.getByRole('menuitemcheckbox', { name: 'Bug' });
    await bug.click();
    await expect.poll(() => bug.getAttribute('aria-checked'), POLL).toBe('true');
    await page.keyboard.press('Escape'); // the menu, which stays open for more ticks
    await page.keyboard.press('Escape'); // the drawer
    await expect.poll(() => page.getByRole('dialog').count(), POLL).toBe(0);
    await expect.poll(() => chipsOn(page, 'Ship it'), POLL).toEqual(['Bug:red']);

    // Renamed and recoloured at once; the tile's chip follows.
    await openLabels();
    await dialog().getByRole('button', { name: 'Edit label Bug' }).click();
    await expect.poll(focused, POLL).toBe('Label name');
    const edit = dialog().getByRole('form', { name: 'Edit label Bug' });
    await edit.getByLabel('Label name').fill('   ');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => edit.getByText('Label name is required.').count(), POLL).toBe(1);
    await edit.getByLabel('Label name').fill('Defect');
    await edit.getByRole('radio', { name: 'Blue' }).check();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => dialog().getByRole('button', { name: 'Edit label Defect' }).count(), POLL)
      .toBe(1);
    await closeLabels();
    await expect.poll(() => chipsOn(page, 'Ship it'), POLL).toEqual(['Defect:blue']);
    await page.reload();
    await expect.poll(() => chipsOn(page, 'Ship it'), POLL).toEqual(['Defect:blue']);

    // Deleting asks first, then takes the label off the card.
    await page.keyboard.press('l');
    await expect.poll(() => dialog().count(), POLL).toBe(1);
    // Focus follows the row as it turns into a confirmation and back, so the keyboard alone can answer.
    await dialog().getByRole('button', { name: 'Delete label Defect' }).click();
    await expect.poll(focused, POLL).toBe('Keep it');
    await page.keyboard.press('Enter');
    await expect.poll(focused, POLL).toBe('Edit label Defect');
    expect(await dialog().getByRole('button', { name: 'Edit label Defect' }).count()).toBe(1);
    await dialog().getByRole('button', { name: 'Delete label Defect' }).click();
    await dialog().getByRole('button', { name: 'Delete label', exact: true }).click();
    await expect
      .poll(() => dialog().getByRole('button', { name: 'Edit label Defect' }).count(), POLL)
      .toBe(0);
    await closeLabels();
    await expect.poll(() => chipsOn(page, 'Ship it'), POLL).toEqual([]);
    await page.reload();
    await expect.poll(() => page.getByRole('link', { name: 'Ship it' }).count(), POLL).toBe(1);
    expect(await chipsOn(page, 'Ship it')).toEqual([]);
    await openLabels();
    expect(await dialog().getByText(hostile, { exact: true }).count()).toBe(1);
    expect(await dialog().getByText('Defect').count()).toBe(0);
  });

  it('creates a label from the card drawer and puts it on the card', async () => {
    const board = await newBoard(owner);
    const lists = await seedLists(owner, board, { Todo: ['Triage'] });
    await signIn(page, owner, `${board.path}/c/${lists.Todo?.cards.Triage ?? ''}`);
    const drawer = page.getByRole('dialog').first();
    await drawer.getByRole('button', { name: 'Labels…' }).click();
    await page.getByRole('menuitem', { name: 'New label…' }).click();
    const create = page.getByRole('dialog', { name: 'New label' });
    await expect.poll(() => create.count(), POLL).toBe(1);

    await create.getByRole('button', { name: 'Create and add' }).click();
    await expect.poll(() => create.getByText('Label name is required.').count(), POLL).toBe(1);
    await create.getByLabel('Label name').fill('Urgent');
    await create.getByRole('radio', { name: 'Orange' }).check();
    await create.getByRole('button', { name: 'Create and add' }).click();
    await expect.poll(() => create.count(), POLL).toBe(0);

    // The drawer stays open, and the card now carries the new label (once; the card's activity in
    // the same drawer may name it too).
    await expect
      .poll(() => drawer.locator('.tb-card-header__labels .tb-label-chip').allTextContents(), POLL)
      .toEqual(['Urgent']);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count(), POLL).toBe(0);
    await expect.poll(() => chipsOn(page, 'Triage'), POLL).toEqual(['Urgent:orange']);
    await page.reload();
    await expect.poll(() => chipsOn(page, 'Triage'), POLL).toEqual(['Urgent:orange']);
  });

  it(`says so in words once a board has ${String(LIMITS.labelsPerBoard)} labels`, async () => {
    const board = await newBoard(owner);
    for (let index = 0; index < LIMITS.labelsPerBoard; index += 1) {
      await createLabel(owner.client, {
        boardId: board.boardId,
        name: `Label ${String(index)}`,
        color: 'gray',
      });
    }
    await signIn(page, owner, board.path);
    await openLabels();
    await expect
      .poll(
        () => dialog().getByText('This board has 30 labels, the most it can have.', { exact: false }).count(),
        POLL,
      )
      .toBe(1);
    expect(await dialog().getByRole('form', { name: 'New label' }).count()).toBe(0);
  }, 30_000);

  it('shows a viewer the labels without edit controls', async () => {
    const board = await newBoard(owner);
    await createLabel(owner.client, { boardId: board.boardId, name: 'Design', color: 'purple' });
    const viewer = await newUser('e2e-labels-viewer', 'Vera Viewer');
    await addMember(board, viewer, 'viewer');
    await signIn(page, viewer, board.path);
    await openLabels();
    await expect.poll(() => dialog().getByText('Design').count(), POLL).toBe(1);
    expect(
      await dialog()
        .getByRole('button', { name: /^(Edit|Delete) label/ })
        .count(),
    ).toBe(0);
    expect(await dialog().getByLabel('Label name').count()).toBe(0);
  });
});
