import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { expectWritten } from '../errors/write-outcome';
import { run } from '../run';
import { idSchema } from '../schemas/fields';
import { validate } from '../validate';
import { labelProbe } from './label-probe';

/**
 * Deletes a label and takes it off every card. @throws `validation`; `not-found`; `forbidden` (viewers).
 *
 * @category Labels
 * @example
 * await deleteLabel(client, labelId);
 */
export async function deleteLabel(
  client: TeamboardClient,
  labelId: string,
  options: CallOptions = {},
): Promise<void> {
  return withCall(client, options, async ({ client }) => {
    const id = validate(idSchema, labelId);
    const rows = await run(client.supabase.from('labels').delete().eq('id', id).select('id'));
    await expectWritten(rows, labelProbe(client, id), {
      notFound: 'Label not found.',
      forbidden: 'Viewers cannot delete labels.',
    });
  });
}
