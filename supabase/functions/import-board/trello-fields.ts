// Trello's custom fields (the board's `customFields`, each card's
// `customFieldItems`) in the shape of a Teamboard export's fields and values,
// so one reader (fields.ts) checks and reports both formats alike. Trello's
// "list" is a single select; a date keeps its day (Trello stores a moment);
// numbers and checkboxes come as text and are read back as what they say.
import { isObject } from './content.ts';

const TYPES = new Map([
  ['text', 'text'],
  ['number', 'number'],
  ['date', 'date'],
  ['checkbox', 'checkbox'],
  ['list', 'single_select'],
]);

interface TrelloField {
  id: string;
  name?: unknown;
  type?: unknown;
  options?: unknown;
  display?: { cardFront?: unknown };
}

const position = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

/** The board's fields as a Teamboard export writes them; an unknown type passes on, to be reported. */
export function trelloFields(value: unknown, color: (trello: unknown) => string): unknown[] {
  const fields = (Array.isArray(value) ? value.filter(isObject) : []).sort(
    (a, b) => position(a.pos) - position(b.pos),
  );
  return fields.map((raw) => {
    const field = raw as unknown as TrelloField;
    const options = (Array.isArray(field.options) ? field.options.filter(isObject) : [])
      .sort((a, b) => position(a.pos) - position(b.pos))
      .map((option) => ({
        id: option.id,
        label: isObject(option.value) ? option.value.text : undefined,
        color: color(option.color),
      }));
    return {
      id: field.id,
      name: field.name,
      type: typeof field.type === 'string' ? (TYPES.get(field.type) ?? field.type) : field.type,
      show_on_card: isObject(field.display) && field.display.cardFront === true,
      options,
    };
  });
}

/** A card's `customFieldItems` as a Teamboard export's `field_values`, each read by its field's type. */
export function trelloFieldValues(items: unknown, types: ReadonlyMap<string, string>): unknown[] {
  return (Array.isArray(items) ? items.filter(isObject) : []).map((item) => {
    const fieldId = item.idCustomField;
    const value = isObject(item.value) ? item.value : {};
    const type = typeof fieldId === 'string' ? types.get(fieldId) : undefined;
    return { field_id: fieldId, value: valueOf(type, value, item.idValue) };
  });
}

function valueOf(type: string | undefined, value: Record<string, unknown>, optionId: unknown): unknown {
  switch (type) {
    case 'text':
      return value.text;
    case 'number':
      return typeof value.number === 'string' && value.number.trim() !== ''
        ? Number(value.number)
        : undefined;
    case 'date':
      return typeof value.date === 'string' ? value.date.slice(0, 10) : undefined;
    case 'checkbox':
      return value.checked === 'true' || value.checked === true;
    case 'list':
      return optionId;
    default:
      return undefined;
  }
}
