// A Teamboard export's custom fields (the board's `fields`, each card's
// `field_values`) read into what `import_board` takes: definitions in the
// file's order, values naming their field and options by index and a person
// by address. A value is kept only when it would pass the database's checks
// (private.check_card_field_value): anything else is reported, never sent,
// so one odd value cannot fail the whole import.
import { TEXT_LIMITS } from '../_shared/sdk/inputs.js';
import {
  clamp,
  type ImportField,
  type ImportFieldValue,
  isObject,
  isPaletteColor,
  type Report,
} from './content.ts';

/** The custom field types a board has (the `custom_fields.type` check), read from an export or a CSV header. */
export const FIELD_TYPES = [
  'text',
  'number',
  'date',
  'single_select',
  'multi_select',
  'checkbox',
  'url',
  'person',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];
const isType = (value: unknown): value is FieldType => (FIELD_TYPES as readonly unknown[]).includes(value);

interface KnownField {
  index: number;
  name: string;
  type: FieldType;
  /** The file's option ids, to the option's index among the kept ones. */
  options: Map<string, number>;
}

/** The file's fields as the RPC takes them, and how its values find them. */
export interface FieldSet {
  readonly fields: ImportField[];
  readonly byId: Map<string, KnownField>;
}

/** The board's field definitions; a field without a name or of an unknown type is left out and reported. */
export function readFields(value: unknown, report: Report): FieldSet {
  const fields: ImportField[] = [];
  const byId = new Map<string, KnownField>();
  for (const field of Array.isArray(value) ? value : []) {
    if (!isObject(field) || typeof field.id !== 'string') continue;
    const name = clamp(field.name, 'customFieldName', report, String(field.name ?? ''));
    if (!name) {
      report.skip('field', field.id, 'empty');
      continue;
    }
    if (!isType(field.type)) {
      report.skip('field', name, 'invalid_value');
      continue;
    }
    const options = new Map<string, number>();
    const kept: ImportField['options'] = [];
    if (field.type === 'single_select' || field.type === 'multi_select') {
      for (const option of Array.isArray(field.options) ? field.options : []) {
        if (!isObject(option) || typeof option.id !== 'string') continue;
        const label = clamp(
          option.label,
          'customFieldOption',
          report,
          `${name}: ${String(option.label ?? '')}`,
        );
        if (!label) continue;
        const color =
          typeof option.color === 'string' && isPaletteColor(option.color) ? option.color : 'gray';
        options.set(option.id, kept.length);
        kept.push({ label, color });
      }
    }
    const unit = field.type === 'number' ? clamp(field.unit, 'customFieldUnit', report, name) : '';
    byId.set(field.id, { index: fields.length, name, type: field.type, options });
    fields.push({
      name,
      type: field.type,
      unit: unit || null,
      show_on_card: field.show_on_card === true,
      options: kept,
    });
  }
  return { fields, byId };
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A real day as YYYY-MM-DD (2026-02-30 is not one). */
export function isDay(value: unknown): boolean {
  const match = typeof value === 'string' ? DAY.exec(value) : null;
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
const URL_SHAPE = /^https?:\/\/[^\s\p{Cc}]+$/iu;

/** One card's values; each one left out says why in the report. */
export function readFieldValues(
  entries: unknown,
  set: FieldSet,
  cardTitle: string,
  report: Report,
): ImportFieldValue[] {
  const values: ImportFieldValue[] = [];
  const seen = new Set<number>();
  for (const entry of Array.isArray(entries) ? entries : []) {
    if (!isObject(entry)) continue;
    const known = typeof entry.field_id === 'string' ? set.byId.get(entry.field_id) : undefined;
    if (known === undefined) {
      report.skip('field_value', `a field on "${cardTitle}"`, 'unknown_field');
      continue;
    }
    if (seen.has(known.index)) continue;
    const item = `${known.name} on "${cardTitle}"`;
    const value = readValue(known, entry, item, report);
    if (value === 'invalid') report.skip('field_value', item, 'invalid_value');
    else if (value !== null) {
      seen.add(known.index);
      values.push(value);
    }
  }
  return values;
}

/** The value as the RPC takes it, `null` when already reported, `'invalid'` when it cannot be kept. */
function readValue(
  field: KnownField,
  entry: Record<string, unknown>,
  item: string,
  report: Report,
): ImportFieldValue | 'invalid' | null {
  const { value } = entry;
  const at = field.index;
  switch (field.type) {
    case 'text': {
      if (typeof value !== 'string') return 'invalid';
      const text = clamp(value, 'customFieldText', report, item);
      return text ? { field: at, value: text } : 'invalid';
    }
    case 'url':
      return typeof value === 'string' &&
        URL_SHAPE.test(value) &&
        Array.from(value).length <= TEXT_LIMITS.customFieldUrl.max
        ? { field: at, value }
        : 'invalid';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) < 1e15
        ? { field: at, value }
        : 'invalid';
    case 'date':
      if (isDay(value)) return { field: at, value };
      report.skip('field_value', item, 'invalid_date');
      return null;
    case 'checkbox':
      return typeof value === 'boolean' ? { field: at, value } : 'invalid';
    case 'single_select': {
      const option = typeof value === 'string' ? field.options.get(value) : undefined;
      return option === undefined ? 'invalid' : { field: at, value: option };
    }
    case 'multi_select': {
      const ids = Array.isArray(value) ? value : [];
      const options = [...new Set(ids.flatMap((id) => field.options.get(String(id)) ?? []))];
      if (options.length < ids.length) report.skip('field_value', item, 'invalid_value');
      return options.length === 0 ? null : { field: at, value: options.map(String) };
    }
    case 'person': {
      const person = isObject(entry.person) ? entry.person : {};
      const email = typeof person.email === 'string' ? person.email.trim().toLowerCase() : '';
      if (email) return { field: at, person_email: email };
      const name = typeof person.name === 'string' ? person.name : 'Someone';
      report.skip('field_value', `${name} in ${item}`, 'no_email');
      return null;
    }
  }
}

/**
 * Person values whose address is no member of the workspace are left out
 * and reported (`import_board` would drop them without a word).
 */
export function keepMembers(
  cards: readonly { title: string; fields?: ImportFieldValue[] }[],
  fields: readonly ImportField[],
  memberEmails: ReadonlySet<string>,
  report: Report,
): void {
  for (const card of cards) {
    if (!card.fields) continue;
    card.fields = card.fields.filter((value) => {
      if (!('person_email' in value) || memberEmails.has(value.person_email)) return true;
      report.skip(
        'field_value',
        `${value.person_email} in ${fields[value.field]?.name ?? 'a field'} on "${card.title}"`,
        'not_a_member',
      );
      return false;
    });
  }
}
