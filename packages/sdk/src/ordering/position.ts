/**
 * Position keys are numbers spaced by this step, as the database spaces
 * them: a new item goes one step after the last (assigned on insert), a
 * moved one to the midpoint of its neighbours.
 */
export const POSITION_STEP = 1024;

/**
 * A position strictly between two neighbours (null = open end), or null when
 * the gap is too narrow to split and the siblings need renumbering.
 */
export function positionBetween(lower: number | null, upper: number | null): number | null {
  if (lower === null && upper === null) return POSITION_STEP;
  if (lower === null) return (upper ?? 0) - POSITION_STEP;
  if (upper === null) return lower + POSITION_STEP;
  const middle = (lower + upper) / 2;
  return middle > lower && middle < upper && upper - lower >= 1e-6 ? middle : null;
}
