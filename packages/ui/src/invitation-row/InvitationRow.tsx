import { clsx } from 'clsx';
import type { HTMLAttributes, Ref } from 'react';
import { Badge, type BadgeTone } from '../badge';
import { formatRelativeTime } from '../format';
import { Icon } from '../icon';
import { IconButton } from '../icon-button';
import { roleLabels, type WorkspaceRole } from '../member-row/roles';

export type InvitationStatus = 'pending' | 'accepted' | 'revoked' | 'expired';

export interface InvitationRowProps extends HTMLAttributes<HTMLLIElement> {
  email: string;
  role: Exclude<WorkspaceRole, 'owner'>;
  status: InvitationStatus;
  expiresAt: Date;
  invitedBy?: string;
  now?: Date;
  locale?: string;
  /** Shown for pending invitations when the viewer may revoke. */
  onRevoke?: () => void;
  /** Sends a fresh link (e.g. for an expired invitation). */
  onResend?: () => void;
  busy?: boolean;
  ref?: Ref<HTMLLIElement>;
}

const statusTone: Record<InvitationStatus, BadgeTone> = {
  pending: 'accent',
  accepted: 'success',
  revoked: 'neutral',
  expired: 'warning',
};

const statusLabel: Record<InvitationStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  revoked: 'Revoked',
  expired: 'Expired',
};

/** An invitation to the workspace: who, which role, its state and when it lapses. */
export function InvitationRow({
  email,
  role,
  status,
  expiresAt,
  invitedBy,
  now,
  locale,
  onRevoke,
  onResend,
  busy = false,
  className,
  ref,
  ...rest
}: InvitationRowProps) {
  const reference = now ?? new Date();
  const when = formatRelativeTime(expiresAt, reference, locale);
  return (
    <li ref={ref} className={clsx('tb-invitation-row', className)} aria-busy={busy || undefined} {...rest}>
      <span className="tb-invitation-row__icon">
        <Icon name="mail" />
      </span>
      <div className="tb-invitation-row__who">
        <span className="tb-invitation-row__email" title={email}>
          {email}
        </span>
        <span className="tb-invitation-row__meta">
          {roleLabels[role]}
          {invitedBy ? ` · invited by ${invitedBy}` : ''}
          {status === 'pending' ? ` · expires ${when}` : status === 'expired' ? ` · expired ${when}` : ''}
        </span>
      </div>
      <Badge tone={statusTone[status]}>{statusLabel[status]}</Badge>
      <div className="tb-invitation-row__actions">
        {onResend && (status === 'expired' || status === 'pending') ? (
          <IconButton
            icon="refresh"
            size="sm"
            label={`Resend invitation to ${email}`}
            disabled={busy}
            onClick={onResend}
          />
        ) : null}
        {onRevoke && status === 'pending' ? (
          <IconButton
            icon="close"
            size="sm"
            variant="danger"
            label={`Revoke invitation to ${email}`}
            disabled={busy}
            onClick={onRevoke}
          />
        ) : null}
      </div>
    </li>
  );
}
