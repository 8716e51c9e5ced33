import { plainText } from '../notifications/plain-text';
import type { SnippetPart } from './types';

const MARK = /<mark>([\s\S]*?)<\/mark>/g;

/**
 * A search snippet as text pieces, the matched words flagged, ready to render as text.
 * Mentions read `@Name` and Markdown syntax is dropped ({@link plainText}).
 *
 * @category Search
 * @example
 * const parts = snippetParts(result.snippet);
 */
export function snippetParts(raw: string): SnippetPart[] {
  const snippet = plainText(raw);
  const parts: SnippetPart[] = [];
  let at = 0;
  for (const hit of snippet.matchAll(MARK)) {
    if (hit.index > at) parts.push({ text: snippet.slice(at, hit.index), match: false });
    if (hit[1]) parts.push({ text: hit[1], match: true });
    at = hit.index + hit[0].length;
  }
  if (at < snippet.length) parts.push({ text: snippet.slice(at), match: false });
  return parts;
}
