import { cardLabelsOf } from '@/shared/lib/labels';
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

/** A card's labels in the order every board shows them (see `cardLabelsOf`). */
export function labelsOf(card: SharedCard, labels: readonly SharedLabel[]): SharedLabel[] {
  return cardLabelsOf(card.label_ids, new Map(labels.map((label) => [label.id, label])));
}
