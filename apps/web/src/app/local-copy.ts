import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
  removeOldestQuery,
  type AsyncStorage,
} from '@tanstack/query-persist-client-core';
import { onlineManager, type Mutation, type Query, type QueryClient } from '@tanstack/react-query';
import { onSessionChange, type TeamboardClient } from '@teamboard/sdk';
import { createStore, del, get, set } from 'idb-keyval';
import { isQueued } from '@/shared/offline-queue';

/**
 * How long a saved copy is worth showing. Queries stay in memory as long (`gcTime`), or a board
 * left for a while would drop out of the copy at the next save.
 */
export const LOCAL_COPY_MAX_AGE_MS = 7 * 24 * 60 * 60_000;

/** Saves run at most this often: a 5,000-card board is megabytes to write. */
const SAVE_EVERY_MS = 1_000;

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

export interface LocalCopyOptions {
  queryClient: QueryClient;
  storage: AsyncStorage<string>;
  /**
   * The build the copy was written by: a copy from another build is thrown away unread, so an
   * update never meets a shape it does not know.
   */
  buildId: string;
}

/**
 * The query cache kept in the browser for the signed-in person, so a board seen before shows at
 * once on the next open and then catches up with the server and realtime. `follow` is told who is
 * signed in: it restores that person's copy and saves changes to it; at sign-out it deletes it.
 */
export function createLocalCopy({ queryClient, storage, buildId }: LocalCopyOptions) {
  let userId: string | undefined;
  // Every change of person starts a new generation; work of an older one stops where it is.
  let generation = 0;
  let stopSaving = () => {};
  let restored: Promise<void> = Promise.resolve();

  const persisterFor = (key: string, isCurrent: () => boolean, throttleTime: number) =>
    createAsyncStoragePersister({
      // A save still waiting out its throttle when the person signed out must not write the copy back.
      storage: { ...storage, setItem: (k, value) => (isCurrent() ? storage.setItem(k, value) : undefined) },
      key,
      throttleTime,
      retry: removeOldestQuery,
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
      serialize: (client) =>
        JSON.stringify({
          ...client,
          clientState: {
            ...client.clientState,
            queries: client.clientState.queries.map((query) =>
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
        }),
    });

  async function start(id: string, current: number) {
    const isCurrent = () => generation === current;
    const persister = persisterFor(localCopyKey(id), isCurrent, SAVE_EVERY_MS);
    const options = {
      queryClient,
      persister,
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
    // A copy that cannot be read is deleted by the restore; the app then simply loads from the server.
    await persistQueryClientRestore(options).catch(() => undefined);
    if (!isCurrent()) return;
    // The copy shows at once, but it may be older than its own timestamps say (it is saved at most
    // once a second, and a closed tab drops the last save): every restored query is stale, and the
    // ones on screen are read again, so the server always has the last word.
    void queryClient.invalidateQueries();
    const stopThrottled = persistQueryClientSubscribe(options);
    const saveNow = { ...options, persister: persisterFor(localCopyKey(id), isCurrent, 0) };
    const stopEdits = queryClient.getMutationCache().subscribe((event) => {
      // An edit that cannot go out at once (offline, behind others, or its request got no answer) is
      // written straight away, not up to a second later: a reload or a closed tab right after it
      // would lose it. An edit sent at once is left to the throttled saves, as it is soon done.
      // Written when it pauses, not when it is queued (`pending`): TanStack Query marks it pending
      // before its `onMutate` shows the change on screen, and pauses it only after, so the copy
      // holds both the edit and its change (an edit whose `onMutate` returns nothing changes no
      // more in between, and a copy written at `pending` would come back without the change).
      if (event.type !== 'updated' || !isQueued(event.mutation)) return;
      const { type } = event.action;
      if (type === 'pause' || type === 'failed') void persistQueryClientSave(saveNow);
    });
    stopSaving = () => {
      stopThrottled();
      stopEdits();
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
