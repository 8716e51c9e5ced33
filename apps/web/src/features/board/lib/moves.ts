import { positionBetween, sortByPosition, type Neighbours, type Positioned } from './ordering';

export interface CardMove extends Neighbours {
  cardId: string;
  listId: string;
  /** Into a done list although the card is blocked, after the user confirmed. */
  moveBlocked?: boolean;
}

export interface ListMove extends Neighbours {
  listId: string;
}

/**
 * The position the server will give an item placed between neighbours, read
 * the way `move_card` reads them: after `beforeId` when given, else before `afterId`.
 */
function landingPosition<T extends Positioned>(
  siblings: readonly T[],
  movingId: string,
  move: Neighbours,
): number {
  const others = sortByPosition(siblings.filter((item) => item.id !== movingId));
  if (move.beforeId !== null) {
    const index = others.findIndex((item) => item.id === move.beforeId);
    if (index >= 0)
      return positionBetween(others[index]?.position ?? null, others[index + 1]?.position ?? null);
  } else if (move.afterId !== null) {
    const index = others.findIndex((item) => item.id === move.afterId);
    if (index >= 0)
      return positionBetween(others[index - 1]?.position ?? null, others[index]?.position ?? null);
  }
  return positionBetween(others.at(-1)?.position ?? null, null);
}

/** The cards after a move, as the board shows them until the server answers. */
export function applyCardMove<T extends Positioned & { list_id: string }>(
  cards: readonly T[],
  move: CardMove,
): T[] {
  const siblings = cards.filter((card) => card.list_id === move.listId);
  const position = landingPosition(siblings, move.cardId, move);
  return cards.map((card) => (card.id === move.cardId ? { ...card, list_id: move.listId, position } : card));
}

export function applyListMove<T extends Positioned>(lists: readonly T[], move: ListMove): T[] {
  const position = landingPosition(lists, move.listId, move);
  return lists.map((list) => (list.id === move.listId ? { ...list, position } : list));
}
