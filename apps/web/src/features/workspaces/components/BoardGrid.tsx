import type { Board } from '@teamboard/sdk';
import { Button, DropdownMenu, EmptyState, ErrorState, IconButton, Skeleton } from '@teamboard/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '@/shared/lib/error-message';

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
  if (boards.isPending) {
    return (
      <div className="workspace-grid" aria-busy="true">
        <p className="tb-visually-hidden" role="status">
          Loading boards…
        </p>
        <Skeleton height="6rem" />
        <Skeleton height="6rem" />
      </div>
    );
  }
  if (boards.isError) {
    return (
      <ErrorState
        headingLevel={3}
        title="Boards could not be loaded"
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
        title="No archived boards"
        description="Boards you archive are kept here and can be restored."
      />
    ) : (
      <EmptyState
        headingLevel={3}
        icon="inbox"
        title="No boards yet"
        description={
          emptyAction
            ? 'Create the first board for this workspace.'
            : 'An owner or admin can create the first board.'
        }
        action={emptyAction}
      />
    );
  }
  return (
    <ul className="workspace-grid" aria-label={archived ? 'Archived boards' : 'Boards'}>
      {boards.data.map((board) => (
        <li key={board.id} className="board-tile">
          {archived ? (
            <div className="workspace-tile">
              <span className="workspace-tile__name">{board.name}</span>
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
                  Restore {board.name}
                </Button>
              ) : null}
            </div>
          ) : (
            <>
              <Link className="workspace-tile" to={`/w/${slug}/b/${board.id}`}>
                <span className="workspace-tile__name">{board.name}</span>
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
                        label={`Actions for ${board.name}`}
                        disabled={busyId === board.id}
                      />
                    }
                    items={[{ id: 'archive', label: 'Archive board', onSelect: () => onArchive(board) }]}
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
