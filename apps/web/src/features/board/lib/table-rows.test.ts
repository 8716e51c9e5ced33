import { describe, expect, it } from 'vitest';
import { tableLines } from './table-rows';
import type { BoardCardView, BoardListView } from './view';

const card = (id: string, listId: string, extra: Partial<BoardCardView> = {}): BoardCardView => ({
  id,
  listId,
  position: 0,
  title: id,
  description: '',
  startAt: null,
  dueAt: null,
  completed: false,
  labels: [],
  labelIds: [],
  assignees: [],
  assigneeIds: [],
  commentCount: 0,
  attachmentCount: 0,
  checklist: null,
  blockedCount: 0,
  fieldValues: {},
  fields: [],
  createdAt: new Date('2026-01-01'),
  updatedAt: new Date('2026-01-01'),
  version: 1,
  ...extra,
});
const list = (id: string, cards: BoardCardView[]): BoardListView => ({
  id,
  name: id.toUpperCase(),
  position: 0,
  wipLimit: null,
  isDone: false,
  cardCount: cards.length,
  cards,
});
const words = { noLabel: 'No label', noAssignee: 'Nobody' };
const titles = (lines: ReturnType<typeof tableLines>) =>
  lines.map((line) => (line.kind === 'card' ? line.card.title : `# ${line.label} (${String(line.count)})`));

const lists = [
  list('todo', [
    card('b', 'todo', { dueAt: new Date('2026-02-02'), assignees: [{ id: 'p2', name: 'Zoe' }] }),
    card('a', 'todo'),
  ]),
  list('done', [
    card('c', 'done', {
      dueAt: new Date('2026-01-05'),
      assignees: [
        { id: 'p1', name: 'Ada' },
        { id: 'p2', name: 'Zoe' },
      ],
    }),
  ]),
];

describe('tableLines', () => {
  it('keeps board order unsorted and sorts by due with undated cards last either way', () => {
    expect(titles(tableLines(lists, null, null, words))).toEqual(['b', 'a', 'c']);
    expect(titles(tableLines(lists, { column: 'due', direction: 'asc' }, null, words))).toEqual([
      'c',
      'b',
      'a',
    ]);
    expect(titles(tableLines(lists, { column: 'due', direction: 'desc' }, null, words))).toEqual([
      'b',
      'c',
      'a',
    ]);
  });

  it('sorts by start like by due, cards without a start last either way', () => {
    const started = [
      list('todo', [
        card('late', 'todo', { startAt: new Date('2026-03-01') }),
        card('none', 'todo'),
        card('early', 'todo', { startAt: new Date('2026-01-01') }),
      ]),
    ];
    expect(titles(tableLines(started, { column: 'start', direction: 'asc' }, null, words))).toEqual([
      'early',
      'late',
      'none',
    ]);
    expect(titles(tableLines(started, { column: 'start', direction: 'desc' }, null, words))).toEqual([
      'late',
      'early',
      'none',
    ]);
    expect(titles(tableLines(lists, { column: 'title', direction: 'desc' }, null, words))).toEqual([
      'c',
      'b',
      'a',
    ]);
  });

  it('groups by list in board order and by person under each assignee, nobody last', () => {
    expect(titles(tableLines(lists, null, 'list', words))).toEqual([
      '# TODO (2)',
      'b',
      'a',
      '# DONE (1)',
      'c',
    ]);
    const byPerson = tableLines(lists, null, 'assignee', words);
    expect(titles(byPerson)).toEqual(['# Ada (1)', 'c', '# Zoe (2)', 'b', 'c', '# Nobody (1)', 'a']);
    // A card under two people is two lines with distinct keys.
    expect(new Set(byPerson.map((line) => line.key)).size).toBe(byPerson.length);
  });
});
