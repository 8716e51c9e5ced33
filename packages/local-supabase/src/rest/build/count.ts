import type { Preferences } from '../parse/prefer';

/** The planner's row estimate from `EXPLAIN (format json)`'s row: the top node's `Plan Rows`. */
export function plannedRows(row: Record<string, unknown> | undefined): number | null {
  const raw = row?.['QUERY PLAN'];
  const doc: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw;
  const rows = (doc as [{ Plan?: { 'Plan Rows'?: unknown } }] | undefined)?.[0]?.Plan?.['Plan Rows'];
  return typeof rows === 'number' ? rows : null;
}

/**
 * The total PostgREST reports for `Prefer: count=…`: `planned` is the
 * planner's estimate; `estimated` is the exact count while it stays within
 * `max_rows`, and above that the larger of the exact count and the estimate.
 */
export function countTotal(
  count: NonNullable<Preferences['count']>,
  exact: number | null,
  planned: number | null,
  maxRows: number,
): number | null {
  if (count === 'planned') return planned;
  if (count === 'estimated' && exact !== null && exact > maxRows && planned !== null)
    return Math.max(exact, planned);
  return exact;
}
