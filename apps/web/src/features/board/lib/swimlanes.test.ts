import { describe, expect, it } from 'vitest';
import {
  NO_LANE,
  buildLanes,
  laneCardId,
  laneCellId,
  laneChange,
  laneGroupOf,
  parseLaneCell,
  readCollapsedLanes,
  withLaneCollapsed,
} from './swimlanes';
import type { BoardCardView, BoardListView } from './view';

const ada = { id: 'u-ada', name: 'Ada' };
const bea = { id: 'u-bea', name: 'Bea' };
const cy = { id: 'u-cy', name: 'cy' };
const bug = { id: 'l-bug', name: 'Bug', color: 'red' as const };

function card(id: string, listId: string, assignees: (typeof ada)[] = [], labels: (typeof bug)[] = []) {
  return {
    id,
    listId,
    title: id,
    assignees,
    assigneeIds: assignees.map((person) => person.id),
    labels,
    labelIds: labels.map((label) => label.id),
  } as unknown as BoardCardView;
}

function list(id: string, cards: BoardCardView[]): BoardListView {
  return { id, name: id, position: 0, wipLimit: null, isDone: false, cardCount: cards.length, cards };
}

const words = { noAssignee: 'No assignee', noLabel: 'No label', formerMember: 'Former member' };

describe('swimlanes', () => {
  const lists = [
    list('todo', [card('a', 'todo', [bea]), card('both', 'todo', [ada, bea], [bug]), card('none', 'todo')]),
    list('done', [card('gone', 'done', [{ id: 'u-old', name: 'Old' }])]),
  ];

  it('groups the columns view by person or label only', () => {
    expect(laneGroupOf('assignee')).toBe('assignee');
    expect(laneGroupOf('label')).toBe('label');
    expect(laneGroupOf('list')).toBeNull();
    expect(laneGroupOf(null)).toBeNull();
  });

  it('gives every person a lane by name, a former member one too, and no one last', () => {
    const lanes = buildLanes(lists, 'assignee', { people: [cy, bea, ada], labels: [], words });
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
    const lanes = buildLanes(lists, 'assignee', { people: [ada, bea], labels: [], words });
    const bLane = lanes.find((lane) => lane.key === bea.id);
    expect(bLane?.lists.map((column) => [column.id, column.cards.map((c) => c.id)])).toEqual([
      ['todo', ['a', 'both']],
      ['done', []],
    ]);
    expect(lanes.find((lane) => lane.key === ada.id)?.lists[0]?.cards.map((c) => c.id)).toEqual(['both']);
  });

  it('groups by label with a "No label" lane', () => {
    const lanes = buildLanes(lists, 'label', { people: [], labels: [bug], words });
    expect(lanes.map((lane) => [lane.name, lane.cardCount])).toEqual([
      ['Bug', 1],
      ['No label', 3],
    ]);
  });

  it('names what a lane move changes', () => {
    const both = { assigneeIds: [ada.id, bea.id], labelIds: [] };
    expect(laneChange(both, 'assignee', ada.id, cy.id)).toEqual({ remove: [ada.id], add: [cy.id] });
    // Already in the target lane: only the source's person goes.
    expect(laneChange(both, 'assignee', ada.id, bea.id)).toEqual({ remove: [ada.id], add: [] });
    // Into "no one": everyone goes, so the card lands where it was dropped.
    expect(laneChange(both, 'assignee', ada.id, NO_LANE)).toEqual({ remove: [ada.id, bea.id], add: [] });
    expect(laneChange({ assigneeIds: [], labelIds: [] }, 'label', NO_LANE, bug.id)).toEqual({
      remove: [],
      add: [bug.id],
    });
    expect(laneChange(both, 'assignee', ada.id, ada.id)).toEqual({ remove: [], add: [] });
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
