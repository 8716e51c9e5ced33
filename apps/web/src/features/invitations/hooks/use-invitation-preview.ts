import { useQuery } from '@tanstack/react-query';
import { previewInvitation } from '@teamboard/sdk';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { invitationKeys } from '../lib/invitation-keys';

/** What the link says before signing in: the workspace, who invited, the invited address. */
export function useInvitationPreview(token: string) {
  const client = useTeamboardClient();
  return useQuery({
    queryKey: invitationKeys.preview(token),
    queryFn: () => previewInvitation(client, token),
    // A token that is not one (empty, over-long) is refused before any request: nothing to retry.
    retry: false,
  });
}
