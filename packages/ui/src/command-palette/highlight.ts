/** A piece of text, and whether it matched what was searched. */
export interface HighlightPart {
  readonly text: string;
  readonly match: boolean;
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `text` split where any word of `query` occurs (case-insensitive), for
 * highlighting client-side matches such as board and member names.
 */
export function highlightParts(text: string, query: string): HighlightPart[] {
  const words = query
    .split(/\s+/)
    .filter((word) => word.length > 0)
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp);
  if (words.length === 0 || text === '') return text === '' ? [] : [{ text, match: false }];
  const pattern = new RegExp(`(${words.join('|')})`, 'giu');
  return text
    .split(pattern)
    .filter((piece) => piece !== '')
    .map((piece) => ({ text: piece, match: words.some((w) => new RegExp(`^${w}$`, 'iu').test(piece)) }));
}
