import type { Browser, BrowserContextOptions } from 'playwright-core';
import { printProfile, startProfile } from './cpu-profile';
import { loadPage, type Readiness } from './page-load';

/** What a scroll through a whole table cost the page's main thread. */
export interface TableScroll {
  /** The longest task (ms) while scrolling; 0 when none reached the browser's 50 ms threshold. */
  longestTask: number;
  /** Tasks over 50 ms (the browser reports only those as long tasks). */
  longTasks: number;
  /** Scroll steps taken, top to bottom. */
  steps: number;
  /** First step → last row drawn. */
  ms: number;
  /** Frames the browser did not give within the wait, replaced as described at `scrollTable`. */
  missedFrames: number;
}

/** How long a step waits for an animation frame before doing a frame's work itself. */
const FRAME_WAIT_MS = 200;
/** A page is settled once this long has passed without a long task. */
const SETTLE_QUIET_MS = 1000;
/** The longest the scroll waits for the page to settle before it starts anyway. */
const SETTLE_LIMIT_MS = 20_000;

/**
 * Opens `url` (a table of `rows` rows) in a fresh context and, once it is `ready`, scrolls it from the
 * top to the bottom in steps of one screen, each step set by the page itself and followed by two
 * animation frames (the virtualiser's scroll handler, then the render it asked for), while a
 * `PerformanceObserver` collects the long tasks. Fails unless the table's last row is drawn at the end.
 *
 * Headless Chromium on this machine's software compositor may stop producing frames part-way down
 * a tall scroller (seen after 6 to 130 steps, at any load), and then neither animation frames nor
 * scroll events come again. So a frame not given within `FRAME_WAIT_MS` is replaced by the work a
 * frame would have done: the scroll event is sent by the page and the layout is read, so React's
 * render and the style and layout work still happen inside the measured tasks. Such steps are counted
 * (`missedFrames`) so the figure says how it was taken.
 */
export async function scrollTable(
  browser: Browser,
  storageState: BrowserContextOptions['storageState'],
  url: string,
  ready: Readiness,
  rows: number,
): Promise<TableScroll> {
  const context = await browser.newContext({ storageState });
  try {
    const page = await context.newPage();
    await loadPage(page, url, ready);
    const profiler = await startProfile(page, 'table-scroll');
    // A string, not a function: the TypeScript runner would wrap named functions in helpers the page lacks.
    const scroll = await page.evaluate<TableScroll>(`(async () => {
      const table = document.querySelector('.board-table');
      if (!table) throw new Error('no table on the page');
      const durations = [];
      const observer = new PerformanceObserver((list) => {
        durations.push(...list.getEntries().map((entry) => entry.duration));
      });
      observer.observe({ type: 'longtask' });
      let missedFrames = 0;
      const frame = () => new Promise((resolve) => {
        let given = false;
        requestAnimationFrame(() => { given = true; resolve(); });
        setTimeout(() => {
          if (given) return;
          missedFrames += 1;
          table.dispatchEvent(new Event('scroll'));
          // A macrotask later React has rendered what the event asked for; reading the layout then
          // does the style and layout work a frame would have done.
          setTimeout(() => { void table.scrollHeight; resolve(); }, 0);
        }, ${String(FRAME_WAIT_MS)});
      });
      // The open's own work (the realtime subscription's first messages, the local copy read and
      // written) goes on after the table is shown: the scroll starts once a second has passed with
      // no long task, so its figures are the scroll's (at most ${String(SETTLE_LIMIT_MS)} ms of waiting).
      await new Promise((resolve) => {
        const settling = new PerformanceObserver(() => {
          clearTimeout(quiet);
          quiet = setTimeout(settled, ${String(SETTLE_QUIET_MS)});
        });
        const settled = () => {
          settling.disconnect();
          clearTimeout(quiet);
          clearTimeout(limit);
          resolve();
        };
        let quiet = setTimeout(settled, ${String(SETTLE_QUIET_MS)});
        const limit = setTimeout(settled, ${String(SETTLE_LIMIT_MS)});
        settling.observe({ type: 'longtask' });
      });
      durations.length = 0;
      const start = performance.now();
      let steps = 0;
      if (table.clientHeight === 0) throw new Error('the table has no height to scroll by');
      while (table.scrollTop + table.clientHeight < table.scrollHeight - 1) {
        table.scrollTop += table.clientHeight;
        steps += 1;
        await frame();
        await frame();
      }
      const last = '.board-table__row[aria-rowindex="${String(rows + 1)}"]';
      for (let waited = 0; !table.querySelector(last); waited += 1) {
        if (waited > 600) {
          const drawn = [...table.querySelectorAll('[aria-rowindex]')].map((row) => row.getAttribute('aria-rowindex'));
          throw new Error('the last row was not drawn: scrolled to ' + table.scrollTop + ' of ' + table.scrollHeight +
            ' (' + table.clientHeight + ' shown), rows drawn ' + drawn.slice(0, 3).join() + '…' + drawn.slice(-3).join());
        }
        await frame();
      }
      const ms = performance.now() - start;
      // Entries of tasks that ended in the last frames may not have been delivered yet.
      durations.push(...observer.takeRecords().map((entry) => entry.duration));
      observer.disconnect();
      return { longestTask: Math.max(0, ...durations), longTasks: durations.length, steps, ms, missedFrames };
    })()`);
    await printProfile(profiler, 'table scroll');
    return scroll;
  } finally {
    await context.close();
  }
}
