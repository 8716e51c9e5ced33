import { RestError } from '../errors';

/** The `Prefer` values PostgREST understands, parsed from one or more comma-separated headers. */
export interface Preferences {
  return?: 'minimal' | 'representation' | 'headers-only';
  count?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missing?: 'default' | 'null';
  tx?: 'commit' | 'rollback';
  handling?: 'lenient' | 'strict';
  maxAffected?: number;
  timezone?: string;
  unknown: string[];
}

const ALLOWED: Record<string, readonly string[]> = {
  return: ['minimal', 'representation', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
  tx: ['commit', 'rollback'],
  handling: ['lenient', 'strict'],
};

export function parsePrefer(header: string | undefined): Preferences {
  const prefs: Preferences = { unknown: [] };
  for (const token of (header ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean)) {
    const eq = token.indexOf('=');
    const key = eq < 0 ? token : token.slice(0, eq).trim();
    const value = eq < 0 ? '' : token.slice(eq + 1).trim();
    if (key === 'max-affected' && /^\d+$/.test(value)) {
      prefs.maxAffected = Number(value);
    } else if (key === 'timezone' && /^[A-Za-z0-9_/+-]+$/.test(value)) {
      prefs.timezone = value;
    } else if (ALLOWED[key]?.includes(value)) {
      (prefs as unknown as Record<string, string>)[key] = value;
    } else {
      prefs.unknown.push(token);
    }
  }
  return prefs;
}

/** `handling=strict, max-affected=n` refuses (and so rolls back) a statement touching more rows. */
export function checkMaxAffected(prefer: Preferences, n: number): void {
  if (prefer.maxAffected !== undefined && prefer.handling === 'strict' && n > prefer.maxAffected) {
    throw new RestError(
      400,
      'PGRST124',
      'Query result exceeds max-affected preference constraint',
      `The query affects ${n} rows`,
    );
  }
}

/** What a request did, which decides the preferences PostgREST reports as applied. */
export type Action = 'read' | 'insert' | 'update' | 'delete' | 'rpc';

/**
 * `Preference-Applied` as PostgREST builds it: a fixed order, and each preference only
 * where it applies (resolution on inserts with a conflict target, return on writes,
 * missing on inserts and updates, max-affected with handling=strict on updates,
 * deletes and functions).
 */
export function appliedPreferences(
  prefer: Preferences,
  action: Action,
  opts: { conflictTarget?: boolean } = {},
): string | undefined {
  const write = action === 'insert' || action === 'update' || action === 'delete';
  const values = [
    action === 'insert' && opts.conflictTarget && prefer.resolution && `resolution=${prefer.resolution}`,
    (action === 'insert' || action === 'update') && prefer.missing && `missing=${prefer.missing}`,
    write && prefer.return && `return=${prefer.return}`,
    prefer.count && `count=${prefer.count}`,
    prefer.tx && `tx=${prefer.tx}`,
    prefer.handling && `handling=${prefer.handling}`,
    prefer.timezone && `timezone=${prefer.timezone}`,
    (action === 'update' || action === 'delete' || action === 'rpc') &&
      prefer.handling === 'strict' &&
      prefer.maxAffected !== undefined &&
      `max-affected=${prefer.maxAffected}`,
  ].filter((v): v is string => typeof v === 'string');
  return values.length ? values.join(', ') : undefined;
}
