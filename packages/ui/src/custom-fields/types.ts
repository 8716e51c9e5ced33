import type { LabelColor } from '../label-chip';

/** The kinds of custom field (the SDK's `CUSTOM_FIELD_TYPES`; this library does not depend on the SDK). */
export const customFieldKinds = [
  'text',
  'number',
  'date',
  'single_select',
  'multi_select',
  'checkbox',
  'url',
  'person',
] as const;
export type CustomFieldKind = (typeof customFieldKinds)[number];

export interface CustomFieldOptionView {
  id: string;
  label: string;
  color: LabelColor;
}

/** A board's field as the components show it; options only for the select kinds, in display order. */
export interface CustomFieldView {
  id: string;
  name: string;
  type: CustomFieldKind;
  unit?: string | null;
  showOnCard?: boolean;
  options: readonly CustomFieldOptionView[];
}

/** A card's value of a field, shaped by the field's kind (ids for options and people, `YYYY-MM-DD` for dates). */
export type CustomFieldValue = string | number | boolean | readonly string[];

/** Someone a person field may name. */
export interface FieldPerson {
  id: string;
  name: string;
}

/** One "show on card" value on a tile, already in words. */
export interface CardFieldChip {
  id: string;
  name: string;
  text: string;
  color?: LabelColor;
}
