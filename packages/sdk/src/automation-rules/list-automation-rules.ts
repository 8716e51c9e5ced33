import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { run } from '../run';
import { idSchema } from '../schemas/fields';
import { validate } from '../validate';
import { toAutomationRule, type AutomationRule } from './types';

/**
 * A board's automation rules, oldest first (the order they run in). Everyone
 * who can read the board reads them; a board the caller cannot see has none.
 * A rule this SDK cannot read (saved by a newer client) is left out.
 *
 * @throws `validation` (a board id that is not an id).
 *
 * @category Automation rules
 * @example
 * const rules = await listAutomationRules(client, boardId);
 * const active = rules.filter((rule) => rule.enabled);
 */
export async function listAutomationRules(
  client: TeamboardClient,
  boardId: string,
  options: CallOptions = {},
): Promise<AutomationRule[]> {
  return withCall(client, options, async ({ client }) => {
    const id = validate(idSchema, boardId);
    const rows = await run(
      client.supabase.from('automation_rules').select('*').eq('board_id', id).order('created_at').order('id'),
    );
    return rows.map(toAutomationRule).filter((rule): rule is AutomationRule => rule !== null);
  });
}
