import { clsx } from 'clsx';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { Avatar } from '../avatar';
import { Badge } from '../badge';
import { useUiText } from '../i18n';

export interface GuestRowProps extends HTMLAttributes<HTMLLIElement> {
  userId: string;
  name: string;
  avatarUrl?: string | null;
  /** What they can open, usually `MemberBoards`. */
  details?: ReactNode;
  ref?: Ref<HTMLLIElement>;
}

/**
 * A guest in workspace settings: someone on some boards without a workspace role, so there is no
 * role to change here; their boards' Share dialogs manage them.
 */
export function GuestRow({ userId, name, avatarUrl, details, className, ref, ...rest }: GuestRowProps) {
  const { t } = useUiText();
  return (
    <li ref={ref} className={clsx('tb-member-row', className)} {...rest}>
      <Avatar name={name} src={avatarUrl} colorKey={userId} decorative />
      <div className="tb-member-row__who">
        <span className="tb-member-row__name">{name}</span>
        {details}
      </div>
      <div className="tb-member-row__role">
        <Badge tone="warning">{t('ui.boardMembers.guest')}</Badge>
      </div>
    </li>
  );
}
