import { describe, expect, it } from 'vitest';
import { buildBoard, type BoardSource } from './build-board';
import { NO_FILTERS } from './filters';
import type { CardSummaryRow, ListRow } from '@/shared/lib/rows';

const now = new Date('2026-03-10T12:00:00Z');

function list(id: string, position: number, archived = false): ListRow {
  return {
    id,
    board_id: 'board',
    name: id.toUpperCase(),
    position,
    wip_limit: null,
    is_done: false,
    archived_at: archived ? '2026-01-01T00:00:00Z' : null,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
  };
}

function card(
  id: string,
  listId: string,
  position: number,
  patch: Partial<CardSummaryRow> = {},
): CardSummaryRow {
  return {
    id,
    board_id: 'board',
    list_id: listId,
    title: `Card ${id}`,
    description: '',
    position,
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
    assignee_ids: [],
    label_ids: [],
    comment_count: 0,
    attachment_count: 0,
    checklist_done: 0,
    checklist_total: 0,
    field_values: {},
    ...patch,
  };
}

const source: BoardSource = {
  lists: [list('done', 2), list('todo', 1), list('old', 3, true)],
  cards: [
    card('b', 'todo', 2),
    card('a', 'todo', 1, {
      due_at: '2026-03-10T10:00:00Z',
      label_ids: ['bug', 'missing'],
      assignee_ids: ['ada'],
      comment_count: 2,
      attachment_count: 1,
      checklist_done: 1,
      checklist_total: 2,
      field_values: { stage: 'o-ship', owner: 'ada', notes: 'not on the tile' },
    }),
    card('c', 'done', 1, { completed_at: '2026-03-01T00:00:00Z' }),
    card('gone', 'todo', 3, { archived_at: '2026-03-01T00:00:00Z' }),
  ],
  labels: new Map([['bug', { id: 'bug', name: 'Bug', color: 'red' as const }]]),
  people: new Map([['ada', { id: 'ada', name: 'Ada' }]]),
  fields: [
    {
      id: 'stage',
      name: 'Stage',
      type: 'single_select',
      showOnCard: true,
      options: [{ id: 'o-ship', label: 'Shipped', color: 'green' }],
    },
    { id: 'owner', name: 'Owner', type: 'person', showOnCard: true, options: [] },
    { id: 'notes', name: 'Notes', type: 'text', showOnCard: false, options: [] },
  ],
  fieldText: { locale: 'en', words: { yes: 'Yes', no: 'No', unknown: 'Unknown' } },
};

describe('buildBoard', () => {
  it('orders active lists and cards by position, leaving archived ones out', () => {
    const board = buildBoard(source, NO_FILTERS, now);
    expect(board.lists.map((entry) => entry.id)).toEqual(['todo', 'done']);
    expect(board.lists[0]?.cards.map((entry) => entry.id)).toEqual(['a', 'b']);
    expect(board.total).toBe(3);
  });

  it('resolves labels and people, dropping ids it does not know', () => {
    const first = buildBoard(source, NO_FILTERS, now).lists[0]?.cards[0];
    expect(first?.labels.map((label) => label.name)).toEqual(['Bug']);
    expect(first?.assignees.map((person) => person.name)).toEqual(['Ada']);
    expect(first).toMatchObject({ commentCount: 2, attachmentCount: 1, checklist: { done: 1, total: 2 } });
    expect(first?.dueAt?.toISOString()).toBe('2026-03-10T10:00:00.000Z');
    expect(buildBoard(source, NO_FILTERS, now).lists[1]?.cards[0]?.completed).toBe(true);
    expect(first?.fields).toEqual([
      { id: 'stage', name: 'Stage', text: 'Shipped', color: 'green' },
      { id: 'owner', name: 'Owner', text: 'Ada' },
    ]);
  });

  it('filters cards but keeps every list and its full count', () => {
    const board = buildBoard(source, { ...NO_FILTERS, due: 'overdue' }, now);
    expect(board.lists.map((entry) => entry.cards.map((shown) => shown.id))).toEqual([['a'], []]);
    expect(board.lists[0]?.cardCount).toBe(2);
    expect(board).toMatchObject({ shown: 1, total: 3 });
    const byStage = buildBoard(source, { ...NO_FILTERS, fields: { stage: ['o-ship'] } }, now);
    expect(byStage.lists.map((entry) => entry.cards.map((shown) => shown.id))).toEqual([['a'], []]);
  });
});
