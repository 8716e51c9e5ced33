import { RestError } from './errors';

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
  /** The exact tokens that were understood, for `Preference-Applied`. */
  applied: string[];
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
  const prefs: Preferences = { applied: [], unknown: [] };
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
      continue;
    }
    prefs.applied.push(token);
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
