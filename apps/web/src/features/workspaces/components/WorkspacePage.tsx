import { Button, Tabs } from '@teamboard/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { useWorkspaceBoardMutations } from '../hooks/use-workspace-board-mutations';
import { useBoards } from '../hooks/use-workspace-queries';
import { can } from '@/shared/lib/permissions';
import { useCurrentWorkspace } from '../lib/workspace-context';
import { BoardGrid } from './BoardGrid';
import { CreateBoardDialog } from './CreateBoardDialog';
import { ImportBoardDialog } from './ImportBoardDialog';
import { MembersSidebar } from './MembersSidebar';
import './workspaces.css';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { useT } from '@/shared/i18n';

/** `/w/:slug`: the workspace's boards, archived ones in their own tab, and its members. */
export function WorkspacePage() {
  const { t } = useT();
  const workspace = useCurrentWorkspace();
  useDocumentTitle(workspace.name);
  const [tab, setTab] = useState('boards');
  const active = useBoards(workspace.id, false);
  // Loaded up front so the tab can show how many boards wait there.
  const archived = useBoards(workspace.id, true);
  const mutations = useWorkspaceBoardMutations(workspace.id);
  const manager = can.manage(workspace.role);
  const busyId = mutations.archive.isPending
    ? mutations.archive.variables
    : mutations.restore.isPending
      ? mutations.restore.variables
      : undefined;

  const [importing, setImporting] = useState(false);

  const createDialog = (label: string) => (
    <CreateBoardDialog
      workspaceId={workspace.id}
      slug={workspace.slug}
      create={mutations.create}
      trigger={<Button>{label}</Button>}
      onImport={() => setImporting(true)}
    />
  );

  return (
    <main className="app-screen">
      <header className="app-screen__header">
        <h1>{workspace.name}</h1>
        <div className="app-form__actions">
          <Link to={`/w/${workspace.slug}/my-cards`}>{t('workspaces.myCards')}</Link>
          <Link to={`/w/${workspace.slug}/settings`}>{t('workspaces.settings')}</Link>
          {manager ? createDialog(t('workspaces.boards.create')) : null}
        </div>
      </header>
      <div className="workspace-layout">
        <Tabs
          label={t('workspaces.tabs.boards')}
          value={tab}
          onValueChange={setTab}
          items={[
            {
              value: 'boards',
              label: t('workspaces.tabs.boards'),
              content: (
                <BoardGrid
                  slug={workspace.slug}
                  boards={active}
                  archived={false}
                  busyId={busyId}
                  onArchive={manager ? (board) => mutations.archive.mutate(board.id) : undefined}
                  emptyAction={manager ? createDialog(t('workspaces.boards.createFirst')) : undefined}
                />
              ),
            },
            {
              value: 'archived',
              label: t('workspaces.tabs.archived'),
              count: archived.data?.length,
              content: (
                <BoardGrid
                  slug={workspace.slug}
                  boards={archived}
                  archived
                  busyId={busyId}
                  onRestore={manager ? (board) => mutations.restore.mutate(board.id) : undefined}
                />
              ),
            },
          ]}
        />
        <MembersSidebar workspaceId={workspace.id} slug={workspace.slug} />
      </div>
      {manager ? (
        <ImportBoardDialog
          workspaceId={workspace.id}
          slug={workspace.slug}
          open={importing}
          onOpenChange={setImporting}
        />
      ) : null}
    </main>
  );
}
