import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { expectFound, expectWritten, insertOrExplain } from '../rows/write-outcome';
import { run } from '../run';
import {
  createCustomFieldInput,
  updateCustomFieldInput,
  type CreateCustomFieldInput,
  type UpdateCustomFieldInput,
} from '../schemas/custom-fields';
import { idSchema } from '../schemas/fields';
import { validate } from '../validate';
import type { CustomField } from './types';

/** A field with its options, options in display order. */
const FIELD_SELECT = '*, options:custom_field_options(*)';

type FieldRow = Omit<CustomField, 'options'> & { options: CustomField['options'][number][] };

function toField({ options, ...field }: FieldRow): CustomField {
  return {
    ...field,
    options: [...options].sort((a, b) => a.position - b.position || (a.id < b.id ? -1 : 1)),
  };
}

const fieldProbe = (client: TeamboardClient, fieldId: string) => () =>
  client.supabase.from('custom_fields').select('id').eq('id', fieldId).maybeSingle();

/** Appends options to a field, in the order given. */
async function insertOptions(
  client: TeamboardClient,
  fieldId: string,
  options: readonly { label: string; color?: string | undefined }[] | undefined,
): Promise<void> {
  if (options === undefined || options.length === 0) return;
  await run(
    client.supabase
      .from('custom_field_options')
      // An option without a colour takes the column's default.
      .insert(
        options.map(({ label, color }) => ({ field_id: fieldId, label, color })),
        { defaultToNull: false },
      )
      .select('id'),
  );
}

async function readField(client: TeamboardClient, fieldId: string): Promise<CustomField> {
  const row = await run(
    client.supabase
      .from('custom_fields')
      .select(FIELD_SELECT)
      .eq('id', fieldId)
      .maybeSingle()
      .overrideTypes<FieldRow, { merge: false }>(),
  );
  return toField(expectFound(row, 'Field not found.'));
}

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
