/** The order of card ids per list while a drag is under way, before anything is saved. */
export type CardOrder = Readonly<Record<string, readonly string[]>>;

export function containerOf(order: CardOrder, cardId: string): string | null {
  for (const [listId, ids] of Object.entries(order)) if (ids.includes(cardId)) return listId;
  return null;
}

/** Moves `cardId` to `index` of `listId` (clamped), taking it out of wherever it was. */
export function moveInOrder(order: CardOrder, cardId: string, listId: string, index: number): CardOrder {
  const next: Record<string, string[]> = {};
  for (const [id, ids] of Object.entries(order)) next[id] = ids.filter((candidate) => candidate !== cardId);
  const target = next[listId] ?? [];
  const at = Math.max(0, Math.min(index, target.length));
  next[listId] = [...target.slice(0, at), cardId, ...target.slice(at)];
  return next;
}

/** The lists in a new order, `listId` moved to `index`. */
export function moveListInOrder(listIds: readonly string[], listId: string, index: number): string[] {
  const rest = listIds.filter((id) => id !== listId);
  const at = Math.max(0, Math.min(index, rest.length));
  return [...rest.slice(0, at), listId, ...rest.slice(at)];
}
