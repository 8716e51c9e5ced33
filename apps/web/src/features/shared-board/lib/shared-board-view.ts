import type { SharedBoard, SharedCard, SharedLabel } from '@teamboard/sdk';

export interface SharedColumn {
  id: string;
  name: string;
  cards: SharedCard[];
}

/** The board's lists left to right, each with its cards in order (the function already sorts both). */
export function columnsOf(board: SharedBoard): SharedColumn[] {
  const byList = new Map<string, SharedCard[]>();
  for (const card of board.cards) byList.set(card.list_id, [...(byList.get(card.list_id) ?? []), card]);
  return board.lists.map((list) => ({ id: list.id, name: list.name, cards: byList.get(list.id) ?? [] }));
}

/** A card's labels, in the card's order, skipping ids the board no longer has. */
export function labelsOf(card: SharedCard, labels: readonly SharedLabel[]): SharedLabel[] {
  const byId = new Map(labels.map((label) => [label.id, label]));
  return card.label_ids.flatMap((id) => {
    const label = byId.get(id);
    return label === undefined ? [] : [label];
  });
}
