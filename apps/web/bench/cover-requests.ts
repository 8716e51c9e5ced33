import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { boardRendered, loadPage } from './page-load';

/** Where the page keeps the cards whose image cover it has drawn (set by {@link recordDrawnCovers}). */
const DRAWN = '__benchDrawnCovers';
/** A tile whose cover is an image, and the column's card list, as `@teamboard/ui` draws them. */
const IMAGE_COVER = '.tb-card-tile__cover[data-cover="image"]';
const CARD_LIST = '[data-list-id] ol.tb-column__cards';
/** Scroll steps of one column before the bench gives up on reaching its end. */
const MAX_SCROLL_STEPS = 5_000;

/** What the tiles' covers asked the server for during one first open of a board and one column scrolled to its end. */
export interface CoverRequests {
  /** Thumbnails (Storage's render URLs) requested before all columns were shown. */
  thumbnailsAtReady: number;
  /** Image-covered tiles drawn when all columns were shown. */
  coversAtReady: number;
  /** Thumbnails requested once every image cover on screen had loaded. */
  thumbnailsSettled: number;
  /** Image-covered tiles on screen then. */
  coversSettled: number;
  /** Cover links signed by then (a sign request each, after a look-up of the attachment's path). */
  signedSettled: number;
  /** Thumbnails requested after the first column was scrolled to its end and its covers had loaded. */
  thumbnailsScrolled: number;
  /** Cover links signed by then. */
  signedScrolled: number;
  /** Image-covered cards drawn at any moment of the page's life. */
  coversEverDrawn: number;
  /** Cards whose thumbnail was requested although their tile was never drawn: must stay empty. */
  strayThumbnails: string[];
  /** Full files (not thumbnails) requested by the board: must stay empty. */
  fullFiles: string[];
}

/** The card id in a Storage URL of an attachment (`…/attachments/{workspace}/{card}/{attachment}/{file}`). */
function cardOf(url: string): string {
  const segments = decodeURIComponent(new URL(url).pathname).split('/');
  return segments[segments.indexOf('attachments') + 2] ?? '';
}

const isThumbnail = (method: string, url: string) =>
  method === 'GET' && new URL(url).pathname.startsWith('/storage/v1/render/image/sign/attachments/');
const isSigning = (method: string, url: string) =>
  method === 'POST' && new URL(url).pathname.startsWith('/storage/v1/object/sign/attachments/');
const isFullFile = (method: string, url: string) =>
  method === 'GET' &&
  /^\/storage\/v1\/object\/(sign\/|authenticated\/|public\/)?attachments\//.test(new URL(url).pathname);

/**
 * Records, from the first byte, every card whose image cover the page draws: after each change of
 * the DOM (before it is painted) the image-covered tiles present are added to a set. A tile the
 * virtual list adds and drops again within one render is never painted, so it is not counted.
 */
async function recordDrawnCovers(page: Page): Promise<void> {
  // A string, not a function: the TypeScript runner would wrap named functions in helpers the page lacks.
  await page.addInitScript(`(() => {
    const drawn = new Set();
    window[${JSON.stringify(DRAWN)}] = drawn;
    const observer = new MutationObserver(() => {
      for (const cover of document.querySelectorAll(${JSON.stringify(IMAGE_COVER)})) {
        const id = cover.closest('[data-card-id]')?.getAttribute('data-card-id');
        if (id) drawn.add(id);
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  })();`);
}

/**
 * The image covers on screen now: inside the window and every box around them that clips (the
 * column's scroller, the board's), as the browser's own visibility check counts them. A tile drawn
 * ahead of the screen asks for nothing until it comes into view, so only these are waited for.
 * A string, not a function: the TypeScript runner would wrap named functions in helpers the page lacks.
 */
const COVERS_ON_SCREEN = `[...document.querySelectorAll(${JSON.stringify(IMAGE_COVER)})].filter((cover) => {
  const box = cover.getBoundingClientRect();
  let top = 0, left = 0, bottom = window.innerHeight, right = window.innerWidth;
  for (let parent = cover.parentElement; parent; parent = parent.parentElement) {
    if (getComputedStyle(parent).overflow === 'visible') continue;
    const edge = parent.getBoundingClientRect();
    top = Math.max(top, edge.top); left = Math.max(left, edge.left);
    bottom = Math.min(bottom, edge.bottom); right = Math.min(right, edge.right);
  }
  return box.bottom > top && box.top < bottom && box.right > left && box.left < right;
})`;
/** Whether a cover shows its loaded thumbnail. */
const LOADED = `((cover) => { const img = cover.querySelector('img'); return img !== null && img.complete && img.naturalWidth > 0; })`;

/** Image covers on screen, once every one of them shows its thumbnail. */
async function waitForCovers(page: Page): Promise<number> {
  await page.waitForFunction(`${COVERS_ON_SCREEN}.every(${LOADED})`, undefined, {
    timeout: 60_000,
    polling: 100,
  });
  const covers = await page.evaluate<number | null>(
    `(() => { const covers = ${COVERS_ON_SCREEN}; return covers.every(${LOADED}) ? covers.length : null; })()`,
  );
  if (covers === null) throw new Error('a cover lost its thumbnail after it had loaded');
  return covers;
}

/**
 * A first open of `url` in a fresh context: the thumbnails asked for until the columns show, once
 * the covers on screen have loaded, and after the first column was scrolled to its end one screen
 * of it per two frames (a quick flick through it), beside the image-covered tiles drawn.
 */
export async function measureCoverRequests(
  browser: Browser,
  storageState: BrowserContextOptions['storageState'],
  url: string,
): Promise<CoverRequests> {
  const context = await browser.newContext({ storageState });
  try {
    const page = await context.newPage();
    const thumbnails: string[] = [];
    const signed: string[] = [];
    const fullFiles: string[] = [];
    page.on('request', (request) => {
      const [method, address] = [request.method(), request.url()];
      if (isThumbnail(method, address)) thumbnails.push(cardOf(address));
      if (isSigning(method, address)) signed.push(cardOf(address));
      if (isFullFile(method, address)) fullFiles.push(address);
    });
    await recordDrawnCovers(page);
    const load = await loadPage(page, url, boardRendered);
    const thumbnailsAtReady = load.requests.filter((request) => isThumbnail('GET', request.url)).length;
    const coversAtReady = await page.locator(IMAGE_COVER).count();
    const coversSettled = await waitForCovers(page);
    const thumbnailsSettled = thumbnails.length;
    const signedSettled = signed.length;

    const steps = await page.evaluate(
      async ({ list, maxSteps }) => {
        const scroller = document.querySelector(list)?.parentElement;
        if (!scroller) throw new Error('no card list to scroll');
        let step = 0;
        // The virtual list grows its height as it measures tiles: at the end only once it stops growing.
        for (let still = 0; still < 3 && step < maxSteps; step += 1) {
          const atEnd = scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 1;
          still = atEnd ? still + 1 : 0;
          scroller.scrollTop += scroller.clientHeight;
          // Two frames: one for the scroll to reach the list, one for the tiles it draws.
          for (let frames = 0; frames < 2; frames += 1)
            await new Promise((resolve) => requestAnimationFrame(resolve));
        }
        return step;
      },
      { list: CARD_LIST, maxSteps: MAX_SCROLL_STEPS },
    );
    if (steps >= MAX_SCROLL_STEPS)
      throw new Error(`the column did not reach its end in ${String(steps)} steps`);
    await waitForCovers(page);
    const drawn = new Set(
      await page.evaluate((name) => [...((window as never)[name] as Set<string>)], DRAWN),
    );
    return {
      thumbnailsAtReady,
      coversAtReady,
      thumbnailsSettled,
      coversSettled,
      signedSettled,
      thumbnailsScrolled: thumbnails.length,
      signedScrolled: signed.length,
      coversEverDrawn: drawn.size,
      strayThumbnails: [...new Set(thumbnails.filter((card) => !drawn.has(card)))],
      fullFiles,
    };
  } finally {
    await context.close();
  }
}
