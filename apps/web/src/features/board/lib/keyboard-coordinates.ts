import type { DroppableContainer, KeyboardCoordinateGetter } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import type { DragData } from './drag-ids';

const typeOf = (data: { current?: unknown }) => (data.current as DragData | undefined)?.type;

const STEP = { ArrowRight: 1, ArrowLeft: -1 } as const;

/**
 * Lists step one whole list left or right per arrow key. dnd-kit's sortable
 * getter moves towards the closest droppable corner, which for wide lists
 * full of cards is a few pixels away, so a list barely moved and dropped
 * back in place. Cards keep the sortable getter.
 */
export const boardKeyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const { active, collisionRect, droppableRects, droppableContainers, over } = args.context;
  if (active === null || typeOf(active.data) !== 'list') return sortableKeyboardCoordinates(event, args);
  if (!(event.code in STEP) || collisionRect === null) return undefined;
  event.preventDefault();

  // Layout positions (dnd-kit measures droppables without the sorting transforms), left to right.
  const slots = droppableContainers
    .getEnabled()
    .filter((container: DroppableContainer) => typeOf(container.data) === 'list')
    .flatMap((container) => {
      const rect = droppableRects.get(container.id);
      return rect ? [{ id: container.id, left: rect.left }] : [];
    })
    .sort((a, b) => a.left - b.left);
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
