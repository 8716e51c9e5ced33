import { clsx } from 'clsx';
import type { ButtonHTMLAttributes, Ref } from 'react';
import { Icon } from '../icon';
import { useUiText } from '../i18n';

export interface NotificationBellProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** Unread notifications; the badge hides at 0 and shows 99+ above 99. */
  unreadCount: number;
  ref?: Ref<HTMLButtonElement>;
}

/** The app bar's bell: opens the inbox; its name says how many are unread. */
export function NotificationBell({
  unreadCount,
  className,
  type = 'button',
  ref,
  ...rest
}: NotificationBellProps) {
  const count = Math.max(0, Math.floor(unreadCount));
  const shown = count > 99 ? '99+' : String(count);
  // The name holds the badge's text as shown, so speech and sight agree.
  const { t } = useUiText();
  const label = count === 0 ? t('ui.bell.label') : t('ui.bell.unread', { shown });
  return (
    <button
      ref={ref}
      type={type}
      aria-label={label}
      className={clsx('tb-icon-button', 'tb-icon-button--ghost', 'tb-icon-button--md', 'tb-bell', className)}
      {...rest}
    >
      <Icon name="bell" size={16} />
      {count > 0 ? (
        <span className="tb-bell__badge" aria-hidden="true" data-testid="bell-count">
          {shown}
        </span>
      ) : null}
    </button>
  );
}
