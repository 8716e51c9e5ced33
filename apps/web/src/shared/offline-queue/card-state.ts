import {
  archiveCard,
  completeCard,
  reopenCard,
  restoreCard,
  type Card,
  type TeamboardClient,
} from '@teamboard/sdk';

/**
 * A change of a card's state, queued offline. Each names the state the card is to be in, not a
 * step from the state it was in: sent twice (its first answer lost with a reload), the second
 * finds the card already so and the database records nothing new (its activity triggers log a
 * change only when `completed_at` or `archived_at` really changes). No version is sent: a state
 * cannot overwrite anyone's text, so an edit made elsewhere meanwhile is no conflict.
 */
export type CardStateChange = 'complete' | 'reopen' | 'archive' | 'restore';

export interface CardStateInput {
  cardId: string;
  change: CardStateChange;
}

const verbs = {
  complete: completeCard,
  reopen: reopenCard,
  archive: archiveCard,
  restore: restoreCard,
} as const satisfies Record<CardStateChange, (client: TeamboardClient, cardId: string) => Promise<Card>>;

export const sendCardState = (client: TeamboardClient, { cardId, change }: CardStateInput): Promise<Card> =>
  verbs[change](client, cardId);

/**
 * The card as the change leaves it, shown before the server answers. The stamp is the browser's
 * clock for now; the server's (and its version bump) replace it once the change is stored.
 */
export function withCardState<Row extends Pick<Card, 'completed_at' | 'archived_at'>>(
  card: Row,
  change: CardStateChange,
  now: string,
): Row {
  switch (change) {
    case 'complete':
      return { ...card, completed_at: card.completed_at ?? now };
    case 'reopen':
      return { ...card, completed_at: null };
    case 'archive':
      return { ...card, archived_at: card.archived_at ?? now };
    case 'restore':
      return { ...card, archived_at: null };
  }
}
