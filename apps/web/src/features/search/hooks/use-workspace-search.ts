import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { searchWorkspace } from '@teamboard/sdk';
import { useEffect, useState } from 'react';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { searchKeys } from '../lib/search-keys';

/** How long typing must pause before a search is sent. */
const SETTLE_MS = 120;

/**
 * Searches the workspace as the user types. Each query string is its own
 * query; when a newer one replaces it, TanStack Query aborts the older
 * request through the signal, so an old answer never shows over a new one.
 */
export function useWorkspaceSearch(workspaceId: string | undefined, query: string) {
  const client = useTeamboardClient();
  const [settled, setSettled] = useState(query);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(query), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [query]);
  const text = settled.trim();
  const search = useQuery({
    queryKey: searchKeys.search(workspaceId ?? '', text),
    queryFn: ({ signal }) =>
      searchWorkspace(client, { workspaceId: workspaceId ?? '', query: text }, { signal }),
    enabled: workspaceId !== undefined && text !== '',
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
  return {
    results: text === '' ? [] : (search.data ?? []),
    loading: query.trim() !== '' && (settled !== query || search.isFetching),
  };
}
