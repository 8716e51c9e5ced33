import { useQuery } from '@tanstack/react-query';
import { getSharedBoard, isTeamboardError } from '@teamboard/sdk';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { sharedBoardKeys } from '../lib/shared-board-keys';

/**
 * The board a public link shows, read once per visit (no realtime: a reload
 * shows the current state). `null` means the link does not open anything:
 * revoked, unknown, or not a token at all (refused before any request).
 */
export function useSharedBoard(token: string) {
  const client = useTeamboardClient();
  return useQuery({
    queryKey: sharedBoardKeys.board(token),
    queryFn: async () => {
      try {
        return await getSharedBoard(client, token);
      } catch (error) {
        if (isTeamboardError(error) && error.code === 'validation') return null;
        throw error;
      }
    },
    retry: false,
  });
}
