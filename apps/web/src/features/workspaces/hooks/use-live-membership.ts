import { useQueryClient } from '@tanstack/react-query';
import type { MyWorkspace } from '@teamboard/sdk';
import { useToast } from '@teamboard/ui';
import { useNavigate } from 'react-router';
import { lastWorkspace } from '../lib/last-workspace';
import { useSignedInSession } from '@/features/auth';
import { workspaceKeys } from '@/shared/query-keys/workspace-keys';
import { useT } from '@/shared/i18n';
import { useWorkspaceRealtime } from './use-workspace-realtime';

/**
 * Keeps a workspace screen live through the workspace channel, and the
 * user's own membership with it: a new role applies at once (controls
 * follow it), and a removed member is told and taken to their workspaces.
 */
export function useLiveMembership(slug: string, workspace: MyWorkspace | undefined): void {
  const { user } = useSignedInSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const { t } = useT();
  useWorkspaceRealtime(workspace?.id, {
    userId: user.id,
    onRoleChanged: (role) =>
      queryClient.setQueryData<MyWorkspace>(workspaceKeys.bySlug(slug), (current) =>
        current === undefined ? current : { ...current, role },
      ),
    onRemoved: () => {
      lastWorkspace.forget(user.id, slug);
      toast({
        title: workspace
          ? t('workspaces.removed.title', { name: workspace.name })
          : t('workspaces.removed.titleUnknown'),
        description: t('workspaces.removed.description'),
        variant: 'info',
      });
      void navigate('/workspaces', { replace: true });
      queryClient.removeQueries({ queryKey: ['workspace'] });
      void queryClient.invalidateQueries({ queryKey: workspaceKeys.mine() });
    },
  });
}
