import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { appEnv } from '@/shared/env';

/** What a route's `lazy` resolves to: the screen it renders. */
export interface LazyScreen {
  Component: ComponentType;
}

/**
 * A screen's code did not arrive: the browser is offline, or the fetch failed (a deploy
 * replaced the build and its old chunk names are gone, or the network broke). The route's
 * error boundary says so in the app's words (never React Router's developer page).
 */
export class ScreenLoadError extends Error {
  override readonly name = 'ScreenLoadError';
  /**
   * `offline`: not tried, so trying again once online works. `failed`: Chromium remembers a
   * module that failed to fetch for the page's whole life, so only a reload fetches it again.
   */
  readonly reason: 'offline' | 'failed';
  constructor(reason: 'offline' | 'failed', cause?: unknown) {
    super(`The code of this screen could not be loaded (${reason})`, { cause });
    this.reason = reason;
  }
}

/**
 * Whether the app's own files can be had while the browser says it is offline. A plain fetch
 * that fails is not remembered, unlike a module import, so asking costs nothing later.
 */
async function appFilesAnswer(): Promise<boolean> {
  try {
    return (await fetch(appEnv.baseUrl, { cache: 'no-store' })).ok;
  } catch {
    return false;
  }
}

/**
 * A feature's code, fetched when first needed. An import tried offline would be remembered as
 * failed (see ScreenLoadError): not tried, unless the app's own files still answer, as an
 * installed app's worker does from its cache.
 */
async function loadCode<Module>(load: () => Promise<Module>): Promise<Module> {
  if (!navigator.onLine && !(await appFilesAnswer())) throw new ScreenLoadError('offline');
  try {
    return await load();
  } catch (error) {
    throw new ScreenLoadError('failed', error);
  }
}

/**
 * A route `lazy` loader for one screen of a feature. Features export these
 * from their `index.ts` (the import stays inside the feature), so each route
 * still ships only its own code while `app/routes` never reaches past an index.
 * React Router forgets a rejected `lazy`, so the next navigation loads it again.
 */
export function lazyScreen<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
): () => Promise<LazyScreen> {
  return async () => ({ Component: pick(await loadCode(load)) });
}

/** A part of a screen whose code loads when it is first shown; `preload` starts that sooner. */
export type LazyPart<Props extends object> = ComponentType<Props> & { preload: () => Promise<void> };

/**
 * A part of a screen that most opens never show (another view, a dialog), kept out of the
 * screen's own code. Render it inside a `PartBoundary` (features/system): its code failing to
 * arrive throws a ScreenLoadError there, which says so in the app's words. Unlike React's
 * `lazy`, which keeps a failure for good, the next render after one tries again.
 */
export function lazyPart<Module, Props extends object>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
): LazyPart<Props> {
  let attempt: LazyExoticComponent<ComponentType<Props>> | undefined;
  const current = () =>
    (attempt ??= lazy(() =>
      loadCode(load).then(
        (module) => ({ default: pick(module) }),
        (error: unknown) => {
          attempt = undefined;
          throw error;
        },
      ),
    ));
  const Part = (props: Props) => createElement(current(), props);
  // Only warms the browser's module cache: a failure here is met again, and shown, when it renders.
  Part.preload = () =>
    loadCode(load).then(
      () => undefined,
      () => undefined,
    );
  return Part;
}
