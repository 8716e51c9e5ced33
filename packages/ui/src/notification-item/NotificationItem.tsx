import { clsx } from 'clsx';
import type { Ref } from 'react';
import { formatRelativeTime } from '../format';
import { UiTrans, useUiText } from '../i18n';
import { DropdownMenu } from '../dropdown-menu';
import { IconButton } from '../icon-button';
import {
  describeNotification,
  SNOOZE_CHOICES,
  type NotificationContent,
  type NotificationKind,
  type SnoozeChoice,
} from './describeNotification';

export interface NotificationItemProps {
  kind: NotificationKind;
  content: NotificationContent;
  createdAt: Date;
  read: boolean;
  /** Opens what the notification is about (usually the card). */
  onOpen?: () => void;
  onMarkRead?: () => void;
  /** Offers a "Snooze" menu (1 h, 3 h, tomorrow 09:00); pass it for reminders only. */
  onSnooze?: (choice: SnoozeChoice) => void;
  now?: Date;
  locale?: string;
  className?: string;
  ref?: Ref<HTMLLIElement>;
}

/** One row of the inbox: what happened, where, when; unread rows are marked and can be marked read. */
export function NotificationItem({
  kind,
  content,
  createdAt,
  read,
  onOpen,
  onMarkRead,
  onSnooze,
  now,
  locale,
  className,
  ref,
}: NotificationItemProps) {
  // Plain runs stay text nodes: a span per run would lose their spaces in the accessible name.
  const { t, locale: uiLocale } = useUiText();
  const described = describeNotification(kind, content, t);
  const sentence = (
    <UiTrans
      id="ui.notification"
      values={{ ...described.values, kind: described.variant }}
      components={{ 1: <strong /> }}
    />
  );
  const body = (
    <>
      <span className="tb-notification__text">
        {read ? null : (
          <>
            <span className="tb-visually-hidden">{t('ui.notification.unread')}</span>{' '}
          </>
        )}
        {sentence}
      </span>
      {content.excerpt ? <span className="tb-notification__excerpt"> {content.excerpt}</span> : null}
      <span className="tb-notification__meta">
        {content.boardName ? `${content.boardName} · ` : null}
        <time dateTime={createdAt.toISOString()}>
          {formatRelativeTime(createdAt, now ?? new Date(), locale ?? uiLocale)}
        </time>
      </span>
    </>
  );
  return (
    <li
      ref={ref}
      className={clsx('tb-notification', !read && 'tb-notification--unread', className)}
      data-kind={kind}
    >
      {read ? null : <span className="tb-notification__dot" aria-hidden="true" />}
      {onOpen ? (
        <button type="button" className="tb-notification__open" onClick={onOpen}>
          {body}
        </button>
      ) : (
        <div className="tb-notification__open">{body}</div>
      )}
      {!read && onMarkRead ? (
        <IconButton
          icon="check"
          label={t('ui.notification.markRead')}
          size="sm"
          onClick={onMarkRead}
          className="tb-notification__mark"
        />
      ) : null}
      {onSnooze ? (
        <DropdownMenu
          trigger={
            <IconButton
              icon="clock"
              label={t('ui.notification.snooze')}
              size="sm"
              className="tb-notification__snooze"
            />
          }
          items={SNOOZE_CHOICES.map((choice) => ({
            id: `snooze-${choice}`,
            label: t('ui.notification.snoozeChoice', { choice }),
            onSelect: () => onSnooze(choice),
          }))}
        />
      ) : null}
    </li>
  );
}
