import type { Tables } from '../database.types';
import type { NotificationKind, ReminderLeadMinutes } from './constants';

/**
 * What the database put in `payload` for the inbox to show a notification
 * without another query. Which fields are present depends on the kind.
 */
export interface NotificationPayload {
  readonly actor_name?: string | null;
  readonly card_title?: string;
  readonly board_name?: string;
  readonly workspace_name?: string;
  readonly workspace_slug?: string;
  /** Start of the comment or description that mentions or concerns you. */
  readonly excerpt?: string;
  readonly source?: 'comment' | 'description';
  readonly comment_id?: string;
  readonly due_at?: string;
  /** A start-date reminder: the start it is for. */
  readonly start_at?: string;
  /**
   * A reminder of a checklist item the person owns (`due_soon`, `overdue`):
   * which item, and its text. The card fields name the item's card.
   */
  readonly checklist_item_id?: string;
  readonly item?: string;
  /** A reminder that comes again after being snoozed. */
  readonly snoozed?: boolean;
  readonly role?: string;
  readonly old_role?: string;
  readonly invitation_id?: string;
  /** A webhook turned off after failing for a day: which, and where it pointed. */
  readonly webhook_id?: string;
  readonly url?: string;
}

export interface Notification extends Omit<Tables<'notifications'>, 'payload' | 'kind'> {
  readonly kind: NotificationKind;
  readonly payload: NotificationPayload;
}

/** Daily quiet hours, `HH:MM` local time in the settings' zone; `start` after `end` spans midnight. */
export interface QuietHours {
  readonly start: string;
  readonly end: string;
}

export interface NotificationSettings {
  readonly emailEnabled: boolean;
  readonly emailKinds: readonly NotificationKind[];
  /** Minutes before a due (and start) date the reminder comes; 0: at due. */
  readonly reminderLeadMinutes: ReminderLeadMinutes;
  /** Whether start dates remind too, with the same lead. */
  readonly startReminders: boolean;
  /** IANA zone quiet hours and "tomorrow" snoozes count in. */
  readonly timeZone: string;
  /** No email goes out during these hours; what waits goes out as one digest after. */
  readonly quietHours: QuietHours | null;
}
