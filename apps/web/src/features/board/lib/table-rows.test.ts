import type { CustomFieldView } from '@teamboard/ui';
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
  coverAttachmentId: null,
  coverColor: null,
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
const words = { noLabel: 'No label', noAssignee: 'Nobody', noValue: 'No value' };
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

  it('groups by a select field: one group per option in its order, a card under each of its options, no value last', () => {
    const status: CustomFieldView = {
      id: 'f1',
      name: 'Status',
      type: 'multi_select',
      options: [
        { id: 'o-later', label: 'Later', color: 'gray' },
        { id: 'o-now', label: 'Now', color: 'red' },
        { id: 'o-never', label: 'Never', color: 'blue' },
      ],
    };
    const valued = [
      list('todo', [
        card('b', 'todo', { fieldValues: { f1: ['o-now', 'o-later'] } }),
        card('a', 'todo', { fieldValues: { f1: ['o-gone'] } }),
        card('d', 'todo'),
      ]),
      list('done', [card('c', 'done', { fieldValues: { f1: ['o-now'] } })]),
    ];
    const byStatus = tableLines(valued, null, 'field.f1', words, [status]);
    expect(titles(byStatus)).toEqual([
      '# Later (1)',
      'b',
      '# Now (2)',
      'b',
      'c',
      '# Never (0)',
      '# No value (2)',
      'a',
      'd',
    ]);
    expect(new Set(byStatus.map((line) => line.key)).size).toBe(byStatus.length);
    // A single select's value is one option id; sorting applies inside each group.
    const single = { ...status, type: 'single_select' as const };
    const oneEach = [
      list('todo', [
        card('x', 'todo', { fieldValues: { f1: 'o-now' } }),
        card('y', 'todo', { fieldValues: { f1: 'o-now' } }),
      ]),
    ];
    expect(
      titles(tableLines(oneEach, { column: 'title', direction: 'desc' }, 'field.f1', words, [single])),
    ).toEqual(['# Later (0)', '# Now (2)', 'y', 'x', '# Never (0)']);
  });

  it('leaves the table ungrouped when the field is gone or is not a select', () => {
    const text: CustomFieldView = { id: 'f2', name: 'Notes', type: 'text', options: [] };
    expect(titles(tableLines(lists, null, 'field.f2', words, [text]))).toEqual(['b', 'a', 'c']);
    expect(titles(tableLines(lists, null, 'field.gone', words, [text]))).toEqual(['b', 'a', 'c']);
  });
});
