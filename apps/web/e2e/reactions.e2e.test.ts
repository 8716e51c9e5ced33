import { addComment } from '@teamboard/sdk';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, newBoard, newUser, POLL, seedLists, signIn, type TestUser } from './board-helpers';
import { sharedChromium, STEP_TIMEOUT } from './browser';

describe('reactions on comments', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let owner: TestUser;
  let member: TestUser;
  let viewer: TestUser;

  const open = async (user: TestUser, path: string): Promise<Page> => {
    const context = await browser.newContext({ locale: 'en-GB' });
    context.setDefaultTimeout(STEP_TIMEOUT);
    contexts.push(context);
    const page = await context.newPage();
    await signIn(page, user, path);
    return page;
  };

  beforeAll(async () => {
    browser = await sharedChromium();
    owner = await newUser('e2e-react-owner', 'Rosa Owner');
    member = await newUser('e2e-react-member', 'Milo Member');
    viewer = await newUser('e2e-react-viewer', 'Vera Viewer');
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
  });

  it('a reaction appears live in another browser with the reactor’s name; a viewer sees it but cannot react', async () => {
    const board = await newBoard(owner, 'Launch');
    await addMember(board, member, 'member');
    await addMember(board, viewer, 'viewer');
    const lists = await seedLists(owner, board, { Todo: ['Press release'] });
    const cardId = lists.Todo?.cards['Press release'] ?? '';
    await addComment(owner.client, { cardId, body: 'Draft is in the folder.' });
    const path = `${board.path}/c/${cardId}`;

    const ownerPage = await open(owner, path);
    const memberPage = await open(member, path);
    const viewerPage = await open(viewer, path);
    const comment = (page: Page) => page.getByRole('article', { name: /Rosa Owner/ });
    for (const page of [ownerPage, memberPage, viewerPage])
      await comment(page).getByText('Draft is in the folder.').waitFor();

    await comment(memberPage).getByRole('button', { name: 'Add a reaction' }).click();
    await memberPage.getByRole('menuitem', { name: '🎉 Celebrate' }).click();
    const mine = comment(memberPage).getByRole('button', { name: 'Celebrate: 1 person' });
    await expect.poll(() => mine.getAttribute('aria-pressed'), POLL).toBe('true');

    // The owner's open card hears it over the board's channel, and names who reacted on focus.
    const seen = comment(ownerPage).getByRole('button', { name: 'Celebrate: 1 person' });
    await seen.waitFor();
    expect(await seen.getAttribute('aria-pressed')).toBe('false');
    await seen.focus();
    await expect
      .poll(() => ownerPage.getByRole('tooltip').textContent(), POLL)
      .toContain('Milo Member reacted with Celebrate');

    // The owner joins in; the member sees two.
    await seen.click();
    await comment(memberPage).getByRole('button', { name: 'Celebrate: 2 people' }).waitFor();

    // The viewer sees who reacted but gets no way to react.
    const viewed = comment(viewerPage).getByRole('button', { name: 'Celebrate: 2 people' });
    await viewed.waitFor();
    expect(await viewed.getAttribute('aria-disabled')).toBe('true');
    expect(await comment(viewerPage).getByRole('button', { name: 'Add a reaction' }).count()).toBe(0);

    // Taking it back reaches the others too.
    await comment(memberPage).getByRole('button', { name: 'Celebrate: 2 people' }).click();
    await comment(ownerPage).getByRole('button', { name: 'Celebrate: 1 person' }).waitFor();
  });
});
