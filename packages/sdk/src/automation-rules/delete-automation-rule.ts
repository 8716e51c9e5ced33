import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { expectWritten } from '../errors/write-outcome';
import { run } from '../run';
import { idSchema } from '../schemas/fields';
import { validate } from '../validate';
import { AUTOMATION_RULE_MESSAGES } from './types';

/**
 * Deletes a rule (board admins only); its runs go with it, the activity it wrote stays.
 *
 * @throws `validation`; `not-found` (a rule the caller cannot see);
 *   `forbidden` (someone who can read the board but not manage it).
 *
 * @category Automation rules
 * @example
 * await deleteAutomationRule(client, ruleId);
 */
export async function deleteAutomationRule(
  client: TeamboardClient,
  ruleId: string,
  options: CallOptions = {},
): Promise<void> {
  return withCall(client, options, async ({ client }) => {
    const id = validate(idSchema, ruleId);
    const rows = await run(client.supabase.from('automation_rules').delete().eq('id', id).select('id'));
    await expectWritten(
      rows,
      () => client.supabase.from('automation_rules').select('id').eq('id', id).maybeSingle(),
      AUTOMATION_RULE_MESSAGES,
    );
  });
}
