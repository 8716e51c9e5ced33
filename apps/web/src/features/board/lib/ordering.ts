/** Anything ordered by a numeric `position`, tie-broken by id as the database renumbers. */
export interface Positioned {
  id: string;
  position: number;
}

export function byPosition(a: Positioned, b: Positioned): number {
  return a.position - b.position || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

export function sortByPosition<T extends Positioned>(items: readonly T[]): T[] {
  return [...items].sort(byPosition);
}

/** The neighbours an item lands between, in the RPCs' terms: `beforeId` comes above / left of it. */
export interface Neighbours {
  beforeId: string | null;
  afterId: string | null;
}

/**
 * Where `movingId` lands when inserted at `index` of `siblings` (the target
 * container's order without the moving item).
 */
export function neighboursAt(siblings: readonly string[], movingId: string, index: number): Neighbours {
  const others = siblings.filter((id) => id !== movingId);
  const at = Math.max(0, Math.min(index, others.length));
  return { beforeId: others[at - 1] ?? null, afterId: others[at] ?? null };
}

/**
 * A position strictly between two others, as `move_card` / `move_list` pick it,
 * so the optimistic order matches what the server will store.
 */
export function positionBetween(lower: number | null, upper: number | null): number {
  if (lower === null && upper === null) return 1024;
  if (lower === null) return (upper as number) - 1024;
  if (upper === null) return lower + 1024;
  return (lower + upper) / 2;
}
