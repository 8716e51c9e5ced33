import { CUSTOM_FIELD_TYPES, type CsvColumns, type CustomFieldType, type ImportColumn } from '@teamboard/sdk';

/** What the importer makes of one extra column of a CSV file. */
export type ColumnChoice = CustomFieldType | 'skip';

/**
 * The server reads a file as CSV unless it is a JSON object (import-board's
 * detection); only a CSV file has columns to choose.
 */
export const looksLikeCsv = (head: string): boolean =>
  !head
    .replace(/^\uFEFF/, '')
    .trimStart()
    .startsWith('{');

/** The choices offered for a column: a person field only when every value is an address to find them by. */
export function choicesFor(column: ImportColumn): ColumnChoice[] {
  return [...CUSTOM_FIELD_TYPES.filter((type) => type !== 'person' || column.person), 'skip'];
}

/**
 * Each column's proposal as the first choice. A column without any value is
 * skipped, and so is a person column (an export's) whose people have no
 * address to be found by.
 */
export function proposedChoices(columns: readonly ImportColumn[]): Record<string, ColumnChoice> {
  return Object.fromEntries(
    columns.map((column) => [
      column.column,
      column.type === null || (column.type === 'person' && !column.person) ? 'skip' : column.type,
    ]),
  );
}

/**
 * The choices as `importBoard` takes them: the field keeps the column's
 * proposed name (the header), and a number field the unit its header named.
 */
export function columnsToSend(
  columns: readonly ImportColumn[],
  choices: Readonly<Record<string, ColumnChoice>>,
): CsvColumns {
  const sent: CsvColumns = {};
  for (const column of columns) {
    const choice = choices[column.column] ?? column.type ?? 'skip';
    sent[column.column] =
      choice === 'skip'
        ? 'skip'
        : {
            type: choice,
            name: column.name,
            ...(choice === 'number' && column.unit !== null ? { unit: column.unit } : {}),
          };
  }
  return sent;
}
