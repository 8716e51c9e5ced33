import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { expectWritten } from '../errors/write-outcome';
import { run } from '../run';
import { updateLabelInput, type UpdateLabelInput } from '../schemas/cards';
import { validate } from '../validate';
import { labelProbe } from './label-probe';
import { toLabel } from './to-label';
import type { Label } from './types';

/**
 * Renames or recolours a label. @throws `validation`; `not-found`; `forbidden` (viewers).
 *
 * @category Labels
 * @example
 * const label = await updateLabel(client, { labelId, color: 'red' });
 */
export async function updateLabel(
  client: TeamboardClient,
  input: UpdateLabelInput,
  options: CallOptions = {},
): Promise<Label> {
  return withCall(client, options, async ({ client }) => {
    const { labelId, name, color } = validate(updateLabelInput, input);
    const rows = await run(client.supabase.from('labels').update({ name, color }).eq('id', labelId).select());
    const row = await expectWritten(rows, labelProbe(client, labelId), {
      notFound: 'Label not found.',
      forbidden: 'Viewers cannot change labels.',
    });
    return toLabel(row);
  });
}
