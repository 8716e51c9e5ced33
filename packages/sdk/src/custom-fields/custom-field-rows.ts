import type { TeamboardClient } from '../client';
import { expectFound } from '../errors/write-outcome';
import { run } from '../run';
import type { CustomField } from './types';

/** A field with its options, options in display order. */
export const FIELD_SELECT = '*, options:custom_field_options(*)';

export type FieldRow = Omit<CustomField, 'options'> & { options: CustomField['options'][number][] };

export function toField({ options, ...field }: FieldRow): CustomField {
  return {
    ...field,
    options: [...options].sort((a, b) => a.position - b.position || (a.id < b.id ? -1 : 1)),
  };
}

export const fieldProbe = (client: TeamboardClient, fieldId: string) => () =>
  client.supabase.from('custom_fields').select('id').eq('id', fieldId).maybeSingle();

/** Appends options to a field, in the order given. */
export async function insertOptions(
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

export async function readField(client: TeamboardClient, fieldId: string): Promise<CustomField> {
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
