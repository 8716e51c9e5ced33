import { useQuery } from '@tanstack/react-query';
import { listSignInProviders } from '@teamboard/sdk';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { identityKeys } from '../lib/identity-keys';

/** The providers the backend has switched on; they change only with its configuration. */
export function useSignInProviders() {
  const client = useTeamboardClient();
  return useQuery({
    queryKey: identityKeys.providers(),
    queryFn: ({ signal }) => listSignInProviders(client, { signal }),
    staleTime: Infinity,
  });
}
