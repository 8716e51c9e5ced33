import { Badge, Button, EmptyState, ErrorState, roleLabels, Skeleton } from '@teamboard/ui';
import { Link } from 'react-router';
import { errorMessage } from '@/shared/lib/error-message';
import { useMyWorkspaces } from '../hooks/use-workspace-queries';
import { CreateWorkspaceDialog } from './CreateWorkspaceDialog';
import './workspaces.css';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { useT } from '@/shared/i18n';

/** `/workspaces`: every workspace the user belongs to, and a way to start one. */
export function WorkspacesPage() {
  const { t } = useT();
  useDocumentTitle('Your workspaces');
  const workspaces = useMyWorkspaces();
  const createButton = (label: string) => <CreateWorkspaceDialog trigger={<Button>{label}</Button>} />;

  return (
    <main className="app-screen">
      <header className="app-screen__header">
        <h1>Your workspaces</h1>
        {workspaces.data && workspaces.data.length > 0 ? createButton('Create workspace') : null}
      </header>
      {workspaces.isPending ? (
        <div aria-busy="true" className="workspace-grid">
          <p className="tb-visually-hidden" role="status">
            Loading your workspaces…
          </p>
          <Skeleton height="5rem" />
          <Skeleton height="5rem" />
          <Skeleton height="5rem" />
        </div>
      ) : workspaces.isError ? (
        <ErrorState
          title="Your workspaces could not be loaded"
          message={errorMessage(workspaces.error)}
          onRetry={() => void workspaces.refetch()}
          retrying={workspaces.isFetching}
        />
      ) : workspaces.data.length === 0 ? (
        <EmptyState
          headingLevel={2}
          icon="inbox"
          title="No workspaces yet"
          description="Create one for your team, or open an invitation someone sent you."
          action={createButton('Create your first workspace')}
        />
      ) : (
        <ul className="workspace-grid" aria-label="Workspaces">
          {workspaces.data.map((workspace) => (
            <li key={workspace.id}>
              <Link className="workspace-tile" to={`/w/${workspace.slug}`}>
                <span className="workspace-tile__name">{workspace.name}</span>
                <span className="workspace-tile__meta">
                  /w/{workspace.slug}
                  <Badge tone={workspace.role === 'owner' ? 'accent' : 'neutral'}>
                    {t(roleLabels[workspace.role])}
                  </Badge>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
