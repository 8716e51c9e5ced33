/**
 * The workspace the user last opened on this device, so `/` can take them
 * back to it. Keyed by user: two people sharing a browser do not inherit
 * each other's (possibly inaccessible) workspace.
 */
const keyFor = (userId: string) => `teamboard.last-workspace.${userId}`;

export interface SlugStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function storage(): SlugStorage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Blocked storage (private mode, sandboxed frames) just means no memory of the last workspace.
    return undefined;
  }
}

export const lastWorkspace = {
  get(userId: string, store: SlugStorage | undefined = storage()): string | undefined {
    try {
      return store?.getItem(keyFor(userId)) ?? undefined;
    } catch {
      return undefined;
    }
  },
  set(userId: string, slug: string, store: SlugStorage | undefined = storage()): void {
    try {
      store?.setItem(keyFor(userId), slug);
    } catch {
      // A full or blocked storage only costs the shortcut back.
    }
  },
  /** Forgets it when it no longer leads anywhere (left, deleted, slug renamed). */
  forget(userId: string, slug?: string, store: SlugStorage | undefined = storage()): void {
    try {
      if (slug === undefined || store?.getItem(keyFor(userId)) === slug) store?.removeItem(keyFor(userId));
    } catch {
      // Nothing to forget in a storage that cannot be read.
    }
  },
};

/** Router state of the redirect from `/`, telling the workspace screen it was not asked for by URL. */
export const fromHomeState = { fromHome: true } as const;

export function isFromHome(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { fromHome?: unknown }).fromHome === true;
}
