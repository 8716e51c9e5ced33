import type { Page } from 'playwright-core';
import { LOCAL_COPY_DATABASE, localCopyKey } from '@/app/local-copy';
import { cardKeys } from '@/shared/query-keys/card-keys';

/** The user's saved copy as IndexedDB holds it (a JSON string), or `null` when there is none. */
export async function storedCopy(page: Page, userId: string): Promise<string | null> {
  return (await storedCopies(page)).get(localCopyKey(userId)) ?? null;
}

/** Every saved copy in the page's IndexedDB, by key (none when the database is not made yet). */
function storedCopies(page: Page): Promise<Map<string, string>> {
  return page
    .evaluate(
      ({ name, store }) =>
        new Promise<[string, string][]>((resolve, reject) => {
          const open = indexedDB.open(name);
          open.onerror = () => reject(new Error(String(open.error)));
          open.onsuccess = () => {
            const db = open.result;
            // Opened before the app made its store (a page that has saved nothing yet).
            if (!db.objectStoreNames.contains(store)) {
              db.close();
              resolve([]);
              return;
            }
            const objects = db.transaction(store, 'readonly').objectStore(store);
            const keys = objects.getAllKeys();
            const values = objects.getAll();
            values.onerror = () => reject(new Error(String(values.error)));
            values.onsuccess = () => {
              db.close();
              resolve(
                keys.result.flatMap((key, index) => {
                  const value: unknown = values.result[index];
                  // The app's keys are strings (localCopyKey); anything else in the store is not a copy.
                  return typeof key === 'string' && typeof value === 'string'
                    ? [[key, value] as [string, string]]
                    : [];
                }),
              );
            };
          };
        }),
      LOCAL_COPY_DATABASE,
    )
    .then((entries) => new Map(entries));
}

type Row = Record<string, unknown>;

interface SavedQuery {
  queryKey: unknown[];
  state: { data?: unknown; errorUpdatedAt: number };
}
interface SavedMutation {
  mutationKey?: unknown[];
  state: { variables?: unknown };
}
interface SavedClient {
  clientState: { queries: SavedQuery[]; mutations: SavedMutation[] };
}

/** One card as the saved copy would show it after a reload. */
export interface SavedCard {
  /** Its row in a board's card list (`undefined`: in none). */
  onBoard: Row | undefined;
  /** The card its drawer shows. */
  inDrawer: Row | undefined;
  /** Its checklist items. */
  checklist: Row[] | undefined;
  /** How many waiting edits of the card the copy keeps. */
  waiting: number;
}

const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null;
const sameKey = (a: readonly unknown[], b: readonly unknown[]) => JSON.stringify(a) === JSON.stringify(b);

/** Every query the page's saved copies hold, as last written. */
async function savedQueries(page: Page): Promise<SavedQuery[]> {
  const copies = [...(await storedCopies(page)).values()].map((copy) => JSON.parse(copy) as SavedClient);
  return copies.flatMap((copy) => copy.clientState.queries);
}

/** The data the page's saved copy holds for one query (`undefined`: none yet). */
export async function savedData(page: Page, key: readonly unknown[]): Promise<unknown> {
  return (await savedQueries(page)).find((query) => sameKey(query.queryKey, key))?.state.data;
}

/**
 * A card as the page's saved copy (of whoever is signed in) holds it: a test waits on this before a
 * reload, since a reload may cut short a save still under way, and a copy that lacks an edit would
 * show the page without it.
 */
export async function savedCard(page: Page, cardId: string): Promise<SavedCard> {
  const copies = [...(await storedCopies(page)).values()].map((copy) => JSON.parse(copy) as SavedClient);
  const queries = copies.flatMap((copy) => copy.clientState.queries);
  const dataOf = (key: readonly unknown[]) =>
    queries.find((query) => sameKey(query.queryKey, key))?.state.data;
  const onBoard = queries
    .filter(({ queryKey }) => queryKey[0] === 'board' && queryKey[2] === 'cards')
    .flatMap(({ state }) => (Array.isArray(state.data) ? state.data.filter(isRow) : []))
    .find((row) => row.id === cardId);
  const inDrawer = dataOf(cardKeys.card(cardId));
  const checklist = dataOf(cardKeys.checklist(cardId));
  // An edit names its card in its input, or (ticks and comments) in its key.
  const waiting = copies
    .flatMap((copy) => copy.clientState.mutations)
    .filter(
      ({ mutationKey, state }) =>
        mutationKey?.[2] === cardId || (isRow(state.variables) && state.variables.cardId === cardId),
    ).length;
  return {
    onBoard,
    inDrawer: isRow(inDrawer) ? inDrawer : undefined,
    checklist: Array.isArray(checklist) ? checklist.filter(isRow) : undefined,
    waiting,
  };
}

/**
 * Whether the page's saved copy holds each of these queries as last written after a read of it
 * failed (a page that reached nothing): a test waits on this before reloading such a page.
 */
export async function savedAfterFailedRead(
  page: Page,
  keys: readonly (readonly unknown[])[],
): Promise<boolean> {
  const queries = await savedQueries(page);
  return keys.every((key) =>
    queries.some(({ queryKey, state }) => sameKey(queryKey, key) && state.errorUpdatedAt > 0),
  );
}
