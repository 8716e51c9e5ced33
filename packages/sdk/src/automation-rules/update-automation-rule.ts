import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { TeamboardError } from '../errors/teamboard-error';
import { expectWritten } from '../errors/write-outcome';
import { run } from '../run';
import { updateAutomationRuleInput, type UpdateAutomationRuleInput } from '../schemas/automation-rules';
import { validate } from '../validate';
import { AUTOMATION_RULE_MESSAGES, toAutomationRule, type AutomationRule } from './types';

/**
 * Renames a rule, turns it on or off, or replaces its trigger, conditions or
 * actions (board admins only). Saving makes the caller the rule's `saved_by`:
 * from then on it acts within their rights.
 *
 * @throws `validation` (as {@link createAutomationRule}, and when nothing
 *   changes); `not-found` (a rule the caller cannot see); `forbidden`
 *   (someone who can read the board but not manage it).
 *
 * @category Automation rules
 * @example
 * await updateAutomationRule(client, { ruleId, enabled: false });
 */
export async function updateAutomationRule(
  client: TeamboardClient,
  input: UpdateAutomationRuleInput,
  options: CallOptions = {},
): Promise<AutomationRule> {
  return withCall(client, options, async ({ client }) => {
    const { ruleId, name, enabled, trigger, conditions, actions } = validate(
      updateAutomationRuleInput,
      input,
    );
    const rows = await run(
      client.supabase
        .from('automation_rules')
        .update({ name, enabled, trigger, conditions, actions })
        .eq('id', ruleId)
        .select('*'),
    );
    const row = await expectWritten(
      rows,
      () => client.supabase.from('automation_rules').select('id').eq('id', ruleId).maybeSingle(),
      AUTOMATION_RULE_MESSAGES,
    );
    const rule = toAutomationRule(row);
    // Only parts written past this SDK fail to read back, and this call checked those it wrote.
    if (rule === null)
      throw new TeamboardError({ code: 'validation', message: 'This rule cannot be read by this SDK.' });
    return rule;
  });
}
