/** Where the time of the last reload for a new build is kept: per tab, as reload loops are. */
const RELOAD_KEY = 'teamboard:new-build-reload';
/** A second reload this soon after the first would loop: the missing code is not coming back by reloading. */
export const RELOAD_GUARD_MS = 60_000;

/**
 * Whether this tab may reload to pick up a new build now, and if so, records it.
 * A chunk still missing after one reload is a broken deploy, not an old tab:
 * then the error state with Retry stays instead of reloading again and again.
 */
export function claimNewBuildReload(storage: Pick<Storage, 'getItem' | 'setItem'>, now: number): boolean {
  const last = Number(storage.getItem(RELOAD_KEY) ?? Number.NaN);
  if (Number.isFinite(last) && now - last >= 0 && now - last < RELOAD_GUARD_MS) return false;
  storage.setItem(RELOAD_KEY, String(now));
  return true;
}

/**
 * Whether the app's own server answers. A chunk that failed while the server
 * answers is gone (a deploy); one that failed while it does not is the network.
 */
export async function appServerAnswers(): Promise<boolean> {
  try {
    await fetch(new URL('/', window.location.origin), { method: 'HEAD', cache: 'no-store' });
    return true;
  } catch {
    return false;
  }
}
