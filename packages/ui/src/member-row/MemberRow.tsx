import { clsx } from 'clsx';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { Avatar } from '../avatar';
import { Badge } from '../badge';
import { IconButton } from '../icon-button';
import { Select } from '../select';
import { roleLabels, workspaceRoles, type WorkspaceRole } from './roles';
import { useUiText } from '../i18n';

export interface MemberRowProps extends HTMLAttributes<HTMLLIElement> {
  userId: string;
  name: string;
  email?: string;
  avatarUrl?: string | null;
  role: WorkspaceRole;
  /** Marks the signed-in user's own row. */
  isYou?: boolean;
  /** Roles the viewer may give this member; the select is shown only when there is a choice. */
  assignableRoles?: readonly WorkspaceRole[];
  onRoleChange?: (role: WorkspaceRole) => void;
  /** Shows a remove (or "Leave" on your own row) button. */
  onRemove?: () => void;
  /** More actions the caller offers for this member, shown before removal. */
  actions?: ReactNode;
  /** More about the member under their name, e.g. the boards they were added to. */
  details?: ReactNode;
  /** While a role change or removal is in flight. */
  busy?: boolean;
  ref?: Ref<HTMLLIElement>;
}

/** A workspace member with their role, editable only by those allowed to (the caller decides). */
export function MemberRow({
  userId,
  name,
  email,
  avatarUrl,
  role,
  isYou = false,
  assignableRoles = [],
  onRoleChange,
  onRemove,
  actions,
  details,
  busy = false,
  className,
  ref,
  ...rest
}: MemberRowProps) {
  const { t } = useUiText();
  const canChange = onRoleChange !== undefined && assignableRoles.length > 0;
  // The current role always appears, even when the viewer could not assign it themselves.
  const options = workspaceRoles
    .filter((option) => option === role || assignableRoles.includes(option))
    .map((option) => ({ value: option, label: t(roleLabels[option]) }));

  return (
    <li ref={ref} className={clsx('tb-member-row', className)} aria-busy={busy || undefined} {...rest}>
      <Avatar name={name} src={avatarUrl} colorKey={userId} decorative />
      <div className="tb-member-row__who">
        <span className="tb-member-row__name">
          {name}
          {isYou ? <span className="tb-member-row__you"> {t('ui.member.you')}</span> : null}
        </span>
        {email ? <span className="tb-member-row__email">{email}</span> : null}
        {details}
      </div>
      <div className="tb-member-row__role">
        {canChange ? (
          <Select<WorkspaceRole>
            label={t('ui.member.roleOf', { name })}
            hideLabel
            size="sm"
            value={role}
            options={options}
            disabled={busy}
            onValueChange={(next) => onRoleChange(next)}
          />
        ) : (
          <Badge tone={role === 'owner' ? 'accent' : 'neutral'}>{t(roleLabels[role])}</Badge>
        )}
      </div>
      <div className="tb-member-row__actions">
        {actions}
        {onRemove ? (
          <IconButton
            icon="close"
            size="sm"
            variant="danger"
            label={isYou ? t('ui.member.leave') : t('ui.member.remove', { name })}
            disabled={busy}
            onClick={onRemove}
          />
        ) : null}
      </div>
    </li>
  );
}
