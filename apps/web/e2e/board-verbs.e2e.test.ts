import {
  changeMemberRole,
  createBoard,
  createCustomField,
  createList,
  getCard,
  isTeamboardError,
  listCards,
  removeMember,
  setCardFieldValue,
} from '@teamboard/sdk';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  addMember,
  cardTitles,
  newBoard,
  newUser,
  POLL,
  seedLists,
  signIn,
  type TestBoard,
  type TestUser,
} from './board-helpers';
import { mailTo } from './auth-helpers';
import { sharedChromium, STEP_TIMEOUT } from './browser';
import { accessTokenOf } from './workspace-helpers';
import { UNDO_WINDOW_MS } from '@/shared/lib/undo';

/** What a card lookup through the SDK says: its board, or gone. */
async function cardState(user: TestUser, cardId: string): Promise<string> {
  try {
    const card = await getCard(user.client, cardId);
    return card.archived_at === null ? `on ${card.board_id}` : 'archived';
  } catch (error) {
    if (isTeamboardError(error) && error.code === 'not-found') return 'gone';
    throw error;
  }
}

describe('the board’s everyday verbs', () => {
  let browser: Browser;
  let contexts: BrowserContext[] = [];
  let owner: TestUser;

  /** Signs `user` in at `path` in a browser of their own; `before` sets the page up first. */
  const open = async (user: TestUser, path: string, before?: (page: Page) => Promise<void>) => {
    const context = await browser.newContext();
    context.setDefaultTimeout(STEP_TIMEOUT);
    contexts.push(context);
    const page = await context.newPage();
    await before?.(page);
    await signIn(page, user, path);
    return page;
  };
  const demoteToViewer = (board: TestBoard, user: TestUser) =>
    changeMemberRole(owner.client, { workspaceId: board.workspaceId, userId: user.id, role: 'viewer' });
  const openCard = async (page: Page, title: string) => {
    await page.getByRole('link', { name: title }).click();
    await page.getByRole('region', { name: 'Card actions' }).waitFor();
  };
  // A toast's text is also announced in a live region: the first match is the visible one.
  const toast = (page: Page, text: string) => page.getByText(text, { exact: false }).first();

  beforeAll(async () => {
    browser = await sharedChromium();
    owner = await newUser('e2e-verbs-owner', 'Otto Owner');
  });
  afterEach(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    contexts = [];
  });

  it('archives a card and restores it from the Archived panel', async () => {
    const board = await newBoard(owner, 'Archive board');
    const seeded = await seedLists(owner, board, { Todo: ['Keep me', 'Other'] });
    const page = await open(owner, board.path);
    await expect.poll(() => cardTitles(page, 'Todo'), POLL).toEqual(['Keep me', 'Other']);

    await openCard(page, 'Keep me');
    await page.getByRole('button', { name: 'Archive', exact: true }).click();
    await expect.poll(() => cardTitles(page, 'Todo'), POLL).toEqual(['Other']);
    await expect.poll(() => cardState(owner, seeded.Todo!.cards['Keep me']!), POLL).toBe('archived');

    await page.getByRole('button', { name: 'Archived', exact: true }).click();
    const item = page.getByRole('listitem', { name: 'Keep me' });
    await item.getByRole('button', { name: 'Restore' }).click();
    await toast(page, 'Restored “Keep me”').waitFor();
    await page.getByRole('dialog', { name: 'Archived' }).getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => cardTitles(page, 'Todo'), POLL).toContain('Keep me');
    await expect
      .poll(() => cardState(owner, seeded.Todo!.cards['Keep me']!), POLL)
      .toBe(`on ${board.boardId}`);
  });

  it('undoes the last archive with Ctrl+Z, once', async () => {
    const board = await newBoard(owner, 'Undo key board');
    const seeded = await seedLists(owner, board, { Todo: ['Bring me back', 'Stay'] });
    const page = await open(owner, board.path);
    await expect.poll(() => cardTitles(page, 'Todo'), POLL).toEqual(['Bring me back', 'Stay']);

    await openCard(page, 'Bring me back');
    await page.getByRole('button', { name: 'Archive', exact: true }).click();
    await expect.poll(() => cardTitles(page, 'Todo'), POLL).toEqual(['Stay']);
    await toast(page, 'Undo').waitFor();
    await page.keyboard.press('Control+z');
    await expect.poll(() => cardTitles(page, 'Todo'), POLL).toEqual(['Bring me back', 'Stay']);
    await expect
      .poll(() => cardState(owner, seeded.Todo!.cards['Bring me back']!), POLL)
      .toBe(`on ${board.boardId}`);
    // The toast went with its Undo: nothing is left to undo twice.
    await expect.poll(() => page.getByRole('button', { name: 'Undo' }).count(), POLL).toBe(0);
  });

  it('copies a card into its own list without picking its board again', async () => {
    const board = await newBoard(owner, 'Copy board');
    await seedLists(owner, board, { Todo: ['Template card'] });
    const page = await open(owner, board.path);
    await openCard(page, 'Template card');
    await page.getByRole('button', { name: 'Copy…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Copy “Template card”' });
    await dialog.getByRole('button', { name: 'Copy', exact: true }).click();
    await toast(page, 'Copied “Template card” to Copy board').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => cardTitles(page, 'Todo'), POLL).toEqual(['Template card', 'Template card']);
  });

  it('archives a list with an Undo, and restores it from the Archived panel', async () => {
    const board = await newBoard(owner, 'List archive board');
    await seedLists(owner, board, { Todo: ['In todo'], Later: ['In later'] });
    const page = await open(owner, board.path);
    await expect.poll(() => cardTitles(page, 'Later'), POLL).toEqual(['In later']);

    const archive = async () => {
      await page.getByRole('button', { name: 'Actions for list Later' }).click();
      await page.getByRole('menuitem', { name: 'Archive list' }).click();
      await page
        .getByRole('dialog', { name: 'Archive the list Later?' })
        .getByRole('button', { name: 'Archive list' })
        .click();
      await expect.poll(() => page.locator('[data-list-id]').count(), POLL).toBe(1);
    };
    await archive();
    await toast(page, 'Archived the list “Later”').waitFor();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => cardTitles(page, 'Later'), POLL).toEqual(['In later']);

    await archive();
    await page.getByRole('button', { name: 'Archived', exact: true }).click();
    await page.getByRole('listitem', { name: 'Later' }).getByRole('button', { name: 'Restore' }).click();
    await toast(page, 'Restored “Later”').waitFor();
    await page.getByRole('dialog', { name: 'Archived' }).getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => cardTitles(page, 'Later'), POLL).toEqual(['In later']);
  });

  it('deletes a card after a confirmation, undoes it, and deletes it for good when not undone', async () => {
    const board = await newBoard(owner, 'Delete board');
    const seeded = await seedLists(owner, board, { Todo: ['Doomed', 'Safe'] });
    const doomed = seeded.Todo!.cards.Doomed!;
    const page = await open(owner, board.path);
    await expect.poll(() => cardTitles(page, 'Todo'), POLL).toEqual(['Doomed', 'Safe']);

    await openCard(page, 'Doomed');
    await page.getByRole('button', { name: 'Delete…' }).click();
    await page.getByRole('dialog', { name: 'Delete “Doomed”?' }).waitFor();
    await page.getByRole('button', { name: 'Delete card' }).click();
    await expect.poll(() => cardTitles(page, 'Todo'), POLL).toEqual(['Safe']);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => cardTitles(page, 'Todo'), POLL).toEqual(['Doomed', 'Safe']);
    await expect.poll(() => cardState(owner, doomed), POLL).toBe(`on ${board.boardId}`);

    // The page's timers from here on follow a clock the test moves: the undo window is not waited out.
    await page.clock.install();
    await openCard(page, 'Doomed');
    await page.getByRole('button', { name: 'Delete…' }).click();
    await page.getByRole('button', { name: 'Delete card' }).click();
    await expect.poll(() => cardTitles(page, 'Todo'), POLL).toEqual(['Safe']);
    // Within the window the card is only out of sight, so an Undo can bring it back.
    await expect.poll(() => cardState(owner, doomed), POLL).toBe('archived');
    // Once the undo window has closed, the card is deleted for good.
    await page.clock.fastForward(UNDO_WINDOW_MS);
    await expect.poll(() => cardState(owner, doomed), POLL).toBe('gone');
  });

  it('moves a card to another board, where a second browser sees it arrive live', async () => {
    const board = await newBoard(owner, 'From board');
    const seeded = await seedLists(owner, board, { Todo: ['Traveller', 'Stayer'] });
    const target = await createBoard(owner.client, { workspaceId: board.workspaceId, name: 'To board' });
    await createList(owner.client, { boardId: target.id, name: 'Inbox' });
    const member = await newUser('e2e-verbs-watcher', 'Wanda Watcher');
    await addMember(board, member, 'member');
    const targetPath = `/w/${board.slug}/b/${target.id}`;
    const watcher = await open(member, targetPath);
    await watcher.getByRole('list', { name: 'Cards in Inbox' }).waitFor();

    const page = await open(owner, board.path);
    await expect.poll(() => cardTitles(page, 'Todo'), POLL).toEqual(['Traveller', 'Stayer']);
    await openCard(page, 'Traveller');
    await page.getByRole('button', { name: 'Move…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Move “Traveller”' });
    await dialog.getByRole('combobox', { name: 'Board' }).click();
    await page.getByRole('option', { name: 'To board' }).click();
    await dialog.getByRole('combobox', { name: 'List' }).click();
    await page.getByRole('option', { name: 'Inbox' }).click();
    await dialog.getByRole('button', { name: 'Move', exact: true }).click();

    await expect.poll(() => cardTitles(page, 'Todo'), POLL).toEqual(['Stayer']);
    await expect.poll(() => cardTitles(watcher, 'Inbox'), POLL).toEqual(['Traveller']);
    await expect.poll(() => cardState(owner, seeded.Todo!.cards.Traveller!), POLL).toBe(`on ${target.id}`);
  });

  it('copies a card to another board and says which field values the copy could not keep', async () => {
    const board = await newBoard(owner, 'Fields board');
    const seeded = await seedLists(owner, board, { Todo: ['Estimated'] });
    const cardId = seeded.Todo!.cards.Estimated!;
    const fields = {} as Record<'Size' | 'Points' | 'Owner', string>;
    for (const [name, type] of [
      ['Size', 'number'],
      ['Points', 'number'],
      ['Owner', 'person'],
    ] as const)
      fields[name] = (await createCustomField(owner.client, { boardId: board.boardId, name, type })).id;
    await setCardFieldValue(owner.client, { cardId, fieldId: fields.Size, value: 2 });
    await setCardFieldValue(owner.client, { cardId, fieldId: fields.Points, value: 5 });
    await setCardFieldValue(owner.client, { cardId, fieldId: fields.Owner, value: owner.id });
    // The target has Size only.
    const target = await createBoard(owner.client, { workspaceId: board.workspaceId, name: 'Plain board' });
    await createList(owner.client, { boardId: target.id, name: 'Inbox' });
    await createCustomField(owner.client, { boardId: target.id, name: 'Size', type: 'number' });

    const page = await open(owner, board.path);
    await openCard(page, 'Estimated');
    await page.getByRole('button', { name: 'Copy…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Copy “Estimated”' });
    await dialog.getByRole('combobox', { name: 'Board' }).click();
    await page.getByRole('option', { name: 'Plain board' }).click();
    await dialog.getByRole('combobox', { name: 'List' }).click();
    await page.getByRole('option', { name: 'Inbox' }).click();
    await dialog.getByRole('button', { name: 'Copy', exact: true }).click();
    await toast(page, 'Copied “Estimated” to Plain board').waitFor();
    await toast(page, '2 field values were not carried: Points, Owner').waitFor();
  });

  it('takes the editing controls from a member demoted while the board is open, and tells a removed one', async () => {
    const board = await newBoard(owner, 'Roles board');
    await seedLists(owner, board, { Todo: ['Something'] });
    const member = await newUser('e2e-verbs-demoted', 'Dora Demoted');
    await addMember(board, member, 'member');
    const page = await open(member, board.path);
    const addCard = page.getByRole('button', { name: 'Add a card' });
    await addCard.waitFor();

    await demoteToViewer(board, member);
    await expect.poll(() => addCard.count(), POLL).toBe(0);

    await removeMember(owner.client, { workspaceId: board.workspaceId, userId: member.id });
    await toast(page, 'You were removed from E2E workspace').waitFor();
    await page.waitForURL((url) => url.pathname === '/workspaces');
  });

  it('takes the editing controls from a member demoted before the workspace channel joined', async () => {
    const board = await newBoard(owner, 'Gap board');
    await seedLists(owner, board, { Todo: ['Something'] });
    const member = await newUser('e2e-verbs-gap', 'Gil Gap');
    await addMember(board, member, 'member');
    // The workspace channel's join waits here: the app has read the workspace (the member's role)
    // and is not yet told of changes, the gap a change can fall into on a slow connection.
    const joined = Promise.withResolvers<void>();
    const page = await open(member, board.path, (page) =>
      page.routeWebSocket(/\/realtime\/v1\/websocket/, (ws) => {
        const server = ws.connectToServer();
        ws.onMessage((message) => {
          const text = String(message);
          if (text.includes('phx_join') && text.includes(`workspace:${board.workspaceId}`))
            void joined.promise.then(() => server.send(message));
          else server.send(message);
        });
      }),
    );
    const addCard = page.getByRole('button', { name: 'Add a card' });
    await addCard.waitFor();

    await demoteToViewer(board, member);
    joined.resolve();
    await expect.poll(() => addCard.count(), POLL).toBe(0);
  });

  it('signs every other browser out for real: it lands on sign-in and its old token writes nothing', async () => {
    const board = await newBoard(owner, 'Sessions board');
    const lists = await seedLists(owner, board, { Todo: ['Existing'] });
    const phone = await open(owner, board.path);
    await expect.poll(() => cardTitles(phone, 'Todo'), POLL).toEqual(['Existing']);
    const phoneToken = await accessTokenOf(phone);
    const laptop = await open(owner, '/account');
    await laptop.getByRole('button', { name: 'Sign out of all devices' }).click();
    await laptop.getByRole('dialog').getByRole('button', { name: 'Sign out everywhere' }).click();
    await laptop.waitForURL((url) => url.pathname === '/sign-in');

    // The phone is told without doing anything (sign-out-everywhere.e2e.test.ts times it).
    await phone.waitForURL((url) => url.pathname === '/sign-in');
    // Its access token has not expired, yet the server refuses it.
    const write = await fetch(`${inject('apiUrl')}/rest/v1/cards`, {
      method: 'POST',
      headers: {
        apikey: inject('anonKey'),
        authorization: `Bearer ${phoneToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ list_id: lists.Todo?.id, title: 'Written after sign-out' }),
    });
    expect(write.status).toBe(401);
    const other = await newUser('e2e-verbs-reader', 'Rita Reader');
    await addMember(board, other, 'viewer');
    expect((await listCards(other.client, board.boardId)).map((card) => card.title)).toEqual(['Existing']);
  });

  it('asks for the emailed code before changing the password', async () => {
    const user = await newUser('e2e-verbs-password', 'Pia Password');
    const page = await open(user, '/account');
    await page.locator('input[name="new-password"]').fill('another-pass-9');
    await page.locator('input[name="confirm-password"]').fill('another-pass-9');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Enter the code from the email.').waitFor();

    await page.getByRole('button', { name: 'Email me a code' }).click();
    await toast(page, 'We emailed you a confirmation code.').waitFor();
    const mails = await mailTo(user.email);
    const code = /(\d{6})/.exec(mails.find((m) => m.subject === 'Confirm reauthentication')?.text ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    await page.getByLabel('Confirmation code').fill(code ?? '');
    await page.getByRole('button', { name: 'Change password' }).click();
    await toast(page, 'Your password has been changed.').waitFor();
  });
});
