import type { TeamboardBackup } from '../schemas/backup';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A backup as it compares with another: without the time it was taken, and
 * every id replaced by the order it first appears in (`#0`, `#1`, …). A
 * restore makes new ids, so a backup of the restored workspace equals the
 * original's here when nothing was lost.
 *
 * @category Backup
 * @example
 * const same = isDeepStrictEqual(comparableBackup(before), comparableBackup(after));
 */
export function comparableBackup(backup: TeamboardBackup): unknown {
  const seen = new Map<string, string>();
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string' && UUID.test(value)) {
      if (!seen.has(value)) seen.set(value, `#${String(seen.size)}`);
      return seen.get(value);
    }
    if (Array.isArray(value)) return value.map(walk);
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, walk(inner)]));
    }
    return value;
  };
  const { exported_at: _taken, ...rest } = backup;
  return walk(rest);
}
