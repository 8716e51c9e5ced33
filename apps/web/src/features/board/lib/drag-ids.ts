/**
 * dnd-kit ids: cards and lists use their own uuids; the card area of a list
 * (where a card drops into an empty or short list) needs an id of its own.
 */
const AREA_PREFIX = 'area:';

export function listAreaId(listId: string): string {
  return `${AREA_PREFIX}${listId}`;
}

export function listIdOfArea(id: string): string | null {
  return id.startsWith(AREA_PREFIX) ? id.slice(AREA_PREFIX.length) : null;
}

export type DragData =
  | { type: 'card'; listId: string; title: string }
  | { type: 'list'; name: string }
  | { type: 'area'; listId: string };
