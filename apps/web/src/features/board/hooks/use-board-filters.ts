import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { readFilters, withKnownIds, writeFilters, type BoardFilters } from '../lib/filters';

/** The filters as the URL writes them, to compare one with another. */
const keyOf = (filters: BoardFilters) => writeFilters(new URLSearchParams(), filters).toString();

/**
 * The board's filters, kept in the URL (shareable, survive a reload) but
 * driven by local state: the URL updates after each change, and controls
 * driven by the URL alone lose what changes faster than it updates (keys
 * typed at full speed, two labels picked in a row). The URL wins when it
 * changes by itself (back / forward, a pasted link).
 */
export function useBoardFilters(
  labels: ReadonlySet<string> | null,
  people: ReadonlySet<string> | null,
  fields: ReadonlySet<string> | null = null,
) {
  const [params, setParams] = useSearchParams();
  const fromUrl = useMemo(() => readFilters(params), [params]);
  const urlKey = keyOf(fromUrl);
  const [local, setLocal] = useState(fromUrl);
  // What this page wrote that the URL may still echo back; a URL not among them came from outside.
  const [written, setWritten] = useState<readonly string[]>([]);
  const [seenUrlKey, setSeenUrlKey] = useState(urlKey);
  if (seenUrlKey !== urlKey) {
    setSeenUrlKey(urlKey);
    if (!written.includes(urlKey)) setLocal(fromUrl);
  }
  if (written.length > 0 && keyOf(local) === urlKey) setWritten([]);

  // Ids this board does not have (deleted labels or fields, another board's, junk in a shared link) are ignored.
  const filters = useMemo(
    () => withKnownIds(local, { labels, people, fields }),
    [local, labels, people, fields],
  );
  const setFilters = (next: BoardFilters) => {
    setLocal(next);
    setWritten((previous) => [...previous, keyOf(next)]);
    setParams((current) => writeFilters(current, next), { replace: true });
  };
  return { filters, setFilters, params };
}
