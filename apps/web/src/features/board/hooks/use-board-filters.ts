import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { readFilters, withKnownIds, writeFilters, type BoardFilters } from '../lib/filters';

/** The text as the URL keeps it: `writeFilters` leaves out a blank one. */
const urlTextOf = (text: string) => (text.trim() ? text : '');

/**
 * The board's filters, kept in the URL (shareable, survive a reload). The
 * filter box is driven by local state: the URL updates after each key, and
 * an input driven by the URL alone loses keys typed faster than it updates.
 * The URL wins when it changes by itself (back / forward, a pasted link).
 */
export function useBoardFilters(labels: ReadonlySet<string> | null, people: ReadonlySet<string> | null) {
  const [params, setParams] = useSearchParams();
  const filterKey = params.toString();
  const fromUrl = useMemo(
    () => withKnownIds(readFilters(new URLSearchParams(filterKey)), { labels, people }),
    [filterKey, labels, people],
  );
  const [text, setText] = useState(fromUrl.text);
  // Texts this page wrote that the URL may still echo back; a URL text not among them came from outside.
  const [written, setWritten] = useState<readonly string[]>([]);
  const [urlText, setUrlText] = useState(fromUrl.text);
  if (urlText !== fromUrl.text) {
    setUrlText(fromUrl.text);
    if (!written.includes(fromUrl.text)) setText(fromUrl.text);
  }
  if (written.length > 0 && urlTextOf(text) === fromUrl.text) setWritten([]);

  const filters = useMemo<BoardFilters>(() => ({ ...fromUrl, text }), [fromUrl, text]);
  const setFilters = (next: BoardFilters) => {
    setText(next.text);
    setWritten((previous) => [...previous, urlTextOf(next.text)]);
    setParams((current) => writeFilters(current, next), { replace: true });
  };
  return { filters, setFilters, params };
}
