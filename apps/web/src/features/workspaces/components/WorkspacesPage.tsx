import { Badge, Button, EmptyState, ErrorState, roleLabels, Skeleton } from '@teamboard/ui';
import { Link } from 'react-router';
import { SharedWithYou } from '@/features/board-access';
import { errorMessage } from '@/shared/lib/error-message';
import { useMyWorkspaces } from '../hooks/use-workspace-queries';
import { CreateWorkspaceDialog } from './CreateWorkspaceDialog';
import { JoinableWorkspaces } from './JoinableWorkspaces';
import './workspaces.css';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { useT } from '@/shared/i18n';

/** `/workspaces`: every workspace the user belongs to, and a way to start one. */
export function WorkspacesPage() {
  const { t } = useT();
  useDocumentTitle(t('workspaces.title'));
  const workspaces = useMyWorkspaces();
  const createButton = (label: string) => <CreateWorkspaceDialog trigger={<Button>{label}</Button>} />;

  return (
    <main className="app-screen">
      <header className="app-screen__header">
        <h1>{t('workspaces.title')}</h1>
        {workspaces.data && workspaces.data.length > 0 ? createButton(t('workspaces.create')) : null}
      </header>
      {workspaces.isPending ? (
        <div aria-busy="true" className="workspace-grid">
          <p className="tb-visually-hidden" role="status">
            {t('workspaces.loading')}
          </p>
          <Skeleton height="5rem" />
          <Skeleton height="5rem" />
          <Skeleton height="5rem" />
        </div>
      ) : workspaces.data === undefined ? (
        <ErrorState
          title={t('workspaces.loadError')}
          message={errorMessage(workspaces.error)}
          onRetry={() => void workspaces.refetch()}
          retrying={workspaces.isFetching}
        />
      ) : workspaces.data.length === 0 ? (
        <EmptyState
          headingLevel={2}
          icon="inbox"
          title={t('workspaces.empty.title')}
          description={t('workspaces.empty.description')}
          action={createButton(t('workspaces.createFirst'))}
        />
      ) : (
        <ul className="workspace-grid" aria-label={t('workspaces.listLabel')}>
          {workspaces.data.map((workspace) => {
            // The tile shows the address it links to: a path, the same in every language.
            const path = `/w/${workspace.slug}`;
            return (
              <li key={workspace.id}>
                <Link className="workspace-tile" to={path}>
                  <span className="workspace-tile__name">{workspace.name}</span>
                  <span className="workspace-tile__meta">
                    {path}
                    <Badge tone={workspace.role === 'owner' ? 'accent' : 'neutral'}>
                      {t(roleLabels[workspace.role])}
                    </Badge>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      <JoinableWorkspaces />
      <SharedWithYou />
    </main>
  );
}
