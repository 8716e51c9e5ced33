// A CSV file's columns that are none of the built-in ones, read as custom
// fields: a column is a number field when every non-empty cell is a number,
// a date field when every one is a day (YYYY-MM-DD), else a text field. A
// number column's header "Estimate (h)" names the field "Estimate" with the
// unit "h", as export-board writes it. Pure: cells in, fields and values out,
// what is left out said in the report.
import { restoreFormula } from '../_shared/csv-formula.ts';
import { clamp, type ImportField, type ImportFieldValue, type Report } from './content.ts';
import { isDay } from './fields.ts';

export type CsvFieldType = 'number' | 'date' | 'text';

// Plain decimal notation only: "1,5", "0x10" or "1e400" are text to a person reading the sheet too.
const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d{1,3})?$/;

/** A number a number field holds (private.check_card_field_value: below a million billion). */
export function csvNumber(text: string): number | null {
  if (!NUMBER.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) && Math.abs(value) < 1e15 ? value : null;
}

/** The type of a column from its cells (trimmed); null when every cell is empty. */
export function inferFieldType(cells: readonly string[]): CsvFieldType | null {
  const filled = cells.filter((cell) => cell !== '');
  if (filled.length === 0) return null;
  if (filled.every((cell) => csvNumber(cell) !== null)) return 'number';
  if (filled.every((cell) => isDay(cell))) return 'date';
  return 'text';
}

const UNIT = /^(.+?)\s*\(([^()]+)\)$/;

interface Column {
  /** The column's place in a row. */
  at: number;
  /** Index into the fields. */
  field: number;
  type: CsvFieldType;
  name: string;
}

/** The custom fields of a CSV file's extra columns, and each row's values of them. */
export interface CsvFields {
  readonly fields: ImportField[];
  /** A row's values (empty cells have none); a text cut to length is reported under `title`. */
  valuesOf(row: readonly string[], title: string): ImportFieldValue[];
}

/**
 * Reads the columns of `header` not in `builtIn` (their indexes) as fields,
 * in the file's order. A column without a name, with the name of an earlier
 * one (any case) or without any value is left out and reported.
 */
export function readCsvFields(
  header: readonly string[],
  builtIn: ReadonlySet<number>,
  rows: readonly (readonly string[])[],
  report: Report,
): CsvFields {
  const cell = (row: readonly string[], at: number) => restoreFormula((row[at] ?? '').trim()).trim();
  const fields: ImportField[] = [];
  const columns: Column[] = [];
  const seen = new Set<string>();
  header.forEach((raw, at) => {
    if (builtIn.has(at)) return;
    const heading = raw.trim();
    if (heading === '') {
      report.skip('field', `column ${String(at + 1)}`, 'empty');
      return;
    }
    const type = inferFieldType(rows.map((row) => cell(row, at)));
    const unitMatch = type === 'number' ? UNIT.exec(heading) : null;
    const name = clamp(unitMatch ? unitMatch[1] : heading, 'customFieldName', report, heading);
    if (seen.has(name.toLowerCase())) {
      report.skip('field', heading, 'duplicate');
      return;
    }
    seen.add(name.toLowerCase());
    if (type === null) {
      report.skip('field', heading, 'empty');
      return;
    }
    const unit = unitMatch ? clamp(unitMatch[2], 'customFieldUnit', report, heading) : '';
    columns.push({ at, field: fields.length, type, name });
    fields.push({ name, type, unit: unit || null, show_on_card: false, options: [] });
  });

  return {
    fields,
    valuesOf(row, title) {
      const values: ImportFieldValue[] = [];
      for (const column of columns) {
        const text = cell(row, column.at);
        if (text === '') continue;
        if (column.type === 'number') values.push({ field: column.field, value: csvNumber(text) });
        else if (column.type === 'date') values.push({ field: column.field, value: text });
        else {
          const kept = clamp(text, 'customFieldText', report, `${column.name} on "${title}"`);
          if (kept) values.push({ field: column.field, value: kept });
        }
      }
      return values;
    },
  };
}
