import { describe, expect, it } from 'vitest';
import {
  NO_LANE,
  buildLanes,
  laneCardId,
  laneCellId,
  fieldValueAfter,
  laneChange,
  laneGroupOf,
  laneId,
  parseLaneCell,
  readCollapsedLanes,
  withLaneCollapsed,
} from './swimlanes';
import type { CustomFieldView } from '@teamboard/ui';
import type { BoardCardView, BoardListView } from './view';

const ada = { id: 'u-ada', name: 'Ada' };
const bea = { id: 'u-bea', name: 'Bea' };
const cy = { id: 'u-cy', name: 'cy' };
const bug = { id: 'l-bug', name: 'Bug', color: 'red' as const };

function card(
  id: string,
  listId: string,
  assignees: (typeof ada)[] = [],
  labels: (typeof bug)[] = [],
  fieldValues: Record<string, unknown> = {},
) {
  return {
    id,
    listId,
    title: id,
    assignees,
    assigneeIds: assignees.map((person) => person.id),
    labels,
    labelIds: labels.map((label) => label.id),
    fieldValues,
  } as unknown as BoardCardView;
}

/** A select field with its options in the admin's order (not by name). */
const selectField = (type: 'single_select' | 'multi_select'): CustomFieldView => ({
  id: `f-${type}`,
  name: 'Stage',
  type,
  unit: null,
  showOnCard: false,
  options: [
    { id: 'o-review', label: 'Review', color: 'blue' },
    { id: 'o-build', label: 'Build', color: 'green' },
  ],
});
const stage = selectField('single_select');
const areas = selectField('multi_select');
const byStage = { by: 'field', field: stage } as const;
const byAreas = { by: 'field', field: areas } as const;
const byAssignee = { by: 'assignee' } as const;
const byLabel = { by: 'label' } as const;
const noValues = { fieldValues: {} };

function list(id: string, cards: BoardCardView[]): BoardListView {
  return { id, name: id, position: 0, wipLimit: null, isDone: false, cardCount: cards.length, cards };
}

const words = {
  noAssignee: 'No assignee',
  noLabel: 'No label',
  noValue: 'No value',
  formerMember: 'Former member',
};

describe('swimlanes', () => {
  const lists = [
    list('todo', [card('a', 'todo', [bea]), card('both', 'todo', [ada, bea], [bug]), card('none', 'todo')]),
    list('done', [card('gone', 'done', [{ id: 'u-old', name: 'Old' }])]),
  ];

  it('groups the columns view by person, label or a select field the board has', () => {
    const text = { ...stage, id: 'f-text', type: 'text' as const };
    expect(laneGroupOf('assignee', [])).toEqual(byAssignee);
    expect(laneGroupOf('label', [])).toEqual(byLabel);
    expect(laneGroupOf(`field.${stage.id}`, [stage, text])).toEqual(byStage);
    // A text field has no options to make lanes of; a deleted field (an old link) groups nothing.
    expect(laneGroupOf('field.f-text', [stage, text])).toBeNull();
    expect(laneGroupOf(`field.${stage.id}`, [])).toBeNull();
    expect(laneGroupOf('list', [])).toBeNull();
    expect(laneGroupOf(null, [])).toBeNull();
  });

  it('gives every person a lane by name, a former member one too, and no one last', () => {
    const lanes = buildLanes(lists, byAssignee, { people: [cy, bea, ada], labels: [], words });
    expect(lanes.map((lane) => [lane.name, lane.cardCount])).toEqual([
      ['Ada', 1],
      ['Bea', 2],
      ['cy', 0],
      ['Old', 1],
      ['No assignee', 1],
    ]);
    expect(lanes.at(-1)?.key).toBe(NO_LANE);
  });

  it('shows a card with two assignees in both lanes, each lane with every list in order', () => {
    const lanes = buildLanes(lists, byAssignee, { people: [ada, bea], labels: [], words });
    const bLane = lanes.find((lane) => lane.key === bea.id);
    expect(bLane?.lists.map((column) => [column.id, column.cards.map((c) => c.id)])).toEqual([
      ['todo', ['a', 'both']],
      ['done', []],
    ]);
    expect(lanes.find((lane) => lane.key === ada.id)?.lists[0]?.cards.map((c) => c.id)).toEqual(['both']);
  });

  it('groups by label with a "No label" lane', () => {
    const lanes = buildLanes(lists, byLabel, { people: [], labels: [bug], words });
    expect(lanes.map((lane) => [lane.name, lane.cardCount])).toEqual([
      ['Bug', 1],
      ['No label', 3],
    ]);
  });

  it('names what a lane move changes', () => {
    const both = { assigneeIds: [ada.id, bea.id], labelIds: [], ...noValues };
    expect(laneChange(both, byAssignee, ada.id, cy.id)).toEqual({ remove: [ada.id], add: [cy.id] });
    // Already in the target lane: only the source's person goes.
    expect(laneChange(both, byAssignee, ada.id, bea.id)).toEqual({ remove: [ada.id], add: [] });
    // Into "no one": everyone goes, so the card lands where it was dropped.
    expect(laneChange(both, byAssignee, ada.id, NO_LANE)).toEqual({ remove: [ada.id, bea.id], add: [] });
    expect(laneChange({ assigneeIds: [], labelIds: [], ...noValues }, byLabel, NO_LANE, bug.id)).toEqual({
      remove: [],
      add: [bug.id],
    });
    expect(laneChange(both, byAssignee, ada.id, ada.id)).toEqual({ remove: [], add: [] });
  });

  it("gives each option of a select field a lane in the field's order, and no value last", () => {
    const staged = [
      list('todo', [
        card('built', 'todo', [], [], { [stage.id]: 'o-build' }),
        card('open', 'todo'),
        // An option since removed from the field counts as no value.
        card('removed', 'todo', [], [], { [stage.id]: 'o-gone' }),
      ]),
      list('done', [card('reviewed', 'done', [], [], { [stage.id]: 'o-review' })]),
    ];
    const lanes = buildLanes(staged, byStage, { people: [], labels: [], words });
    expect(lanes.map((lane) => [lane.key, lane.name, lane.cardCount])).toEqual([
      ['o-review', 'Review', 1],
      ['o-build', 'Build', 1],
      [NO_LANE, 'No value', 2],
    ]);
    // The option's colour heads its lane, as a label's does.
    expect(lanes[0]?.label).toEqual({ id: 'o-review', name: 'Review', color: 'blue' });
    // A card with two options of a multi select shows in both lanes.
    const both = [list('todo', [card('both', 'todo', [], [], { [areas.id]: ['o-build', 'o-review'] })])];
    expect(
      buildLanes(both, byAreas, { people: [], labels: [], words }).map((lane) => lane.cardCount),
    ).toEqual([1, 1, 0]);
  });

  it("changes a select field's value as the card stores it when a card changes lane", () => {
    const built = { assigneeIds: [], labelIds: [], fieldValues: { [stage.id]: 'o-build' } };
    const toReview = laneChange(built, byStage, 'o-build', 'o-review');
    expect(toReview).toEqual({ remove: ['o-build'], add: ['o-review'] });
    expect(fieldValueAfter(built, stage, toReview)).toBe('o-review');
    expect(fieldValueAfter(built, stage, laneChange(built, byStage, 'o-build', NO_LANE))).toBeNull();
    const unset = { assigneeIds: [], labelIds: [], ...noValues };
    expect(fieldValueAfter(unset, stage, laneChange(unset, byStage, NO_LANE, 'o-build'))).toBe('o-build');
    // A multi select keeps its other options, and stores a list.
    const two = { assigneeIds: [], labelIds: [], fieldValues: { [areas.id]: ['o-build', 'o-review'] } };
    expect(fieldValueAfter(two, areas, laneChange(two, byAreas, 'o-build', NO_LANE))).toBeNull();
    const one = { assigneeIds: [], labelIds: [], fieldValues: { [areas.id]: ['o-build'] } };
    expect(fieldValueAfter(one, areas, laneChange(one, byAreas, NO_LANE, 'o-review'))).toEqual([
      'o-build',
      'o-review',
    ]);
    expect(fieldValueAfter(two, areas, laneChange(two, byAreas, 'o-build', 'o-review'))).toEqual([
      'o-review',
    ]);
  });

  it("keeps collapsed lanes apart per grouping, a field's by its id", () => {
    expect(laneId(byStage, NO_LANE)).toBe(`field.${stage.id}:`);
    expect(laneId(byAssignee, NO_LANE)).toBe('assignee:');
  });

  it('reads collapsed lanes back, and nothing from a broken entry', () => {
    const collapsed = withLaneCollapsed(new Set(['assignee:']), 'label:l-bug', true);
    expect(readCollapsedLanes(JSON.stringify([...collapsed]))).toEqual(new Set(['assignee:', 'label:l-bug']));
    expect(withLaneCollapsed(collapsed, 'assignee:', false)).toEqual(new Set(['label:l-bug']));
    expect(readCollapsedLanes('{not json')).toEqual(new Set());
    expect(readCollapsedLanes('{"a":1}')).toEqual(new Set());
    expect(readCollapsedLanes(null)).toEqual(new Set());
  });

  it('scopes drag ids to the lane, the "none" lane included', () => {
    expect(laneCardId(NO_LANE, 'c1')).not.toBe(laneCardId(ada.id, 'c1'));
    expect(parseLaneCell(laneCellId(NO_LANE, 'todo'))).toEqual({ laneKey: NO_LANE, listId: 'todo' });
    expect(parseLaneCell(laneCellId(ada.id, 'todo'))).toEqual({ laneKey: ada.id, listId: 'todo' });
    expect(parseLaneCell('area:todo')).toBeNull();
  });
});
