import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inviteMember, revokeInvitation, type InvitableRole } from '@teamboard/sdk';
import { useToast } from '@teamboard/ui';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { workspaceKeys } from '@/shared/query-keys/workspace-keys';
import { useToastError } from '@/shared/hooks/use-toast-error';
import { useT } from '@/shared/i18n';

export function useInvitationMutations(workspaceId: string) {
  const client = useTeamboardClient();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const toastError = useToastError();
  const { t } = useT();
  const refresh = () => queryClient.invalidateQueries({ queryKey: workspaceKeys.invitations(workspaceId) });

  const invite = useMutation({
    mutationFn: (input: { email: string; role: InvitableRole }) =>
      inviteMember(client, { workspaceId, ...input }),
    onSuccess: (invitation) => {
      toast({ variant: 'success', title: t('settings.invitations.sent', { email: invitation.email }) });
      return refresh();
    },
  });

  const revoke = useMutation({
    mutationFn: (invitationId: string) => revokeInvitation(client, invitationId),
    onSuccess: (invitation) => {
      toast({ variant: 'success', title: t('settings.invitations.revoked', { email: invitation.email }) });
      return refresh();
    },
    onError: (error) => toastError(t('settings.invitations.revokeFailed'), error),
  });

  return { invite, revoke };
}
