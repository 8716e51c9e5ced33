import type { CustomFieldKind, CustomFieldValue } from './types';

/** The input a field typed as text is edited in: the kinds without a picker of their own. */
export type FieldTextInput = 'text' | 'number' | 'date' | 'url';

/**
 * The input for a field edited as text, as the card drawer and the table's cells both show it:
 * numbers, dates and links get the browser's own input for them, every other kind plain text.
 */
export function fieldTextInput(kind: CustomFieldKind): FieldTextInput {
  return kind === 'number' || kind === 'date' || kind === 'url' ? kind : 'text';
}

/** The value to store for what was typed into a field's text input: empty clears it, a number field keeps a number. */
export function fieldValueFromText(kind: CustomFieldKind, text: string): CustomFieldValue | null {
  if (text === '') return null;
  return kind === 'number' ? Number(text) : text;
}
