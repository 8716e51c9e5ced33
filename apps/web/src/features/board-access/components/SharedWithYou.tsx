import { Badge, boardRoleLabels } from '@teamboard/ui';
import { Link } from 'react-router';
import { useT } from '@/shared/i18n';
import { useMyGuestBoards } from '../hooks/use-board-memberships';

/**
 * The boards the user was invited to as a guest, on their workspaces page: a guest belongs to
 * no workspace, so without this they could not find their boards again. Hidden when there are none.
 */
export function SharedWithYou() {
  const { t } = useT();
  const boards = useMyGuestBoards();
  if (!boards.isSuccess || boards.data.length === 0) return null;
  return (
    <section className="app-section" aria-labelledby="shared-with-you">
      <h2 id="shared-with-you">{t('boardAccess.sharedWithYou.heading')}</h2>
      <ul className="workspace-grid" aria-labelledby="shared-with-you">
        {boards.data.map((board) => (
          <li key={board.boardId}>
            <Link className="workspace-tile" to={`/w/${board.workspaceSlug}/b/${board.boardId}`}>
              <span className="workspace-tile__name">{board.boardName}</span>
              <span className="workspace-tile__meta">
                {t('boardAccess.sharedWithYou.in', { workspace: board.workspaceName })}
                <Badge tone="neutral">{t(boardRoleLabels[board.role])}</Badge>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
