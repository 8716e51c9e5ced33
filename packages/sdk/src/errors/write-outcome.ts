import { isTeamboardError, TeamboardError } from './teamboard-error';
import { run } from '../run';

/** A `select('id')…maybeSingle()` probe: does the caller see the row at all? */
type VisibilityProbe = PromiseLike<{ data: unknown; error: unknown; status?: number }>;

/**
 * The row a write returned, or the error that explains why there is none.
 *
 * RLS does not refuse an UPDATE or DELETE of a row the caller may read but
 * not change: it filters the row out and reports success with 0 rows. So
 * every write asks for its rows back (`.select()`), and on 0 rows probes
 * visibility once: a row the caller cannot see is `not-found` (a non-member
 * learns nothing), one they can see is `forbidden`.
 */
export async function expectWritten<T>(
  rows: readonly T[],
  probe: () => VisibilityProbe,
  messages: { readonly notFound: string; readonly forbidden: string },
): Promise<T> {
  const row = rows[0];
  if (row !== undefined) return row;
  const visible = await run(probe);
  throw new TeamboardError(
    visible === null
      ? { code: 'not-found', message: messages.notFound }
      : { code: 'forbidden', message: messages.forbidden },
  );
}

/** A read that must find its row: null (absent or invisible, RLS cannot tell them apart) is `not-found`. */
export function expectFound<T>(row: T | null, message: string): T {
  if (row === null) throw new TeamboardError({ code: 'not-found', message });
  return row;
}

/**
 * Runs an insert, turning an RLS refusal into `not-found` when the parent
 * row is invisible to the caller: a non-member must not learn that a
 * workspace, board or card exists, while a viewer sees it and is `forbidden`.
 */
export async function insertOrExplain<T>(
  insert: () => PromiseLike<T>,
  parentProbe: () => VisibilityProbe,
  notFound: string,
): Promise<T> {
  try {
    return await insert();
  } catch (error) {
    if (!isTeamboardError(error) || error.code !== 'forbidden') throw error;
    const parent = await run(parentProbe);
    if (parent === null) throw new TeamboardError({ code: 'not-found', message: notFound, cause: error });
    throw error;
  }
}

/**
 * An insert whose caller chose the row's id, safe to send again: when the primary key
 * (`pkey`, the constraint's name) says a row with that id is already stored, e.g. an offline
 * add sent a second time after its answer was lost, the stored row is the answer and nothing is
 * added. A row the caller cannot read keeps the original error.
 */
export async function insertOnce<T>(
  insert: () => Promise<T>,
  pkey: string,
  stored: () => Promise<T | null>,
): Promise<T> {
  try {
    return await insert();
  } catch (error) {
    if (!isTeamboardError(error) || error.code !== 'conflict' || error.reason !== pkey) throw error;
    const row = await stored();
    if (row === null) throw error;
    return row;
  }
}
