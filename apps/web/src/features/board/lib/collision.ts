import { closestCenter, closestCorners, pointerWithin, type CollisionDetection } from '@dnd-kit/core';
import type { DragData } from './drag-ids';

const typeOf = (data: { current?: unknown }) => (data.current as DragData | undefined)?.type;

/**
 * Lists only collide with lists; cards with cards and with list areas (so an
 * empty list accepts a card). Under the pointer, a card beats its list's area.
 */
export const boardCollision: CollisionDetection = (args) => {
  const dragging = typeOf(args.active.data);
  const droppableContainers = args.droppableContainers.filter((container) => {
    const type = typeOf(container.data);
    return dragging === 'list' ? type === 'list' : type === 'card' || type === 'area';
  });
  const scoped = { ...args, droppableContainers };
  if (dragging === 'list') return closestCenter(scoped);
  const underPointer = pointerWithin(scoped);
  if (underPointer.length > 0) {
    const card = underPointer.find((collision) => {
      const container = droppableContainers.find((candidate) => candidate.id === collision.id);
      return container !== undefined && typeOf(container.data) === 'card';
    });
    return card ? [card] : underPointer;
  }
  return closestCorners(scoped);
};
