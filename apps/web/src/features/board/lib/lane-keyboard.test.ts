import type { KeyboardCoordinateGetter } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { laneKeyboardCoordinates } from './lane-keyboard';
import { laneCellId, NO_LANE } from './swimlanes';

type Args = Parameters<KeyboardCoordinateGetter>[1];

const order = { lanes: ['ada', 'bea', NO_LANE], lists: ['todo', 'doing'] };
const SIZE = 100;
const rect = (left: number, top: number) => ({
  left,
  top,
  width: SIZE,
  height: SIZE,
  right: left + SIZE,
  bottom: top + SIZE,
});

/**
 * A 3 × 2 grid of lane cells, 200 px apart; `collapsed` lanes have no cells. The dragged card
 * (100 × 100) sits on `over`, or on the cell it was picked up in (bea, todo) when over nothing.
 */
function argsFor(over: string | null, collapsed: string[] = [], unmeasured = false): Args {
  const cells = new Map<string, ReturnType<typeof rect>>();
  order.lanes.forEach((lane, row) => {
    if (collapsed.includes(lane)) return;
    order.lists.forEach((list, column) => cells.set(laneCellId(lane, list), rect(column * 200, row * 200)));
  });
  const at = cells.get(over ?? laneCellId('bea', 'todo')) ?? rect(0, 0);
  // Every shown cell has a node; the sensor's measured rects come a moment after the pick-up.
  const droppableContainers = new Map(
    [...cells].map(([id, box]) => [id, { node: { current: { getBoundingClientRect: () => box } } }]),
  );
  const context = {
    active: { id: 'card', data: { current: { type: 'card', laneKey: 'bea', listId: 'todo' } } },
    collisionRect: at,
    droppableContainers,
    droppableRects: unmeasured ? new Map() : cells,
    over: over === null ? null : { id: over },
  };
  return { active: 'card', currentCoordinates: { x: 10, y: 20 }, context } as unknown as Args;
}

// Tests run in Node, which has no KeyboardEvent; the getter reads only these two members.
const press = (code: string) => ({ code, preventDefault: () => undefined }) as unknown as KeyboardEvent;
const getter = laneKeyboardCoordinates(order);

describe('laneKeyboardCoordinates', () => {
  it('steps one list right or left within the lane', () => {
    expect(getter(press('ArrowRight'), argsFor(laneCellId('bea', 'todo')))).toEqual({ x: 210, y: 20 });
    expect(getter(press('ArrowLeft'), argsFor(laneCellId('bea', 'doing')))).toEqual({ x: -190, y: 20 });
  });

  it('steps one lane up or down within the list, from where it was picked up when over nothing', () => {
    expect(getter(press('ArrowUp'), argsFor(null))).toEqual({ x: 10, y: -180 });
    expect(getter(press('ArrowDown'), argsFor(null))).toEqual({ x: 10, y: 220 });
  });

  it('skips a collapsed lane', () => {
    expect(getter(press('ArrowUp'), argsFor(laneCellId(NO_LANE, 'todo'), ['bea']))).toEqual({
      x: 10,
      y: -380,
    });
  });

  it('reads a shown cell from its node when its rect is not measured yet, so an early press counts', () => {
    expect(getter(press('ArrowUp'), argsFor(null, [], true))).toEqual({ x: 10, y: -180 });
    expect(getter(press('ArrowUp'), argsFor(laneCellId(NO_LANE, 'todo'), ['bea'], true))).toEqual({
      x: 10,
      y: -380,
    });
  });

  it('stays at the edges and leaves other keys to the sensor', () => {
    expect(getter(press('ArrowUp'), argsFor(laneCellId('ada', 'todo')))).toBeUndefined();
    expect(getter(press('ArrowRight'), argsFor(laneCellId('ada', 'doing')))).toBeUndefined();
    expect(getter(press('Space'), argsFor(null))).toBeUndefined();
  });
});
