import { describe, expect, it } from 'vitest';
import { cardKeys, isChecklistKey } from './card-keys';

describe('isChecklistKey', () => {
  it('matches a card’s checklists and their items, of that card or (unknown card) of any', () => {
    expect(isChecklistKey(cardKeys.checklists('a'), 'a')).toBe(true);
    expect(isChecklistKey(cardKeys.checklist('a'), 'a')).toBe(true);
    expect(isChecklistKey(cardKeys.checklists('b'), 'a')).toBe(false);
    expect(isChecklistKey(cardKeys.checklists('b'))).toBe(true);
    expect(isChecklistKey(cardKeys.comments('a'), 'a')).toBe(false);
    expect(isChecklistKey(cardKeys.card('a'))).toBe(false);
  });
});
