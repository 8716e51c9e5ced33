import type { AsyncStorage } from '@tanstack/query-persist-client-core';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createLocalCopy, localCopyKey } from './local-copy';

/** Saves are throttled to one a second: long enough for the one after it. */
const SAVED = { timeout: 5_000 };

/** IndexedDB's part, played by a map of JSON strings. */
function memoryStorage() {
  const items = new Map<string, string>();
  const storage: AsyncStorage<string> = {
    getItem: (key) => Promise.resolve(items.get(key)),
    setItem: (key, value) => {
      items.set(key, value);
      return Promise.resolve();
    },
    removeItem: (key) => {
      items.delete(key);
      return Promise.resolve();
    },
  };
  return { items, storage };
}

/** One page's app: its own query client, over a storage that outlives it. */
const setup = (buildId = 'build-1', { items, storage } = memoryStorage()) => {
  const queryClient = new QueryClient();
  return { queryClient, items, storage, copy: createLocalCopy({ queryClient, storage, buildId }) };
};

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
});
