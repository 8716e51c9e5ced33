import type { LocalSupabase } from '@teamboard/local-supabase';
import { createCard, type TeamboardClient } from '@teamboard/sdk';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { printProfile, startProfile } from './cpu-profile';
import { boardRendered, loadPage } from './page-load';

/** The list the offline cards are added to (one of the seeded board's). */
const LIST = 'Backlog';
const STEP = { timeout: 60_000 };

/** Resolves once the element matching `selector` reads exactly `text` (polled every animation frame). */
async function textIs(page: Page, selector: string, text: string | RegExp): Promise<void> {
  const pattern = typeof text === 'string' ? `^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$` : text.source;
  await page.waitForFunction(
    ({ selector, pattern }) => new RegExp(pattern).test(document.querySelector(selector)?.textContent ?? ''),
    { selector, pattern },
    STEP,
  );
}

const queueStatus = '.board-page__queue';
const connection = '.tb-presence__connection';

/** How many cards of `boardId` have exactly these titles: rows, distinct ids, distinct titles, "created" activity. */
async function countCards(
  backend: LocalSupabase,
  boardId: string,
  titles: readonly string[],
): Promise<{ rows: number; ids: number; titles: number; created: number }> {
  const { rows } = await backend.db.query<{ rows: number; ids: number; titles: number; created: number }>(
    `select count(*)::int as rows, count(distinct c.id)::int as ids, count(distinct c.title)::int as titles,
            (select count(*)::int from public.activity a
              where a.kind = 'card.created' and a.card_id = any(array_agg(c.id))) as created
       from public.cards c where c.board_id = $1 and c.title = any($2::text[])`,
    [boardId, titles],
  );
  const counts = rows[0];
  if (!counts) throw new Error('counting the replayed cards failed');
  return counts;
}

/**
 * One replay of `edits` cards added offline through the board's own composer: the board opened
 * and live, the network cut, the cards typed one after another (each shows as waiting), the network
 * back. Returns the milliseconds from reconnecting until the board says "All changes saved" and the
 * database holds every card. Throws if any card is stored twice (a duplicate is a failure, not a
 * figure), checked after a sentinel card added online once the queue was empty, so a late replay
 * would have arrived before it.
 */
export async function replayOfflineEdits(
  browser: Browser,
  storageState: BrowserContextOptions['storageState'],
  backend: LocalSupabase,
  board: { url: string; id: string },
  edits: number,
  tag: string,
): Promise<number> {
  const context = await browser.newContext({ storageState });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(STEP.timeout);
    await loadPage(page, board.url, boardRendered);
    await textIs(page, connection, 'Live');

    await context.setOffline(true);
    await textIs(page, connection, /^Offline/);
    await page.getByRole('region', { name: LIST }).getByRole('button', { name: 'Add a card' }).click();
    const input = page.getByLabel(`New card in ${LIST}`);
    const titles = Array.from({ length: edits }, (_, i) => `Offline ${tag} ${String(i + 1)}`);
    for (const [index, title] of titles.entries()) {
      await input.fill(title);
      await input.press('Enter');
      // Counted by the board's own status before the next one, so none is lost to a busy page.
      await textIs(
        page,
        queueStatus,
        index === 0 ? '1 change waiting' : `${String(index + 1)} changes waiting`,
      );
    }

    const profile = await startProfile(page, 'replay');
    const started = performance.now();
    await context.setOffline(false);
    const stored = async () => {
      for (;;) {
        if ((await countCards(backend, board.id, titles)).rows >= edits) return;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    };
    // The database is asked only once the board says all is saved: asked meanwhile, every 25 ms,
    // the count would take turns on the backend's one database thread with the replay it measures.
    await textIs(page, queueStatus, 'All changes saved');
    await stored();
    const ms = performance.now() - started;
    await printProfile(profile, `replay ${tag}`);

    // The sentinel goes through the same queue, after every replayed card.
    const sentinel = `Sentinel ${tag}`;
    await input.fill(sentinel);
    await input.press('Enter');
    for (;;) {
      if ((await countCards(backend, board.id, [sentinel])).rows === 1) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const counts = await countCards(backend, board.id, titles);
    const once = { rows: edits, ids: edits, titles: edits, created: edits };
    if (JSON.stringify(counts) !== JSON.stringify(once))
      throw new Error(
        `offline replay stored duplicates or lost edits: ${JSON.stringify(counts)}, expected ${JSON.stringify(once)}`,
      );
    return ms;
  } finally {
    await context.close();
  }
}

/**
 * The reference of a replay: the same number of cards added online through the SDK, one request
 * after another as the queue sends them, from the bench's process. Milliseconds until the last is stored.
 */
export async function addCardsOnline(
  client: TeamboardClient,
  backend: LocalSupabase,
  board: { id: string },
  edits: number,
  tag: string,
): Promise<number> {
  const { rows } = await backend.db.query<{ id: string }>(
    `select id from public.lists where board_id = $1 and name = $2`,
    [board.id, LIST],
  );
  const listId = rows[0]?.id;
  if (listId === undefined) throw new Error(`the replay board has no list ${LIST}`);
  const started = performance.now();
  for (let i = 1; i <= edits; i += 1)
    await createCard(client, { id: crypto.randomUUID(), listId, title: `Online ${tag} ${String(i)}` });
  return performance.now() - started;
}
