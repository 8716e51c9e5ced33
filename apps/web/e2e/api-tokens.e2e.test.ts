import {
  addComment,
  createBoard,
  createCard,
  createTeamboardClient,
  isTeamboardError,
  listBoards,
  listComments,
} from '@teamboard/sdk';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newBoard, newUser, POLL, seedLists, signIn, type TestUser } from './board-helpers';
import { sharedChromium, STEP_TIMEOUT } from './browser';

// A person creates an API token in the workspace settings, a script in Node
// uses it through the SDK, and once the token is revoked on screen the
// script's next call is refused.
describe('API tokens in workspace settings', () => {
  let browser: Browser;
  let context: BrowserContext;
  let owner: TestUser;
  // The bot test's own context: the first test's is already signed in.
  let botContext: BrowserContext | undefined;

  beforeAll(async () => {
    browser = await sharedChromium();
    context = await browser.newContext();
    context.setDefaultTimeout(STEP_TIMEOUT);
    owner = await newUser('e2e-tokens-owner', 'Tia Token');
  });
  afterAll(async () => {
    await botContext?.close();
    await context?.close();
  });

  it('creates a write token shown once, a script uses it, and revoking it refuses the next call', async () => {
    const workspace = await newBoard(owner);
    const lists = await seedLists(owner, workspace, { Inbox: [] });
    const page = await context.newPage();
    await signIn(page, owner, `/w/${workspace.slug}/settings`);

    const section = page.getByRole('region', { name: 'API tokens' });
    await section.getByText('No tokens yet.').waitFor();
    await section.getByLabel('Token name').fill('Nightly import');
    await section.getByRole('combobox', { name: 'Access' }).click();
    await page.getByRole('option', { name: 'Read and write' }).click();
    await section.getByRole('button', { name: 'Create token' }).click();
    const token = await section.getByLabel('Your new token').inputValue();
    expect(token).toMatch(/^tbk_[A-Za-z0-9_-]{43}$/);
    await section.getByText('Never used.').waitFor();

    const script = createTeamboardClient({ url: inject('apiUrl'), key: inject('anonKey'), token });
    const card = await createCard(script, { listId: lists.Inbox!.id, title: 'From the script' });
    expect(card.title).toBe('From the script');
    expect((await listBoards(script, workspace.workspaceId)).map((b) => b.id)).toEqual([workspace.boardId]);

    // The list shows the use after a reload, and never the token again.
    await page.reload();
    await expect.poll(() => section.textContent(), POLL).toMatch(/Last used/);
    expect(await section.getByLabel('Your new token').count()).toBe(0);

    await section.getByRole('button', { name: 'Revoke the token Nightly import' }).click();
    await section.getByText('Revoked').waitFor();
    const refused = await listBoards(script, workspace.workspaceId).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(isTeamboardError(refused) && { code: refused.code, reason: refused.reason }).toEqual({
      code: 'forbidden',
      reason: 'token_revoked',
    });
  });

  it('makes a bot token held to one board: the script sees that board only and comments as the bot', async () => {
    const workspace = await newBoard(owner, 'Launch');
    await createBoard(owner.client, { workspaceId: workspace.workspaceId, name: 'Hiring' });
    const lists = await seedLists(owner, workspace, { Doing: ['Press kit'] });
    botContext = await browser.newContext();
    botContext.setDefaultTimeout(STEP_TIMEOUT);
    const page = await botContext.newPage();
    await signIn(page, owner, `/w/${workspace.slug}/settings`);

    const section = page.getByRole('region', { name: 'API tokens' });
    // The board choice appears once the workspace's boards have loaded.
    await section.getByRole('checkbox', { name: 'Hiring', exact: true }).waitFor();
    await section.getByLabel('Token name').fill('Release bot');
    await section.getByRole('combobox', { name: 'Access' }).click();
    await page.getByRole('option', { name: 'Read and write' }).click();
    await section.getByRole('checkbox', { name: 'Launch', exact: true }).click();
    await section
      .getByRole('checkbox', { name: 'Act as the workspace’s bot, named after the token' })
      .click();
    await section.getByRole('button', { name: 'Create token' }).click();
    const token = await section.getByLabel('Your new token').inputValue();
    expect(token).toMatch(/^tbk_/);
    await section.getByText('Only: Launch.').waitFor();
    await section.getByText('Bot', { exact: true }).waitFor();

    const script = createTeamboardClient({ url: inject('apiUrl'), key: inject('anonKey'), token });
    expect((await listBoards(script, workspace.workspaceId)).map((b) => b.name)).toEqual(['Launch']);
    const cardId = lists.Doing!.cards['Press kit']!;
    await addComment(script, { cardId, body: 'Press kit is out.' });
    const [comment] = await listComments(owner.client, cardId);
    expect(comment).toMatchObject({ body: 'Press kit is out.', author: { display_name: 'Release bot' } });
    expect(comment?.author_id).not.toBe(owner.id);
  });
});
