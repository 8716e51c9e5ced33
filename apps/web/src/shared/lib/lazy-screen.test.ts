import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPart, lazyScreen, ScreenLoadError } from './lazy-screen';

const Screen = () => null;

function browser(onLine: boolean, appFiles: 'answer' | 'unreachable') {
  const fetch = vi.fn(() =>
    appFiles === 'answer'
      ? Promise.resolve(new Response('<!doctype html>'))
      : Promise.reject(new TypeError('Failed to fetch')),
  );
  vi.stubGlobal('navigator', { onLine });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('lazyScreen', () => {
  it('loads the screen online without asking for anything else', async () => {
    const fetch = browser(true, 'unreachable');
    const load = vi.fn(() => Promise.resolve({ Screen }));
    await expect(lazyScreen(load, (module) => module.Screen)()).resolves.toEqual({ Component: Screen });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('does not try the import offline when the app’s files cannot be had', async () => {
    browser(false, 'unreachable');
    const load = vi.fn(() => Promise.resolve({ Screen }));
    const error = await lazyScreen(load, (module) => module.Screen)().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ScreenLoadError);
    expect((error as ScreenLoadError).reason).toBe('offline');
    expect(load).not.toHaveBeenCalled();
  });

  it('loads the screen offline when the app’s files still answer (an installed app’s worker)', async () => {
    const fetch = browser(false, 'answer');
    const load = vi.fn(() => Promise.resolve({ Screen }));
    await expect(lazyScreen(load, (module) => module.Screen)()).resolves.toEqual({ Component: Screen });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('says a fetch that failed is a failure, not being offline', async () => {
    browser(true, 'answer');
    const load = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const error = await lazyScreen(load, () => Screen)().catch((caught: unknown) => caught);
    expect((error as ScreenLoadError).reason).toBe('failed');
  });
});

describe('lazyPart', () => {
  it('asks for nothing until it is shown or preloaded', () => {
    browser(true, 'unreachable');
    const load = vi.fn(() => Promise.resolve({ Screen }));
    lazyPart(load, (module) => module.Screen);
    expect(load).not.toHaveBeenCalled();
  });

  it('preloads online, and a failed preload is not thrown at the caller', async () => {
    browser(true, 'unreachable');
    const load = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    await expect(lazyPart(load, () => Screen).preload()).resolves.toBeUndefined();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not preload offline when the app’s files cannot be had (the browser would remember the failure)', async () => {
    const fetch = browser(false, 'unreachable');
    const load = vi.fn(() => Promise.resolve({ Screen }));
    await lazyPart(load, (module) => module.Screen).preload();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(load).not.toHaveBeenCalled();
  });
});
