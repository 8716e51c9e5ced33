import { listCustomFields } from '@teamboard/sdk';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addMember,
  newBoard,
  newUser,
  POLL,
  seedLists,
  signIn,
  type TestBoard,
  type TestUser,
} from './board-helpers';
import { sharedChromium, STEP_TIMEOUT } from './browser';

// Issue 31's custom fields through the app, in two browsers: the board's admin defines a select
// and a person field, a member sets them on a card, and the admin sees the values on the tile live.
describe('custom fields on a board', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let owner: TestUser;
  let member: TestUser;
  let board: TestBoard;
  let ownerPage: Page;
  let memberPage: Page;

  beforeAll(async () => {
    browser = await sharedChromium();
    owner = await newUser('e2e-cf-owner', 'Olga Owner');
    member = await newUser('e2e-cf-member', 'Mika Member');
    board = await newBoard(owner, 'Launch');
    await addMember(board, member, 'member');
    await seedLists(owner, board, { Todo: ['Press kit', 'Pricing page'] });
    const open = async (user: TestUser) => {
      const context = await browser.newContext();
      context.setDefaultTimeout(STEP_TIMEOUT);
      contexts.push(context);
      const page = await context.newPage();
      await signIn(page, user, board.path);
      return page;
    };
    ownerPage = await open(owner);
    memberPage = await open(member);
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
  });

  it('an admin defines fields, a member sets them, the admin sees them live and filters by one', async () => {
    // The admin: board menu → Custom fields…, a single select with two options and a person field.
    await ownerPage.getByRole('button', { name: 'Board menu' }).click();
    await ownerPage.getByRole('menuitem', { name: 'Custom fields…' }).click();
    const dialog = ownerPage.getByRole('dialog', { name: 'Custom fields' });
    const addField = async (name: string, kind: string) => {
      const form = dialog.getByRole('form', { name: 'New field' });
      await form.getByRole('combobox', { name: 'Kind' }).click();
      await ownerPage.getByRole('option', { name: kind, exact: true }).click();
      await form.getByRole('textbox', { name: 'Field name' }).fill(name);
      await form.getByRole('button', { name: 'Add field' }).click();
      await expect
        .poll(() => dialog.getByRole('switch', { name: `Show “${name}” on cards` }).count(), POLL)
        .toBe(1);
      await dialog.getByRole('switch', { name: `Show “${name}” on cards` }).click();
      await expect
        .poll(
          () => dialog.getByRole('switch', { name: `Show “${name}” on cards` }).getAttribute('aria-checked'),
          POLL,
        )
        .toBe('true');
    };
    await addField('Stage', 'Single select');
    for (const option of ['Planned', 'Shipped']) {
      await dialog.getByRole('textbox', { name: 'New option for “Stage”' }).fill(option);
      await dialog.getByRole('textbox', { name: 'New option for “Stage”' }).press('Enter');
      await expect
        .poll(
          () =>
            dialog
              .getByRole('list', { name: 'Options of “Stage”' })
              .getByText(option, { exact: true })
              .count(),
          POLL,
        )
        .toBe(1);
    }
    await addField('Owner', 'Person');
    await ownerPage.keyboard.press('Escape');

    // The member, without reloading: the fields arrived live; they set both on a card.
    await memberPage.getByRole('link', { name: 'Press kit' }).click();
    const drawer = memberPage.getByRole('dialog');
    await expect.poll(() => drawer.getByRole('combobox', { name: 'Stage' }).count(), POLL).toBe(1);
    await drawer.getByRole('combobox', { name: 'Stage' }).click();
    await memberPage.getByRole('option', { name: 'Shipped' }).click();
    await expect.poll(() => drawer.getByRole('combobox', { name: 'Owner' }).count(), POLL).toBe(1);
    await drawer.getByRole('combobox', { name: 'Owner' }).click();
    await memberPage.getByRole('option', { name: 'Olga Owner' }).click();

    // The admin's board shows both values on the tile, live.
    const tile = ownerPage.locator('[data-card-id]', { hasText: 'Press kit' });
    await expect.poll(() => tile.getByText('Stage: Shipped').count(), POLL).toBe(1);
    await expect.poll(() => tile.getByText('Owner: Olga Owner').count(), POLL).toBe(1);

    // Filtering by the select value keeps the card that has it and hides the other.
    const [stage] = await listCustomFields(owner.client, board.boardId);
    const shipped = stage?.options.find((option) => option.label === 'Shipped');
    await ownerPage.goto(`${new URL(ownerPage.url()).origin}${board.path}?field.${stage!.id}=${shipped!.id}`);
    const titles = () =>
      ownerPage
        .getByRole('list', { name: 'Cards in Todo' })
        .locator('[data-card-id] .tb-card-tile__open')
        .allTextContents();
    await expect.poll(titles, POLL).toEqual(['Press kit']);
  });
});
