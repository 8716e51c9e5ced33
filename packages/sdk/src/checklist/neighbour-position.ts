import { TeamboardError } from '../errors/teamboard-error';
import { positionBetween } from '../ordering/position';

export interface Sibling {
  readonly id: string;
  readonly position: number;
}

function neighbourPosition(
  siblings: readonly Sibling[],
  id: string,
  field: 'beforeId' | 'afterId',
  what: string,
): number {
  const found = siblings.find((s) => s.id === id);
  if (found === undefined) {
    throw new TeamboardError({
      code: 'validation',
      message: `The neighbour is not ${what}.`,
      issues: [{ path: [field], message: `Not ${what}.` }],
    });
  }
  return found.position;
}

/**
 * Where a row goes among its siblings, by the rules `move_card` uses:
 * `beforeId` wins; no neighbour means the end. `null` when the gap is used up
 * (the caller renumbers and asks again). `what` names a sibling in the error.
 */
export function targetPosition(
  others: readonly Sibling[],
  beforeId: string | null | undefined,
  afterId: string | null | undefined,
  what: string,
): number | null {
  if (beforeId) {
    const lower = neighbourPosition(others, beforeId, 'beforeId', what);
    const upper = others.find((s) => s.position > lower)?.position ?? null;
    return positionBetween(lower, upper);
  }
  if (afterId) {
    const upper = neighbourPosition(others, afterId, 'afterId', what);
    const lower = others.filter((s) => s.position < upper).at(-1)?.position ?? null;
    return positionBetween(lower, upper);
  }
  return positionBetween(others.at(-1)?.position ?? null, null);
}

/** Refuses a row named as its own neighbour. */
export function notOwnNeighbour(
  id: string,
  beforeId: string | null | undefined,
  afterId: string | null | undefined,
  what: string,
): void {
  if (id !== beforeId && id !== afterId) return;
  const message = `${what} cannot be its own neighbour.`;
  throw new TeamboardError({
    code: 'validation',
    message,
    issues: [{ path: [id === beforeId ? 'beforeId' : 'afterId'], message }],
  });
}
