import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { expectWritten } from '../errors/write-outcome';
import { run } from '../run';
import { idSchema } from '../schemas/fields';
import { validate } from '../validate';
import { fieldProbe } from './custom-field-rows';

/**
 * Deletes a field and every card's value of it.
 *
 * @throws `validation`; `not-found`; `forbidden` (anyone but the board's admins).
 *
 * @category Custom fields
 * @example
 * await deleteCustomField(client, fieldId);
 */
export async function deleteCustomField(
  client: TeamboardClient,
  fieldId: string,
  options: CallOptions = {},
): Promise<void> {
  return withCall(client, options, async ({ client }) => {
    const id = validate(idSchema, fieldId);
    const rows = await run(client.supabase.from('custom_fields').delete().eq('id', id).select('id'));
    await expectWritten(rows, fieldProbe(client, id), {
      notFound: 'Field not found.',
      forbidden: 'Only the board’s admins can delete fields.',
    });
  });
}
