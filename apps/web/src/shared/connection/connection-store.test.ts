import { describe, expect, it, vi } from 'vitest';
import { createConnectionStore } from './connection-store';

const page = () => Object.assign(new EventTarget(), { navigator: { onLine: true } }) as unknown as Window;

describe('createConnectionStore: lost channels', () => {
  it('tells listeners when a live channel fails, not when one is still joining or closed on purpose', () => {
    const store = createConnectionStore(page());
    const lost = vi.fn();
    const stop = store.onChannelLost(lost);
    store.reportChannel('board', 'connecting');
    store.reportChannel('board', 'reconnecting');
    expect(lost).not.toHaveBeenCalled();
    store.reportChannel('board', 'live');
    store.reportChannel('board', 'closed');
    expect(lost).not.toHaveBeenCalled();

    store.reportChannel('board', 'live');
    store.reportChannel('board', 'reconnecting');
    expect(lost).toHaveBeenCalledTimes(1);
    // Still down: its retries are not new losses.
    store.reportChannel('board', 'reconnecting');
    expect(lost).toHaveBeenCalledTimes(1);

    stop();
    store.reportChannel('board', 'live');
    store.reportChannel('board', 'reconnecting');
    expect(lost).toHaveBeenCalledTimes(1);
  });
});

describe('createConnectionStore: requests', () => {
  it('is offline after a request that got no answer, until one succeeds; an error reply changes nothing', () => {
    const store = createConnectionStore(page());
    store.reportRequest({ ok: false, unreachable: false });
    expect(store.get()).toBe('live');
    store.reportRequest({ ok: false, unreachable: true });
    expect(store.get()).toBe('offline');
    store.reportRequest({ ok: true });
    expect(store.get()).toBe('live');
  });
});
