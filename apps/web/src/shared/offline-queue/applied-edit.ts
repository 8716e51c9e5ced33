import type { Card, UpdateCardInput } from '@teamboard/sdk';

const sameInstant = (a: string | null, b: string | null) =>
  a === null || b === null ? a === b : Date.parse(a) === Date.parse(b);

/**
 * Whether the card already reads as the edit would leave it. An edit sent again after a reload
 * (its first send stored, its answer lost with the page) is refused as stale by its own result:
 * then it is done, not a conflict to show.
 */
export function isApplied(card: Card, edit: UpdateCardInput): boolean {
  return (
    (edit.title === undefined || card.title === edit.title) &&
    (edit.description === undefined || card.description === edit.description) &&
    (edit.startAt === undefined || sameInstant(card.start_at, edit.startAt)) &&
    (edit.dueAt === undefined || sameInstant(card.due_at, edit.dueAt)) &&
    (edit.completed === undefined || (card.completed_at !== null) === edit.completed)
  );
}
