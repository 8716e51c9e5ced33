/**
 * A rule as the editor and the list show it. The shapes are the SDK's
 * (`automationTriggerSchema` and its siblings), so an app passes a saved rule
 * in as it is; the library itself does not depend on the SDK.
 */
export type RuleTrigger =
  | { type: 'card_moved'; list_id: string }
  | { type: 'card_created'; list_id?: string | null | undefined }
  | { type: 'card_completed' }
  | { type: 'comment_added' }
  | { type: 'label_added'; label_id: string }
  | { type: 'checklist_completed' }
  | { type: 'due_passed' }
  /** Weekly in the board's time zone: ISO weekdays (1 Monday … 7 Sunday), `HH:MM`; acts on the cards of `list_id`. */
  | { type: 'schedule'; weekdays: number[]; time: string; list_id: string };
export type RuleTriggerType = RuleTrigger['type'];

export type RuleCondition =
  | { type: 'has_label'; label_id: string }
  | { type: 'lacks_label'; label_id: string }
  | { type: 'assigned_to'; user_id: string };
export type RuleConditionType = RuleCondition['type'];

export type RuleAction =
  | { type: 'move_to_list'; list_id: string; position?: 'top' | 'bottom' | undefined }
  | { type: 'add_label'; label_id: string }
  | { type: 'remove_label'; label_id: string }
  | { type: 'assign'; user_id: string }
  | { type: 'unassign'; user_id: string }
  | { type: 'set_due'; days: number }
  | { type: 'complete' }
  | { type: 'archive' }
  | { type: 'comment'; body: string };
export type RuleActionType = RuleAction['type'];

/** What the editor saves. */
export interface RuleDraft {
  name: string;
  enabled: boolean;
  trigger: RuleTrigger;
  conditions: readonly RuleCondition[];
  actions: readonly RuleAction[];
}

/** A saved rule in the list. */
export interface RuleItem extends RuleDraft {
  id: string;
}

/** Something of the board a rule can name: a list, a label or a person. */
export interface RuleChoice {
  id: string;
  name: string;
}

/** The board's lists, labels and people, for the editor's pickers and the sentences' names. */
export interface RuleChoices {
  lists: readonly RuleChoice[];
  labels: readonly RuleChoice[];
  people: readonly RuleChoice[];
  /** The board's IANA time zone, which a schedule counts in (shown in its sentence). */
  timeZone?: string | undefined;
}

/** The server's bounds of one rule (the SDK's AUTOMATION_RULE_LIMITS), so the editor offers no more. */
export interface RuleLimits {
  conditionsPerRule: number;
  actionsPerRule: number;
  dueInDays: number;
}

// Every type once, in the order the pickers offer them.
export const TRIGGER_TYPES = [
  'card_moved',
  'card_created',
  'card_completed',
  'comment_added',
  'label_added',
  'checklist_completed',
  'due_passed',
  'schedule',
] as const satisfies readonly RuleTriggerType[];

/** ISO weekdays, Monday first, as a schedule names them. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export const CONDITION_TYPES = [
  'has_label',
  'lacks_label',
  'assigned_to',
] as const satisfies readonly RuleConditionType[];
export const ACTION_TYPES = [
  'move_to_list',
  'add_label',
  'remove_label',
  'assign',
  'unassign',
  'set_due',
  'complete',
  'archive',
  'comment',
] as const satisfies readonly RuleActionType[];
