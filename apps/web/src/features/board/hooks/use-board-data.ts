import { useQuery } from '@tanstack/react-query';
import {
  getAvatarUrl,
  getWorkspaceBySlug,
  listLabels,
  listMembers,
  loadBoard,
  type LoadedBoard,
} from '@teamboard/sdk';
import type { CardLabel } from '@teamboard/ui';
import { useMemo } from 'react';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import type { BoardSource } from '../lib/build-board';
import { peopleOf } from '../lib/people';
import { boardKeys } from '@/shared/query-keys/board-keys';
import { workspaceKeys } from '@/shared/query-keys/workspace-keys';

/**
 * Everything the board screen reads, each in its own query so realtime can patch one at a time.
 * The board, its lists and its cards come from one `loadBoard` request that their three queries
 * share (they start together), instead of three requests and pages of cards.
 */
export function useBoardData(slug: string, boardId: string) {
  const client = useTeamboardClient();
  const loadOnce = useMemo(() => {
    let pending: Promise<LoadedBoard> | undefined;
    return () =>
      (pending ??= loadBoard(client, boardId).finally(() => {
        pending = undefined;
      }));
  }, [client, boardId]);
  const workspace = useQuery({
    queryKey: workspaceKeys.bySlug(slug),
    queryFn: () => getWorkspaceBySlug(client, slug),
  });
  const workspaceId = workspace.data?.id;
  const board = useQuery({
    queryKey: boardKeys.board(boardId),
    queryFn: async () => (await loadOnce()).board,
  });
  const lists = useQuery({
    queryKey: boardKeys.lists(boardId),
    queryFn: async () => [...(await loadOnce()).lists],
  });
  const cards = useQuery({
    queryKey: boardKeys.cards(boardId),
    queryFn: async () => [...(await loadOnce()).cards],
  });
  const labels = useQuery({
    queryKey: boardKeys.labels(boardId),
    queryFn: () => listLabels(client, boardId),
  });
  const members = useQuery({
    queryKey: workspaceKeys.members(workspaceId ?? ''),
    queryFn: () => listMembers(client, workspaceId ?? ''),
    enabled: workspaceId !== undefined,
  });

  const source = useMemo<BoardSource | null>(() => {
    if (!lists.data || !cards.data) return null;
    const labelMap = new Map<string, CardLabel>(
      (labels.data ?? []).map((label) => [label.id, { id: label.id, name: label.name, color: label.color }]),
    );
    return {
      lists: lists.data,
      cards: cards.data,
      labels: labelMap,
      people: peopleOf(members.data ?? [], (path) => getAvatarUrl(client, path)),
    };
  }, [client, lists.data, cards.data, labels.data, members.data]);

  const labelIds = useMemo(() => labels.data && new Set(labels.data.map((label) => label.id)), [labels.data]);
  const memberIds = useMemo(
    () => members.data && new Set(members.data.map((member) => member.user_id)),
    [members.data],
  );

  const primary = [workspace, board, lists, cards];
  const error = primary.find((query) => query.error)?.error ?? null;
  return {
    workspace: workspace.data,
    board: board.data,
    members: members.data ?? [],
    labels: labels.data ?? [],
    /** Null until loaded, so filters do not drop ids they cannot check yet. */
    labelIds: labelIds ?? null,
    memberIds: memberIds ?? null,
    source,
    loading: primary.some((query) => query.isPending),
    error,
    refetch: () => {
      for (const query of primary) if (query.error) void query.refetch();
    },
  };
}
