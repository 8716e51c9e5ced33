import { isTeamboardError, SIGN_IN_PROVIDERS } from '@teamboard/sdk';
import { ErrorState, Skeleton } from '@teamboard/ui';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { errorMessage } from '@/shared/lib/error-message';
import { useT } from '@/shared/i18n';
import { useSessionProvider, useSignedInSession } from '@/features/auth';
import { isFromHome, lastWorkspace } from '../lib/last-workspace';
import { NotFoundPage } from '@/features/system';
import { useWorkspaceBySlug } from '../hooks/use-workspace-queries';
import { useLiveMembership } from '../hooks/use-live-membership';
import { WorkspaceContext } from '../lib/workspace-context';
import { ProviderRequired } from './ProviderRequired';
import { TwoFactorRequired } from './TwoFactorRequired';

/**
 * `/w/:slug/…`: resolves the slug once for the screens below. An unknown
 * slug and a workspace the user is not in look the same (not found), so a
 * non-member learns nothing about it. Every screen below (board list,
 * settings, my cards) stays live through the one workspace subscription here.
 */
export function WorkspaceGate() {
  const { t } = useT();
  const { slug = '' } = useParams();
  const { user, assurance } = useSignedInSession();
  const workspace = useWorkspaceBySlug(slug);
  const fromHome = isFromHome(useLocation().state);
  const notFound =
    workspace.isError &&
    isTeamboardError(workspace.error) &&
    ['not-found', 'validation'].includes(workspace.error.code);
  useLiveMembership(slug, workspace.data);
  const requiredProvider = SIGN_IN_PROVIDERS.find((p) => p === workspace.data?.required_provider);
  const sessionProvider = useSessionProvider(requiredProvider !== undefined);

  useEffect(() => {
    if (workspace.data) lastWorkspace.set(user.id, workspace.data.slug);
    else if (notFound) lastWorkspace.forget(user.id, slug);
  }, [workspace.data, notFound, user.id, slug]);

  if (notFound) return fromHome ? <Navigate to="/workspaces" replace /> : <NotFoundPage />;
  // Only when there is nothing to show: a failed re-read of a workspace already on screen (the
  // server briefly out of reach) keeps it, and the next read that answers brings it up to date.
  if (workspace.isError && !workspace.data) {
    return (
      <main className="app-screen">
        <ErrorState
          title={t('workspaces.gate.loadError')}
          message={errorMessage(workspace.error)}
          onRetry={() => void workspace.refetch()}
          retrying={workspace.isFetching}
        />
      </main>
    );
  }
  if (!workspace.data || (requiredProvider && sessionProvider.isPending)) {
    return (
      <main className="app-screen" aria-busy="true">
        <p className="tb-visually-hidden" role="status">
          {t('workspaces.gate.loading')}
        </p>
        <Skeleton width="16rem" height="2rem" />
        <Skeleton height="8rem" />
      </main>
    );
  }
  if (workspace.data.require_two_factor && assurance.current !== 'aal2') {
    return <TwoFactorRequired name={workspace.data.name} />;
  }
  if (requiredProvider && sessionProvider.data !== requiredProvider) {
    return <ProviderRequired name={workspace.data.name} provider={requiredProvider} />;
  }
  return (
    <WorkspaceContext value={workspace.data}>
      <Outlet />
    </WorkspaceContext>
  );
}
