import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { expectWritten, insertOrExplain } from '../errors/write-outcome';
import { run } from '../run';
import { updateCustomFieldInput, type UpdateCustomFieldInput } from '../schemas/custom-fields';
import { validate } from '../validate';
import { fieldProbe, insertOptions, readField } from './custom-field-rows';
import type { CustomField } from './types';

/**
 * Changes a field: renames it, sets its unit or place, shows it on the card
 * tile or not, and adds, relabels, recolours, reorders (new positions) and
 * removes options. Removing an option takes it off every card. The steps run
 * in that order, each checked by the database; returns the field as it is
 * afterwards.
 *
 * @throws `validation`; `not-found` (a field or option the caller cannot
 *   see); `forbidden` (anyone but the board's admins); `limit-reached`
 *   (reason `optionsPerCustomField`).
 *
 * @category Custom fields
 * @example
 * const field = await updateCustomField(client, {
 *   fieldId,
 *   name: 'Stage',
 *   addOptions: [{ label: 'Blocked', color: 'red' }],
 *   updateOptions: [{ optionId, position: 0 }],
 * });
 */
export async function updateCustomField(
  client: TeamboardClient,
  input: UpdateCustomFieldInput,
  options: CallOptions = {},
): Promise<CustomField> {
  return withCall(client, options, async ({ client }) => {
    const { fieldId, name, unit, showOnCard, position, addOptions, updateOptions, removeOptionIds } =
      validate(updateCustomFieldInput, input);
    const messages = {
      notFound: 'Field not found.',
      forbidden: 'Only the board’s admins can change fields.',
    };
    if (name !== undefined || unit !== undefined || showOnCard !== undefined || position !== undefined) {
      const rows = await run(
        client.supabase
          .from('custom_fields')
          .update({ name, unit, show_on_card: showOnCard, position })
          .eq('id', fieldId)
          .select('id'),
      );
      await expectWritten(rows, fieldProbe(client, fieldId), messages);
    }
    await insertOrExplain(
      () => insertOptions(client, fieldId, addOptions),
      fieldProbe(client, fieldId),
      'Field not found.',
    );
    for (const change of updateOptions ?? []) {
      const rows = await run(
        client.supabase
          .from('custom_field_options')
          .update({ label: change.label, color: change.color, position: change.position })
          .eq('id', change.optionId)
          .eq('field_id', fieldId)
          .select('id'),
      );
      await expectWritten(
        rows,
        () =>
          client.supabase
            .from('custom_field_options')
            .select('id')
            .eq('id', change.optionId)
            .eq('field_id', fieldId)
            .maybeSingle(),
        { ...messages, notFound: 'Option not found.' },
      );
    }
    if (removeOptionIds !== undefined && removeOptionIds.length > 0) {
      const rows = await run(
        client.supabase
          .from('custom_field_options')
          .delete()
          .eq('field_id', fieldId)
          .in('id', removeOptionIds)
          .select('id'),
      );
      const left = removeOptionIds.filter((id) => !rows.some((row) => row.id === id));
      if (left.length > 0) {
        // Still there and visible: the caller may not delete them; otherwise they never were.
        const visible = await run(
          client.supabase.from('custom_field_options').select('id').eq('field_id', fieldId).in('id', left),
        );
        await expectWritten(
          [],
          () => Promise.resolve({ data: visible.length > 0 ? visible : null, error: null }),
          {
            ...messages,
            notFound: 'Option not found.',
          },
        );
      }
    }
    return readField(client, fieldId);
  });
}
