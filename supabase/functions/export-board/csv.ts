// The CSV form of an export (written by csv-stringify).
import { stringify } from 'csv-stringify/sync';
import { neutraliseFormula } from '../_shared/csv-formula.ts';

interface CsvList {
  id: string;
  name: string;
}
/** The parts of an exported card its CSV row shows. */
export interface CsvCard {
  list_id: string;
  title: string;
  description: string;
  start_at: string | null;
  due_at: string | null;
  completed_at: string | null;
  archived_at: string | null;
  labels: { name: string; color: string }[];
  assignees: { user_id: string; profile: { display_name: string } | null }[];
  checklist: {
    body: string;
    done: boolean;
    checklist?: string;
    due_at?: string | null;
    assignee?: { name: string | null; email: string | null } | null;
  }[];
  comments: { deleted_at: string | null }[];
  /** A person value also names the person (`email` only for owners and admins). */
  field_values: {
    field_id: string;
    value: unknown;
    person?: { name: string | null; email: string | null };
  }[];
}
/** The parts of a custom field its CSV column shows. */
export interface CsvField {
  id: string;
  name: string;
  type: string;
  unit: string | null;
  options: { id: string; label: string; color: string }[];
}

/**
 * A field's column header: its name, a number's unit in round brackets and
 * its type in square ones, a select's options (in order, with colours) after
 * the type: "Estimate (h) [number]", "Stage [single_select: Draft:gray; Final:green]".
 * import-board reads it back as the same field.
 */
export function fieldHeader(field: CsvField): string {
  const name = field.unit ? `${field.name} (${field.unit})` : field.name;
  const options =
    field.type === 'single_select' || field.type === 'multi_select'
      ? `: ${field.options.map((option) => `${option.label}:${option.color}`).join('; ')}`
      : '';
  return `${name} [${field.type}${field.options.length > 0 ? options : ''}]`;
}

/** A field's value as a spreadsheet cell: options by label, a person by address (or name). */
function fieldCell(field: CsvField, entry: CsvCard['field_values'][number] | undefined): unknown {
  if (entry === undefined) return null;
  const label = (id: unknown) => field.options.find((option) => option.id === id)?.label ?? '';
  switch (field.type) {
    case 'single_select':
      return label(entry.value);
    case 'multi_select':
      return Array.isArray(entry.value) ? entry.value.map(label).join('; ') : '';
    case 'person':
      return entry.person?.email ?? entry.person?.name ?? '';
    default:
      return entry.value;
  }
}

/** An item's text on one line: its line breaks would shift the lines of the columns beside it. */
const oneLine = (text: string) => text.replace(/\s*(?:\r\n|\r|\n)\s*/g, ' ');

/**
 * A board as CSV that import-board reads back: labels as "name:colour",
 * assignees by address (names when the caller may not see addresses), the
 * checklist as one "[x] item" per line (an item's own line breaks become
 * spaces), and beside it, line for line, each item's checklist name
 * (`checklist_name`), owner (`checklist_owner`: an address, or a name when
 * the caller may not see addresses) and due date (`checklist_due`: ISO 8601),
 * an empty line where an item has none; then one column per custom field
 * (headed by {@link fieldHeader}, so an import makes the same field again).
 */
export function toCsv(
  lists: CsvList[],
  fields: CsvField[],
  cards: CsvCard[],
  emails: Map<string, string>,
): string {
  const listName = new Map(lists.map((l) => [l.id, l.name]));
  const header = [
    'list',
    'title',
    'description',
    'start_at',
    'due_at',
    'completed_at',
    'archived_at',
    'labels',
    'assignees',
    'checklist',
    'checklist_name',
    'checklist_owner',
    'checklist_due',
    'checklist_done',
    'checklist_total',
    'comments',
    ...fields.map(fieldHeader),
  ];
  const rows = cards.map((c) => [
    listName.get(c.list_id) ?? '',
    c.title,
    c.description,
    c.start_at,
    c.due_at,
    c.completed_at,
    c.archived_at,
    c.labels.map((l) => `${l.name}:${l.color}`).join('; '),
    c.assignees.map((a) => emails.get(a.user_id) ?? a.profile?.display_name ?? a.user_id).join('; '),
    c.checklist.map((i) => `[${i.done ? 'x' : ' '}] ${oneLine(i.body)}`).join('\n'),
    c.checklist.map((i) => oneLine(i.checklist ?? '')).join('\n'),
    c.checklist.map((i) => i.assignee?.email ?? i.assignee?.name ?? '').join('\n'),
    c.checklist.map((i) => i.due_at ?? '').join('\n'),
    c.checklist.filter((i) => i.done).length,
    c.checklist.length,
    c.comments.filter((m) => m.deleted_at === null).length,
    ...fields.map((field) =>
      fieldCell(
        field,
        c.field_values.find((v) => v.field_id === field.id),
      ),
    ),
  ]);
  // Every cell quoted and CRLF rows (RFC 4180), formulas neutralised for spreadsheets.
  return stringify([header, ...rows], {
    quoted: true,
    quoted_empty: true,
    record_delimiter: 'windows',
    // A checkbox value reads true/false, not csv-stringify's 1/empty.
    cast: { string: neutraliseFormula, boolean: String },
  });
}
