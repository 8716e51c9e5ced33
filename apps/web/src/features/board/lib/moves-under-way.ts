import type { QueryClient } from '@tanstack/react-query';
import type { BoardChange } from '@teamboard/sdk';
import type { CardRow, CardSummaryRow } from '@/shared/lib/rows';
import { queuedKeys } from '@/shared/query-keys/queued-keys';
import type { CardMove } from './moves';

/** Where a card is: its list and position, and the row's version that put it there. */
export type CardPlace = Pick<CardRow, 'id' | 'list_id' | 'position' | 'version'>;

/** This tab's moves of a card that are under way (sent, or waiting to be sent), but `except`. */
export function movesUnderWay(
  queryClient: QueryClient,
  boardId: string,
  cardId: string,
  except?: CardMove,
): number {
  return queryClient
    .getMutationCache()
    .findAll({ mutationKey: queuedKeys.moveCard(boardId), status: 'pending' })
    .filter((mutation) => {
      const move = mutation.state.variables as CardMove | undefined;
      return move !== except && move?.cardId === cardId;
    }).length;
}

/**
 * Places that live changes gave a card while this tab's own move of it was under way. The board
 * shows the move meanwhile (a change made before it, its own echo above all, would put the card
 * back for a moment); the newest held place is weighed once the move has landed.
 */
const heldPlaces = new Map<string, CardPlace>();

/** Keeps a live change's place of a card aside while the card's move is under way. */
export function holdPlace(place: CardPlace): void {
  const held = heldPlaces.get(place.id);
  if (!held || held.version < place.version)
    heldPlaces.set(place.id, {
      id: place.id,
      list_id: place.list_id,
      position: place.position,
      version: place.version,
    });
}

/**
 * Where a card is once this tab's last move of it has landed: where the move put it, unless a
 * change made after the move (someone else's, held meanwhile) put it elsewhere.
 */
export function placeAfterMove(landed: CardPlace): CardPlace {
  const held = heldPlaces.get(landed.id);
  heldPlaces.delete(landed.id);
  return held && held.version > landed.version ? held : landed;
}

/**
 * A live change to a card this tab is moving, applied where the board shows the card: its own
 * place is held aside (`holdPlace`), so the move is not undone on screen while it is under way.
 */
export function keepPlaceWhileMoving(
  change: BoardChange,
  cards: readonly CardSummaryRow[],
  moving: (cardId: string) => boolean,
): BoardChange {
  if (change.table !== 'cards' || change.type !== 'UPDATE' || !moving(change.row.id)) return change;
  const shown = cards.find((card) => card.id === change.row.id);
  if (!shown) return change;
  holdPlace(change.row);
  return { ...change, row: { ...change.row, list_id: shown.list_id, position: shown.position } };
}
