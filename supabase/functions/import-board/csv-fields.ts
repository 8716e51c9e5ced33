// A CSV file's columns that are none of the built-in ones, read as custom
// fields. Each column gets a proposed type from its cells (propose):
// checkbox when every cell is yes/no-like, number when every one is a
// number, date when every one is a day (YYYY-MM-DD), URL, person when every
// one is an address, single select when a few values repeat, else text. A
// column export-board wrote names its type in its header ("Stage
// [single_select: Draft:gray; Final:green]", "Estimate (h) [number]") and
// keeps it, a select its options in their order and colours. The importer may
// choose another type, another name or to skip it (the import's `columns`);
// a column they did not name becomes what was proposed. Pure: cells in,
// fields and values out, what is left out said in the report.
import { restoreFormula } from '../_shared/csv-formula.ts';
import { FunctionError } from '../_shared/http.ts';
import { type ImportBoardInput, TEXT_LIMITS } from '../_shared/sdk/inputs.js';
import {
  clamp,
  type ImportField,
  type ImportFieldValue,
  isPaletteColor,
  type LabelColor,
  type Report,
} from './content.ts';
import { FIELD_TYPES, type FieldType, isDay } from './fields.ts';


// Plain decimal notation only: "1,5", "0x10" or "1e400" are text to a person reading the sheet too.
const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d{1,3})?$/;

/** A number a number field holds (private.check_card_field_value: below a million billion). */
export function csvNumber(text: string): number | null {
  if (!NUMBER.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) && Math.abs(value) < 1e15 ? value : null;
}

const TRUE = new Set(['true', 'yes', 'y', 'x', '1']);
const FALSE = new Set(['false', 'no', 'n', '0']);
/** A checkbox cell as true or false; null when it says neither. */
export function csvCheckbox(text: string): boolean | null {
  const word = text.toLowerCase();
  return TRUE.has(word) ? true : FALSE.has(word) ? false : null;
}

const URL_SHAPE = /^https?:\/\/[^\s\p{Cc}]+$/iu;
const isUrl = (text: string) =>
  URL_SHAPE.test(text) && Array.from(text).length <= TEXT_LIMITS.customFieldUrl.max;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isAddress = (text: string) => text.length <= TEXT_LIMITS.email.max && EMAIL.test(text);

/** A multi select's cell holds its options separated by ";" (as export-board writes them). */
export const optionsOf = (text: string): string[] =>
  text
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean);

/** Most distinct values a column may have to be proposed as a single select. */
export const SELECT_PROPOSAL_MAX = 10;

/**
 * The type proposed for a column from its cells (trimmed); null when every
 * cell is empty. "0"/"1" are numbers; a checkbox column says yes/no in words
 * (or "x").
 */
export function proposeType(cells: readonly string[]): FieldType | null {
  const filled = cells.filter((cell) => cell !== '');
  if (filled.length === 0) return null;
  if (filled.every((cell) => csvNumber(cell) !== null)) return 'number';
  if (filled.every((cell) => csvCheckbox(cell) !== null)) return 'checkbox';
  if (filled.every((cell) => isDay(cell))) return 'date';
  if (filled.every(isUrl)) return 'url';
  if (filled.every(isAddress)) return 'person';
  const distinct = new Set(filled);
  if (
    distinct.size <= SELECT_PROPOSAL_MAX &&
    distinct.size < filled.length &&
    [...distinct].every((value) => Array.from(value).length <= TEXT_LIMITS.customFieldOption.max)
  ) {
    return 'single_select';
  }
  return 'text';
}

const UNIT = /^(.+?)\s*\(([^()]+)\)$/;
// export-board's field header: "Name (unit) [type]", a select's options after its type ("[single_select: Draft:gray; Final:green]").
const EXPORTED = new RegExp(`^(.*?\\S)\\s*\\[(${FIELD_TYPES.join('|')})(?::\\s*(.*))?\\]$`, 's');

/** The options an export's header names, in order, each with its colour (gray when it names none of the palette). */
function headerOptions(text: string | undefined): { label: string; color: LabelColor }[] {
  return optionsOf(text ?? '').map((option) => {
    const colon = option.lastIndexOf(':');
    const color = colon > 0 ? option.slice(colon + 1).trim() : '';
    return isPaletteColor(color)
      ? { label: option.slice(0, colon).trim(), color }
      : { label: option, color: 'gray' as const };
  });
}

/** How a mapping names a column: its header trimmed, cut to `TEXT_LIMITS.importColumn.max` characters. */
export const columnKey = (header: string): string =>
  Array.from(header.trim()).slice(0, TEXT_LIMITS.importColumn.max).join('').trim();

/** One extra column and what the import proposes it becomes. */
export interface CsvColumnProposal {
  /** Its header as a mapping names it. */
  column: string;
  /** The field's proposed name: the header, without export-board's type and a number's unit. */
  name: string;
  /** null: every cell is empty, so it makes no field unless chosen. */
  type: FieldType | null;
  unit: string | null;
  /** The header is export-board's, naming the field's own type. */
  exported: boolean;
  /** Every filled cell is an address, so the column can be a person field. */
  person: boolean;
  /** Its first few distinct values, to choose by (each cut to an option's length). */
  samples: string[];
  /** A select's options as an export's header names them (else its options are its values). */
  options: { label: string; color: LabelColor }[];
}

interface Column extends CsvColumnProposal {
  /** The column's place in a row. */
  at: number;
}

/** The importer's choice per column, by {@link columnKey}. */
export type CsvColumns = NonNullable<ImportBoardInput['columns']>;

const cellOf = (row: readonly string[], at: number) => restoreFormula((row[at] ?? '').trim()).trim();

/**
 * The columns of `header` not in `builtIn` (their indexes), in the file's
 * order, each with its proposal. A column without a name, or with the name
 * of an earlier one (any case), is left out and reported.
 */
export function proposeColumns(
  header: readonly string[],
  builtIn: ReadonlySet<number>,
  rows: readonly (readonly string[])[],
  report: Report,
): Column[] {
  const columns: Column[] = [];
  const seen = new Set<string>();
  header.forEach((raw, at) => {
    if (builtIn.has(at)) return;
    const column = columnKey(raw);
    if (column === '') {
      report.skip('field', `column ${String(at + 1)}`, 'empty');
      return;
    }
    if (seen.has(column.toLowerCase())) {
      report.skip('field', column, 'duplicate');
      return;
    }
    seen.add(column.toLowerCase());
    const cells = rows.map((row) => cellOf(row, at));
    // The whole header: a select's options may run past the part that names the column.
    const exported = EXPORTED.exec(raw.trim());
    const type = exported ? (exported[2] as FieldType) : proposeType(cells);
    const heading = exported ? exported[1]! : column;
    const unitMatch = type === 'number' ? UNIT.exec(heading) : null;
    const name = clamp(unitMatch ? unitMatch[1] : heading, 'customFieldName', report, column);
    const unit = unitMatch ? clamp(unitMatch[2], 'customFieldUnit', report, column) : '';
    const filled = cells.filter((cell) => cell !== '');
    columns.push({
      at,
      column,
      name,
      type,
      unit: unit || null,
      exported: exported !== null,
      person: filled.length > 0 && filled.every(isAddress),
      samples: [...new Set(filled)]
        .slice(0, 3)
        .map((value) => Array.from(value).slice(0, TEXT_LIMITS.customFieldOption.max).join('')),
      options: exported ? headerOptions(exported[3]) : [],
    });
  });
  return columns;
}

/** The custom fields of a CSV file's extra columns, and each row's values of them. */
export interface CsvFields {
  readonly fields: ImportField[];
  /** A row's values (empty cells have none); one that does not fit its field is reported by row and column. */
  valuesOf(row: readonly string[], line: string, title: string): ImportFieldValue[];
}

interface Made {
  at: number;
  field: number;
  type: FieldType;
  name: string;
  /** A select's options: the cell's text to the option's index. */
  options: Map<string, number>;
}

/**
 * Reads the extra columns as fields, as `columns` chose them (else as
 * proposed). A mapping that names no column of the file is refused; a field
 * whose name an earlier one has is left out and reported. A select's options
 * are its distinct values, in the order the file first has them (more than
 * a field may have are refused by `checkLimits`, before any write).
 */
export function readCsvFields(
  header: readonly string[],
  builtIn: ReadonlySet<number>,
  rows: readonly (readonly string[])[],
  report: Report,
  columns: CsvColumns = {},
): CsvFields {
  const proposals = proposeColumns(header, builtIn, rows, report);
  const known = new Set(proposals.map((p) => p.column));
  const unknown = Object.keys(columns).find((key) => !known.has(key));
  if (unknown !== undefined) {
    throw new FunctionError(
      'validation',
      `The file has no column "${unknown.slice(0, 60)}" to import as a field.`,
      'unknown_column',
    );
  }
  const fields: ImportField[] = [];
  const made: Made[] = [];
  const names = new Set<string>();
  for (const proposal of proposals) {
    const choice = columns[proposal.column];
    if (choice === 'skip') continue;
    const type = choice ? choice.type : proposal.type;
    if (type === null) {
      report.skip('field', proposal.column, 'empty');
      continue;
    }
    const name = choice ? choice.name : proposal.name;
    if (names.has(name.toLowerCase())) {
      report.skip('field', proposal.column, 'duplicate');
      continue;
    }
    names.add(name.toLowerCase());
    const unit = type !== 'number' ? null : choice ? (choice.unit ?? null) : proposal.unit;
    const options = new Map<string, number>();
    const labels: ImportField['options'] = [];
    if (type === 'single_select' || type === 'multi_select') {
      const byLabel = new Map<string, number>();
      // An export's options first, in its order and colours; then any other value the cells hold.
      for (const option of proposal.options) {
        const label = clamp(option.label, 'customFieldOption', report, `${name}: ${option.label}`);
        if (!label || byLabel.has(label)) continue;
        byLabel.set(label, labels.length);
        options.set(option.label, labels.length);
        labels.push({ label, color: option.color });
      }
      for (const row of rows) {
        const text = cellOf(row, proposal.at);
        for (const value of type === 'multi_select' ? optionsOf(text) : text === '' ? [] : [text]) {
          if (options.has(value)) continue;
          const label = clamp(value, 'customFieldOption', report, `${name}: ${value}`);
          let index = byLabel.get(label);
          if (index === undefined) {
            index = labels.length;
            labels.push({ label, color: 'gray' });
            byLabel.set(label, index);
          }
          options.set(value, index);
        }
      }
    }
    made.push({ at: proposal.at, field: fields.length, type, name, options });
    fields.push({ name, type, unit, show_on_card: false, options: labels });
  }

  return {
    fields,
    valuesOf(row, line, title) {
      const values: ImportFieldValue[] = [];
      for (const column of made) {
        const text = cellOf(row, column.at);
        if (text === '') continue;
        const value = readCell(column, text, title, report);
        if (value === 'invalid') report.skip('field_value', `${line}, ${column.name}`, 'invalid_value');
        else if (value !== null) values.push(value);
      }
      return values;
    },
  };
}

/** A cell as its field's value, checked as the database would; null when already reported. */
function readCell(
  column: Made,
  text: string,
  title: string,
  report: Report,
): ImportFieldValue | 'invalid' | null {
  const field = column.field;
  switch (column.type) {
    case 'text': {
      const kept = clamp(text, 'customFieldText', report, `${column.name} on "${title}"`);
      return kept ? { field, value: kept } : null;
    }
    case 'number': {
      const value = csvNumber(text);
      return value === null ? 'invalid' : { field, value };
    }
    case 'date':
      return isDay(text) ? { field, value: text } : 'invalid';
    case 'checkbox': {
      const value = csvCheckbox(text);
      return value === null ? 'invalid' : { field, value };
    }
    case 'url':
      return isUrl(text) ? { field, value: text } : 'invalid';
    case 'single_select': {
      const option = column.options.get(text);
      return option === undefined ? 'invalid' : { field, value: option };
    }
    case 'multi_select': {
      const picked = [...new Set(optionsOf(text).flatMap((value) => column.options.get(value) ?? []))];
      return picked.length === 0 ? 'invalid' : { field, value: picked.map(String) };
    }
    case 'person': {
      if (isAddress(text)) return { field, person_email: text.toLowerCase() };
      report.skip('field_value', `${text.slice(0, 60)} in ${column.name} on "${title}"`, 'no_email');
      return null;
    }
  }
}
