import type { AsyncStorage, PersistedClient } from '@tanstack/query-persist-client-core';
import { onlineManager, QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { QUEUE_SCOPE } from '@/shared/offline-queue';
import { createLocalCopy, localCopyKey } from './local-copy';

/** Saves are throttled to one a second: long enough for the one after it. */
const SAVED = { timeout: 5_000 };

/** IndexedDB's part, played by a map of JSON strings. */
function memoryStorage() {
  const items = new Map<string, string>();
  // Writes this refuses fail, as IndexedDB's do when a value is too large for what is left.
  const writes = { refuse: (_value: string) => false, refused: 0, written: [] as string[] };
  const storage: AsyncStorage<string> = {
    getItem: (key) => Promise.resolve(items.get(key)),
    setItem: (key, value) => {
      if (writes.refuse(value)) {
        writes.refused += 1;
        return Promise.reject(new Error('QuotaExceededError'));
      }
      writes.written.push(value);
      items.set(key, value);
      return Promise.resolve();
    },
    removeItem: (key) => {
      items.delete(key);
      return Promise.resolve();
    },
  };
  return { items, storage, writes };
}

/** One page's app: its own query client, over a storage that outlives it. */
const setup = (buildId = 'build-1', { items, storage, writes } = memoryStorage()) => {
  const queryClient = new QueryClient();
  // The page's window and document, as far as the copy listens to them.
  const page = new EventTarget();
  let hidden = false;
  const lifecycle = { target: page, isHidden: () => hidden };
  const hide = (type: 'pagehide' | 'visibilitychange') => {
    hidden = true;
    page.dispatchEvent(new Event(type));
  };
  return {
    queryClient,
    items,
    storage,
    writes,
    hide,
    copy: createLocalCopy({ queryClient, storage, buildId, lifecycle }),
  };
};

const savedQueries = (items: Map<string, string>, userId: string) =>
  (JSON.parse(items.get(localCopyKey(userId)) ?? '{"clientState":{"queries":[]}}') as PersistedClient)
    .clientState.queries;

describe('the local copy', () => {
  it("saves the signed-in person's cache and restores it in the next page", async () => {
    const first = setup();
    await first.copy.follow('ada');
    first.queryClient.setQueryData(['board', 'b1', 'cards'], [{ id: 'c1', title: 'Kept' }]);
    await vi.waitFor(() => expect(first.items.get(localCopyKey('ada'))).toContain('Kept'), SAVED);

    const next = setup('build-1', first);
    await next.copy.follow('ada');
    expect(next.queryClient.getQueryData(['board', 'b1', 'cards'])).toEqual([{ id: 'c1', title: 'Kept' }]);
  });

  it('reads again what came from the copy, and not what the server answered while the copy was read', async () => {
    const first = setup();
    await first.copy.follow('ada');
    const cards = ['board', 'b1', 'cards'];
    const lists = ['board', 'b1', 'lists'];
    const profile = ['profile', 'me'];
    first.queryClient.setQueryData(cards, [{ id: 'c1', title: 'Old' }]);
    first.queryClient.setQueryData(lists, [{ id: 'l1', name: 'Old' }]);
    first.queryClient.setQueryData(profile, { name: 'Ada' });
    await vi.waitFor(() => expect(savedQueries(first.items, 'ada')).toHaveLength(3), SAVED);

    const next = setup('build-1', first);
    const asked = { cards: 0, lists: 0, profile: 0 };
    const answer =
      <T>(key: keyof typeof asked, data: T) =>
      () => {
        asked[key] += 1;
        return Promise.resolve(data);
      };
    // Answered before the copy was read: the server's data stays, and is not asked for again.
    await next.queryClient.prefetchQuery({
      queryKey: cards,
      queryFn: answer('cards', [{ id: 'c1', title: 'New' }]),
    });
    // Under way while the copy is read: the copy shows meanwhile, and that one request ends it.
    let answerLists = (_: unknown) => undefined as void;
    const listsAnswered = new Promise((resolve) => (answerLists = resolve));
    const onScreen = (queryKey: string[], queryFn: () => Promise<unknown>) =>
      new QueryObserver(next.queryClient, { queryKey, queryFn, staleTime: 60_000 }).subscribe(
        () => undefined,
      );
    const stops = [
      onScreen(cards, answer('cards', [{ id: 'c1', title: 'New' }])),
      onScreen(lists, async () => {
        asked.lists += 1;
        await listsAnswered;
        return [{ id: 'l1', name: 'New' }];
      }),
    ];
    await next.copy.follow('ada');
    expect(next.queryClient.getQueryData(cards)).toEqual([{ id: 'c1', title: 'New' }]);
    expect(next.queryClient.getQueryData(lists)).toEqual([{ id: 'l1', name: 'Old' }]);
    // Only from the copy: read again once on screen, however fresh its own options say it is.
    stops.push(onScreen(profile, answer('profile', { name: 'Ada L.' })));
    answerLists(undefined);
    await vi.waitFor(() => expect(next.queryClient.getQueryData(profile)).toEqual({ name: 'Ada L.' }));
    await vi.waitFor(() => expect(next.queryClient.getQueryData(lists)).toEqual([{ id: 'l1', name: 'New' }]));
    expect(asked).toEqual({ cards: 1, lists: 1, profile: 1 });
    for (const stop of stops) stop();
  });

  it('keeps a query whose data is on screen when its refetch fails, and never one without data', async () => {
    const first = setup();
    await first.copy.follow('ada');
    const cards = ['board', 'b1', 'cards'];
    const unreachable = () => Promise.reject(new Error('Failed to fetch'));
    first.queryClient.setQueryData(cards, [{ id: 'c1', title: 'Seen before' }]);
    // Read again while the server is out of reach: the query fails, and still holds its cards.
    await first.queryClient
      .fetchQuery({ queryKey: cards, queryFn: unreachable, retry: false })
      .catch(() => undefined);
    expect(first.queryClient.getQueryState(cards)).toMatchObject({ status: 'error', data: [{ id: 'c1' }] });
    // Failed on its first read: nothing to show, nothing to keep.
    await first.queryClient
      .fetchQuery({ queryKey: ['board', 'b2', 'cards'], queryFn: unreachable, retry: false })
      .catch(() => undefined);
    // Changed after both failures: once the copy holds it, the save after them has been written.
    first.queryClient.setQueryData(['profile', 'me'], { name: 'Ada' });
    await vi.waitFor(() => expect(first.items.get(localCopyKey('ada'))).toContain('"Ada"'), SAVED);
    const saved = JSON.parse(first.items.get(localCopyKey('ada')) ?? '{}') as PersistedClient;
    expect(saved.clientState.queries.map(({ queryKey }) => queryKey)).toEqual([cards, ['profile', 'me']]);

    // The next page shows the cards as the last answer had them, not a failure it did not see.
    const next = setup('build-1', first);
    await next.copy.follow('ada');
    expect(next.queryClient.getQueryState(cards)).toMatchObject({
      status: 'success',
      error: null,
      data: [{ id: 'c1', title: 'Seen before' }],
    });
  });

  it("writes a board's data at once when it arrives, even within a second of the last save", async () => {
    const { copy, queryClient, items } = setup();
    await copy.follow('ada');
    queryClient.setQueryData(['profile', 'me'], { name: 'Ada' });
    await vi.waitFor(() => expect(items.get(localCopyKey('ada'))).toContain('"Ada"'), SAVED);
    vi.useFakeTimers();
    try {
      // The board answers within the throttle window of that first save: a second tab opened now
      // must find it, not the copy from before it arrived.
      queryClient.setQueryData(['board', 'b1', 'cards'], [{ id: 'c1', title: 'Arrived' }]);
      await vi.advanceTimersByTimeAsync(0);
      expect(items.get(localCopyKey('ada'))).toContain('Arrived');

      // A change of data already saved waits for the throttled save, as before.
      queryClient.setQueryData(['board', 'b1', 'cards'], [{ id: 'c1', title: 'Renamed' }]);
      await vi.advanceTimersByTimeAsync(0);
      expect(items.get(localCopyKey('ada'))).not.toContain('Renamed');
      await vi.advanceTimersByTimeAsync(1_000);
      expect(items.get(localCopyKey('ada'))).toContain('Renamed');
    } finally {
      vi.useRealTimers();
    }
  });

  it('writes a change still waiting for its save when the page is hidden or left', async () => {
    for (const leaving of ['visibilitychange', 'pagehide'] as const) {
      const { copy, queryClient, items, hide } = setup();
      await copy.follow('ada');
      queryClient.setQueryData(['profile', 'me'], { name: 'Ada' });
      await vi.waitFor(() => expect(items.get(localCopyKey('ada'))).toContain('"Ada"'), SAVED);
      vi.useFakeTimers();
      try {
        queryClient.setQueryData(['profile', 'me'], { name: `Ada, before ${leaving}` });
        await vi.advanceTimersByTimeAsync(0);
        expect(items.get(localCopyKey('ada'))).not.toContain(`before ${leaving}`);
        hide(leaving);
        await vi.advanceTimersByTimeAsync(0);
        expect(items.get(localCopyKey('ada'))).toContain(`before ${leaving}`);
      } finally {
        vi.useRealTimers();
      }
    }
  });

  it('keeps what another tab saved after this one read the copy, and leaves out what this one dropped', async () => {
    const storage = memoryStorage();
    const seen = setup('build-1', storage);
    await seen.copy.follow('ada');
    seen.queryClient.setQueryData(['board', 'old', 'cards'], [{ id: 'c0', title: 'Deleted board' }]);
    await vi.waitFor(() => expect(storage.items.get(localCopyKey('ada'))).toContain('Deleted board'), SAVED);

    // Another page, opened on another screen: it reads the copy, then drops a board it learnt is gone.
    const other = setup('build-1', storage);
    await other.copy.follow('ada');
    other.queryClient.removeQueries({ queryKey: ['board', 'old'] });
    // Meanwhile a tab shows a board and saves it.
    const board = setup('build-1', storage);
    await board.copy.follow('ada');
    board.queryClient.setQueryData(['board', 'b1', 'cards'], [{ id: 'c1', title: 'On the board' }]);
    await vi.waitFor(() => expect(storage.items.get(localCopyKey('ada'))).toContain('On the board'), SAVED);

    // The page without that board saves its own change: the board stays in the copy, the dropped one does not come back.
    other.queryClient.setQueryData(['workspaces'], [{ id: 'w1', name: 'Home' }]);
    await vi.waitFor(() => expect(storage.items.get(localCopyKey('ada'))).toContain('"Home"'), SAVED);
    expect(savedQueries(storage.items, 'ada').map(({ queryKey }) => queryKey)).toEqual(
      expect.arrayContaining([['workspaces'], ['board', 'b1', 'cards']]),
    );
    expect(storage.items.get(localCopyKey('ada'))).not.toContain('Deleted board');
  });

  it('never replaces a copy by an empty one when saving keeps failing', async () => {
    const { copy, queryClient, items, writes } = setup();
    await copy.follow('ada');
    queryClient.setQueryData(['board', 'b1', 'cards'], [{ id: 'c1', title: 'Kept' }]);
    await vi.waitFor(() => expect(items.get(localCopyKey('ada'))).toContain('Kept'), SAVED);
    // Every write holding a query fails (too large, or the page is going away); an empty one would pass.
    writes.refuse = (value) => !value.includes('"queries":[]');
    queryClient.setQueryData(['board', 'b1', 'cards'], [{ id: 'c1', title: 'Kept, renamed' }]);
    await vi.waitFor(() => expect(writes.refused).toBeGreaterThan(0), SAVED);
    // A later change, written once writes succeed again: the failed save has ended by then.
    writes.refuse = () => false;
    queryClient.setQueryData(['profile', 'me'], { name: 'Ada' });
    await vi.waitFor(() => expect(items.get(localCopyKey('ada'))).toContain('"Ada"'), SAVED);
    // Between the two, the copy held the board as last written: no save wrote a copy without it.
    expect(writes.written.filter((value) => !value.includes('"board"'))).toEqual([]);
  });

  it('never reads a copy written by another build, nor another person’s', async () => {
    const first = setup();
    await first.copy.follow('ada');
    first.queryClient.setQueryData(['profile', 'me'], { name: 'Ada' });
    await vi.waitFor(() => expect(first.items.has(localCopyKey('ada'))).toBe(true), SAVED);

    const grace = setup('build-1', first);
    await grace.copy.follow('grace');
    expect(grace.queryClient.getQueryData(['profile', 'me'])).toBeUndefined();

    const updated = setup('build-2', first);
    await updated.copy.follow('ada');
    expect(updated.queryClient.getQueryData(['profile', 'me'])).toBeUndefined();
    expect(first.items.has(localCopyKey('ada'))).toBe(false);
  });

  it('deletes the copy at sign-out, and a save still waiting does not write it back', async () => {
    const { copy, queryClient, items } = setup();
    await copy.follow('ada');
    queryClient.setQueryData(['profile', 'me'], { name: 'Ada' });
    await vi.waitFor(() => expect(items.has(localCopyKey('ada'))).toBe(true), SAVED);
    vi.useFakeTimers();
    try {
      // Within the throttle window: this save waits, and the sign-out comes first.
      queryClient.setQueryData(['profile', 'me'], { name: 'Ada L.' });
      await copy.follow(undefined);
      expect(items.has(localCopyKey('ada'))).toBe(false);
      await vi.advanceTimersByTimeAsync(10_000);
      expect(items.size).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('drops the previous person’s rows when another signs in to the same tab', async () => {
    const { copy, queryClient } = setup();
    await copy.follow('ada');
    queryClient.setQueryData(['profile', 'me'], { name: 'Ada' });
    await copy.follow('grace');
    expect(queryClient.getQueryData(['profile', 'me'])).toBeUndefined();
  });

  it('keeps a queued edit under way as waiting, and a page opened offline leaves it waiting', async () => {
    const first = setup();
    await first.copy.follow('ada');
    const mutations = first.queryClient.getMutationCache();
    const edit = { cardId: 'c1', expectedVersion: 1, title: 'Sent, no answer yet' };
    // Under way: sent (or between two tries), so not paused; the page closes before the answer.
    mutations.build(
      first.queryClient,
      { mutationKey: ['queued', 'update-card', 'b1'], scope: QUEUE_SCOPE },
      { ...pendingState(), variables: edit, isPaused: false },
    );
    // Not queued: half-done work of a screen, gone with the page.
    mutations.build(first.queryClient, { mutationKey: ['profile'] }, { ...pendingState(), isPaused: true });
    await vi.waitFor(
      () => expect(first.items.get(localCopyKey('ada'))).toContain('Sent, no answer yet'),
      SAVED,
    );
    expect(first.items.get(localCopyKey('ada'))).not.toContain('"profile"');

    onlineManager.setOnline(false);
    try {
      const next = setup('build-1', first);
      await next.copy.follow('ada');
      const restored = next.queryClient.getMutationCache().getAll();
      expect(restored.map(({ state }) => [state.variables, state.status, state.isPaused])).toEqual([
        [edit, 'pending', true],
      ]);
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('writes an edit that has to wait at once, not when the throttled save comes round', async () => {
    const { copy, queryClient, items } = setup();
    await copy.follow('ada');
    queryClient.setQueryData(['profile', 'me'], { name: 'Ada' });
    await vi.waitFor(() => expect(items.has(localCopyKey('ada'))).toBe(true), SAVED);
    onlineManager.setOnline(false);
    vi.useFakeTimers();
    try {
      // Within the second after that save: a throttled save would wait, and a reload now would lose it.
      const edit = queryClient.getMutationCache().build(queryClient, {
        mutationKey: ['queued', 'add-comment', 'c1'],
        mutationFn: () => Promise.resolve('stored'),
        scope: QUEUE_SCOPE,
      });
      void edit.execute({ cardId: 'c1', body: 'Written on the plane' });
      await vi.advanceTimersByTimeAsync(0);
      expect(edit.state).toMatchObject({ status: 'pending', isPaused: true });
      expect(items.get(localCopyKey('ada'))).toContain('Written on the plane');
    } finally {
      vi.useRealTimers();
      onlineManager.setOnline(true);
    }
  });

  it('writes a waiting edit with its change on screen, applied after the edit was queued', async () => {
    const { copy, queryClient, items } = setup();
    await copy.follow('ada');
    queryClient.setQueryData(['board', 'b1', 'cards'], [{ id: 'c1', archived: false }]);
    await vi.waitFor(() => expect(items.has(localCopyKey('ada'))).toBe(true), SAVED);
    onlineManager.setOnline(false);
    vi.useFakeTimers();
    try {
      // As the screens do: the change is shown after an await (cancelling fetches), and nothing is
      // returned for a rollback, so the edit's state changes no more until it is paused.
      const edit = queryClient.getMutationCache().build(queryClient, {
        mutationKey: ['queued', 'card-state', 'b1'],
        mutationFn: () => Promise.resolve('stored'),
        scope: QUEUE_SCOPE,
        onMutate: async () => {
          await queryClient.cancelQueries({ queryKey: ['board', 'b1', 'cards'] });
          queryClient.setQueryData(['board', 'b1', 'cards'], [{ id: 'c1', archived: true }]);
        },
      });
      void edit.execute({ cardId: 'c1', change: 'archive' });
      await vi.advanceTimersByTimeAsync(0);
      expect(edit.state).toMatchObject({ status: 'pending', isPaused: true });
      const saved = JSON.parse(items.get(localCopyKey('ada')) ?? '{}') as PersistedClient;
      expect(saved.clientState.queries.map(({ state }) => state.data)).toEqual([
        [{ id: 'c1', archived: true }],
      ]);
      expect(saved.clientState.mutations.map(({ state }) => state.variables)).toEqual([
        { cardId: 'c1', change: 'archive' },
      ]);
    } finally {
      vi.useRealTimers();
      onlineManager.setOnline(true);
    }
  });
});

function pendingState() {
  return {
    context: undefined,
    data: undefined,
    error: null,
    failureCount: 0,
    failureReason: null,
    isPaused: false,
    status: 'pending' as const,
    variables: undefined,
    submittedAt: Date.now(),
  };
}
