import * as z from 'zod/mini';
import { TEXT_LIMITS } from '../constants';
import { hasChanges, NOTHING_TO_UPDATE } from './changes';
import { commentBodySchema, idSchema } from './fields';
import { boundedText } from './text';

/**
 * Bounds of one automation rule. The database keeps the same values
 * (`private.automation_rule_limits()`, compared by the parity test); the rules
 * per board are {@link LIMITS}`.automationRulesPerBoard`.
 */
export const AUTOMATION_RULE_LIMITS = {
  conditionsPerRule: 10,
  actionsPerRule: 10,
  /** The furthest a `set_due` action puts a due date, in days from when it runs. */
  dueInDays: 365,
  /**
   * How long a chain of rules may get: a person's change sets off rules, whose
   * actions may set off others, up to this many in a row. Besides, a rule set
   * off by a rule's action does not run again on a card it acted on in the
   * last minute.
   */
  chainDepth: 5,
} as const;

/** What sets a rule off: something that happened to a card of its board, or a weekly schedule. */
export const automationTriggerSchema = z.discriminatedUnion('type', [
  /** A card moved into this list (from another list, or from another board). */
  z.strictObject({ type: z.literal('card_moved'), list_id: idSchema }),
  /** A card was created, in this list or (without one) in any. */
  z.strictObject({ type: z.literal('card_created'), list_id: z.optional(z.nullable(idSchema)) }),
  z.strictObject({ type: z.literal('card_completed') }),
  z.strictObject({ type: z.literal('comment_added') }),
  /** This label (one of the board's) was added to a card, by a person or by a rule (event `card.labeled`). */
  z.strictObject({ type: z.literal('label_added'), label_id: idSchema }),
  /** The last open item of a card's checklist was ticked or deleted: every item is done (event `checklist.completed`). */
  z.strictObject({ type: z.literal('checklist_completed') }),
  /**
   * A card's due moment passed while it was neither complete nor archived
   * (event `card.due_passed`, written by the server within a minute). Once per
   * due date: a new due date that passes sets it off again.
   */
  z.strictObject({ type: z.literal('due_passed') }),
  /**
   * A weekly schedule, counted in the board's time zone (`boards.time_zone`,
   * across daylight saving): on these ISO weekdays (1 Monday … 7 Sunday) at
   * `time` (`HH:MM`, 24-hour). No card sets it off, so at each slot the rule's
   * conditions and actions apply to every open card of `list_id` (every card
   * action makes sense there). The server runs it within a minute of the slot,
   * once per slot however often or late its job runs, never for an archived
   * board or list. It writes no event of its own: each card acted on gets a
   * `rule.applied` event whose `event_id` names that run, not a stored event.
   */
  z.strictObject({
    type: z.literal('schedule'),
    weekdays: z
      .array(
        z
          .int({ error: 'Weekdays are whole numbers, 1 (Monday) to 7 (Sunday).' })
          .check(
            z.gte(1, { error: 'Weekdays are 1 (Monday) to 7 (Sunday).' }),
            z.lte(7, { error: 'Weekdays are 1 (Monday) to 7 (Sunday).' }),
          ),
      )
      .check(
        z.minLength(1, { error: 'Pick the weekdays the rule runs on.' }),
        z.maxLength(7, { error: 'Pick the weekdays the rule runs on.' }),
        z.refine((days) => new Set(days).size === days.length, { error: 'Pick each weekday once.' }),
      ),
    time: z
      .string({ error: 'The time is HH:MM.' })
      .check(
        z.regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, { error: 'The time is HH:MM, from 00:00 to 23:59.' }),
      ),
    list_id: idSchema,
  }),
]);
export type AutomationTrigger = z.output<typeof automationTriggerSchema>;
export type AutomationTriggerType = AutomationTrigger['type'];

/** What must hold of the card for the rule to act; all of a rule's conditions must. */
export const automationConditionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('has_label'), label_id: idSchema }),
  z.strictObject({ type: z.literal('lacks_label'), label_id: idSchema }),
  z.strictObject({ type: z.literal('assigned_to'), user_id: idSchema }),
]);
export type AutomationCondition = z.output<typeof automationConditionSchema>;

/** What a rule does to the card, in order. */
export const automationActionSchema = z.discriminatedUnion('type', [
  /** To the list's bottom unless `position` says top. */
  z.strictObject({
    type: z.literal('move_to_list'),
    list_id: idSchema,
    position: z.optional(z.enum(['top', 'bottom'], { error: 'Position is top or bottom.' })),
  }),
  z.strictObject({ type: z.literal('add_label'), label_id: idSchema }),
  z.strictObject({ type: z.literal('remove_label'), label_id: idSchema }),
  /** Someone who can see the board. */
  z.strictObject({ type: z.literal('assign'), user_id: idSchema }),
  z.strictObject({ type: z.literal('unassign'), user_id: idSchema }),
  /** Due this many whole days after the rule runs (0: now). */
  z.strictObject({
    type: z.literal('set_due'),
    days: z.int({ error: 'Days must be a whole number.' }).check(
      z.gte(0, { error: 'Days cannot be negative.' }),
      z.lte(AUTOMATION_RULE_LIMITS.dueInDays, {
        error: `At most ${String(AUTOMATION_RULE_LIMITS.dueInDays)} days.`,
      }),
    ),
  }),
  z.strictObject({ type: z.literal('complete') }),
  z.strictObject({ type: z.literal('archive') }),
  /** A comment without an author: its activity names the rule. */
  z.strictObject({ type: z.literal('comment'), body: commentBodySchema }),
]);
export type AutomationAction = z.output<typeof automationActionSchema>;
export type AutomationActionType = AutomationAction['type'];

export const automationConditionsSchema = z.array(automationConditionSchema).check(
  z.maxLength(AUTOMATION_RULE_LIMITS.conditionsPerRule, {
    error: `At most ${String(AUTOMATION_RULE_LIMITS.conditionsPerRule)} conditions.`,
  }),
);

export const automationActionsSchema = z.array(automationActionSchema).check(
  z.minLength(1, { error: 'A rule does at least one thing.' }),
  z.maxLength(AUTOMATION_RULE_LIMITS.actionsPerRule, {
    error: `At most ${String(AUTOMATION_RULE_LIMITS.actionsPerRule)} actions.`,
  }),
);

export const automationRuleNameSchema = boundedText('Rule name', TEXT_LIMITS.automationRuleName);

export const createAutomationRuleInput = z.strictObject({
  boardId: idSchema,
  name: automationRuleNameSchema,
  /** Default true. */
  enabled: z.optional(z.boolean({ error: 'Enabled must be true or false.' })),
  trigger: automationTriggerSchema,
  /** Default none: the rule acts on every card its trigger matches. */
  conditions: z.optional(automationConditionsSchema),
  actions: automationActionsSchema,
});
export type CreateAutomationRuleInput = z.input<typeof createAutomationRuleInput>;

export const updateAutomationRuleInput = z
  .strictObject({
    ruleId: idSchema,
    name: z.optional(automationRuleNameSchema),
    enabled: z.optional(z.boolean({ error: 'Enabled must be true or false.' })),
    trigger: z.optional(automationTriggerSchema),
    conditions: z.optional(automationConditionsSchema),
    actions: z.optional(automationActionsSchema),
  })
  .check(
    z.refine(hasChanges(['name', 'enabled', 'trigger', 'conditions', 'actions']), {
      error: NOTHING_TO_UPDATE,
    }),
  );
export type UpdateAutomationRuleInput = z.input<typeof updateAutomationRuleInput>;
