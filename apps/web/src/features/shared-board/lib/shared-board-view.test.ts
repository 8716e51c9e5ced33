import type { SharedBoard, SharedCard } from '@teamboard/sdk';
import { describe, expect, it } from 'vitest';
import { columnsOf, labelsOf } from './shared-board-view';

const card = (id: string, listId: string, labelIds: string[] = []): SharedCard => ({
  id,
  list_id: listId,
  title: id,
  description: '',
  position: 1,
  start_at: null,
  due_at: null,
  completed_at: null,
  label_ids: labelIds,
  checklist: [],
});

const board: SharedBoard = {
  board: { id: 'b', name: 'Board', description: '' },
  lists: [
    { id: 'l1', name: 'Todo', position: 1 },
    { id: 'l2', name: 'Empty', position: 2 },
  ],
  labels: [
    { id: 'red', name: 'Bug', color: 'red' },
    { id: 'blue', name: 'Docs', color: 'blue' },
  ],
  cards: [card('a', 'l1', ['blue', 'gone', 'red']), card('b', 'l1'), card('orphan', 'l9')],
};

describe('columnsOf', () => {
  it('groups cards under their lists in order, keeps empty lists, and drops cards of unknown lists', () => {
    expect(columnsOf(board).map((column) => [column.name, column.cards.map((c) => c.id)])).toEqual([
      ['Todo', ['a', 'b']],
      ['Empty', []],
    ]);
  });
});

describe('labelsOf', () => {
  it('resolves label ids by name, not in the card’s order, and skips unknown ones', () => {
    expect(labelsOf(board.cards[0]!, board.labels).map((label) => label.name)).toEqual(['Bug', 'Docs']);
  });
});
