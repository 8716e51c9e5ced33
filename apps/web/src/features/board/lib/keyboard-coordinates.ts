import type { DroppableContainer, KeyboardCoordinateGetter } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import type { DragData } from './drag-ids';

const typeOf = (data: { current?: unknown }) => (data.current as DragData | undefined)?.type;

const STEP = { ArrowRight: 1, ArrowLeft: -1 } as const;

type Slot = { id: string | number; left: number; top: number; width: number; height: number };

/**
 * The enabled droppables of one kind, left to right, where they are laid out. Rects are measured a
 * moment after the pick-up; one not yet measured is read from its node, so an arrow pressed at
 * once is not lost.
 */
function slotsOf(args: Parameters<KeyboardCoordinateGetter>[1], type: DragData['type']): Slot[] {
  const { droppableRects, droppableContainers } = args.context;
  return droppableContainers
    .getEnabled()
    .filter((container: DroppableContainer) => typeOf(container.data) === type)
    .flatMap((container) => {
      const rect = droppableRects.get(container.id) ?? container.node.current?.getBoundingClientRect();
      return rect
        ? [{ id: container.id, left: rect.left, top: rect.top, width: rect.width, height: rect.height }]
        : [];
    })
    .sort((a, b) => a.left - b.left);
}

/**
 * A card steps into the next list left or right on the first press, at the
 * same height (within that list). dnd-kit's sortable getter picks the closest
 * droppable in that direction, which is often a card of the same list or the
 * list itself, so the first press left the card where it was.
 */
function cardAcrossLists(event: KeyboardEvent, args: Parameters<KeyboardCoordinateGetter>[1]) {
  const { collisionRect } = args.context;
  if (collisionRect === null) return undefined;
  const areas = slotsOf(args, 'area');
  const middle = collisionRect.left + collisionRect.width / 2;
  let current = areas.findIndex((area) => middle >= area.left && middle <= area.left + area.width);
  if (current < 0) {
    current = areas.reduce(
      (best, area, index) =>
        Math.abs(area.left - collisionRect.left) <
        Math.abs((areas[best]?.left ?? Infinity) - collisionRect.left)
          ? index
          : best,
      0,
    );
  }
  const target = areas[current + STEP[event.code as keyof typeof STEP]];
  if (target === undefined) return undefined;
  const top = Math.min(
    Math.max(collisionRect.top, target.top),
    target.top + Math.max(0, target.height - collisionRect.height),
  );
  return {
    x: args.currentCoordinates.x + (target.left - collisionRect.left),
    y: args.currentCoordinates.y + (top - collisionRect.top),
  };
}

/**
 * Lists step one whole list left or right per arrow key. dnd-kit's sortable
 * getter moves towards the closest droppable corner, which for wide lists
 * full of cards is a few pixels away, so a list barely moved and dropped
 * back in place. Cards keep the sortable getter.
 */
export const boardKeyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const { active, collisionRect, over } = args.context;
  if (active === null) return undefined;
  const across = event.code in STEP;
  if (typeOf(active.data) !== 'list') {
    if (!across) return sortableKeyboardCoordinates(event, args);
    event.preventDefault();
    return cardAcrossLists(event, args);
  }
  if (!across || collisionRect === null) return undefined;
  event.preventDefault();

  // Layout positions (dnd-kit measures droppables without the sorting transforms), left to right.
  const slots = slotsOf(args, 'list');
  const nearest = slots.reduce<number>(
    (best, slot, index) =>
      Math.abs(slot.left - collisionRect.left) <
      Math.abs((slots[best]?.left ?? Infinity) - collisionRect.left)
        ? index
        : best,
    0,
  );
  const overIndex = over === null ? -1 : slots.findIndex((slot) => slot.id === over.id);
  const current = overIndex >= 0 ? overIndex : nearest;
  const target = slots[current + STEP[event.code as keyof typeof STEP]];
  if (target === undefined) return undefined;
  return {
    x: args.currentCoordinates.x + (target.left - collisionRect.left),
    y: args.currentCoordinates.y,
  };
};
