import type { Card } from '@teamboard/sdk';
import { describe, expect, it } from 'vitest';
import { isApplied } from './applied-edit';

const card = {
  id: 'c1',
  version: 3,
  title: 'Written offline',
  description: 'Notes',
  start_at: '2027-03-01T09:00:00+00:00',
  due_at: null,
  completed_at: null,
} as Card;
const edit = { cardId: 'c1', expectedVersion: 2 };

describe('an edit refused as stale', () => {
  it('is done when the card already reads as the edit would leave it', () => {
    expect(isApplied(card, { ...edit, title: 'Written offline' })).toBe(true);
    // The same instant, written another way by the database.
    expect(isApplied(card, { ...edit, startAt: '2027-03-01T09:00:00Z', dueAt: null })).toBe(true);
    expect(isApplied(card, { ...edit, description: 'Notes', completed: false })).toBe(true);
  });

  it('is a conflict when any field it sets reads otherwise', () => {
    expect(isApplied(card, { ...edit, title: 'Changed elsewhere' })).toBe(false);
    expect(isApplied(card, { ...edit, title: 'Written offline', completed: true })).toBe(false);
    expect(isApplied(card, { ...edit, startAt: null })).toBe(false);
    expect(isApplied(card, { ...edit, dueAt: '2027-03-05T17:00:00Z' })).toBe(false);
  });
});
