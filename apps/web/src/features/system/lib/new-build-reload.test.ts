import { describe, expect, it } from 'vitest';
import { claimNewBuildReload, RELOAD_GUARD_MS } from './new-build-reload';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('claimNewBuildReload', () => {
  it('allows the first reload and refuses a second one within the guard', () => {
    const storage = memoryStorage();
    expect(claimNewBuildReload(storage, 1_000)).toBe(true);
    expect(claimNewBuildReload(storage, 1_000 + RELOAD_GUARD_MS - 1)).toBe(false);
  });

  it('allows another reload once the guard has passed (the next deploy)', () => {
    const storage = memoryStorage();
    expect(claimNewBuildReload(storage, 1_000)).toBe(true);
    expect(claimNewBuildReload(storage, 1_000 + RELOAD_GUARD_MS)).toBe(true);
  });

  it('treats an unreadable or future record as none', () => {
    const storage = memoryStorage();
    storage.setItem('teamboard:new-build-reload', 'garbage');
    expect(claimNewBuildReload(storage, 5_000)).toBe(true);
    storage.setItem('teamboard:new-build-reload', String(10_000));
    expect(claimNewBuildReload(storage, 5_000)).toBe(true);
  });
});
