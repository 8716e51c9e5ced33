import type { LabelColor } from '../label-chip';
import type { CardFieldChip, CustomFieldValue, CustomFieldView, FieldPerson } from './types';

/** The words a value may need, from the caller's catalogue. */
export interface FieldValueWords {
  yes: string;
  no: string;
  /** A person or option that is no longer there. */
  unknown: string;
}

/** A value as text in `locale`; dates are calendar days, shown without a time zone shift. */
export function formatFieldValue(
  field: CustomFieldView,
  value: CustomFieldValue,
  people: readonly FieldPerson[],
  locale: string,
  words: FieldValueWords,
): string {
  const option = (id: string) => field.options.find((o) => o.id === id)?.label ?? words.unknown;
  switch (field.type) {
    case 'number': {
      const number = new Intl.NumberFormat(locale).format(Number(value));
      return field.unit ? `${number} ${field.unit}` : number;
    }
    case 'date':
      return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date(`${String(value)}T00:00:00Z`),
      );
    case 'checkbox':
      return value === true ? words.yes : words.no;
    case 'single_select':
      return option(String(value));
    case 'multi_select':
      return (Array.isArray(value) ? value : [String(value)]).map(option).join(', ');
    case 'person':
      return people.find((p) => p.id === value)?.name ?? words.unknown;
    default:
      return String(value);
  }
}

/** The tile's chips: the "show on card" fields that have a value, in field order; a select keeps its option's colour. */
export function fieldChips(
  fields: readonly CustomFieldView[],
  values: Readonly<Record<string, CustomFieldValue>>,
  people: readonly FieldPerson[],
  locale: string,
  words: FieldValueWords,
): CardFieldChip[] {
  return fields.flatMap((field) => {
    const value = values[field.id];
    if (!field.showOnCard || value === undefined) return [];
    const color: LabelColor | undefined =
      field.type === 'single_select' ? field.options.find((o) => o.id === value)?.color : undefined;
    return [
      {
        id: field.id,
        name: field.name,
        text: formatFieldValue(field, value, people, locale, words),
        ...(color ? { color } : {}),
      },
    ];
  });
}
