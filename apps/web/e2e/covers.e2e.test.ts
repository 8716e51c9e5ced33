import { createCard, setCardCover, uploadAttachment } from '@teamboard/sdk';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, newBoard, newUser, POLL, seedLists, signIn, type TestUser } from './board-helpers';
import { sharedChromium, STEP_TIMEOUT } from './browser';
import { chooseOption } from './select-helpers';

/** A 1×1 PNG: the image transform really renders it. */
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

/** Signing a link to an attachment (supabase-js POSTs the path; a transform rides in the body). */
const isSignRequest = (method: string, url: string) =>
  method === 'POST' && new URL(url).pathname.startsWith('/storage/v1/object/sign/attachments/');
/** Loading an attachment's full file, as opposed to a rendered thumbnail. */
const isFullImage = (method: string, url: string) =>
  method === 'GET' && new URL(url).pathname.startsWith('/storage/v1/object/sign/attachments/');
/** Loading a cover's thumbnail: Storage's image transform, through a signed render link. */
const isThumbnail = (method: string, url: string) =>
  method === 'GET' && new URL(url).pathname.startsWith('/storage/v1/render/image/sign/attachments/');
/** The file name a storage URL ends with (each test's covers have names of their own). */
const fileOf = (url: string) => decodeURIComponent(new URL(url).pathname).split('/').at(-1) ?? '';

/** Scrolling a column of 60 covered tiles to its end is about ten steps, each waiting for its thumbnails. */
const SCROLL_POLL = { ...POLL, timeout: 2 * STEP_TIMEOUT };

describe('card covers', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let owner: TestUser;
  let member: TestUser;

  const open = async (user: TestUser, path: string): Promise<Page> => {
    const context = await browser.newContext({ locale: 'en-GB' });
    context.setDefaultTimeout(STEP_TIMEOUT);
    contexts.push(context);
    const page = await context.newPage();
    await signIn(page, user, path);
    return page;
  };
  const tile = (page: Page, title: string): Locator =>
    page.locator('.tb-card-tile', { has: page.getByRole('link', { name: title, exact: true }) });
  const coverImage = (page: Page, title: string) => tile(page, title).locator('.tb-card-tile__cover img');
  const loaded = (image: Locator) =>
    image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

  beforeAll(async () => {
    browser = await sharedChromium();
    owner = await newUser('e2e-cover-owner', 'Cora Owner');
    member = await newUser('e2e-cover-member', 'Max Member');
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
  });

  it('an uploaded image made the cover shows live on the other browser’s tile as a thumbnail, then a colour, then nothing', async () => {
    const board = await newBoard(owner, 'Covers');
    await addMember(board, member, 'member');
    const lists = await seedLists(owner, board, { Todo: ['Poster', 'Plain'] });
    const cardId = lists.Todo?.cards.Poster ?? '';

    const memberPage = await open(member, board.path);
    await tile(memberPage, 'Poster').waitFor();
    const fullImages: string[] = [];
    memberPage.on('request', (request) => {
      if (isFullImage(request.method(), request.url())) fullImages.push(request.url());
    });

    const ownerPage = await open(owner, `${board.path}/c/${cardId}`);
    const drawer = ownerPage.getByRole('dialog', { name: 'Poster' });
    await drawer.getByLabel('Choose files').setInputFiles([
      { name: 'poster.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG },
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('words') },
    ]);
    await drawer.getByRole('button', { name: 'Download notes.txt' }).waitFor();
    // Only the picture can be the cover.
    expect(await drawer.getByRole('button', { name: 'Make cover notes.txt' }).count()).toBe(0);
    await drawer.getByRole('button', { name: 'Make cover poster.png' }).click();
    await drawer.getByRole('button', { name: 'Remove cover poster.png' }).waitFor();

    // The other browser hears the card change and draws the thumbnail: a render URL, never the file.
    const image = coverImage(memberPage, 'Poster');
    await image.waitFor();
    await expect.poll(() => loaded(image), POLL).toBe(true);
    const src = new URL((await image.getAttribute('src')) ?? '');
    expect(src.pathname).toMatch(/^\/storage\/v1\/render\/image\/sign\/attachments\/.+\/poster\.png$/);
    expect(src.searchParams.get('token')).toBeTruthy();
    expect(await image.getAttribute('alt')).toBe('');
    expect(await tile(memberPage, 'Plain').locator('.tb-card-tile__cover').count()).toBe(0);
    expect(fullImages).toEqual([]);

    // Removed: the tile goes back to no cover.
    await drawer.getByRole('button', { name: 'Remove cover poster.png' }).click();
    await expect.poll(() => tile(memberPage, 'Poster').locator('.tb-card-tile__cover').count(), POLL).toBe(0);

    // A colour instead, and back to none.
    await chooseOption(ownerPage, drawer.getByRole('combobox', { name: 'Cover colour' }), 'Teal');
    const band = tile(memberPage, 'Poster').locator('.tb-card-tile__cover[data-cover="color"]');
    await expect.poll(() => band.getAttribute('data-tb-color'), POLL).toBe('teal');
    await chooseOption(ownerPage, drawer.getByRole('combobox', { name: 'Cover colour' }), 'None');
    await expect.poll(() => tile(memberPage, 'Poster').locator('.tb-card-tile__cover').count(), POLL).toBe(0);
  });

  it('a long, virtualised column signs thumbnails only for the tiles it draws', async () => {
    const board = await newBoard(owner, 'Long column');
    const lists = await seedLists(owner, board, { Backlog: [] });
    const listId = lists.Backlog?.id ?? '';
    const ids: string[] = [];
    for (let index = 0; index < 60; index += 1)
      ids.push((await createCard(owner.client, { listId, title: `Task ${String(index + 1)}` })).id);
    // Covers on the first card (in view: the sentinel) and on the last ten (far below the fold).
    for (const index of [0, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59]) {
      const cardId = ids[index] ?? '';
      const picture = await uploadAttachment(owner.client, {
        cardId,
        workspaceId: board.workspaceId,
        file: new File([ONE_PIXEL_PNG], `cover-${String(index + 1)}.png`, { type: 'image/png' }),
      });
      await setCardCover(owner.client, cardId, { attachmentId: picture.id });
    }

    const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1280, height: 720 } });
    context.setDefaultTimeout(STEP_TIMEOUT);
    contexts.push(context);
    const page = await context.newPage();
    const signed: string[] = [];
    const fullImages: string[] = [];
    page.on('request', (request) => {
      if (isSignRequest(request.method(), request.url())) signed.push(request.url());
      if (isFullImage(request.method(), request.url())) fullImages.push(request.url());
    });
    await signIn(page, owner, board.path);

    // The sentinel: the first tile's thumbnail is signed and shown…
    const first = coverImage(page, 'Task 1');
    await first.waitFor();
    await expect.poll(() => loaded(first), POLL).toBe(true);
    // …and the covered tiles far below are not drawn, so nothing was signed for them.
    expect(await tile(page, 'Task 55').count()).toBe(0);
    expect(signed.map((url) => decodeURIComponent(url).split('/').at(-1))).toEqual(['cover-1.png']);

    // Scrolled to the end, the drawn tiles ask for theirs (the count above could have failed).
    // Each step brings the last drawn tile into view, and the column draws the next ones.
    const last = coverImage(page, 'Task 60');
    await expect
      .poll(async () => {
        await page.locator('[data-card-id]').last().scrollIntoViewIfNeeded();
        return last.count();
      }, POLL)
      .toBe(1);
    await expect.poll(() => loaded(last), POLL).toBe(true);
    expect(signed.length).toBeGreaterThan(1);
    // Each thumbnail is signed once, however often its tile re-renders.
    expect(new Set(signed).size).toBe(signed.length);
    expect(fullImages).toEqual([]);
  });
  it('a column of 60 covered cards signs and loads the thumbnails of the tiles in view, then the rest as it scrolls', async () => {
    const board = await newBoard(owner, 'All covered');
    const lists = await seedLists(owner, board, { Backlog: [] });
    const listId = lists.Backlog?.id ?? '';
    const ids: string[] = [];
    for (let index = 0; index < 60; index += 1)
      ids.push((await createCard(owner.client, { listId, title: `Task ${String(index + 1)}` })).id);
    // Every card covered, each by a picture of its own: a request names the card it is for.
    for (let start = 0; start < ids.length; start += 6)
      await Promise.all(
        ids.slice(start, start + 6).map(async (cardId, offset) => {
          const picture = await uploadAttachment(owner.client, {
            cardId,
            workspaceId: board.workspaceId,
            file: new File([ONE_PIXEL_PNG], `cover-${String(start + offset + 1)}.png`, { type: 'image/png' }),
          });
          await setCardCover(owner.client, cardId, { attachmentId: picture.id });
        }),
      );

    const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1280, height: 720 } });
    context.setDefaultTimeout(STEP_TIMEOUT);
    contexts.push(context);
    const page = await context.newPage();
    const thumbnails: string[] = [];
    const signed: string[] = [];
    const fullImages: string[] = [];
    page.on('request', (request) => {
      if (isThumbnail(request.method(), request.url())) thumbnails.push(fileOf(request.url()));
      if (isSignRequest(request.method(), request.url())) signed.push(fileOf(request.url()));
      if (isFullImage(request.method(), request.url())) fullImages.push(request.url());
    });
    await signIn(page, owner, board.path);
    await tile(page, 'Task 1').waitFor();

    // Settled once every cover on screen shows its loaded thumbnail: no tile in view is left waiting
    // for one. On screen: inside the window and every box around it that clips (the column's scroller,
    // the board's), as the browser's own visibility check counts it.
    const onScreenCovers = () =>
      page.locator('.tb-card-tile__cover[data-cover="image"]').evaluateAll((covers: HTMLElement[]) => {
        const visible = (element: HTMLElement) => {
          const box = element.getBoundingClientRect();
          let clip = { top: 0, left: 0, bottom: window.innerHeight, right: window.innerWidth };
          for (let parent = element.parentElement; parent; parent = parent.parentElement) {
            if (getComputedStyle(parent).overflow === 'visible') continue;
            const edge = parent.getBoundingClientRect();
            clip = {
              top: Math.max(clip.top, edge.top),
              left: Math.max(clip.left, edge.left),
              bottom: Math.min(clip.bottom, edge.bottom),
              right: Math.min(clip.right, edge.right),
            };
          }
          return (
            box.bottom > clip.top && box.top < clip.bottom && box.right > clip.left && box.left < clip.right
          );
        };
        return covers.filter(visible).map((cover) => {
          const img = cover.querySelector('img');
          return img && img.complete && img.naturalWidth > 0 ? img.src : null;
        });
      });
    const settled = async () => {
      const covers = await onScreenCovers();
      return covers.length > 0 && covers.every((src) => src !== null)
        ? covers.map((src) => fileOf(src ?? '')).sort()
        : null;
    };
    await expect.poll(settled, POLL).not.toBeNull();
    const onScreen = (await settled()) ?? [];
    expect(onScreen).toContain('cover-1.png');
    expect(onScreen.length).toBeLessThan(30);
    // One request per cover on screen, to sign its link and to load it: none for the tiles below,
    // including those the column draws ahead before it has measured them.
    expect([...thumbnails].sort()).toEqual(onScreen);
    expect([...signed].sort()).toEqual(onScreen);

    // Scrolled to the end a few tiles at a time, each tile in view loading its thumbnail before the
    // next step: the rest arrive, each asked for once.
    const last = coverImage(page, 'Task 60');
    // Four fifths of a screen a step, as a person scrolls: each tile passes through view.
    const scrollColumn = () =>
      page
        .locator('[data-card-id]')
        .first()
        .evaluate((tile: HTMLElement) => {
          let scroller = tile.parentElement;
          while (
            scroller &&
            !(
              scroller.scrollHeight > scroller.clientHeight &&
              getComputedStyle(scroller).overflowY !== 'visible'
            )
          )
            scroller = scroller.parentElement;
          scroller?.scrollBy(0, scroller.clientHeight * 0.8);
        });
    await expect
      .poll(async () => {
        if ((await settled()) !== null) await scrollColumn();
        return (await last.count()) === 1 && (await settled()) !== null;
      }, SCROLL_POLL)
      .toBe(true);
    expect(new Set(thumbnails).size).toBe(thumbnails.length);
    expect(new Set(thumbnails)).toEqual(new Set(ids.map((_, index) => `cover-${String(index + 1)}.png`)));
    expect(new Set(signed).size).toBe(signed.length);
    expect(fullImages).toEqual([]);
  }, 90_000);
});
