import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import type { Translate } from '@/shared/i18n';
import type { DragData } from './drag-ids';

/** Names what is dragged and where it is, for screen readers, instead of dnd-kit's raw ids. */
export function boardAnnouncements(
  t: Translate,
  describe: (id: string | number, data: DragData | undefined) => string,
  positionOf: (id: string | number, over: string | number | null) => string,
): Announcements {
  const what = (active: { id: string | number; data: { current?: unknown } }) =>
    describe(active.id, active.data.current as DragData | undefined);
  return {
    onDragStart: ({ active }) => t('board.drag.pickedUp', { item: what(active) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('board.drag.over', { item: what(active), position: positionOf(active.id, over.id) })
        : t('board.drag.notOver', { item: what(active) }),
    onDragEnd: ({ active, over }) =>
      over
        ? t('board.drag.droppedAt', { item: what(active), position: positionOf(active.id, over.id) })
        : t('board.drag.dropped', { item: what(active) }),
    onDragCancel: ({ active }) => t('board.drag.cancelled', { item: what(active) }),
  };
}

/** How to drag with the keyboard, read when a drag handle gets focus. */
export function screenReaderInstructions(t: Translate): ScreenReaderInstructions {
  return { draggable: t('board.drag.instructions') };
}
