import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changeMemberRole, removeMember, type WorkspaceRole } from '@teamboard/sdk';
import { useToast } from '@teamboard/ui';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { workspaceKeys } from '@/shared/query-keys/workspace-keys';
import { useToastError } from '@/shared/hooks/use-toast-error';
import { useT } from '@/shared/i18n';

export function useMemberMutations(workspaceId: string) {
  const client = useTeamboardClient();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const toastError = useToastError();
  const { t } = useT();
  // The caller's own role may have changed too (an owner demoting themselves), so the workspace reloads as well.
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['workspace'] });

  const changeRole = useMutation({
    mutationFn: (input: { userId: string; role: WorkspaceRole; name: string }) =>
      changeMemberRole(client, { workspaceId, userId: input.userId, role: input.role }),
    onSuccess: (_membership, input) => {
      toast({
        variant: 'success',
        title: t('settings.members.roleChanged', { name: input.name, role: input.role }),
      });
      return refresh();
    },
    onError: (error) => toastError(t('settings.members.roleChangeFailed'), error),
  });

  const remove = useMutation({
    mutationFn: (input: { userId: string; name: string }) =>
      removeMember(client, { workspaceId, userId: input.userId }),
    onSuccess: (_nothing, input) => {
      toast({ variant: 'success', title: t('settings.members.removed', { name: input.name }) });
      return queryClient.invalidateQueries({ queryKey: workspaceKeys.members(workspaceId) });
    },
    onError: (error) => toastError(t('settings.members.removeFailed'), error),
  });

  return { changeRole, remove };
}
