/** What a notification is about; the same kinds as the database's `notification_kind`. */
export type NotificationKind =
  'mentioned' | 'assigned' | 'commented' | 'due_soon' | 'overdue' | 'invited' | 'role_changed';

/** What the screen shows, as the database wrote it (all optional: older rows may lack some). */
export interface NotificationContent {
  actorName?: string | null;
  cardTitle?: string;
  boardName?: string;
  workspaceName?: string;
  excerpt?: string;
  role?: string;
  source?: 'comment' | 'description';
}

export interface NotificationPart {
  text: string;
  strong?: boolean;
}

/** One sentence per kind, with the names in bold; the actor leads when there is one. */
export function describeNotification(kind: NotificationKind, c: NotificationContent): NotificationPart[] {
  const actor: NotificationPart = { text: c.actorName ?? 'Someone', strong: true };
  const card: NotificationPart = { text: c.cardTitle ?? 'a card', strong: true };
  const workspace: NotificationPart = { text: c.workspaceName ?? 'a workspace', strong: true };
  switch (kind) {
    case 'mentioned':
      return [
        actor,
        { text: c.source === 'description' ? ' mentioned you in ' : ' mentioned you on ' },
        card,
      ];
    case 'assigned':
      return [actor, { text: ' assigned you to ' }, card];
    case 'commented':
      return [actor, { text: ' commented on ' }, card];
    case 'due_soon':
      return [card, { text: ' is due soon' }];
    case 'overdue':
      return [card, { text: ' is overdue' }];
    case 'invited':
      return [actor, { text: ' invited you to ' }, workspace, { text: ' — check your email for the link' }];
    case 'role_changed':
      return [
        actor,
        { text: ' made you ' },
        { text: c.role ?? 'a member', strong: true },
        { text: ' of ' },
        workspace,
      ];
    default:
      return [{ text: 'Something happened on ' }, card];
  }
}
