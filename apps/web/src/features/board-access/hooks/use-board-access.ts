import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addBoardMember,
  changeBoardMemberRole,
  getMyBoardRole,
  inviteBoardGuest,
  listBoardMembers,
  removeBoardMember,
  setBoardVisibility,
  type BoardMemberRole,
  type BoardVisibility,
} from '@teamboard/sdk';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { boardPermissions, type BoardPermissions } from '@/shared/lib/permissions';
import { boardKeys, boardRoleKeys } from '@/shared/query-keys/board-keys';

/** The signed-in user's effective role on a board, and what it lets them do there. */
export function useBoardPermissions(boardId: string): BoardPermissions {
  const client = useTeamboardClient();
  const role = useQuery({
    queryKey: boardRoleKeys.of(boardId),
    queryFn: () => getMyBoardRole(client, boardId),
    enabled: boardId !== '',
  });
  return boardPermissions(role.data);
}

/** Everyone who can open the board; `enabled` once the Share dialog is open. */
export function useBoardMembers(boardId: string, enabled = true) {
  const client = useTeamboardClient();
  return useQuery({
    queryKey: boardKeys.members(boardId),
    queryFn: () => listBoardMembers(client, boardId),
    enabled,
  });
}

/**
 * The board's visibility and people. Every change refetches who is on the board and the user's
 * own role (they may have changed their own), and the board itself after a visibility change.
 */
export function useBoardAccessMutations(boardId: string) {
  const client = useTeamboardClient();
  const queryClient = useQueryClient();
  const refresh = (...keys: (readonly unknown[])[]) =>
    Promise.all(
      [boardKeys.members(boardId), boardRoleKeys.of(boardId), ...keys].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
  const visibility = useMutation({
    mutationFn: (next: BoardVisibility) => setBoardVisibility(client, { boardId, visibility: next }),
    onSettled: () => refresh(boardKeys.board(boardId), ['workspace']),
  });
  const role = useMutation({
    mutationFn: (input: { userId: string; role: BoardMemberRole }) =>
      changeBoardMemberRole(client, { boardId, ...input }),
    onSettled: () => refresh(),
  });
  const remove = useMutation({
    mutationFn: (userId: string) => removeBoardMember(client, { boardId, userId }),
    onSettled: () => refresh(),
  });
  const add = useMutation({
    mutationFn: (input: { userId: string; role: BoardMemberRole }) =>
      addBoardMember(client, { boardId, ...input }),
    onSettled: () => refresh(),
  });
  const invite = useMutation({
    mutationFn: (input: { email: string; role: BoardMemberRole }) =>
      inviteBoardGuest(client, { boardId, ...input }),
  });
  const all = [visibility, role, remove, add, invite];
  // The most recent failure is the one to explain.
  const failed = all.filter((mutation) => mutation.error).sort((a, b) => b.submittedAt - a.submittedAt)[0];
  return {
    visibility,
    role,
    remove,
    add,
    invite,
    busy: all.some((mutation) => mutation.isPending),
    error: failed?.error ?? null,
    /** Clears a shown failure before the next change. */
    reset: () => all.forEach((mutation) => mutation.reset()),
  };
}
