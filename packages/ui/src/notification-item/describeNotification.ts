import type { UiMessageId } from '../i18n';

/** What a notification is about; the same kinds as the database's `notification_kind`. */
export type NotificationKind =
  | 'mentioned'
  | 'assigned'
  | 'commented'
  | 'due_soon'
  | 'overdue'
  | 'invited'
  | 'role_changed'
  | 'webhook_disabled'
  | 'start_soon';

/** How long a snoozed reminder stays away; the same choices as the database's `snooze_reminder`. */
export type SnoozeChoice = '1_hour' | '3_hours' | 'tomorrow';
export const SNOOZE_CHOICES: readonly SnoozeChoice[] = ['1_hour', '3_hours', 'tomorrow'];

/** What the screen shows, as the database wrote it (all optional: older rows may lack some). */
export interface NotificationContent {
  actorName?: string | null;
  cardTitle?: string;
  /** A checklist item's reminder: the item, on `cardTitle`'s card. */
  itemBody?: string;
  boardName?: string;
  workspaceName?: string;
  excerpt?: string;
  role?: string;
  source?: 'comment' | 'description';
}

/** Which branch of the `ui.notification` message a row takes, and the names it fills in. */
export interface NotificationSentence {
  readonly variant: string;
  readonly values: Readonly<Record<string, string>>;
}

const KINDS: ReadonlySet<string> = new Set([
  'mentioned',
  'assigned',
  'commented',
  'due_soon',
  'overdue',
  'invited',
  'role_changed',
  'webhook_disabled',
  'start_soon',
]);

/** The reminders a checklist item has too: they name the item and its card. */
const ITEM_REMINDERS: ReadonlySet<string> = new Set(['due_soon', 'overdue']);

/** One sentence per kind, with the names in `<1>` tags; missing names get the catalogue's fallback words. */
export function describeNotification(
  kind: NotificationKind,
  c: NotificationContent,
  words: (id: UiMessageId) => string,
): NotificationSentence {
  const variant =
    kind === 'mentioned' && c.source === 'description'
      ? 'mentioned_description'
      : c.itemBody !== undefined && ITEM_REMINDERS.has(kind)
        ? `item_${kind}`
        : KINDS.has(kind)
          ? kind
          : 'other';
  return {
    variant,
    values: {
      actor: c.actorName ?? words('ui.notification.someone'),
      card: c.cardTitle ?? words('ui.notification.someCard'),
      item: c.itemBody ?? '',
      workspace: c.workspaceName ?? words('ui.notification.someWorkspace'),
      role: c.role ?? words('ui.notification.someRole'),
    },
  };
}
