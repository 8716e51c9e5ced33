import { TeamboardError } from '../errors/teamboard-error';
import type { Card } from './types';

/**
 * `conflict` (reason `stale_version`) from `updateCard`: someone changed the
 * card since the caller read it. Carries the card as it is now, so the app
 * can show the newer text (§4: never a silent overwrite) and let the user
 * re-apply their edit with `latest.version`.
 */
export class CardConflictError extends TeamboardError {
  readonly latest: Card;

  constructor(latest: Card, cause: TeamboardError) {
    super({
      code: 'conflict',
      message: cause.message,
      status: cause.status,
      reason: 'stale_version',
      cause,
    });
    this.latest = latest;
  }
}

/**
 * Narrows to a stale-version conflict carrying the newer card (works across SDK copies, like `isTeamboardError`).
 *
 * @category Cards
 * @example
 * try {
 *   await updateCard(client, { cardId, expectedVersion: card.version, title });
 * } catch (error) {
 *   if (isCardConflictError(error)) showMerge(error.latest);
 * }
 */
export function isCardConflictError(error: unknown): error is CardConflictError {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { __isTeamboardError?: unknown }).__isTeamboardError === true &&
    (error as { reason?: unknown }).reason === 'stale_version' &&
    typeof (error as { latest?: unknown }).latest === 'object' &&
    (error as { latest?: unknown }).latest !== null
  );
}
