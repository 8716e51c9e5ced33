import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { insertOrExplain } from '../errors/write-outcome';
import { run } from '../run';
import { createCustomFieldInput, type CreateCustomFieldInput } from '../schemas/custom-fields';
import { validate } from '../validate';
import { insertOptions, readField } from './custom-field-rows';
import type { CustomField } from './types';

/**
 * Adds a field to a board, after its other fields; a select field may bring
 * its first options. Only the board's admins define fields.
 *
 * @throws `validation` (reason `field_id` for options on a field that is not
 *   a select, `unit` on a field that is not a number); `not-found` (a board
 *   the caller cannot see); `forbidden` (anyone but the board's admins);
 *   `limit-reached` (reason `customFieldsPerBoard` or `optionsPerCustomField`).
 *
 * @category Custom fields
 * @example
 * const status = await createCustomField(client, {
 *   boardId,
 *   name: 'Status',
 *   type: 'single_select',
 *   showOnCard: true,
 *   options: [{ label: 'Planned', color: 'blue' }, { label: 'Shipped', color: 'green' }],
 * });
 */
export async function createCustomField(
  client: TeamboardClient,
  input: CreateCustomFieldInput,
  options: CallOptions = {},
): Promise<CustomField> {
  return withCall(client, options, async ({ client }) => {
    const {
      boardId,
      name,
      type,
      unit,
      showOnCard,
      options: firstOptions,
    } = validate(createCustomFieldInput, input);
    const row = await insertOrExplain(
      () =>
        run(
          client.supabase
            .from('custom_fields')
            .insert({ board_id: boardId, name, type, unit: unit ?? null, show_on_card: showOnCard ?? false })
            .select('id')
            .single(),
        ),
      () => client.supabase.from('boards').select('id').eq('id', boardId).maybeSingle(),
      'Board not found.',
    );
    await insertOptions(client, row.id, firstOptions);
    return readField(client, row.id);
  });
}
