import type { KeyboardCoordinateGetter } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { boardKeyboardCoordinates } from './keyboard-coordinates';

type Args = Parameters<KeyboardCoordinateGetter>[1];

const WIDTH = 288;
const GAP = 16;
const rectAt = (left: number) => ({
  left,
  top: 100,
  width: WIDTH,
  height: 400,
  right: left + WIDTH,
  bottom: 500,
});

/** Three lists side by side; the first is dragged and its overlay sits over `overId`'s slot. */
function argsFor(overId: string | null, collisionLeft: number, unmeasured: string[] = []): Args {
  const ids = ['a', 'b', 'c'];
  const containers = ids.map((id, index) => ({
    id,
    data: { current: { type: 'list', name: id } },
    disabled: false,
    node: { current: { getBoundingClientRect: () => rectAt(index * (WIDTH + GAP)) } },
  }));
  const droppableRects = new Map(
    ids.flatMap((id, index) =>
      unmeasured.includes(id) ? [] : [[id, rectAt(index * (WIDTH + GAP))] as const],
    ),
  );
  const context = {
    active: { id: 'a', data: { current: { type: 'list', name: 'a' } } },
    collisionRect: rectAt(collisionLeft),
    droppableRects,
    droppableContainers: { getEnabled: () => containers },
    over: overId === null ? null : { id: overId },
  };
  return { active: 'a', currentCoordinates: { x: 10, y: 20 }, context } as unknown as Args;
}

// Tests run in Node, which has no KeyboardEvent; the getter reads only these two members.
const press = (code: string) => ({ code, preventDefault: () => undefined }) as unknown as KeyboardEvent;

describe('boardKeyboardCoordinates for a list', () => {
  it('steps to the next list’s position on ArrowRight', () => {
    expect(boardKeyboardCoordinates(press('ArrowRight'), argsFor('a', 0))).toEqual({
      x: 10 + WIDTH + GAP,
      y: 20,
    });
  });

  it('steps from where the list is now, not where it started', () => {
    const left = WIDTH + GAP;
    expect(boardKeyboardCoordinates(press('ArrowRight'), argsFor('b', left))).toEqual({
      x: 10 + WIDTH + GAP,
      y: 20,
    });
    expect(boardKeyboardCoordinates(press('ArrowLeft'), argsFor('b', left))).toEqual({
      x: 10 - (WIDTH + GAP),
      y: 20,
    });
  });

  it('stays put past either end and on vertical arrows', () => {
    expect(boardKeyboardCoordinates(press('ArrowLeft'), argsFor('a', 0))).toBeUndefined();
    expect(boardKeyboardCoordinates(press('ArrowRight'), argsFor('c', 2 * (WIDTH + GAP)))).toBeUndefined();
    expect(boardKeyboardCoordinates(press('ArrowDown'), argsFor('a', 0))).toBeUndefined();
  });

  it('reads a list not yet measured from its node, so a press right after the pick-up counts', () => {
    expect(boardKeyboardCoordinates(press('ArrowRight'), argsFor('a', 0, ['b', 'c']))).toEqual({
      x: 10 + WIDTH + GAP,
      y: 20,
    });
  });

  it('falls back to the nearest list when nothing is under the dragged list', () => {
    expect(boardKeyboardCoordinates(press('ArrowRight'), argsFor(null, 5))).toEqual({
      x: 10 + WIDTH + GAP - 5,
      y: 20,
    });
  });
});
