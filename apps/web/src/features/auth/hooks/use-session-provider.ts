import { useQuery } from '@tanstack/react-query';
import { getSessionProvider } from '@teamboard/sdk';
import { useSession } from './use-session';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { identityKeys } from '../lib/identity-keys';

/**
 * The provider this session signed in through, as the server judges it for a workspace that
 * requires one (null: password, magic link). Asked only when `enabled`: most workspaces require none.
 */
export function useSessionProvider(enabled: boolean) {
  const client = useTeamboardClient();
  const { state } = useSession();
  const session = state.status === 'signed-in' ? state.session : undefined;
  return useQuery({
    // Asked again with each new token: a sign-in through another provider is a new token.
    queryKey: identityKeys.sessionProvider(session?.user.id ?? '', session?.expiresAt),
    queryFn: ({ signal }) => getSessionProvider(client, { signal }),
    enabled: enabled && session !== undefined,
    staleTime: Infinity,
  });
}
