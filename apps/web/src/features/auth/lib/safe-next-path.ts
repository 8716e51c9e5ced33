/** Where the app goes after signing in when `next` is missing or refused. */
export const DEFAULT_NEXT_PATH = '/';

// Any base works: only whether the parsed URL stays on it matters.
const BASE = 'https://teamboard.invalid';

/**
 * Returns `value` as a path on this origin, or `fallback`. `next` arrives in
 * email links and query strings anyone can craft, so it is an open-redirect
 * vector: only same-origin paths pass. Browsers read `\` as `/` and drop tabs
 * and newlines, so `/\evil.com` or `/\t/evil.com` would become
 * protocol-relative `//evil.com`; such values are refused outright rather
 * than repaired.
 */
export function safeNextPath(value: unknown, fallback: string = DEFAULT_NEXT_PATH): string {
  if (typeof value !== 'string' || value === '' || value.length > 2048) return fallback;
  if (!value.startsWith('/') || value.startsWith('//')) return fallback;
  // Backslashes and control characters have no business in our paths, and browsers rewrite them.
  if (value.includes('\\') || [...value].some(isControlCharacter)) return fallback;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

function isControlCharacter(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x20 || code === 0x7f;
}
