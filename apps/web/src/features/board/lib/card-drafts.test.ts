import { describe, expect, it } from 'vitest';
import { cardDrafts, listWithDraft } from './card-drafts';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> & { size: () => number } {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    size: () => items.size,
  };
}

describe('cardDrafts', () => {
  it('keeps a title per list and forgets it when emptied', () => {
    const storage = memoryStorage();
    const drafts = cardDrafts(storage, 'u1');
    drafts.set('todo', 'Call the printer');
    expect(drafts.get('todo')).toBe('Call the printer');
    expect(drafts.get('done')).toBe('');
    drafts.set('todo', '');
    expect(drafts.get('todo')).toBe('');
    expect(storage.size()).toBe(0);
  });

  it('keeps one person’s drafts from another signing in on the same tab', () => {
    const storage = memoryStorage();
    cardDrafts(storage, 'u1').set('todo', 'Mine');
    expect(cardDrafts(storage, 'u2').get('todo')).toBe('');
  });

  it('works without storage, or with storage that refuses', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    for (const storage of [undefined, refusing]) {
      const drafts = cardDrafts(storage, 'u1');
      expect(() => drafts.set('todo', 'x')).not.toThrow();
      expect(drafts.get('todo')).toBe('');
    }
  });
});

describe('listWithDraft', () => {
  it('is the first list in board order with a draft', () => {
    const drafts = cardDrafts(memoryStorage(), 'u1');
    expect(listWithDraft(drafts, ['a', 'b', 'c'])).toBeUndefined();
    drafts.set('c', 'Later');
    drafts.set('b', 'Sooner');
    expect(listWithDraft(drafts, ['a', 'b', 'c'])).toBe('b');
  });
});
