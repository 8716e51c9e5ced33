/**
 * Loads a screen's code once the browser has nothing else to do, so that going there next
 * shows it without waiting for its files (or their compile). Failures are left for the
 * navigation itself to report: this is only a head start.
 */
export function warmWhenIdle(load: () => Promise<unknown>): void {
  const start = () => void load().catch(() => undefined);
  // Not every browser has idle callbacks; a timer after the current work does nearly as well.
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(start, { timeout: 2_000 });
  else window.setTimeout(start, 200);
}
