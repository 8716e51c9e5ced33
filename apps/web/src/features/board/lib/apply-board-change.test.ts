import type { BoardChange } from '@teamboard/sdk';
import { describe, expect, it } from 'vitest';
import { cardIdOf, cardsAfter } from './apply-board-change';
import type { CardSummaryRow } from '@/shared/lib/rows';

const base: CardSummaryRow = {
  id: 'c1',
  board_id: 'b',
  list_id: 'l1',
  title: 'One',
  description: '',
  position: 1024,
  start_at: null,
  due_at: null,
  completed_at: null,
  archived_at: null,
  created_by: null,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  version: 1,
  open_blocker_count: 0,
  is_template: false,
  cover_attachment_id: null,
  cover_color: null,
  assignee_ids: ['ada'],
  label_ids: [],
  comment_count: 2,
  attachment_count: 1,
  checklist_done: 0,
  checklist_total: 0,
  field_values: {},
};
const meta = { commitTimestamp: '2026-01-01T00:00:00Z' };
const {
  assignee_ids: _a,
  label_ids: _l,
  comment_count: _c,
  attachment_count: _at,
  checklist_done: _d,
  checklist_total: _t,
  field_values: _f,
  ...row
} = base;

describe('cardsAfter', () => {
  it('merges a moved card and keeps the counts the change does not carry', () => {
    const change = {
      ...meta,
      table: 'cards',
      type: 'UPDATE',
      row: { ...row, list_id: 'l2', version: 2 },
      old: { id: 'c1' },
    } as BoardChange;
    const update = cardsAfter([base], change);
    expect(update.kind === 'set' && update.cards[0]).toMatchObject({
      list_id: 'l2',
      comment_count: 2,
      assignee_ids: ['ada'],
    });
  });

  it('drops an archived card and refetches one restored from the archive', () => {
    const archived = {
      ...meta,
      table: 'cards',
      type: 'UPDATE',
      row: { ...row, archived_at: '2026-02-01' },
      old: {},
    } as BoardChange;
    expect(cardsAfter([base], archived)).toEqual({ kind: 'set', cards: [] });
    const restored = {
      ...meta,
      table: 'cards',
      type: 'UPDATE',
      row: { ...row, id: 'c9' },
      old: {},
    } as BoardChange;
    expect(cardsAfter([base], restored)).toEqual({ kind: 'refetch' });
  });

  it('drops a card made a template and refetches one that stops being a template', () => {
    const templated = {
      ...meta,
      table: 'cards',
      type: 'UPDATE',
      row: { ...row, is_template: true },
      old: {},
    } as BoardChange;
    expect(cardsAfter([base], templated)).toEqual({ kind: 'set', cards: [] });
    expect(cardsAfter([], templated)).toEqual({ kind: 'none' });
    const ordinary = {
      ...meta,
      table: 'cards',
      type: 'UPDATE',
      row: { ...row, is_template: false },
      old: {},
    } as BoardChange;
    expect(cardsAfter([], ordinary)).toEqual({ kind: 'refetch' });
  });

  it('adds and removes labels and assignees from the key the change carries', () => {
    const labelled = {
      ...meta,
      table: 'card_labels',
      type: 'INSERT',
      row: { card_id: 'c1', label_id: 'bug' },
      old: null,
    } as BoardChange;
    const after = cardsAfter([base], labelled);
    expect(after.kind === 'set' && after.cards[0]?.label_ids).toEqual(['bug']);
    const unassigned = {
      ...meta,
      table: 'card_assignees',
      type: 'DELETE',
      row: null,
      old: { card_id: 'c1', user_id: 'ada' },
    } as BoardChange;
    const gone = cardsAfter([base], unassigned);
    expect(gone.kind === 'set' && gone.cards[0]?.assignee_ids).toEqual([]);
  });

  it('counts new comments and recounts after soft deletes and checklist changes', () => {
    const comment = {
      ...meta,
      table: 'comments',
      type: 'INSERT',
      row: { id: 'k', card_id: 'c1', deleted_at: null },
      old: null,
    } as unknown as BoardChange;
    const counted = cardsAfter([base], comment);
    expect(counted.kind === 'set' && counted.cards[0]?.comment_count).toBe(3);
    const deleted = {
      ...meta,
      table: 'comments',
      type: 'UPDATE',
      row: { id: 'k', card_id: 'c1', deleted_at: 'x' },
      old: { id: 'k' },
    } as unknown as BoardChange;
    expect(cardsAfter([base], deleted)).toEqual({ kind: 'refetch' });
    const item = {
      ...meta,
      table: 'checklist_items',
      type: 'DELETE',
      row: null,
      old: { id: 'i' },
    } as BoardChange;
    expect(cardsAfter([base], item)).toEqual({ kind: 'refetch' });
  });

  it('sets and clears custom field values from their key alone', () => {
    const set = {
      ...meta,
      table: 'card_field_values',
      type: 'INSERT',
      row: { card_id: 'c1', field_id: 'f1', value: ['o1'] },
      old: null,
    } as unknown as BoardChange;
    const after = cardsAfter([base], set);
    expect(after.kind === 'set' && after.cards[0]?.field_values).toEqual({ f1: ['o1'] });
    const cleared = {
      ...meta,
      table: 'card_field_values',
      type: 'DELETE',
      row: null,
      old: { card_id: 'c1', field_id: 'f1' },
    } as unknown as BoardChange;
    const gone = cardsAfter(after.kind === 'set' ? after.cards : [], cleared);
    expect(gone.kind === 'set' && gone.cards[0]?.field_values).toEqual({});
    expect(
      cardsAfter([base], { ...cleared, old: { card_id: 'elsewhere', field_id: 'f1' } } as BoardChange),
    ).toEqual({
      kind: 'none',
    });
  });

  it('finds the card of a change', () => {
    const deleted: BoardChange = { ...meta, table: 'cards', type: 'DELETE', row: null, old: { id: 'c1' } };
    const labelled: BoardChange = {
      ...meta,
      table: 'card_labels',
      type: 'INSERT',
      row: { card_id: 'c2', label_id: 'x' },
      old: null,
    };
    expect(cardIdOf(deleted)).toBe('c1');
    expect(cardIdOf(labelled)).toBe('c2');
  });
});
