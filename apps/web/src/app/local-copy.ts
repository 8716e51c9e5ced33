import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  removeOldestQuery,
  type AsyncStorage,
  type PersistedClient,
} from '@tanstack/query-persist-client-core';
import {
  hashKey,
  onlineManager,
  type DehydratedState,
  type Mutation,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import { onSessionChange, type TeamboardClient } from '@teamboard/sdk';
import { createStore, del, get, set } from 'idb-keyval';
import { isQueued } from '@/shared/offline-queue';
import {
  LOCAL_COPY_RESTORED_MARK,
  LOCAL_COPY_SAVE_MEASURE,
  LOCAL_COPY_SERIALIZE_MEASURE,
} from '@/shared/lib/perf-marks';
import { boardKeys } from '@/shared/query-keys/board-keys';

/**
 * How long a saved copy is worth showing. Queries stay in memory as long (`gcTime`), or a board
 * left for a while would drop out of the copy at the next save.
 */
export const LOCAL_COPY_MAX_AGE_MS = 7 * 24 * 60 * 60_000;

/**
 * Changes of data already in the copy are saved at most this often: a 5,000-card board is
 * megabytes to write. Data a query did not have before is saved at once (see `start`).
 */
const SAVE_EVERY_MS = 1_000;

/** The browser's window and document, as far as the copy listens to them (a stand-in in unit tests). */
export interface PageLifecycle {
  /** Where `pagehide` and `visibilitychange` are sent. */
  target: EventTarget;
  isHidden: () => boolean;
}

/** The page itself; none outside a browser. */
function browserLifecycle(): PageLifecycle | undefined {
  if (typeof window === 'undefined' || typeof document === 'undefined') return undefined;
  return { target: window, isHidden: () => document.visibilityState === 'hidden' };
}

/** Where each person's copy lives: one entry per user id, so two people on one browser never meet. */
export const localCopyKey = (userId: string) => `query-cache:${userId}`;

/** The IndexedDB database and object store of the copies (the e2e reads them there). */
export const LOCAL_COPY_DATABASE = { name: 'teamboard', store: 'local-copy' } as const;

/** The browser's IndexedDB, through idb-keyval; a plain map stands in for it in unit tests. */
export function indexedDbStorage(): AsyncStorage<string> {
  const store = createStore(LOCAL_COPY_DATABASE.name, LOCAL_COPY_DATABASE.store);
  return {
    getItem: (key) => get<string>(key, store),
    setItem: (key, value) => set(key, value, store),
    removeItem: (key) => del(key, store),
  };
}

/**
 * Which queries the copy keeps: every one that holds data, whatever its status. TanStack Query's
 * default keeps only `success`, but a board read again while the server is out of reach (a page
 * opened offline does exactly that) turns `error` and still shows its cards: dropped from the next
 * save, the reload after it would open without the board that was on screen. A query with no data
 * (still loading, or failed on its first read) has nothing to show and is left out.
 */
const shouldKeepQuery = (query: Query): boolean => query.state.data !== undefined;

/** What the board screen needs to show its columns (the board, its lists and cards: `load_board`). */
const COLUMNS_DATA = [boardKeys.board, boardKeys.lists, boardKeys.cards];
const isColumnsData = ({ queryKey }: Query): boolean => {
  const [, boardId] = queryKey;
  return (
    typeof boardId === 'string' && COLUMNS_DATA.some((key) => hashKey(key(boardId)) === hashKey(queryKey))
  );
};

/**
 * A save that keeps failing drops the oldest query and tries again (TanStack Query's own strategy),
 * but gives up rather than write a copy with nothing in it: the copy already stored, though older,
 * still shows what the person saw, where an empty one would send the next open to the network.
 */
const removeOldestQueryButNotAll: typeof removeOldestQuery = (props) => {
  const smaller = removeOldestQuery(props);
  const { queries, mutations } = smaller?.clientState ?? { queries: [], mutations: [] };
  return queries.length > 0 || mutations.length > 0 ? smaller : undefined;
};

/** The stored copy, if it is one this build may read (see `LocalCopyOptions.buildId`). */
function parseStoredCopy(value: string | null | undefined, buildId: string): PersistedClient | undefined {
  if (!value) return undefined;
  try {
    const parsed = JSON.parse(value) as PersistedClient;
    return parsed.buster === buildId && Array.isArray(parsed.clientState?.queries) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The queries of this page's save, with those of other pages of the same person that this page has
 * not seen (`others`, see persisterFor) and lacks, or holds older: every tab writes the one copy,
 * and a tab opened on another screen must not take out the board another tab just saved.
 */
function mergeQueries(
  own: DehydratedState['queries'],
  others: DehydratedState['queries'],
): DehydratedState['queries'] {
  if (others.length === 0) return own;
  const byHash = new Map(own.map((query) => [query.queryHash, query]));
  for (const theirs of others) {
    const ours = byHash.get(theirs.queryHash);
    if (ours === undefined || ours.state.dataUpdatedAt < theirs.state.dataUpdatedAt) {
      byHash.set(theirs.queryHash, theirs);
    }
  }
  return [...byHash.values()];
}

export interface LocalCopyOptions {
  queryClient: QueryClient;
  storage: AsyncStorage<string>;
  /**
   * The build the copy was written by: a copy from another build is thrown away unread, so an
   * update never meets a shape it does not know.
   */
  buildId: string;
  /** The page whose hiding or leaving writes a save still waiting; the browser's by default. */
  lifecycle?: PageLifecycle;
}

/**
 * The query cache kept in the browser for the signed-in person, so a board seen before shows at
 * once on the next open and then catches up with the server and realtime. `follow` is told who is
 * signed in: it restores that person's copy and saves changes to it; at sign-out it deletes it.
 */
export function createLocalCopy({
  queryClient,
  storage,
  buildId,
  lifecycle = browserLifecycle(),
}: LocalCopyOptions) {
  let userId: string | undefined;
  // Every change of person starts a new generation; work of an older one stops where it is.
  let generation = 0;
  let stopSaving = () => {};
  let restored: Promise<void> = Promise.resolve();
  // Tells this page's writes of the copy from other pages' (see persisterFor).
  const pageMark = Math.random().toString(36).slice(2);

  // `seen`: each query this page restored or wrote, with the time of its data then.
  const persisterFor = (key: string, isCurrent: () => boolean, seen: Map<string, number>) => {
    // What other pages saved that this one lacks, as of the copy last read, and the mark of this
    // page's last write (first in the value, so read without parsing it): while the copy is still
    // that write, no other page wrote meanwhile, and the megabytes of a large board are not parsed
    // again on every save.
    let theirs: PersistedClient['clientState']['queries'] = [];
    let ownWrite: { mark: string; written: boolean } | undefined;
    let writes = 0;
    let saveStarted = 0;
    const othersQueries = (value: string | null | undefined) => {
      const mark = /^\{"writer":"([^"]*)"/.exec(value?.slice(0, 100) ?? '')?.[1];
      if (ownWrite?.written === true && ownWrite.mark === mark) return theirs;
      const stored = parseStoredCopy(value, buildId);
      // Only what this page has not seen, or saw older: a query it had and dropped (a board
      // deleted, say) stays out.
      theirs = (stored?.clientState.queries ?? []).filter(
        ({ queryHash, state }) => state.dataUpdatedAt > (seen.get(queryHash) ?? -1),
      );
      return theirs;
    };
    return createAsyncStoragePersister({
      // A save still waiting out its throttle when the person signed out must not write the copy back.
      storage: {
        ...storage,
        setItem: async (k, value) => {
          if (!isCurrent()) return;
          await storage.setItem(k, value);
          if (ownWrite) ownWrite.written = true;
          performance.measure(LOCAL_COPY_SAVE_MEASURE, {
            start: saveStarted,
            detail: { bytes: value.length },
          });
        },
      },
      key,
      // One save at a time, each of the latest state: when to save is decided in `start`.
      throttleTime: 0,
      retry: removeOldestQueryButNotAll,
      // A waiting edit's rollback state (`context`, often a whole list of cards) only matters to the
      // screen that made it; a restored edit never rolls back, so it is not written. It is written
      // as paused, whatever it was doing (sent, or between two tries): TanStack Query resumes only
      // paused mutations, both when back online and when the one before it in the queue is done.
      // Sent again, an add is recognised by its id and an edit already stored is refused as stale.
      //
      // A query whose last read failed (see shouldKeepQuery) is written as the answer it still shows:
      // the failure was this page's, and an error does not survive JSON (an `Error` becomes `{}`),
      // so restored as one it would put an error screen in place of the data. The next page reads
      // it again anyway (every restored query is stale).
      serialize: async (client) => {
        saveStarted = performance.now();
        const stored = await storage.getItem(key);
        const busyFrom = performance.now();
        const others = othersQueries(stored);
        writes += 1;
        ownWrite = { mark: `${pageMark}:${writes}`, written: false };
        for (const { queryHash, state } of client.clientState.queries)
          seen.set(queryHash, state.dataUpdatedAt);
        const value = JSON.stringify({
          writer: ownWrite.mark,
          ...client,
          clientState: {
            ...client.clientState,
            queries: mergeQueries(client.clientState.queries, others).map((query) =>
              query.state.status === 'error'
                ? {
                    ...query,
                    state: {
                      ...query.state,
                      status: 'success',
                      error: null,
                      fetchFailureCount: 0,
                      fetchFailureReason: null,
                    },
                  }
                : query,
            ),
            mutations: client.clientState.mutations.map((mutation) => ({
              ...mutation,
              state: { ...mutation.state, context: undefined, isPaused: true },
            })),
          },
        });
        performance.measure(LOCAL_COPY_SERIALIZE_MEASURE, {
          start: busyFrom,
          detail: { bytes: value.length },
        });
        return value;
      },
    });
  };

  async function start(id: string, current: number) {
    const isCurrent = () => generation === current;
    const seen = new Map<string, number>();
    const options = {
      queryClient,
      persister: persisterFor(localCopyKey(id), isCurrent, seen),
      buster: buildId,
      maxAge: LOCAL_COPY_MAX_AGE_MS,
      // The edits not yet stored, kept across a reload (their requests are registered under their
      // keys: see registerQueuedMutations): paused offline, or between two tries when a request got
      // no answer (see retryQueued); nothing else half-done is kept.
      dehydrateOptions: {
        shouldDehydrateQuery: shouldKeepQuery,
        shouldDehydrateMutation: (mutation: Mutation) =>
          mutation.state.status === 'pending' && isQueued(mutation),
      },
    };
    // What the restore put in the cache: a query it created with data, or one whose older data it
    // replaced (TanStack Query's hydrate sets that state in one `setState`). Not what the server
    // answered meanwhile: the screen's first requests run while the copy is read.
    const fromCopy = new Set<string>();
    const stopNoting = queryClient.getQueryCache().subscribe((event) => {
      const restoredNow =
        (event.type === 'added' && event.query.state.data !== undefined) ||
        (event.type === 'updated' && event.action.type === 'setState');
      if (restoredNow) fromCopy.add(event.query.queryHash);
    });
    // A copy that cannot be read is deleted by the restore; the app then simply loads from the server.
    await persistQueryClientRestore(options)
      .catch(() => undefined)
      .finally(stopNoting);
    if (!isCurrent()) return;
    for (const query of queryClient.getQueryCache().getAll()) {
      if (query.state.data !== undefined) seen.set(query.queryHash, query.state.dataUpdatedAt);
    }
    performance.mark(LOCAL_COPY_RESTORED_MARK, { detail: { queries: seen.size } });
    // The copy shows at once, but it may be older than its own timestamps say (a change of data it
    // already holds is saved at most once a second, and a closed tab drops the last save): every
    // restored query is stale, and the ones on screen are read again, so the server always has the
    // last word. A request already under way for one is its reading again, not cancelled for another.
    void queryClient.invalidateQueries(
      { predicate: (query) => fromCopy.has(query.queryHash) },
      { cancelRefetch: false },
    );

    // When to save. The persister writes one save at a time, each of the state at its start.
    let timer: ReturnType<typeof setTimeout> | undefined;
    let lastSave = 0;
    const save = () => {
      clearTimeout(timer);
      timer = undefined;
      lastSave = Date.now();
      if (isCurrent()) void persistQueryClientSave(options);
    };
    // At once, but after the current task: a board's one answer fills several queries in a row
    // (board, lists, cards), and they go out in one save.
    const saveNow = () => {
      clearTimeout(timer);
      timer = setTimeout(save, 0);
    };
    // Within a second of the last save: a change of data already saved (a card moved, a refetch).
    const saveSoon = () => {
      timer ??= setTimeout(save, Math.max(0, lastSave + SAVE_EVERY_MS - Date.now()));
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'added' && event.type !== 'removed' && event.type !== 'updated') return;
      // A board's columns seen for the first time are written at once: a second tab or a reload
      // moments later must find them, not the copy from before they arrived. Only their first
      // data (one `load_board` answer, one save): a restored query refetched counts its updates
      // on, and waits its turn like every other change.
      const firstColumns =
        event.type === 'updated' &&
        event.action.type === 'success' &&
        event.query.state.dataUpdateCount === 1 &&
        isColumnsData(event.query as Query);
      if (firstColumns) saveNow();
      else saveSoon();
    });
    const stopEdits = queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== 'added' && event.type !== 'removed' && event.type !== 'updated') return;
      // An edit that cannot go out at once (offline, behind others, or its request got no answer) is
      // written straight away, not up to a second later: a reload or a closed tab right after it
      // would lose it. An edit sent at once is left to the throttled saves, as it is soon done.
      // Written when it pauses, not when it is queued (`pending`): TanStack Query marks it pending
      // before its `onMutate` shows the change on screen, and pauses it only after, so the copy
      // holds both the edit and its change (an edit whose `onMutate` returns nothing changes no
      // more in between, and a copy written at `pending` would come back without the change).
      const waits =
        event.type === 'updated' &&
        isQueued(event.mutation) &&
        (event.action.type === 'pause' || event.action.type === 'failed');
      if (waits) saveNow();
      else saveSoon();
    });
    // A page hidden (another tab, the app switched away from) or left may never run its timers
    // again: a save still waiting is written now.
    const flush = () => {
      if (timer !== undefined) save();
    };
    const onVisibility = () => {
      if (lifecycle?.isHidden()) flush();
    };
    lifecycle?.target.addEventListener('pagehide', flush);
    lifecycle?.target.addEventListener('visibilitychange', onVisibility);
    stopSaving = () => {
      clearTimeout(timer);
      timer = undefined;
      stopQueries();
      stopEdits();
      lifecycle?.target.removeEventListener('pagehide', flush);
      lifecycle?.target.removeEventListener('visibilitychange', onVisibility);
    };
    // Not only while the browser says it is offline: `navigator.onLine` is only a hint (a page
    // opened offline may read `true`), and an edit whose request gets no answer is simply tried
    // again (retryQueued), staying in the queue.
    if (onlineManager.isOnline()) void queryClient.resumePausedMutations();
  }

  return {
    /** The person now signed in (`undefined`: signed out). Resolves once their copy is in the cache. */
    follow(next: string | undefined): Promise<void> {
      if (next === userId) return restored;
      const previous = userId;
      userId = next;
      const current = ++generation;
      stopSaving();
      stopSaving = () => {};
      if (previous !== undefined && next === undefined) {
        // Signed out: nothing of theirs stays on this browser.
        restored = Promise.resolve(storage.removeItem(localCopyKey(previous))).catch(() => undefined);
        return restored;
      }
      // Another person in the same tab: the cache holds the previous person's rows, not theirs to keep.
      if (previous !== undefined) queryClient.clear();
      restored = next === undefined ? Promise.resolve() : start(next, current);
      return restored;
    },
  };
}

export type LocalCopy = ReturnType<typeof createLocalCopy>;

/** Follows the client's session: the copy of whoever is signed in, none once signed out. */
export function followSession(client: TeamboardClient, copy: LocalCopy): () => void {
  return onSessionChange(client, (event) => {
    // Outside supabase-js's auth lock (see onSessionChange): the restore must not hold it.
    queueMicrotask(() => void copy.follow(event.session?.user.id));
  });
}
