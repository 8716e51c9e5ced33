import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import {
  BOARD_RENDERED_MARK,
  LOCAL_COPY_RESTORED_MARK,
  LOCAL_COPY_SAVE_MEASURE,
  LOCAL_COPY_SERIALIZE_MEASURE,
} from '../src/shared/lib/perf-marks';
import { printProfile, startProfile } from './cpu-profile';

/** Marked by the bench itself when a page that has no mark of its own shows its ready element. */
const READY_MARK = 'bench:ready';

/**
 * What a page is waiting for: the app's own performance mark, the first element matching a selector,
 * or a condition on the page (a JavaScript expression, checked on every change of the DOM).
 */
export type Readiness = { mark: string } | { selector: string } | { condition: string };

export const boardRendered: Readiness = { mark: BOARD_RENDERED_MARK };

/**
 * Ready once the row at the visible bottom of a scrolling view is drawn, i.e. the screen is full: a
 * rendered `row` (holding `content`) reaches the bottom of the `scroller`'s box or of the window,
 * whichever is higher. `extra` is a further condition (an expression on `scroller`), such as the
 * number of rows the view says it has.
 */
export function lastVisibleRow(scroller: string, row: string, content: string, extra = 'true'): Readiness {
  return {
    condition: `(() => {
      const scroller = document.querySelector(${JSON.stringify(scroller)});
      if (!scroller || !(${extra})) return false;
      const bottom = Math.min(scroller.getBoundingClientRect().bottom, window.innerHeight);
      return [...scroller.querySelectorAll(${JSON.stringify(row)})].some(
        (row) => row.querySelector(${JSON.stringify(content)}) !== null && row.getBoundingClientRect().bottom >= bottom,
      );
    })()`,
  };
}

/** One request of a page load, in milliseconds from the start of the navigation. */
export interface LoadedRequest {
  url: string;
  kind: string;
  start: number;
  end: number;
}

export interface PageLoad {
  /** Navigation start → ready. */
  ms: number;
  /**
   * Round trips on the critical path to ready: the longest chain of requests that each
   * started only after the previous one had ended (the document counts as the first).
   */
  roundTrips: number;
  /** Every request that started before ready (document, scripts, styles, API calls). */
  requests: LoadedRequest[];
  /** Board columns on screen at ready. */
  columns: number;
  /** The document's protocol as the browser saw it (`h2` from the bench's static host). */
  protocol: string;
}

export async function signIn(page: Page, webUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${webUrl}/sign-in`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'), { timeout: 15_000 });
}

/** The longest chain of requests where each starts after the one before it ended. */
export function criticalChain(requests: readonly LoadedRequest[]): number {
  const byEnd = [...requests].sort((a, b) => a.end - b.end);
  const depth = new Map<LoadedRequest, number>();
  let longest = 0;
  for (const request of byEnd) {
    let before = 0;
    for (const other of byEnd) {
      if (other.end > request.start) break;
      before = Math.max(before, depth.get(other) ?? 0);
    }
    depth.set(request, before + 1);
    longest = Math.max(longest, before + 1);
  }
  return longest;
}

/** Loads `url` in a fresh page and reads, from the browser's own timings, when it was ready and what it fetched. */
export async function loadPage(page: Page, url: string, readiness: Readiness): Promise<PageLoad> {
  const mark = 'mark' in readiness ? readiness.mark : READY_MARK;
  if (!('mark' in readiness)) {
    const condition =
      'selector' in readiness
        ? `document.querySelector(${JSON.stringify(readiness.selector)}) !== null`
        : readiness.condition;
    // Watches the DOM from the first byte, so the mark is as exact as the app's own would be.
    // A string, not a function: the TypeScript runner would wrap named functions in helpers the page lacks.
    await page.addInitScript(`(() => {
      const name = ${JSON.stringify(READY_MARK)};
      const observer = new MutationObserver(() => {
        if (!(${condition})) return;
        performance.mark(name);
        observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true, attributes: true });
    })();`);
  }
  // As long as the mark may take: the bench's process also runs the database, whose long queries
  // can hold up the browser driver's own messages.
  await page.goto(url, { timeout: 60_000 });
  await page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, mark, {
    timeout: 60_000,
  });
  const { ms, requests, protocol } = await page.evaluate((name) => {
    const readyAt = performance.getEntriesByName(name)[0]?.startTime ?? Number.NaN;
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    return {
      ms: readyAt,
      protocol: navigation.nextHopProtocol,
      requests: [
        { url: navigation.name, kind: 'document', start: 0, end: navigation.responseEnd },
        ...resources
          .filter((entry) => entry.startTime <= readyAt)
          .map((entry) => ({
            url: entry.name,
            kind: entry.initiatorType,
            start: entry.startTime,
            end: entry.responseEnd,
          })),
      ],
    };
  }, mark);
  const columns = await page.locator('[data-list-id]').count();
  // What a first paint can wait for: the document, code, styles and API calls (not the favicon).
  const beforeReady = requests.filter(
    (request) =>
      request.end <= ms && (request.kind !== 'other' || /\.(js|css)$/.test(new URL(request.url).pathname)),
  );
  return { ms, roundTrips: criticalChain(beforeReady), requests, columns, protocol };
}

/** One fresh browser context per load: nothing cached from the previous one but the session. */
export async function loadFresh(
  browser: Browser,
  storageState: BrowserContextOptions['storageState'],
  url: string,
  readiness: Readiness,
): Promise<PageLoad> {
  const context = await browser.newContext({ storageState });
  try {
    return await loadPage(await context.newPage(), url, readiness);
  } finally {
    await context.close();
  }
}

/** The requests of a load as lines for the performance notes: start–end, kind, path. */
export function describeWaterfall(load: PageLoad): string {
  return [...load.requests]
    .sort((a, b) => a.start - b.start)
    .map((request) => {
      const { pathname, search } = new URL(request.url);
      const span = `${request.start.toFixed(0).padStart(6)}–${request.end.toFixed(0).padEnd(6)}`;
      const late = request.end > load.ms ? ' (after ready)' : '';
      return `${span} ${request.kind.padEnd(14)} ${pathname}${search.slice(0, 60)}${late}`;
    })
    .join('\n');
}

/** The local copy's saves during a page's life, as the app measured them. */
export interface CopySaves {
  count: number;
  /** The longest save, from its start to the value stored. */
  longestMs: number;
  /** The longest part of one save that held the main thread (JSON in and out). */
  longestBusyMs: number;
  /** The largest value written, in characters. */
  largest: number;
}

/** A first open and a second open of the same page, in the same browser context. */
export interface ColdAndWarm {
  cold: PageLoad;
  warm: PageLoad;
  /**
   * The same board opened from its workspace's page, `inAppOpens` times, each in a tab of its own:
   * the click on its link → all columns, the app already running, the board in the local copy.
   */
  inApp: number[];
  /** The first page's saves of the local copy, from its start until it was closed. */
  saves: CopySaves;
  /** When the second page had read the local copy (ms from its navigation) and how many queries it held. */
  restored: { at: number; queries: number } | undefined;
}

/** The local copy's saves measured in `page` so far. */
export function copySaves(page: Page): Promise<CopySaves> {
  return page.evaluate(
    // No named functions inside: the TypeScript runner would wrap them in a helper the page lacks.
    ({ save, busy }) => {
      const saves = performance.getEntriesByName(save) as PerformanceMeasure[];
      const busyParts = performance.getEntriesByName(busy);
      return {
        count: saves.length,
        longestMs: Math.max(0, ...saves.map((entry) => entry.duration)),
        longestBusyMs: Math.max(0, ...busyParts.map((entry) => entry.duration)),
        largest: Math.max(
          0,
          ...saves.map((entry) => (entry.detail as { bytes?: number } | null)?.bytes ?? 0),
        ),
      };
    },
    { save: LOCAL_COPY_SAVE_MEASURE, busy: LOCAL_COPY_SERIALIZE_MEASURE },
  );
}

/**
 * The first and the second open of a page, as a returning user gets them: one load in a fresh
 * context (nothing cached but the session), then, once the app has saved its local copy of that
 * board (`boardId`) and its service worker is active, the same page again in a new tab of the same
 * context (the code in the browser's caches, the board in the copy).
 */
export async function loadColdThenWarm(
  browser: Browser,
  storageState: BrowserContextOptions['storageState'],
  url: string,
  boardId: string,
  readiness: Readiness,
  inAppOpens = 1,
): Promise<ColdAndWarm> {
  const context = await browser.newContext({ storageState });
  try {
    const first = await context.newPage();
    const firstProfiler = await startProfile(first, 'first-open');
    const cold = await loadPage(first, url, readiness);
    await printProfile(firstProfiler, `first open of ${url}`);
    // The copy is saved in the background (at most once a second). A returning user's copy holds
    // everything the board screen read, not only its cards: wait until the screen's API calls have
    // been quiet for a while and the copy, holding this board's cards, was saved after the last answer.
    await first.waitForFunction(
      ({ needle, quietMs }) =>
        new Promise<boolean>((resolve) => {
          const answers = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
            .filter((entry) => new URL(entry.name).pathname.startsWith('/rest/v1/'))
            .map((entry) => entry.responseEnd);
          const lastAnswer = Math.max(0, ...answers);
          if (performance.now() - lastAnswer < quietMs) return resolve(false);
          const open = indexedDB.open('teamboard');
          open.onerror = () => resolve(false);
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains('local-copy')) return resolve(false);
            const all = db.transaction('local-copy', 'readonly').objectStore('local-copy').getAll();
            all.onerror = () => resolve(false);
            all.onsuccess = () => {
              db.close();
              resolve(
                all.result.some((value) => {
                  if (typeof value !== 'string' || !value.includes(needle)) return false;
                  const saved = (JSON.parse(value) as { timestamp?: number }).timestamp ?? 0;
                  return saved >= performance.timeOrigin + lastAnswer;
                }),
              );
            };
          };
        }),
      { needle: `"${boardId}","cards"`, quietMs: 1_500 },
      { timeout: 60_000, polling: 200 },
    );
    // A returning user's worker has long finished caching the app's files.
    await first.evaluate(async () => {
      // Blocked (BENCH_SERVICE_WORKER=block): no worker ever becomes ready.
      if (await navigator.serviceWorker.getRegistration()) await navigator.serviceWorker.ready;
    });
    const saves = await copySaves(first);
    await first.close();
    const second = await context.newPage();
    const profiler = await startProfile(second, 'second-open');
    const warm = await loadPage(second, url, readiness);
    await printProfile(profiler, `second open of ${url}`);
    const restored = await second.evaluate((name) => {
      const mark = performance.getEntriesByName(name)[0] as PerformanceMark | undefined;
      const detail = mark?.detail as { queries?: number } | null | undefined;
      return mark ? { at: mark.startTime, queries: detail?.queries ?? 0 } : undefined;
    }, LOCAL_COPY_RESTORED_MARK);
    await second.close();
    const inApp: number[] = [];
    for (let open = 0; open < inAppOpens; open += 1)
      inApp.push(await openFromWorkspace(await context.newPage(), url, boardId));
    return { cold, warm, inApp, saves, restored };
  } finally {
    await context.close();
  }
}

/**
 * Opens the workspace page of `boardUrl` in `page`, then the board by its link, as a person moving
 * between screens does: milliseconds from the click to all columns shown.
 */
async function openFromWorkspace(page: Page, boardUrl: string, boardId: string): Promise<number> {
  try {
    const workspaceUrl = boardUrl.slice(0, boardUrl.indexOf('/b/'));
    await page.goto(workspaceUrl, { timeout: 60_000 });
    const link = page.locator(`a[href$="/b/${boardId}"]`);
    await link.waitFor({ timeout: 60_000 });
    // The screen settled first (its requests answered), so the click measures the board's open alone.
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    const profiler = await startProfile(page, 'in-app');
    const clickedAt = await link.evaluate((element) => {
      const at = performance.now();
      (element as HTMLElement).click();
      return at;
    });
    await page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, BOARD_RENDERED_MARK, {
      timeout: 60_000,
    });
    await printProfile(profiler, `in-app open of ${boardId}`);
    const renderedAt = await page.evaluate(
      (name) => performance.getEntriesByName(name)[0]?.startTime ?? Number.NaN,
      BOARD_RENDERED_MARK,
    );
    return renderedAt - clickedAt;
  } finally {
    await page.close();
  }
}
