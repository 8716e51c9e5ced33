import { addChecklistItem } from '@teamboard/sdk';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailLink, uniqueEmail } from './auth-helpers';
import {
  addMember,
  cardTitles,
  newBoard,
  newUser,
  PASSWORD,
  POLL,
  seedLists,
  signIn,
  type TestUser,
} from './board-helpers';
import { sharedChromium, STEP_TIMEOUT } from './browser';
import { web } from './workspace-helpers';

/** A 1×1 PNG. */
const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';
const SCRIPTED_SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';

describe('the small things', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let owner: TestUser;

  beforeAll(async () => {
    browser = await sharedChromium();
    owner = await newUser('e2e-details-owner', 'Dana Details');
  });
  beforeEach(async () => {
    context = await browser.newContext();
    context.setDefaultTimeout(STEP_TIMEOUT);
    page = await context.newPage();
  });
  afterEach(async () => {
    await context?.close();
  });

  it('names each screen in the tab title, and has a favicon', async () => {
    await page.goto(web('/sign-in'));
    await expect.poll(() => page.title(), POLL).toBe('Sign in · Teamboard');
    const icon = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(icon).toBeTruthy();
    const response = await page.request.get(web(icon ?? '/'));
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^image\//);

    await page.goto(web('/no-such-page'));
    await expect.poll(() => page.title(), POLL).toBe('Page not found · Teamboard');

    const board = await newBoard(owner, 'Roadmap');
    await seedLists(owner, board, { Todo: ['Ship it'] });
    await signIn(page, owner, board.path);
    await expect.poll(() => page.title(), POLL).toBe('Roadmap · Teamboard');
    await page.getByRole('link', { name: 'Ship it' }).click();
    await expect.poll(() => page.title(), POLL).toBe('Ship it · Roadmap · Teamboard');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.title(), POLL).toBe('Roadmap · Teamboard');
    await page.goto(web('/workspaces'));
    await expect.poll(() => page.title(), POLL).toBe('Your workspaces · Teamboard');
    await page.goto(web('/account'));
    await expect.poll(() => page.title(), POLL).toBe('Your account · Teamboard');
  });

  it('returns focus to the card when its drawer closes with Escape', async () => {
    const board = await newBoard(owner);
    await seedLists(owner, board, { Todo: ['Alpha', 'Beta'] });
    await signIn(page, owner, board.path);
    await expect.poll(() => cardTitles(page, 'Todo'), POLL).toEqual(['Alpha', 'Beta']);
    await page.getByRole('link', { name: 'Beta' }).click();
    await page.getByRole('dialog', { name: 'Beta' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expect
      .poll(
        () => page.evaluate(() => document.activeElement?.textContent ?? document.activeElement?.tagName),
        POLL,
      )
      .toBe('Beta');
  });

  it('shows a viewer a read-only card: a checkbox that looks disabled and a read-only hint', async () => {
    const board = await newBoard(owner);
    const lists = await seedLists(owner, board, { Todo: ['Look only'] });
    await addChecklistItem(owner.client, { cardId: lists.Todo?.cards['Look only'] ?? '', body: 'A step' });
    const viewer = await newUser('e2e-details-viewer', 'Vera Viewer');
    await addMember(board, viewer, 'viewer');
    await signIn(page, viewer, board.path);
    await page.getByRole('link', { name: 'Look only' }).click();
    const drawer = page.getByRole('dialog', { name: 'Look only' });
    const box = drawer.getByRole('checkbox', { name: 'A step' });
    await box.waitFor();
    expect(await box.isDisabled()).toBe(true);
    // Neither the box nor its label invites a click.
    const cursors = await drawer
      .locator('.tb-checkbox')
      .first()
      .evaluate((wrapper) => [...wrapper.children].map((child) => getComputedStyle(child).cursor));
    expect(cursors).toEqual(['not-allowed', 'not-allowed']);
    await drawer.getByText(/Read-only/).waitFor();
  });

  it('lists a finished upload once', async () => {
    const board = await newBoard(owner);
    await seedLists(owner, board, { Todo: ['With a file'] });
    await signIn(page, owner, board.path);
    await page.getByRole('link', { name: 'With a file' }).click();
    const drawer = page.getByRole('dialog', { name: 'With a file' });
    await drawer
      .getByLabel('Choose files')
      .setInputFiles({ name: 'notes-once.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    // Stored: the attachment row offers it for download.
    await drawer.getByRole('button', { name: 'Download notes-once.txt' }).waitFor();
    // Once among the attachments and not again as a finished upload (the activity feed may name it too).
    const listed = drawer.locator('.tb-attachment__name, .tb-dropzone__item-name', {
      hasText: 'notes-once.txt',
    });
    await expect.poll(() => listed.count(), POLL).toBe(1);
  });

  it('shows image attachments as thumbnails through a signed link, and other files as icons', async () => {
    const board = await newBoard(owner);
    await seedLists(owner, board, { Todo: ['With pictures'] });
    await signIn(page, owner, board.path);
    await page.getByRole('link', { name: 'With pictures' }).click();
    const drawer = page.getByRole('dialog', { name: 'With pictures' });
    await drawer.getByLabel('Choose files').setInputFiles([
      { name: 'pixel.png', mimeType: 'image/png', buffer: Buffer.from(ONE_PIXEL_PNG, 'base64') },
      { name: 'drawing.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(SCRIPTED_SVG) },
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') },
    ]);
    for (const name of ['pixel.png', 'drawing.svg', 'notes.txt'])
      await drawer.getByRole('button', { name: `Download ${name}` }).waitFor();

    const thumb = drawer.getByRole('img', { name: 'Preview of pixel.png' });
    await thumb.waitFor();
    // Loaded and decoded: the signed link serves the image inline from the private bucket.
    await expect
      .poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), POLL)
      .toBe(1);
    const src = (await thumb.getAttribute('src')) ?? '';
    expect(src).toMatch(/\/storage\/v1\/object\/sign\/attachments\/.+\?token=/);
    // SVG can carry script and text is no picture: neither gets a thumbnail.
    expect(await drawer.getByRole('img', { name: 'Preview of drawing.svg' }).count()).toBe(0);
    expect(await drawer.getByRole('img', { name: 'Preview of notes.txt' }).count()).toBe(0);
    expect(await drawer.locator('img.tb-attachment__thumb').count()).toBe(1);
  });

  it('lands an expired confirmation link on sign-in with a message', async () => {
    const email = uniqueEmail('e2e-details-expired');
    await page.goto(web('/sign-up'));
    await page.getByLabel('Display name').fill('Eli Expired');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();
    const link = await emailLink(email, /confirm your signup/i);
    // Used once elsewhere: the second use is what an old or already-used link does.
    const first = await fetch(link, { redirect: 'manual' });
    expect(first.status).toBeLessThan(400);
    await page.goto(link);
    await page.waitForURL((url) => url.pathname === '/sign-in', { timeout: 8_000 });
    await page.getByText(/link is invalid or has expired/i).waitFor();
    expect(await page.getByRole('button', { name: 'Sign in', exact: true }).count()).toBe(1);
  });
});
