/** One row change as realtime reports it (Postgres changes: the new row, or the old key on delete). */
export type RowChange<T> = { type: 'INSERT' | 'UPDATE'; row: T } | { type: 'DELETE'; id: string };

/**
 * Applies a change to a cached list of rows. Archived rows leave the board
 * (they are "hidden but kept", PRODUCT.md §4), so an update that archives
 * acts like a delete and a restore like an insert.
 */
export function applyRowChange<T extends { id: string; archived_at?: string | null }>(
  rows: readonly T[],
  change: RowChange<T>,
): T[] {
  if (change.type === 'DELETE') return rows.filter((row) => row.id !== change.id);
  const existing = rows.find((row) => row.id === change.row.id);
  const rest = rows.filter((row) => row.id !== change.row.id);
  if (change.row.archived_at) return rest;
  // Merged, so fields the change does not carry (a card's counts) survive it.
  return [...rest, { ...existing, ...change.row }];
}

/** Merges a row the server returned into the cached one (which may carry more, like a card's counts). */
export function mergeRow<T extends { id: string }>(
  rows: readonly T[],
  row: Partial<T> & { id: string },
): T[] {
  return rows.map((existing) => (existing.id === row.id ? { ...existing, ...row } : existing));
}
