/**
 * When to ask the server whether this tab's session still exists. A session
 * ended elsewhere ("sign out of all devices", a password change) is refused
 * by the server, but nothing tells an idle tab: it would keep showing the
 * board, and lose the next card typed, until its access token expires.
 */
export interface SessionWatchSources {
  /** Subscribes to losses of a live realtime channel: the server closes them when it ends a session. */
  readonly onChannelLost: (listener: () => void) => () => void;
  /** `online` events: the session may have ended while this browser could not hear about it. */
  readonly window: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  /** `visibilitychange`: a tab coming back to the front may have been signed out meanwhile. */
  readonly document: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
}

export interface SessionWatchTiming {
  /**
   * How often a visible tab asks anyway, for screens with no channel and no
   * requests; the access token's expiry (an hour) bounds the rest.
   */
  readonly everyMs: number;
  /** Switching tabs back and forth asks at most this often. */
  readonly visibleGapMs: number;
}

export const SESSION_WATCH_TIMING: SessionWatchTiming = { everyMs: 5 * 60_000, visibleGapMs: 15_000 };

/**
 * Runs `check` on each signal (one at a time: a signal during a check is
 * covered by it). Returns the function that stops watching.
 */
export function watchSession(
  sources: SessionWatchSources,
  check: () => Promise<void>,
  timing: SessionWatchTiming = SESSION_WATCH_TIMING,
  now: () => number = Date.now,
): () => void {
  let running = false;
  let lastAt = now();
  const run = () => {
    if (running) return;
    running = true;
    lastAt = now();
    check()
      .catch(() => undefined)
      .finally(() => {
        running = false;
      });
  };
  const visible = () => sources.document.visibilityState === 'visible';
  const onVisibility = () => {
    if (visible() && now() - lastAt >= timing.visibleGapMs) run();
  };
  const timer = setInterval(() => {
    if (visible()) run();
  }, timing.everyMs);
  const stopChannel = sources.onChannelLost(run);
  sources.window.addEventListener('online', run);
  sources.document.addEventListener('visibilitychange', onVisibility);
  return () => {
    clearInterval(timer);
    stopChannel();
    sources.window.removeEventListener('online', run);
    sources.document.removeEventListener('visibilitychange', onVisibility);
  };
}
