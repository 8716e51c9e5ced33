import type { Board } from '@teamboard/sdk';
import {
  Button,
  DropdownMenu,
  EmptyState,
  ErrorState,
  IconButton,
  PrivateBoardMark,
  Skeleton,
} from '@teamboard/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '@/shared/lib/error-message';
import { useT } from '@/shared/i18n';

export interface BoardGridProps {
  slug: string;
  boards: UseQueryResult<Board[]>;
  archived: boolean;
  /** Present only for roles that may archive and restore boards. */
  onArchive?: (board: Board) => void;
  onRestore?: (board: Board) => void;
  busyId?: string | undefined;
  emptyAction?: ReactNode;
}

/** Active boards link to the board; archived ones wait in their own tab to be restored. */
export function BoardGrid({
  slug,
  boards,
  archived,
  onArchive,
  onRestore,
  busyId,
  emptyAction,
}: BoardGridProps) {
  const { t } = useT();
  if (boards.isPending) {
    return (
      <div className="workspace-grid" aria-busy="true">
        <p className="tb-visually-hidden" role="status">
          {t('workspaces.boards.loading')}
        </p>
        <Skeleton height="6rem" />
        <Skeleton height="6rem" />
      </div>
    );
  }
  // Only with nothing to show: boards already on screen stay when a read again fails.
  if (boards.data === undefined) {
    return (
      <ErrorState
        headingLevel={3}
        title={t('workspaces.boards.loadError')}
        message={errorMessage(boards.error)}
        onRetry={() => void boards.refetch()}
        retrying={boards.isFetching}
      />
    );
  }
  if (boards.data.length === 0) {
    return archived ? (
      <EmptyState
        headingLevel={3}
        size="sm"
        icon="inbox"
        title={t('workspaces.boards.emptyArchived.title')}
        description={t('workspaces.boards.emptyArchived.description')}
      />
    ) : (
      <EmptyState
        headingLevel={3}
        icon="inbox"
        title={t('workspaces.boards.empty.title')}
        description={emptyAction ? t('workspaces.boards.empty.manager') : t('workspaces.boards.empty.reader')}
        action={emptyAction}
      />
    );
  }
  return (
    <ul
      className="workspace-grid"
      aria-label={archived ? t('workspaces.boards.archivedListLabel') : t('workspaces.boards.listLabel')}
    >
      {boards.data.map((board) => (
        <li key={board.id} className="board-tile">
          {archived ? (
            <div className="workspace-tile">
              <span className="workspace-tile__name">
                {board.name}
                {board.visibility === 'private' ? <PrivateBoardMark /> : null}
              </span>
              {board.description ? (
                <span className="board-tile__description">{board.description}</span>
              ) : null}
              {onRestore ? (
                <Button
                  size="sm"
                  variant="secondary"
                  loading={busyId === board.id}
                  onClick={() => onRestore(board)}
                >
                  {t('workspaces.boards.restore', { name: board.name })}
                </Button>
              ) : null}
            </div>
          ) : (
            <>
              <Link className="workspace-tile" to={`/w/${slug}/b/${board.id}`}>
                <span className="workspace-tile__name">
                  {board.name}
                  {board.visibility === 'private' ? <PrivateBoardMark /> : null}
                </span>
                {board.description ? (
                  <span className="board-tile__description">{board.description}</span>
                ) : null}
              </Link>
              {onArchive ? (
                <div className="board-tile__actions">
                  <DropdownMenu
                    trigger={
                      <IconButton
                        icon="more"
                        size="sm"
                        label={t('workspaces.boards.actions', { name: board.name })}
                        disabled={busyId === board.id}
                      />
                    }
                    items={[
                      {
                        id: 'archive',
                        label: t('workspaces.boards.archive'),
                        onSelect: () => onArchive(board),
                      },
                    ]}
                  />
                </div>
              ) : null}
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
