import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createBoardShare, listBoardShares, revokeBoardShare } from '@teamboard/sdk';
import { useState } from 'react';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { boardKeys } from '@/shared/query-keys/board-keys';

/** The address a public link opens: the read-only page of this app. */
export const sharedBoardUrl = (token: string) => `${window.location.origin}/s/${encodeURIComponent(token)}`;

/**
 * The board's public link: whether one is active, and making or revoking it.
 * A new link's token is known only in the answer that made it, so it is kept
 * here for as long as the dialog is open, and never again.
 */
export function useBoardShare(boardId: string) {
  const client = useTeamboardClient();
  const queryClient = useQueryClient();
  const [token, setToken] = useState<string>();
  const shares = useQuery({
    queryKey: boardKeys.shares(boardId),
    queryFn: () => listBoardShares(client, boardId),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: boardKeys.shares(boardId) });
  const create = useMutation({
    mutationFn: () => createBoardShare(client, boardId),
    onSuccess: (created) => {
      setToken(created.token);
      return refresh();
    },
  });
  const revoke = useMutation({
    mutationFn: () => revokeBoardShare(client, boardId),
    onSuccess: () => {
      setToken(undefined);
      return refresh();
    },
  });
  const active = shares.data?.find((share) => share.revoked_at === null);
  return { shares, active, token: active === undefined ? undefined : token, create, revoke };
}
