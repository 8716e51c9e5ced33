import { describe, expect, it } from 'vitest';
import { lastWorkspace, type SlugStorage } from './last-workspace';

function memory(): SlugStorage {
  const data = new Map<string, string>();
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe('lastWorkspace', () => {
  it('remembers one slug per user', () => {
    const store = memory();
    lastWorkspace.set('ada', 'engine', store);
    lastWorkspace.set('grace', 'cobol', store);
    expect(lastWorkspace.get('ada', store)).toBe('engine');
    expect(lastWorkspace.get('grace', store)).toBe('cobol');
    expect(lastWorkspace.get('nobody', store)).toBeUndefined();
  });

  it('forgets only the slug it was told about', () => {
    const store = memory();
    lastWorkspace.set('ada', 'engine', store);
    lastWorkspace.forget('ada', 'other', store);
    expect(lastWorkspace.get('ada', store)).toBe('engine');
    lastWorkspace.forget('ada', 'engine', store);
    expect(lastWorkspace.get('ada', store)).toBeUndefined();
  });

  it('survives a storage that throws', () => {
    const broken: SlugStorage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    expect(() => lastWorkspace.set('ada', 'engine', broken)).not.toThrow();
    expect(lastWorkspace.get('ada', broken)).toBeUndefined();
    expect(() => lastWorkspace.forget('ada', undefined, broken)).not.toThrow();
  });
});
