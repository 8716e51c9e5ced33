import { Avatar } from '../avatar';
import { Badge } from '../badge';
import { IconButton } from '../icon-button';
import { Select } from '../select';
import { useUiText } from '../i18n';
import { boardRoleLabels, boardRoles, type BoardAccessReason, type BoardRole } from './roles';

/** One person who can open the board, with their effective role there. */
export interface BoardMemberEntry {
  userId: string;
  name: string;
  email?: string | null;
  avatarUrl?: string | null;
  role: BoardRole;
  access: BoardAccessReason;
  /** On the board without being a member of the workspace. */
  isGuest?: boolean;
}

export interface BoardMemberItemProps {
  member: BoardMemberEntry;
  isYou: boolean;
  /** The viewer manages the board: roles can change, added people can be removed. */
  editable: boolean;
  busy: boolean;
  onRoleChange?: ((role: BoardRole) => void) | undefined;
  onRemove?: (() => void) | undefined;
}

/**
 * A row of the board's people. Workspace owners keep admin on every board, so their row never
 * changes; people on the board through the workspace have no board entry to remove.
 */
export function BoardMemberItem({
  member,
  isYou,
  editable,
  busy,
  onRoleChange,
  onRemove,
}: BoardMemberItemProps) {
  const { t } = useUiText();
  const { name } = member;
  const canChangeRole = editable && member.access !== 'owner' && onRoleChange !== undefined;
  const canRemove = editable && member.access === 'board' && onRemove !== undefined;
  // A board role only ever raises what the workspace grants: no lower role is offered.
  const offered =
    member.access === 'workspace' ? boardRoles.slice(0, boardRoles.indexOf(member.role) + 1) : boardRoles;
  return (
    <li className="tb-member-row tb-board-member" aria-busy={busy || undefined}>
      <Avatar name={name} src={member.avatarUrl} colorKey={member.userId} decorative />
      <div className="tb-member-row__who">
        <span className="tb-member-row__name">
          {name}
          {isYou ? <span className="tb-member-row__you"> {t('ui.boardMembers.you')}</span> : null}
        </span>
        <span className="tb-board-member__marks">
          {member.isGuest ? <Badge tone="warning">{t('ui.boardMembers.guest')}</Badge> : null}
          {member.access === 'owner' ? <Badge tone="accent">{t('ui.boardMembers.owner')}</Badge> : null}
          {member.access === 'workspace' ? (
            <span className="tb-member-row__email">{t('ui.boardMembers.fromWorkspace')}</span>
          ) : null}
          {member.email ? <span className="tb-member-row__email">{member.email}</span> : null}
        </span>
      </div>
      <div className="tb-member-row__role">
        {canChangeRole ? (
          <Select<BoardRole>
            label={t('ui.boardMembers.roleOf', { name })}
            hideLabel
            size="sm"
            value={member.role}
            options={offered.map((role) => ({ value: role, label: t(boardRoleLabels[role]) }))}
            disabled={busy}
            onValueChange={(role) => {
              if (role !== member.role) onRoleChange(role);
            }}
          />
        ) : (
          <Badge tone={member.role === 'admin' ? 'accent' : 'neutral'}>
            {t(boardRoleLabels[member.role])}
          </Badge>
        )}
      </div>
      <div className="tb-member-row__actions">
        {canRemove ? (
          <IconButton
            icon="close"
            size="sm"
            variant="danger"
            label={t('ui.boardMembers.remove', { name })}
            disabled={busy}
            onClick={onRemove}
          />
        ) : null}
      </div>
    </li>
  );
}
