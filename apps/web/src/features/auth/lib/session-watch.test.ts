import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchSession, type SessionWatchSources } from './session-watch';

const timing = { everyMs: 60_000, visibleGapMs: 10_000 };

function fakeSources() {
  const win = new EventTarget();
  const state: { visibilityState: DocumentVisibilityState } = { visibilityState: 'visible' };
  const doc = Object.assign(new EventTarget(), state);
  const lost = new Set<() => void>();
  const sources: SessionWatchSources = {
    onChannelLost: (listener) => {
      lost.add(listener);
      return () => lost.delete(listener);
    },
    window: win,
    document: doc,
  };
  return {
    sources,
    loseChannel: () => lost.forEach((listener) => listener()),
    goOnline: () => win.dispatchEvent(new Event('online')),
    show: (state: DocumentVisibilityState) => {
      doc.visibilityState = state;
      doc.dispatchEvent(new Event('visibilitychange'));
    },
    listeners: () => lost.size,
  };
}

describe('watchSession', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks at once when a live channel is lost or the browser is back online', async () => {
    const page = fakeSources();
    const check = vi.fn(() => Promise.resolve());
    watchSession(page.sources, check, timing);
    page.loseChannel();
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(0);
    page.goOnline();
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('asks once at a time: signals during a check are covered by it', async () => {
    const page = fakeSources();
    let finish: () => void = () => undefined;
    const check = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    watchSession(page.sources, check, timing);
    page.loseChannel();
    page.goOnline();
    expect(check).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    page.loseChannel();
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('asks when the tab comes back to the front, at most once per gap', async () => {
    const page = fakeSources();
    const check = vi.fn(() => Promise.resolve());
    watchSession(page.sources, check, timing);
    page.show('hidden');
    page.show('visible');
    expect(check).not.toHaveBeenCalled(); // Just started: the session was fresh a moment ago.
    await vi.advanceTimersByTimeAsync(timing.visibleGapMs);
    page.show('hidden');
    page.show('visible');
    expect(check).toHaveBeenCalledTimes(1);
    page.show('hidden');
    page.show('visible');
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('asks on its slow timer only while the tab is visible', async () => {
    const page = fakeSources();
    const check = vi.fn(() => Promise.resolve());
    watchSession(page.sources, check, timing);
    await vi.advanceTimersByTimeAsync(timing.everyMs);
    expect(check).toHaveBeenCalledTimes(1);
    page.show('hidden');
    await vi.advanceTimersByTimeAsync(timing.everyMs * 3);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('survives a failed check and stops listening when stopped', async () => {
    const page = fakeSources();
    const check = vi.fn(() => Promise.reject(new Error('network')));
    const stop = watchSession(page.sources, check, timing);
    page.loseChannel();
    await vi.advanceTimersByTimeAsync(0);
    page.loseChannel();
    expect(check).toHaveBeenCalledTimes(2);
    stop();
    expect(page.listeners()).toBe(0);
    page.goOnline();
    await vi.advanceTimersByTimeAsync(timing.everyMs);
    expect(check).toHaveBeenCalledTimes(2);
  });
});
