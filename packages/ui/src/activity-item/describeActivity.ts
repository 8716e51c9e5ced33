import type { UiMessageId } from '../i18n';

/** What an activity row needs from a row of the `activity` table, already resolved to names. */
export interface ActivityPayload {
  cardTitle?: string;
  fromList?: string;
  toList?: string;
  listName?: string;
  boardName?: string;
  fileName?: string;
  memberName?: string;
  role?: string;
  labelName?: string;
  /** A rename's title before it. */
  previousTitle?: string;
  /** A due date change's new date; `null` when it was removed, absent when not known. */
  dueAt?: Date | null;
  /** A start date change's new date; `null` when it was removed, absent when not known. */
  startAt?: Date | null;
  /** The other card of a dependency row: the card that blocks (or blocked) this one. */
  otherCardTitle?: string;
  /** The automation rule that made the change (or, for `rule.*` rows, that ran). */
  ruleName?: string;
}

/** Known kinds; any other string still renders, generically, so a new server kind never breaks the feed. */
export type ActivityKind =
  | 'card.created'
  | 'card.moved'
  | 'card.completed'
  | 'card.reopened'
  | 'card.archived'
  | 'card.renamed'
  | 'card.due_changed'
  | 'card.start_changed'
  | 'card.assigned'
  | 'card.moved_blocked'
  | 'dependency.added'
  | 'dependency.removed'
  | 'recurrence.set'
  | 'recurrence.changed'
  | 'recurrence.removed'
  | 'comment.added'
  | 'attachment.added'
  | 'list.created'
  | 'board.created'
  | 'member.joined'
  | 'member.role_changed'
  | 'member.removed'
  | 'rule.applied'
  | 'rule.failed'
  | 'card.labeled'
  | 'checklist.completed'
  | 'card.due_passed'
  | 'card.converted_from_item'
  | 'card.made_template'
  | 'card.template_removed'
  | 'card.created_from_template'
  | 'card.cover_set'
  | 'card.cover_removed'
  | (string & {});

/** Which branch of the `ui.activity` message a row takes, and the names it fills in. */
export interface ActivitySentence {
  readonly variant: string;
  readonly values: Readonly<Record<string, string>>;
  /** A change a rule made: the sentence ends "by rule ‹name›" (`ui.activity.byRule`). */
  readonly byRule: boolean;
}

/** Fallback words for a payload that lacks a name, from the active catalogue. */
export type ActivityFallbacks = (id: UiMessageId) => string;

/**
 * The sentence after the actor's name; names are wrapped in `<1>` tags so they can be emphasised.
 * `formatDate` writes a start or due date in the reader's language (the feed passes the card's own format).
 */
export function describeActivity(
  kind: ActivityKind,
  payload: ActivityPayload,
  words: ActivityFallbacks,
  formatDate: (date: Date) => string = (date) => date.toISOString().slice(0, 10),
): ActivitySentence {
  const values = {
    card: payload.cardTitle ?? words('ui.activity.someCard'),
    list: payload.listName ?? words('ui.activity.someList'),
    fromList: payload.fromList ?? words('ui.activity.someList'),
    toList: payload.toList ?? words('ui.activity.someList'),
    file: payload.fileName ?? words('ui.activity.someFile'),
    board: payload.boardName ?? words('ui.activity.someBoard'),
    member: payload.memberName ?? words('ui.activity.someone'),
    role: payload.role ?? words('ui.activity.someRole'),
    previous: payload.previousTitle ?? '',
    due: payload.dueAt ? formatDate(payload.dueAt) : '',
    start: payload.startAt ? formatDate(payload.startAt) : '',
    other: payload.otherCardTitle ?? words('ui.activity.anotherCard'),
    rule: payload.ruleName ?? words('ui.activity.someRule'),
    label: payload.labelName ?? words('ui.rules.someLabel'),
  };
  const known: Record<string, string> = {
    'card.created': payload.listName ? 'card_created_in' : 'card_created',
    'card.moved': 'card_moved',
    'card.completed': 'card_completed',
    'card.reopened': 'card_reopened',
    'card.archived': 'card_archived',
    'card.renamed': payload.previousTitle === undefined ? 'card_renamed' : 'card_renamed_from',
    'card.due_changed':
      payload.dueAt === undefined
        ? 'card_due_changed'
        : payload.dueAt === null
          ? 'card_due_removed'
          : 'card_due_set',
    'card.start_changed':
      payload.startAt === undefined
        ? 'card_start_changed'
        : payload.startAt === null
          ? 'card_start_removed'
          : 'card_start_set',
    'card.assigned': 'card_assigned',
    'card.moved_blocked': 'card_moved_blocked',
    'dependency.added': 'dependency_added',
    'dependency.removed': 'dependency_removed',
    'recurrence.set': 'recurrence_set',
    'recurrence.changed': 'recurrence_changed',
    'recurrence.removed': 'recurrence_removed',
    'comment.added': 'comment_added',
    'attachment.added': 'attachment_added',
    'list.created': 'list_created',
    'board.created': 'board_created',
    'member.joined': 'member_joined',
    'member.role_changed': 'member_role_changed',
    'member.removed': 'member_removed',
    'rule.applied': 'rule_applied',
    'rule.failed': 'rule_failed',
    'card.labeled': 'card_labeled',
    'checklist.completed': 'checklist_completed',
    'card.due_passed': 'card_due_passed',
    'card.converted_from_item': 'card_converted_from_item',
    'card.made_template': 'card_made_template',
    'card.template_removed': 'card_template_removed',
    'card.created_from_template': 'card_created_from_template',
    // An image cover names its file; a colour cover is said without the colour's name.
    'card.cover_set': payload.fileName === undefined ? 'card_cover_color' : 'card_cover_image',
    'card.cover_removed': 'card_cover_removed',
  };
  const variant = known[kind] ?? (payload.cardTitle ? 'card_updated' : 'other');
  // The rule.* rows name their rule in the sentence itself.
  const byRule = payload.ruleName !== undefined && !kind.startsWith('rule.');
  return { variant, values, byRule };
}
