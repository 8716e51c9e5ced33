import type { QueryClient } from '@tanstack/react-query';
import {
  getWorkspaceBySlug,
  listLabels,
  loadBoard,
  type LoadedBoard,
  type TeamboardClient,
} from '@teamboard/sdk';
import { boardKeys } from '@/shared/query-keys/board-keys';
import { workspaceKeys } from '@/shared/query-keys/workspace-keys';

/**
 * How long freshly loaded board data counts as current: data the route loader fetched while the
 * screen's code was still downloading is not fetched again when the screen mounts. Realtime keeps
 * it current after that (and refetches everything after a reconnect).
 */
export const BOARD_DATA_FRESH_MS = 10_000;

const inFlight = new WeakMap<TeamboardClient, Map<string, Promise<LoadedBoard>>>();

/** One `loadBoard` request at a time per board, shared by the board, lists, cards and fields queries. */
function loadBoardOnce(client: TeamboardClient, boardId: string): Promise<LoadedBoard> {
  let byBoard = inFlight.get(client);
  if (!byBoard) inFlight.set(client, (byBoard = new Map<string, Promise<LoadedBoard>>()));
  const pending = byBoard.get(boardId);
  if (pending) return pending;
  const started = loadBoard(client, boardId).finally(() => byBoard.delete(boardId));
  byBoard.set(boardId, started);
  return started;
}

/** The board screen's queries that one request (or two small ones) can answer, keyed once here. */
export function boardQueries(client: TeamboardClient, slug: string, boardId: string) {
  return {
    workspace: {
      queryKey: workspaceKeys.bySlug(slug),
      queryFn: () => getWorkspaceBySlug(client, slug),
      // A guest is not a member: asking again only delays the board, which does without it.
      retry: (count: number, error: Error) => count < 1 && !('code' in error && error.code === 'not-found'),
    },
    board: {
      queryKey: boardKeys.board(boardId),
      queryFn: async () => (await loadBoardOnce(client, boardId)).board,
      staleTime: BOARD_DATA_FRESH_MS,
    },
    lists: {
      queryKey: boardKeys.lists(boardId),
      queryFn: async () => [...(await loadBoardOnce(client, boardId)).lists],
      staleTime: BOARD_DATA_FRESH_MS,
    },
    cards: {
      queryKey: boardKeys.cards(boardId),
      queryFn: async () => [...(await loadBoardOnce(client, boardId)).cards],
      staleTime: BOARD_DATA_FRESH_MS,
    },
    fields: {
      queryKey: boardKeys.fields(boardId),
      queryFn: async () => [...(await loadBoardOnce(client, boardId)).fields],
      staleTime: BOARD_DATA_FRESH_MS,
    },
    labels: {
      queryKey: boardKeys.labels(boardId),
      queryFn: () => listLabels(client, boardId),
      staleTime: BOARD_DATA_FRESH_MS,
    },
  };
}

/**
 * Starts the board's requests without waiting for them: called by the route's loader, so they run
 * while the screen's code downloads instead of after it has rendered.
 */
export function prefetchBoard(
  queryClient: QueryClient,
  client: TeamboardClient,
  slug: string,
  boardId: string,
): void {
  // A board already in the cache (the local copy, or an earlier open) shows from it at once. Its
  // queries catch up once the screen has mounted: an answer arriving during the screen's first
  // render (a navigation renders in a transition, which yields) would start that render again.
  if (queryClient.getQueryData(boardKeys.cards(boardId)) !== undefined) return;
  const queries = boardQueries(client, slug, boardId);
  void queryClient.prefetchQuery(queries.workspace);
  void queryClient.prefetchQuery(queries.board);
  void queryClient.prefetchQuery(queries.lists);
  void queryClient.prefetchQuery(queries.cards);
  void queryClient.prefetchQuery(queries.fields);
  void queryClient.prefetchQuery(queries.labels);
}
