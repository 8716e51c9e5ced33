import { REMINDER_KINDS, type Notification, type NotificationFilter } from '@teamboard/sdk';
import { InboxList, NotificationItem } from '@teamboard/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '@/shared/lib/error-message';
import { useUnreadCount } from '../hooks/unread-count-context';
import { useInbox } from '../hooks/use-inbox';
import { inboxContent } from '../lib/inbox-content';
import { notificationLink } from '../lib/notification-link';

const reminders: ReadonlySet<string> = new Set(REMINDER_KINDS);

export interface InboxProps {
  headingLevel?: 1 | 2;
  /** Called after a notification was opened (the panel closes). */
  onOpened?: () => void;
}

/** The inbox: all / unread / mentions, mark one or all read, click → the card. */
export function Inbox({ headingLevel = 2, onOpened }: InboxProps) {
  const [filter, setFilter] = useState<NotificationFilter>('all');
  const { list, markRead, snooze } = useInbox(filter);
  const unread = useUnreadCount();
  const navigate = useNavigate();
  const rows = list.data ?? [];

  const open = (n: Notification) => {
    if (n.read_at === null) markRead.mutate([n.id]);
    const to = notificationLink(n);
    if (to) void navigate(to);
    onOpened?.();
  };

  return (
    <InboxList
      filter={filter}
      onFilterChange={setFilter}
      status={list.isPending ? 'loading' : list.data === undefined ? 'error' : 'ready'}
      errorMessage={list.error ? errorMessage(list.error) : undefined}
      onRetry={() => void list.refetch()}
      count={rows.length}
      unreadCount={unread}
      onMarkAllRead={() => markRead.mutate(undefined)}
      headingLevel={headingLevel}
    >
      {rows.map((n) => (
        <NotificationItem
          key={n.id}
          kind={n.kind}
          read={n.read_at !== null}
          createdAt={new Date(n.created_at)}
          content={inboxContent(n.payload)}
          onOpen={() => open(n)}
          onMarkRead={() => markRead.mutate([n.id])}
          onSnooze={
            reminders.has(n.kind)
              ? (choice) => snooze.mutate({ notificationId: n.id, snooze: choice })
              : undefined
          }
        />
      ))}
    </InboxList>
  );
}
