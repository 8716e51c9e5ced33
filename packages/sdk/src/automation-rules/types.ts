import * as z from 'zod/mini';
import type { Tables } from '../database.types';
import {
  automationActionsSchema,
  automationConditionsSchema,
  automationTriggerSchema,
  type AutomationAction,
  type AutomationCondition,
  type AutomationTrigger,
} from '../schemas/automation-rules';

/**
 * A board's automation rule: when `trigger` matches an event of a card and
 * every condition holds, the server runs `actions` on that card, in the same
 * transaction as the change. `saved_by` is whoever saved it last: the rule
 * acts only while they can manage the board.
 */
export interface AutomationRule extends Omit<
  Tables<'automation_rules'>,
  'trigger' | 'conditions' | 'actions'
> {
  readonly trigger: AutomationTrigger;
  readonly conditions: AutomationCondition[];
  readonly actions: AutomationAction[];
}

/**
 * The rule, or null when its parts are not ones this SDK can read (a rule
 * saved by a newer client): any client may write the columns, so every row is
 * checked on the way in.
 */
export function toAutomationRule(row: Tables<'automation_rules'>): AutomationRule | null {
  const trigger = z.safeParse(automationTriggerSchema, row.trigger);
  const conditions = z.safeParse(automationConditionsSchema, row.conditions);
  const actions = z.safeParse(automationActionsSchema, row.actions);
  if (!trigger.success || !conditions.success || !actions.success) return null;
  return { ...row, trigger: trigger.data, conditions: conditions.data, actions: actions.data };
}

export const AUTOMATION_RULE_MESSAGES = {
  notFound: 'Rule not found.',
  forbidden: 'Only board admins manage automation rules.',
} as const;
