import { skipToken, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Card } from '@teamboard/sdk';
import { cardKeys } from '@/shared/query-keys/card-keys';

/** Both versions of a title: the person's refused edit and the card as it is now. */
export interface TitleConflict {
  mine: string;
  latest: Card;
}

/**
 * Keeps a refused title edit until the person picks a version, wherever it was refused: in the
 * open drawer, or an edit restored after a reload with no screen at all. It lives in the query
 * cache, so the drawer shows it whenever it opens and the local copy keeps it across a reload.
 * `null` once settled (a query's data cannot go back to `undefined`).
 */
export function offerTitleConflict(queryClient: QueryClient, conflict: TitleConflict): void {
  queryClient.setQueryData<TitleConflict | null>(cardKeys.titleConflict(conflict.latest.id), conflict);
}

/** The person picked a version (or edited the title again): nothing more to offer. */
export function settleTitleConflict(queryClient: QueryClient, cardId: string): void {
  if (queryClient.getQueryData(cardKeys.titleConflict(cardId)))
    queryClient.setQueryData<TitleConflict | null>(cardKeys.titleConflict(cardId), null);
}

/** The card's refused title edit still waiting for a choice, if any. */
export function useTitleConflict(cardId: string): TitleConflict | undefined {
  const { data } = useQuery<TitleConflict | null>({
    queryKey: cardKeys.titleConflict(cardId),
    // Never fetched: only offerTitleConflict writes it.
    queryFn: skipToken,
  });
  return data ?? undefined;
}
