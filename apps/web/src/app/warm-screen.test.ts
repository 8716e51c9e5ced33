import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmWhenIdle } from './warm-screen';

/** A browser window with idle callbacks, run when the test says the browser is idle. */
function windowWithIdleCallbacks() {
  const idle: (() => void)[] = [];
  vi.stubGlobal('window', { requestIdleCallback: (callback: () => void) => idle.push(callback) });
  return () => idle.splice(0).forEach((callback) => callback());
}

describe('warmWhenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('loads once the browser is idle, not before', () => {
    const becomeIdle = windowWithIdleCallbacks();
    const load = vi.fn(() => Promise.resolve());
    warmWhenIdle(load);
    expect(load).not.toHaveBeenCalled();
    becomeIdle();
    expect(load).toHaveBeenCalledOnce();
  });

  it('falls back to a timer where idle callbacks do not exist', () => {
    vi.useFakeTimers();
    vi.stubGlobal('window', { setTimeout });
    const load = vi.fn(() => Promise.resolve());
    warmWhenIdle(load);
    expect(load).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(load).toHaveBeenCalledOnce();
  });

  it('leaves a failed load for the navigation to report', async () => {
    const becomeIdle = windowWithIdleCallbacks();
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      warmWhenIdle(() => Promise.reject(new Error('offline')));
      becomeIdle();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
