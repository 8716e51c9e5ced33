import type {
  RuleAction,
  RuleActionType,
  RuleCondition,
  RuleConditionType,
  RuleDraft,
  RuleTrigger,
  RuleTriggerType,
} from './types';

/**
 * The editor's working copy of a rule: every picker's value as a string, ''
 * while nothing is picked, so a half-made rule can be held and shown.
 */
export interface RuleForm {
  name: string;
  enabled: boolean;
  /**
   * `listId` for card_moved, card_created and schedule, `labelId` for
   * label_added; `weekdays` (ISO, sorted) and `time` (`HH:MM`) for schedule.
   */
  trigger: {
    type: RuleTriggerType;
    listId: string;
    labelId: string;
    weekdays: readonly number[];
    time: string;
  };
  conditions: readonly ConditionRow[];
  actions: readonly ActionRow[];
}

export interface ConditionRow {
  key: number;
  type: RuleConditionType;
  /** A label's id, or a person's for `assigned_to`. */
  target: string;
}

export interface ActionRow {
  key: number;
  type: RuleActionType;
  /** A list's, label's or person's id, as the type needs. */
  target: string;
  position: 'top' | 'bottom';
  days: string;
  body: string;
}

let nextKey = 0;
/** Rows keep their React identity while the ones before them are removed. */
export const rowKey = () => ++nextKey;

export const newCondition = (): ConditionRow => ({ key: rowKey(), type: 'has_label', target: '' });
export const newAction = (type: RuleActionType = 'complete'): ActionRow => ({
  key: rowKey(),
  type,
  target: '',
  position: 'bottom',
  days: '1',
  body: '',
});

/** A trigger of `type` with nothing picked; a schedule starts on Monday at 09:00. */
export const newTrigger = (type: RuleTriggerType): RuleForm['trigger'] => ({
  type,
  listId: '',
  labelId: '',
  weekdays: [1],
  time: '09:00',
});

const TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

export function formOf(rule: RuleDraft | undefined): RuleForm {
  if (!rule) {
    return {
      name: '',
      enabled: true,
      trigger: newTrigger('card_moved'),
      conditions: [],
      actions: [newAction()],
    };
  }
  const trigger = rule.trigger;
  return {
    name: rule.name,
    enabled: rule.enabled,
    trigger: {
      ...newTrigger(trigger.type),
      listId:
        trigger.type === 'card_moved' || trigger.type === 'card_created' || trigger.type === 'schedule'
          ? (trigger.list_id ?? '')
          : '',
      labelId: trigger.type === 'label_added' ? trigger.label_id : '',
      ...(trigger.type === 'schedule'
        ? { weekdays: [...trigger.weekdays].sort((a, b) => a - b), time: trigger.time }
        : {}),
    },
    conditions: rule.conditions.map((condition) => ({
      key: rowKey(),
      type: condition.type,
      target: condition.type === 'assigned_to' ? condition.user_id : condition.label_id,
    })),
    actions: rule.actions.map((action) => {
      const row = newAction(action.type);
      switch (action.type) {
        case 'move_to_list':
          return { ...row, target: action.list_id, position: action.position ?? 'bottom' };
        case 'add_label':
        case 'remove_label':
          return { ...row, target: action.label_id };
        case 'assign':
        case 'unassign':
          return { ...row, target: action.user_id };
        case 'set_due':
          return { ...row, days: String(action.days) };
        case 'comment':
          return { ...row, body: action.body };
        default:
          return row;
      }
    }),
  };
}

/** What kind of thing an action row picks, if any. */
export function actionTarget(type: RuleActionType): 'list' | 'label' | 'person' | null {
  if (type === 'move_to_list') return 'list';
  if (type === 'add_label' || type === 'remove_label') return 'label';
  if (type === 'assign' || type === 'unassign') return 'person';
  return null;
}

function conditionOf(row: ConditionRow): RuleCondition | null {
  if (row.target === '') return null;
  return row.type === 'assigned_to'
    ? { type: row.type, user_id: row.target }
    : { type: row.type, label_id: row.target };
}

function actionOf(row: ActionRow, maxDays: number): RuleAction | null {
  const target = actionTarget(row.type);
  if (target !== null && row.target === '') return null;
  switch (row.type) {
    case 'move_to_list':
      return { type: row.type, list_id: row.target, ...(row.position === 'top' ? { position: 'top' } : {}) };
    case 'add_label':
    case 'remove_label':
      return { type: row.type, label_id: row.target };
    case 'assign':
    case 'unassign':
      return { type: row.type, user_id: row.target };
    case 'set_due': {
      const days = Number(row.days);
      return /^\d+$/.test(row.days.trim()) && days <= maxDays ? { type: row.type, days } : null;
    }
    case 'comment':
      return row.body.trim() === '' ? null : { type: row.type, body: row.body.trim() };
    default:
      return { type: row.type };
  }
}

/**
 * The parts of the form that are complete, as a rule's shapes: what the
 * sentence shows while editing. `complete` says whether nothing is missing,
 * so the rule can be saved (the server checks it again).
 */
export function draftOf(form: RuleForm, maxDays: number): { draft: RuleDraft; complete: boolean } {
  const { type, listId, labelId, weekdays, time } = form.trigger;
  const trigger: RuleTrigger =
    type === 'card_moved'
      ? { type, list_id: listId }
      : type === 'card_created'
        ? { type, list_id: listId === '' ? null : listId }
        : type === 'label_added'
          ? { type, label_id: labelId }
          : type === 'schedule'
            ? { type, weekdays: [...weekdays], time, list_id: listId }
            : { type };
  const conditions = form.conditions.map(conditionOf);
  const actions = form.actions.map((row) => actionOf(row, maxDays));
  const complete =
    form.name.trim() !== '' &&
    !(type === 'card_moved' && listId === '') &&
    !(type === 'label_added' && labelId === '') &&
    !(type === 'schedule' && (listId === '' || weekdays.length === 0 || !TIME.test(time))) &&
    actions.length > 0 &&
    conditions.every((condition) => condition !== null) &&
    actions.every((action) => action !== null);
  return {
    draft: {
      name: form.name.trim(),
      enabled: form.enabled,
      trigger,
      conditions: conditions.filter((condition) => condition !== null),
      actions: actions.filter((action) => action !== null),
    },
    complete,
  };
}
