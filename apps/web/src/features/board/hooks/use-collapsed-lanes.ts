import { useState } from 'react';
import { collapsedLanesKey, readCollapsedLanes, withLaneCollapsed } from '../lib/swimlanes';

function stored(boardId: string): string | null {
  try {
    return globalThis.localStorage.getItem(collapsedLanesKey(boardId));
  } catch {
    // Blocked storage (private mode): every lane starts open.
    return null;
  }
}

/** The lanes collapsed on this board, kept on this device (`teamboard.collapsed-lanes.<boardId>`). */
export function useCollapsedLanes(boardId: string) {
  const [state, setState] = useState(() => ({ boardId, lanes: readCollapsedLanes(stored(boardId)) }));
  // Another board opened in the same page: its own lanes.
  const lanes = state.boardId === boardId ? state.lanes : readCollapsedLanes(stored(boardId));
  const setCollapsed = (id: string, collapsed: boolean) => {
    const next = withLaneCollapsed(lanes, id, collapsed);
    setState({ boardId, lanes: next });
    try {
      globalThis.localStorage.setItem(collapsedLanesKey(boardId), JSON.stringify([...next]));
    } catch {
      // A full or blocked storage only forgets it on reload.
    }
  };
  return { collapsed: lanes, setCollapsed };
}
