import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { insertOrExplain } from '../errors/write-outcome';
import { run } from '../run';
import { createAutomationRuleInput, type CreateAutomationRuleInput } from '../schemas/automation-rules';
import { validate } from '../validate';
import { toAutomationRule, type AutomationRule } from './types';

/**
 * Saves an automation rule on a board (board admins only). From then on, each
 * event of a card of the board that matches the trigger, and whose card meets
 * every condition, has the server run the actions on that card, once, in the
 * same transaction as the change; their activity says "by rule ‹name›".
 *
 * @throws `validation` (a part that is not a rule's, or a list, label or person
 *   of another board, such as a `label_added` trigger's label); `not-found` (a board the caller cannot see);
 *   `forbidden` (someone who cannot manage the board); `limit-reached`
 *   (`automationRulesPerBoard`).
 *
 * @category Automation rules
 * @example
 * // "When a card is moved to Done, mark it complete and remove the label Urgent."
 * const rule = await createAutomationRule(client, {
 *   boardId,
 *   name: 'Done means done',
 *   trigger: { type: 'card_moved', list_id: doneListId },
 *   actions: [{ type: 'complete' }, { type: 'remove_label', label_id: urgentLabelId }],
 * });
 * @example
 * // "When the label Urgent is added to a card, move it to the top of Today."
 * await createAutomationRule(client, {
 *   boardId,
 *   name: 'Urgent first',
 *   trigger: { type: 'label_added', label_id: urgentLabelId },
 *   actions: [{ type: 'move_to_list', list_id: todayListId, position: 'top' }],
 * });
 * @example
 * // "When a card's due date passes, assign its lead and comment."
 * await createAutomationRule(client, {
 *   boardId,
 *   name: 'Late',
 *   trigger: { type: 'due_passed' },
 *   actions: [{ type: 'assign', user_id: leadId }, { type: 'comment', body: 'This is late.' }],
 * });
 * @example
 * // "Every Monday at 09:00 (in the board's time zone), move the cards in Waiting to the top of Today."
 * await createAutomationRule(client, {
 *   boardId,
 *   name: 'Monday triage',
 *   trigger: { type: 'schedule', weekdays: [1], time: '09:00', list_id: waitingListId },
 *   actions: [{ type: 'move_to_list', list_id: todayListId, position: 'top' }],
 * });
 */
export async function createAutomationRule(
  client: TeamboardClient,
  input: CreateAutomationRuleInput,
  options: CallOptions = {},
): Promise<AutomationRule> {
  return withCall(client, options, async ({ client }) => {
    const { boardId, name, enabled, trigger, conditions, actions } = validate(
      createAutomationRuleInput,
      input,
    );
    const row = await insertOrExplain(
      () =>
        run(
          client.supabase
            .from('automation_rules')
            .insert({
              board_id: boardId,
              name,
              enabled: enabled ?? true,
              trigger,
              conditions: conditions ?? [],
              actions,
            })
            .select('*')
            .single(),
        ),
      () => client.supabase.from('boards').select('id').eq('id', boardId).maybeSingle(),
      'Board not found.',
    );
    // Just validated: it reads back.
    return toAutomationRule(row)!;
  });
}
