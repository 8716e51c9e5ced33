import { useQuery } from '@tanstack/react-query';
import { getMyProfile } from '@teamboard/sdk';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { myProfileKey } from '@/shared/query-keys/workspace-keys';

/** The signed-in person's own profile: name, avatar, language. */
export function useMyProfile() {
  const client = useTeamboardClient();
  return useQuery({ queryKey: myProfileKey, queryFn: () => getMyProfile(client) });
}
