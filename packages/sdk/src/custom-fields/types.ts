import type { Tables } from '../database.types';
import type { CustomFieldValue } from '../schemas/custom-fields';

/** One choice of a select field, with its palette colour; options are shown by `position`. */
// Interfaces, not aliases: the reference then shows the names instead of spelling out the rows.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the row is the whole type
export interface CustomFieldOption extends Tables<'custom_field_options'> {}

/** A field a board's admins defined, with its options (empty unless a select) in display order. */
export interface CustomField extends Tables<'custom_fields'> {
  readonly options: readonly CustomFieldOption[];
}

/** A card's value of one field; no row means no value. */
export interface CardFieldValue {
  readonly card_id: string;
  readonly field_id: string;
  readonly value: CustomFieldValue;
  readonly updated_by: string | null;
  readonly updated_at: string;
}
