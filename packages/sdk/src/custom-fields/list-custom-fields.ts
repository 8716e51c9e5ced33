import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { run } from '../run';
import { idSchema } from '../schemas/fields';
import { validate } from '../validate';
import type { FieldRow } from './custom-field-rows';
import { FIELD_SELECT, toField } from './custom-field-rows';
import type { CustomField } from './types';

/**
 * The custom fields of a board in display order, each with its options. A
 * board the caller cannot see has none.
 *
 * @category Custom fields
 * @example
 * const fields = await listCustomFields(client, boardId);
 */
export async function listCustomFields(
  client: TeamboardClient,
  boardId: string,
  options: CallOptions = {},
): Promise<CustomField[]> {
  return withCall(client, options, async ({ client }) => {
    const id = validate(idSchema, boardId);
    const rows = await run(
      client.supabase
        .from('custom_fields')
        .select(FIELD_SELECT)
        .eq('board_id', id)
        .order('position')
        .order('id')
        .overrideTypes<FieldRow[], { merge: false }>(),
    );
    return rows.map(toField);
  });
}
