import type { KeyboardCoordinateGetter } from '@dnd-kit/core';
import { parseLaneCell, laneCellId } from './swimlanes';

const STEP = {
  ArrowRight: { lane: 0, list: 1 },
  ArrowLeft: { lane: 0, list: -1 },
  ArrowDown: { lane: 1, list: 0 },
  ArrowUp: { lane: -1, list: 0 },
} as const;

/** The lanes and lists in the order shown. */
export interface LaneOrder {
  lanes: readonly string[];
  lists: readonly string[];
}

/**
 * Arrow keys step a card one list left or right within its lane, or one lane
 * up or down within its list, skipping collapsed lanes (their cells are not
 * rendered; a cell not yet measured is read from its node). The card's middle is put on the target cell's middle, which is
 * where the lanes' collision (closest centre) finds it.
 */
export function laneKeyboardCoordinates(order: LaneOrder): KeyboardCoordinateGetter {
  return (event, { context, currentCoordinates }) => {
    const step = STEP[event.code as keyof typeof STEP] as (typeof STEP)[keyof typeof STEP] | undefined;
    const { active, collisionRect, droppableContainers, droppableRects, over } = context;
    if (step === undefined || collisionRect === null || active === null) return undefined;
    event.preventDefault();
    // Where the card is: the cell it is over, else the one it was picked up in.
    const picked = active.data.current as { laneKey?: string; listId?: string } | undefined;
    const origin =
      picked?.laneKey === undefined || !picked.listId ? '' : laneCellId(picked.laneKey, picked.listId);
    const at = parseLaneCell(String(over?.id ?? origin));
    if (at === null) return undefined;
    let lane = order.lanes.indexOf(at.laneKey);
    let list = order.lists.indexOf(at.listId);
    for (;;) {
      lane += step.lane;
      list += step.list;
      const laneKey = order.lanes[lane];
      const listId = order.lists[list];
      if (laneKey === undefined || listId === undefined) return undefined;
      const cell = laneCellId(laneKey, listId);
      // Rects are measured a moment after the pick-up; a cell shown but not yet measured is read
      // from its node, so an arrow pressed at once is not lost. A collapsed lane has no cell at all.
      const rect =
        droppableRects.get(cell) ?? droppableContainers.get(cell)?.node.current?.getBoundingClientRect();
      if (rect === undefined) continue;
      return {
        x: currentCoordinates.x + rect.left + rect.width / 2 - (collisionRect.left + collisionRect.width / 2),
        y: currentCoordinates.y + rect.top + rect.height / 2 - (collisionRect.top + collisionRect.height / 2),
      };
    }
  };
}
