import type { UiText } from '../i18n';
import type { RuleAction, RuleChoice, RuleChoices, RuleCondition, RuleDraft, RuleTrigger } from './types';

/** A comment is quoted in the sentence up to this many characters. */
const QUOTE_LENGTH = 60;

const nameIn = (choices: readonly RuleChoice[], id: string | null | undefined, fallback: string) =>
  choices.find((choice) => choice.id === id)?.name ?? fallback;

/** 1 January 2024 was a Monday: ISO weekday n is that date plus n − 1 days. */
const MONDAY = Date.UTC(2024, 0, 1);

/** One ISO weekday's name in `locale` ("Monday", "Montag"). */
export function weekdayName(day: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(MONDAY + (day - 1) * 86_400_000),
  );
}

/** "Monday and Thursday", in week order. */
function weekdayNames(days: readonly number[], locale: string): string {
  const and = new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' });
  return and.format([...days].sort((a, b) => a - b).map((day) => weekdayName(day, locale)));
}

export function describeTrigger(trigger: RuleTrigger, choices: RuleChoices, text: UiText): string {
  const { t } = text;
  const list = (id: string | null | undefined) => nameIn(choices.lists, id, t('ui.activity.someList'));
  if (trigger.type === 'card_moved')
    return t('ui.rules.trigger', { type: 'card_moved', list: list(trigger.list_id) });
  if (trigger.type === 'label_added')
    return t('ui.rules.trigger', {
      type: 'label_added',
      label: nameIn(choices.labels, trigger.label_id, t('ui.rules.someLabel')),
    });
  if (trigger.type === 'schedule') {
    const everyDay = trigger.weekdays.length === 7;
    return t('ui.rules.trigger', {
      type: everyDay ? 'schedule_daily' : 'schedule',
      days: everyDay ? '' : weekdayNames(trigger.weekdays, text.locale),
      time: trigger.time,
      zone: choices.timeZone ?? 'UTC',
      list: list(trigger.list_id),
    });
  }
  if (trigger.type === 'card_created' && trigger.list_id)
    return t('ui.rules.trigger', { type: 'card_created_in', list: list(trigger.list_id) });
  return t('ui.rules.trigger', { type: trigger.type });
}

export function describeCondition(condition: RuleCondition, choices: RuleChoices, { t }: UiText): string {
  return condition.type === 'assigned_to'
    ? t('ui.rules.condition', {
        type: condition.type,
        person: nameIn(choices.people, condition.user_id, t('ui.activity.someone')),
      })
    : t('ui.rules.condition', {
        type: condition.type,
        label: nameIn(choices.labels, condition.label_id, t('ui.rules.someLabel')),
      });
}

export function describeAction(action: RuleAction, choices: RuleChoices, { t }: UiText): string {
  const list = (id: string) => nameIn(choices.lists, id, t('ui.activity.someList'));
  const label = (id: string) => nameIn(choices.labels, id, t('ui.rules.someLabel'));
  const person = (id: string) => nameIn(choices.people, id, t('ui.activity.someone'));
  switch (action.type) {
    case 'move_to_list':
      return t('ui.rules.action', {
        type: action.position === 'top' ? 'move_to_top' : 'move_to_list',
        list: list(action.list_id),
      });
    case 'add_label':
    case 'remove_label':
      return t('ui.rules.action', { type: action.type, label: label(action.label_id) });
    case 'assign':
    case 'unassign':
      return t('ui.rules.action', { type: action.type, person: person(action.user_id) });
    case 'set_due':
      return action.days === 0
        ? t('ui.rules.action', { type: 'set_due_now' })
        : t('ui.rules.action', { type: 'set_due', days: action.days });
    case 'comment': {
      const body = action.body.trim();
      return t('ui.rules.action', {
        type: 'comment',
        body: body.length > QUOTE_LENGTH ? `${body.slice(0, QUOTE_LENGTH - 1)}…` : body,
      });
    }
    default:
      return t('ui.rules.action', { type: action.type });
  }
}

/**
 * The rule as one sentence: "When a card is moved to Done, mark it complete and
 * remove the label Urgent." Names come from `choices`; one no longer on the
 * board reads "a list", "a label", "someone".
 */
export function describeRule(
  rule: Pick<RuleDraft, 'trigger' | 'conditions' | 'actions'>,
  choices: RuleChoices,
  text: UiText,
): string {
  const and = new Intl.ListFormat(text.locale, { style: 'long', type: 'conjunction' });
  const trigger = describeTrigger(rule.trigger, choices, text);
  const actions =
    rule.actions.length === 0
      ? text.t('ui.rules.nothingYet')
      : and.format(rule.actions.map((action) => describeAction(action, choices, text)));
  return rule.conditions.length === 0
    ? text.t('ui.rules.sentence', { trigger, actions })
    : text.t('ui.rules.sentenceIf', {
        trigger,
        actions,
        conditions: and.format(
          rule.conditions.map((condition) => describeCondition(condition, choices, text)),
        ),
      });
}
