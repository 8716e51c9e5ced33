/** Arrow-key movement between card tiles: up/down within a list, left/right to the nearest card of the next list. */
export type Direction = 'up' | 'down' | 'left' | 'right';

/**
 * The grid position to go to from (column, row) in a board of columns with
 * `lengths[i]` cards each; empty columns are skipped. Null when there is nowhere to go.
 */
export function nextCardPosition(
  lengths: readonly number[],
  column: number,
  row: number,
  direction: Direction,
): { column: number; row: number } | null {
  if (direction === 'up') return row > 0 ? { column, row: row - 1 } : null;
  if (direction === 'down') return row < (lengths[column] ?? 0) - 1 ? { column, row: row + 1 } : null;
  const step = direction === 'left' ? -1 : 1;
  for (let next = column + step; next >= 0 && next < lengths.length; next += step) {
    const length = lengths[next] ?? 0;
    if (length > 0) return { column: next, row: Math.min(row, length - 1) };
  }
  return null;
}

/** Focuses the link that opens a card's tile, if the tile is on screen (filters or virtualisation may hide it). */
export function focusCardTile(cardId: string): void {
  document.querySelector<HTMLElement>(`[data-card-id="${CSS.escape(cardId)}"] .tb-card-tile__open`)?.focus();
}
