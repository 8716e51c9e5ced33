import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateWorkspace, type MyWorkspace } from '@teamboard/sdk';
import { Switch, useToast } from '@teamboard/ui';
import { useSignedInSession } from '@/features/auth';
import { useToastError } from '@/shared/hooks/use-toast-error';
import { useT } from '@/shared/i18n';
import { can } from '@/shared/lib/permissions';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { workspaceKeys } from '@/shared/query-keys/workspace-keys';

/**
 * Owners require two-factor sign-in of every member. The server allows the
 * change only on a session verified with a code (an owner without one would
 * lock themselves out), so the switch says so instead of failing.
 */
export function TwoFactorRequirementSection({ workspace }: { workspace: MyWorkspace }) {
  const { t } = useT();
  const client = useTeamboardClient();
  const queryClient = useQueryClient();
  const session = useSignedInSession();
  const { toast } = useToast();
  const toastError = useToastError();
  const change = useMutation({
    mutationFn: (requireTwoFactor: boolean) =>
      updateWorkspace(client, { workspaceId: workspace.id, requireTwoFactor }),
    onSuccess: async (updated) => {
      toast({
        variant: 'success',
        title: t(updated.require_two_factor ? 'settings.twoFactor.on' : 'settings.twoFactor.off'),
      });
      queryClient.setQueryData(workspaceKeys.bySlug(updated.slug), { ...updated, role: workspace.role });
      await queryClient.invalidateQueries({ queryKey: workspaceKeys.mine() });
    },
    onError: (error) => toastError(t('settings.twoFactor.failed'), error),
  });

  if (!can.own(workspace.role)) {
    return workspace.require_two_factor ? (
      <section className="app-section" aria-labelledby="settings-two-factor">
        <h2 id="settings-two-factor">{t('settings.twoFactor.heading')}</h2>
        <p>{t('settings.twoFactor.readOnly')}</p>
      </section>
    ) : null;
  }
  const verified = session.assurance.current === 'aal2';
  return (
    <section className="app-section" aria-labelledby="settings-two-factor">
      <h2 id="settings-two-factor">{t('settings.twoFactor.heading')}</h2>
      <Switch
        label={t('settings.twoFactor.label')}
        description={verified ? t('settings.twoFactor.description') : t('settings.twoFactor.needsOwnCode')}
        checked={workspace.require_two_factor}
        disabled={!verified || change.isPending}
        onCheckedChange={(checked) => change.mutate(checked)}
      />
    </section>
  );
}
