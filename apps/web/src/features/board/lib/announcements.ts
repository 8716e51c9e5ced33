import type { Announcements } from '@dnd-kit/core';
import type { DragData } from './drag-ids';

/** Names what is dragged and where it is, for screen readers, instead of dnd-kit's raw ids. */
export function boardAnnouncements(
  describe: (id: string | number, data: DragData | undefined) => string,
  positionOf: (id: string | number, over: string | number | null) => string,
): Announcements {
  const what = (active: { id: string | number; data: { current?: unknown } }) =>
    describe(active.id, active.data.current as DragData | undefined);
  return {
    onDragStart: ({ active }) => `Picked up ${what(active)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${what(active)} is now ${positionOf(active.id, over.id)}.`
        : `${what(active)} is no longer over a list.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${what(active)} was dropped ${positionOf(active.id, over.id)}.`
        : `${what(active)} was dropped.`,
    onDragCancel: ({ active }) => `Moving ${what(active)} was cancelled; it is back where it was.`,
  };
}

export const screenReaderInstructions = {
  draggable:
    'To move this item, press Space or Enter to pick it up. Use the arrow keys to move it, Space or Enter to drop it, and Escape to cancel.',
};
