import { useMutation } from '@tanstack/react-query';
import { resetMemberTwoFactor } from '@teamboard/sdk';
import { useToast } from '@teamboard/ui';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { useToastError } from '@/shared/hooks/use-toast-error';
import { useT } from '@/shared/i18n';

/** An owner removes a member's two-factor methods (they lost their authenticator). */
export function useTwoFactorReset(workspaceId: string) {
  const client = useTeamboardClient();
  const { toast } = useToast();
  const toastError = useToastError();
  const { t } = useT();
  return useMutation({
    mutationFn: (input: { userId: string; name: string }) =>
      resetMemberTwoFactor(client, { workspaceId, userId: input.userId }),
    onSuccess: (_nothing, input) => {
      toast({ variant: 'success', title: t('twoFactorReset.done', { name: input.name }) });
    },
    onError: (error) => toastError(t('twoFactorReset.failed'), error),
  });
}
