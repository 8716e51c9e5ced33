import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { joinWorkspaceByDomain, listJoinableWorkspaces, type JoinableWorkspace } from '@teamboard/sdk';
import { Button, roleLabels, useToast } from '@teamboard/ui';
import { useNavigate } from 'react-router';
import { useToastError } from '@/shared/hooks/use-toast-error';
import { useT } from '@/shared/i18n';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { workspaceKeys } from '@/shared/query-keys/workspace-keys';

/**
 * Workspaces open to everyone at the user's (verified) email domain, each joined with one click
 * and the role its owner chose. Nothing is shown when there are none.
 */
export function JoinableWorkspaces() {
  const { t } = useT();
  const client = useTeamboardClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { toast } = useToast();
  const toastError = useToastError();
  const joinable = useQuery({
    queryKey: workspaceKeys.joinable(),
    queryFn: ({ signal }) => listJoinableWorkspaces(client, { signal }),
  });
  const join = useMutation({
    mutationFn: (workspace: JoinableWorkspace) =>
      joinWorkspaceByDomain(client, { workspaceId: workspace.id }),
    onSuccess: async (joined) => {
      toast({ variant: 'success', title: t('workspaces.joinable.joined', { name: joined.name }) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: workspaceKeys.mine() }),
        queryClient.invalidateQueries({ queryKey: workspaceKeys.joinable() }),
      ]);
      await navigate(`/w/${joined.slug}`);
    },
    onError: (error) => toastError(t('workspaces.joinable.failed'), error),
  });
  if (!joinable.data || joinable.data.length === 0) return null;
  return (
    <section className="app-section" aria-labelledby="joinable-workspaces">
      <h2 id="joinable-workspaces">{t('workspaces.joinable.heading')}</h2>
      <ul className="joinable-workspaces">
        {joinable.data.map((workspace) => (
          <li key={workspace.id} className="joinable-workspaces__item">
            <span>
              <strong>{workspace.name}</strong>
              <br />
              {t('workspaces.joinable.reason', {
                domain: workspace.domain,
                role: t(roleLabels[workspace.joinRole]),
              })}
            </span>
            <Button
              variant="secondary"
              loading={join.isPending && join.variables.id === workspace.id}
              onClick={() => join.mutate(workspace)}
            >
              {t('workspaces.joinable.join', { name: workspace.name })}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
