// The board an import creates, as the `import_board` RPC takes it, and the
// report of what did not make it. Both file formats are read into this one
// shape; text is clamped to the product's lengths here, so the database's
// CHECKs only ever see valid rows.
import { FunctionError } from '../_shared/http.ts';
import { LABEL_COLORS, LIMITS, TEXT_LIMITS } from '../_shared/sdk/inputs.js';

export type LabelColor = (typeof LABEL_COLORS)[number];

export interface ImportList {
  name: string;
  archived: boolean;
}
export interface ImportLabel {
  name: string;
  color: LabelColor;
}
export interface ImportCard {
  /** Index into `lists`. */
  list: number;
  title: string;
  description: string;
  /** Never after `due_at` (the database's CHECK): {@link startDate} drops such a start. */
  start_at?: string | null;
  due_at: string | null;
  completed: boolean;
  archived: boolean;
  /** Indexes into `labels`. */
  labels: number[];
  assignee_emails: string[];
  /** `checklist` names the checklist an item belongs to (several per card); '' or absent for the unnamed one. */
  checklist: ImportItem[];
  /** Text (written by the importer), or a comment by someone in the source, kept with their name and date. */
  comments: (string | ImportComment)[];
  /** Indexes into `cards` of the cards this one waits on (a Teamboard export's dependencies). */
  blocked_by?: number[];
  /** Custom field values (a Teamboard export's): see {@link ImportFieldValue}. */
  fields?: ImportFieldValue[];
  /**
   * A Teamboard export's repeat rule. `import_board` ignores it: it is set on
   * the new card afterwards through `set_card_recurrence`, which checks it as
   * for any edit.
   */
  recurrence?: ImportRecurrence;
  /**
   * The tile's cover colour (a Trello card's cover colour, a Teamboard export's). Like the repeat
   * rule it is set on the new card afterwards, as an edit the server checks; an image cover needs
   * its file, which neither export carries.
   */
  cover_color?: LabelColor;
  /** A Teamboard export's card template: made a template again afterwards, through `set_card_template`. */
  template?: boolean;
}
/**
 * A checklist item. Its owner is found as a card's assignees are: the
 * workspace member with `assignee_email`, else (a Teamboard export of this
 * workspace) the member with `assignee_id`; `import_board` keeps them only
 * when they can see the board and reports the others.
 */
export interface ImportItem {
  body: string;
  done: boolean;
  checklist?: string;
  due_at?: string | null;
  assignee_email?: string | null;
  assignee_id?: string | null;
}
export interface ImportRecurrence {
  rrule: string;
  dtstart: string;
  time_zone: string;
  mode: 'copy' | 'reopen';
  /** Copy mode: index into `lists` the copies go to; null for the card's own list. */
  list: number | null;
}
/** A custom field of the board; a select's options in order. */
export interface ImportField {
  name: string;
  type: string;
  unit: string | null;
  show_on_card: boolean;
  options: { label: string; color: LabelColor }[];
}
/**
 * A card's value of `fields[field]`: a select names options by index (a
 * multi select as an array of index strings), a person field by address.
 */
export type ImportFieldValue = { field: number; value: unknown } | { field: number; person_email: string };
/** A comment as its author wrote it where it came from: `import_board` matches the author by address. */
export interface ImportComment {
  body: string;
  author_name: string;
  author_email: string | null;
  created_at: string | null;
}
export interface ImportContent {
  name: string;
  description: string;
  /** The zone the board's schedules count in (a Teamboard export's, else the importer's); absent, UTC. */
  time_zone?: string;
  lists: ImportList[];
  labels: ImportLabel[];
  fields?: ImportField[];
  cards: ImportCard[];
}

/** Something of the file left out or shortened, and why (a stable code). */
export interface Skipped {
  kind:
    | 'list'
    | 'card'
    | 'label'
    | 'checklist_item'
    | 'comment'
    | 'assignee'
    | 'due_date'
    | 'start_date'
    | 'attachment'
    | 'text'
    | 'dependency'
    | 'field'
    | 'field_value'
    | 'recurrence';
  /** The item's name in the file, as far as it has one. */
  item: string;
  reason:
    | 'empty'
    | 'truncated'
    | 'duplicate'
    | 'unknown_list'
    | 'invalid_date'
    | 'after_due'
    | 'no_email'
    | 'not_a_member'
    | 'unsupported'
    | 'not_in_file'
    | 'unknown_field'
    | 'invalid_value';
}

/** Collects what was left out while a file is read. */
export class Report {
  readonly skipped: Skipped[] = [];
  skip(kind: Skipped['kind'], item: string, reason: Skipped['reason']): void {
    this.skipped.push({ kind, item: item.slice(0, 120), reason });
  }
}

type TextField = keyof typeof TEXT_LIMITS;

/**
 * Trimmed text cut to the field's length in code points (what Postgres'
 * char_length counts), noting a cut in the report; '' when nothing is left.
 */
export function clamp(value: unknown, field: TextField, report: Report, item: string): string {
  const text = typeof value === 'string' ? value.trim() : '';
  const chars = Array.from(text);
  const max = TEXT_LIMITS[field].max;
  if (chars.length <= max) return text;
  report.skip('text', `${item} (${field})`, 'truncated');
  return chars.slice(0, max).join('').trim();
}

/** An ISO date-time, or null (noted under `kind` when the file had something unreadable). */
function isoDate(
  value: unknown,
  kind: 'due_date' | 'start_date',
  report: Report,
  item: string,
): string | null {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === ''))
    return null;
  const text = String(value).trim();
  const time = /^\d{4}-\d{2}-\d{2}/.test(text) ? Date.parse(text) : Number.NaN;
  if (Number.isNaN(time)) {
    report.skip(kind, item, 'invalid_date');
    return null;
  }
  return new Date(time).toISOString();
}

/** An ISO date-time for a due date, or null (noted when the file had something unreadable). */
export function dueDate(value: unknown, report: Report, item: string): string | null {
  return isoDate(value, 'due_date', report, item);
}

/**
 * An ISO date-time for a start date, or null: unreadable, or after the card's
 * due date (which the database would refuse, failing the whole import).
 */
export function startDate(value: unknown, dueAt: string | null, report: Report, item: string): string | null {
  const start = isoDate(value, 'start_date', report, item);
  if (start !== null && dueAt !== null && Date.parse(start) > Date.parse(dueAt)) {
    report.skip('start_date', item, 'after_due');
    return null;
  }
  return start;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An item's owner as the RPC takes it, from an address and a user id (either
 * may be missing); someone the file names with neither is reported as `no_email`.
 */
export function itemOwner(
  email: unknown,
  id: unknown,
  report: Report,
  item: string,
): Pick<ImportItem, 'assignee_email' | 'assignee_id'> {
  const address = typeof email === 'string' && email.includes('@') ? email.trim().slice(0, 320) : null;
  const userId = typeof id === 'string' && UUID.test(id) ? id : null;
  if (address === null && userId === null) {
    report.skip('assignee', item, 'no_email');
    return {};
  }
  return {
    ...(address === null ? {} : { assignee_email: address }),
    ...(userId === null ? {} : { assignee_id: userId }),
  };
}

/** A card's start and due dates as the RPC takes them; the due date decides whether the start stays. */
export function dates(
  start: unknown,
  due: unknown,
  report: Report,
  item: string,
): Pick<ImportCard, 'start_at' | 'due_at'> {
  const dueAt = dueDate(due, report, item);
  return { start_at: startDate(start, dueAt, report, item), due_at: dueAt };
}

/**
 * Refuses a board the database would refuse anyway, before anything is
 * written (§9): an import writes all of it in one request, so every row it
 * brings in counts, archived cards as much as open ones. `import_board`
 * checks the same limits again.
 */
export function checkLimits(content: ImportContent): void {
  const refuse = (message: string, limit: keyof typeof LIMITS) => {
    throw new FunctionError('limit-reached', message, limit);
  };
  if (content.lists.length > LIMITS.listsPerBoard) {
    refuse(
      `The file has ${content.lists.length} lists; a board can have at most ${LIMITS.listsPerBoard}.`,
      'listsPerBoard',
    );
  }
  if (content.labels.length > LIMITS.labelsPerBoard) {
    refuse(
      `The file has ${content.labels.length} labels; a board can have at most ${LIMITS.labelsPerBoard}.`,
      'labelsPerBoard',
    );
  }
  if (content.cards.length > LIMITS.cardsPerBoard) {
    refuse(
      `The file has ${content.cards.length} cards, archived ones included; an import can bring in at most ${LIMITS.cardsPerBoard}.`,
      'cardsPerBoard',
    );
  }
  const fields = content.fields ?? [];
  if (fields.length > LIMITS.customFieldsPerBoard) {
    refuse(
      `The file has ${fields.length} custom fields; a board can have at most ${LIMITS.customFieldsPerBoard}.`,
      'customFieldsPerBoard',
    );
  }
  for (const field of fields) {
    if (field.options.length > LIMITS.optionsPerCustomField) {
      refuse(
        `The field "${field.name}" has ${field.options.length} options; a field can have at most ${LIMITS.optionsPerCustomField}.`,
        'optionsPerCustomField',
      );
    }
  }
  let comments = 0;
  let items = 0;
  let links = 0;
  for (const card of content.cards) {
    if (card.checklist.length > LIMITS.checklistItemsPerCard) {
      refuse(
        `The card "${card.title}" has ${card.checklist.length} checklist items; a card can have at most ${LIMITS.checklistItemsPerCard}.`,
        'checklistItemsPerCard',
      );
    }
    comments += card.comments.length;
    items += card.checklist.length;
    links += card.blocked_by?.length ?? 0;
  }
  if (links > LIMITS.dependenciesPerImport) {
    refuse(
      `The file has ${links} dependencies; an import can bring in at most ${LIMITS.dependenciesPerImport}.`,
      'dependenciesPerImport',
    );
  }
  if (comments > LIMITS.commentsPerImport) {
    refuse(
      `The file has ${comments} comments; an import can bring in at most ${LIMITS.commentsPerImport}.`,
      'commentsPerImport',
    );
  }
  if (items > LIMITS.checklistItemsPerImport) {
    refuse(
      `The file has ${items} checklist items; an import can bring in at most ${LIMITS.checklistItemsPerImport}.`,
      'checklistItemsPerImport',
    );
  }
}

/** Labels by name and colour, each kept once; returns the index of the one asked for. */
export class LabelSet {
  readonly labels: ImportLabel[] = [];
  private readonly index = new Map<string, number>();
  add(name: string, color: LabelColor): number {
    const key = `${name.toLowerCase()}\u0000${color}`;
    const known = this.index.get(key);
    if (known !== undefined) return known;
    this.labels.push({ name, color });
    this.index.set(key, this.labels.length - 1);
    return this.labels.length - 1;
  }
}

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
/** The objects of an array that have a string `id`; anything else in the file is ignored. */
export const objects = <T>(value: unknown): T[] =>
  Array.isArray(value) ? (value.filter((v) => isObject(v) && typeof v.id === 'string') as T[]) : [];

/** A colour's name as a label name, for labels that have only a colour. */
export const colorName = (color: LabelColor): string => color.charAt(0).toUpperCase() + color.slice(1);

export const isPaletteColor = (value: string): value is LabelColor =>
  (LABEL_COLORS as readonly string[]).includes(value);
