import type { Tables } from '../database.types';
import type { NotificationKind } from './constants';

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

export interface NotificationSettings {
  readonly emailEnabled: boolean;
  readonly emailKinds: readonly NotificationKind[];
}
