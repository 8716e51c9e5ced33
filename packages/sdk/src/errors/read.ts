/** Reads a property of an unknown value without trusting its type. */
export function readProp(value: unknown, key: string): unknown {
  if ((typeof value !== 'object' && typeof value !== 'function') || value === null) return undefined;
  return (value as Record<string, unknown>)[key];
}

export function readString(value: unknown, key: string): string | undefined {
  const prop = readProp(value, key);
  return typeof prop === 'string' ? prop : undefined;
}

export function readNumber(value: unknown, key: string): number | undefined {
  const prop = readProp(value, key);
  return typeof prop === 'number' && Number.isFinite(prop) ? prop : undefined;
}

/**
 * `Retry-After` is either delay-seconds or an HTTP date (RFC 9110 §10.2.3).
 * `now` is a parameter so tests do not depend on the clock.
 */
export function parseRetryAfter(header: string | null | undefined, now = Date.now()): number | undefined {
  if (header === null || header === undefined || header.trim() === '') return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** `wip_limit` → `wipLimit`: issue paths use the SDK's field names, not column names. */
export function camelCase(column: string): string {
  return column.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}
