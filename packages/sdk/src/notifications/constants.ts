/** What a notification is about; the database's `notification_kind` enum, in its order. */
export const NOTIFICATION_KINDS = [
  'mentioned',
  'assigned',
  'commented',
  'due_soon',
  'overdue',
  'invited',
  'role_changed',
  'webhook_disabled',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The inbox's tabs. */
export const NOTIFICATION_FILTERS = ['all', 'unread', 'mentions'] as const;
export type NotificationFilter = (typeof NOTIFICATION_FILTERS)[number];

export const NOTIFICATION_PAGE = { default: 30, max: 100 } as const;

/** How many ids one markNotificationsRead call takes (a page of the inbox, several times over). */
export const MARK_READ_MAX_IDS = 500;

/** Notifications older than this are deleted by the database's daily clean-up. */
export const NOTIFICATIONS_KEPT_DAYS = 90;
