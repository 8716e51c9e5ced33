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
  'start_soon',
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

/** The reminders the database's job sends; only these can be snoozed. */
export const REMINDER_KINDS = [
  'due_soon',
  'overdue',
  'start_soon',
] as const satisfies readonly NotificationKind[];
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/**
 * How many minutes before a due (or start) date a person is reminded: at due,
 * 15 minutes, 1 hour or 1 day before (the default). `overdue` always comes at due.
 */
export const REMINDER_LEAD_MINUTES = [0, 15, 60, 1440] as const;
export type ReminderLeadMinutes = (typeof REMINDER_LEAD_MINUTES)[number];

/** How long a snoozed reminder stays away: 1 hour, 3 hours, or until 09:00 tomorrow in the person's zone. */
export const SNOOZE_CHOICES = ['1_hour', '3_hours', 'tomorrow'] as const;
export type SnoozeChoice = (typeof SNOOZE_CHOICES)[number];
