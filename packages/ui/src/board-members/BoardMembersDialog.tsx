import { useId, type ReactElement } from 'react';
import { Dialog } from '../dialog';
import { InlineAlert } from '../inline-alert';
import { Spinner } from '../spinner';
import { useUiText } from '../i18n';
import { AddFromWorkspace, InviteGuest, type BoardMemberCandidate } from './AddPeople';
import { BoardMemberItem, type BoardMemberEntry } from './BoardMemberItem';
import type { BoardRole, BoardVisibilityChoice } from './roles';
import { VisibilityChoice } from './VisibilityChoice';

export interface BoardMembersDialogProps {
  boardName: string;
  visibility: BoardVisibilityChoice;
  /** Everyone who can open the board, with their effective role. */
  members: readonly BoardMemberEntry[];
  /** Workspace members not on the board yet, offered by "Add from the workspace". */
  candidates?: readonly BoardMemberCandidate[];
  /** Marks the viewer's own row. */
  currentUserId?: string;
  /** Board admins and workspace owners change things; everyone else sees who is there. */
  canManage?: boolean;
  /** The people are still loading. */
  loading?: boolean;
  /** A change is under way: every control waits. */
  busy?: boolean;
  /** The row whose change is under way. */
  busyUserId?: string;
  /** Why the last change failed, in words for people (e.g. the board's last admin cannot leave). */
  error?: string;
  /** The address the last guest invitation went to. */
  invitedEmail?: string;
  onVisibilityChange?: (visibility: BoardVisibilityChoice) => void;
  onRoleChange?: (userId: string, role: BoardRole) => void;
  onRemove?: (userId: string) => void;
  /** Resolves when the person was added (the picker then clears). */
  onAdd?: (userId: string, role: BoardRole) => Promise<unknown> | void;
  /** Resolves when the invitation went out (the field then clears). */
  onInviteGuest?: (email: string, role: BoardRole) => Promise<unknown> | void;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  trigger?: ReactElement;
}

/**
 * A board's "Share" window: who can open it (workspace or private), the people on it with their
 * board roles, adding workspace members and inviting guests by email. Data comes in as props and
 * every change goes out as a callback; the caller decides who may manage (`canManage`).
 */
export function BoardMembersDialog({
  boardName,
  visibility,
  members,
  candidates = [],
  currentUserId,
  canManage = false,
  loading = false,
  busy = false,
  busyUserId,
  error,
  invitedEmail,
  onVisibilityChange,
  onRoleChange,
  onRemove,
  onAdd,
  onInviteGuest,
  open,
  defaultOpen,
  onOpenChange,
  trigger,
}: BoardMembersDialogProps) {
  const { t } = useUiText();
  const peopleId = useId();
  // Only those here through the workspace lose the board when it goes private: owners stay, and
  // people added to the board keep their entry.
  const losers = members.filter((member) => member.access === 'workspace').map((member) => member.name);
  return (
    <Dialog
      size="lg"
      title={t('ui.boardMembers.title', { board: boardName })}
      description={canManage ? undefined : t('ui.boardMembers.readOnly')}
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      trigger={trigger}
      className="tb-board-members"
    >
      {error ? (
        <InlineAlert tone="danger" title={t('ui.boardMembers.changeFailed')}>
          <p>{error}</p>
        </InlineAlert>
      ) : null}
      {loading ? (
        <Spinner label={t('ui.boardMembers.loading')} />
      ) : (
        <div className="tb-board-members__sections" aria-busy={busy || undefined}>
          <VisibilityChoice
            visibility={visibility}
            losers={losers}
            onChange={canManage ? onVisibilityChange : undefined}
            busy={busy}
          />
          <section>
            <h3 id={peopleId} className="tb-board-members__heading">
              {t('ui.boardMembers.people')}{' '}
              <span className="tb-board-members__count">
                {t('ui.boardMembers.peopleCount', { count: members.length })}
              </span>
            </h3>
            <ul className="tb-board-members__list" aria-labelledby={peopleId}>
              {members.map((member) => (
                <BoardMemberItem
                  key={member.userId}
                  member={member}
                  isYou={member.userId === currentUserId}
                  editable={canManage}
                  busy={busy || busyUserId === member.userId}
                  onRoleChange={onRoleChange && ((role) => onRoleChange(member.userId, role))}
                  onRemove={onRemove && (() => onRemove(member.userId))}
                />
              ))}
            </ul>
          </section>
          {canManage && onAdd ? <AddFromWorkspace candidates={candidates} onAdd={onAdd} busy={busy} /> : null}
          {canManage && onInviteGuest ? (
            <InviteGuest onInvite={onInviteGuest} busy={busy} invitedEmail={invitedEmail} />
          ) : null}
        </div>
      )}
    </Dialog>
  );
}
