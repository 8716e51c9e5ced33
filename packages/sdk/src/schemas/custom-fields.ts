import * as z from 'zod/mini';
import { LIMITS, TEXT_LIMITS } from '../constants';
import { hasChanges, NOTHING_TO_UPDATE } from './changes';
import { idSchema, labelColorSchema } from './fields';
import { boundedText } from './text';

/** The kinds of custom field, as the `custom_field_type` enum of the database has them. */
export const CUSTOM_FIELD_TYPES = [
  'text',
  'number',
  'date',
  'single_select',
  'multi_select',
  'checkbox',
  'url',
  'person',
] as const;
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number];

export const customFieldTypeSchema = z.enum(CUSTOM_FIELD_TYPES, { error: 'Pick a field type.' });
export const customFieldNameSchema = boundedText('Field name', TEXT_LIMITS.customFieldName);
export const customFieldOptionLabelSchema = boundedText('Option', TEXT_LIMITS.customFieldOption);
/** `null` removes the unit. Only number fields have one (the database refuses it elsewhere). */
export const customFieldUnitSchema = z.nullable(boundedText('Unit', TEXT_LIMITS.customFieldUnit));

const newOptionSchema = z.object({
  label: customFieldOptionLabelSchema,
  color: z.optional(labelColorSchema),
});

const positionSchema = z
  .number({ error: 'Position must be a number.' })
  .check(z.refine(Number.isFinite, { error: 'Position must be a finite number.' }));

export const createCustomFieldInput = z.object({
  boardId: idSchema,
  name: customFieldNameSchema,
  type: customFieldTypeSchema,
  unit: z.optional(customFieldUnitSchema),
  showOnCard: z.optional(z.boolean({ error: 'Show on card must be true or false.' })),
  /** A select field's first options, in order. */
  options: z.optional(
    z.array(newOptionSchema).check(
      z.maxLength(LIMITS.optionsPerCustomField, {
        error: `A field can have at most ${String(LIMITS.optionsPerCustomField)} options.`,
      }),
    ),
  ),
});

/**
 * Everything an admin changes about a field: its name, unit, place and "show
 * on card", and its options: new ones (appended), changed ones (label,
 * colour, position: a reorder is new positions) and removed ones.
 */
export const updateCustomFieldInput = z
  .object({
    fieldId: idSchema,
    name: z.optional(customFieldNameSchema),
    unit: z.optional(customFieldUnitSchema),
    showOnCard: z.optional(z.boolean({ error: 'Show on card must be true or false.' })),
    position: z.optional(positionSchema),
    addOptions: z.optional(
      z.array(newOptionSchema).check(
        z.maxLength(LIMITS.optionsPerCustomField, {
          error: `A field can have at most ${String(LIMITS.optionsPerCustomField)} options.`,
        }),
      ),
    ),
    updateOptions: z.optional(
      z
        .array(
          z
            .object({
              optionId: idSchema,
              label: z.optional(customFieldOptionLabelSchema),
              color: z.optional(labelColorSchema),
              position: z.optional(positionSchema),
            })
            .check(z.refine(hasChanges(['label', 'color', 'position']), { error: NOTHING_TO_UPDATE })),
        )
        .check(z.maxLength(LIMITS.optionsPerCustomField, { error: 'Too many options at once.' })),
    ),
    removeOptionIds: z.optional(
      z
        .array(idSchema)
        .check(z.maxLength(LIMITS.optionsPerCustomField, { error: 'Too many options at once.' })),
    ),
  })
  .check(
    z.refine(
      hasChanges([
        'name',
        'unit',
        'showOnCard',
        'position',
        'addOptions',
        'updateOptions',
        'removeOptionIds',
      ]),
      { error: NOTHING_TO_UPDATE },
    ),
  );

/**
 * A value as the field's type takes it: text and URL a string, number a
 * number, date `YYYY-MM-DD`, single select an option id, multi select option
 * ids, checkbox a boolean, person a user id. The shape is checked here; that
 * it fits the field's type, its options and the board's people, by the
 * database (`validation`, reason `value`).
 */
export const customFieldValueSchema = z.union(
  [
    z.string().check(
      z.refine((value) => value.trim().length > 0, { error: 'A value is required.', abort: true }),
      z.maxLength(Math.max(TEXT_LIMITS.customFieldText.max, TEXT_LIMITS.customFieldUrl.max), {
        error: `A value must be at most ${String(TEXT_LIMITS.customFieldUrl.max)} characters.`,
      }),
    ),
    z.number().check(z.refine(Number.isFinite, { error: 'A number must be finite.' })),
    z.boolean(),
    z
      .array(idSchema)
      .check(
        z.minLength(1, { error: 'Choose at least one option.' }),
        z.maxLength(LIMITS.optionsPerCustomField, { error: 'Too many options.' }),
      ),
  ],
  { error: 'A value is text, a number, true or false, or a list of option ids.' },
);
export type CustomFieldValue = z.output<typeof customFieldValueSchema>;

export const setCardFieldValueInput = z.object({
  cardId: idSchema,
  fieldId: idSchema,
  value: customFieldValueSchema,
});

export const cardFieldInput = z.object({ cardId: idSchema, fieldId: idSchema });

export type CreateCustomFieldInput = z.output<typeof createCustomFieldInput>;
export type UpdateCustomFieldInput = z.output<typeof updateCustomFieldInput>;
export type SetCardFieldValueInput = z.output<typeof setCardFieldValueInput>;
export type CardFieldInput = z.output<typeof cardFieldInput>;
