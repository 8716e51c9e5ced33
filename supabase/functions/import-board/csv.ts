// A CSV file (RFC 4180, read by csv-parse: quoted fields may hold commas,
// doubled quotes and line breaks; CRLF, LF or CR rows; an optional UTF-8
// BOM) read into an ImportContent, one card per row. Columns, by header name (any case):
//   title (required), list (required), description, labels, start, due,
//   assignee email, checklist, completed, archived
// The names export-board writes (start_at, due_at, completed_at, archived_at,
// assignees) are read too. Several labels or assignee emails in one cell are
// separated by ";"; a label may name its colour as "Name:red". Checklist
// items are the cell's lines; "[x] " marks one done. The columns export-board
// writes beside it hold, line for line, each item's checklist name
// (checklist_name), owner (checklist_owner: an address; a name finds nobody
// and is reported) and due date (checklist_due); an empty line is none. Every other column
// becomes a custom field (csv-fields.ts: as the importer chose in the
// preview, else as proposed), but for the counts export-board
// writes beside the checklist and comments, which are no data of their own.
import { CsvError, type Options, parse } from 'csv-parse/sync';
import { restoreFormula } from '../_shared/csv-formula.ts';
import { FunctionError } from '../_shared/http.ts';
import { TEXT_LIMITS } from '../_shared/sdk/inputs.js';
import {
  clamp,
  dates,
  dueDate,
  type ImportCard,
  type ImportItem,
  type ImportContent,
  isPaletteColor,
  itemOwner,
  LabelSet,
  Report,
} from './content.ts';
import { type CsvColumnProposal, type CsvColumns, proposeColumns, readCsvFields } from './csv-fields.ts';

const CSV_OPTIONS: Options = {
  bom: true,
  // Rows may end in CRLF, LF or CR, even mixed in one file.
  record_delimiter: ['\r\n', '\n', '\r'],
  // A quote inside an unquoted field is text (`5" screen`), as spreadsheets read it.
  relax_quotes: true,
  // Short rows leave the missing columns empty; cells past the header are not read.
  relax_column_count: true,
};

/** The file's rows of cells, blank rows left out; malformed quoting is a validation error. */
function parseCsv(text: string): string[][] {
  let rows: string[][];
  try {
    rows = parse(text, CSV_OPTIONS);
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = typeof error.lines === 'number' ? ` (line ${error.lines})` : '';
    throw error.code === 'CSV_QUOTE_NOT_CLOSED'
      ? new FunctionError('validation', 'The CSV file ends inside a quoted field.', 'unclosed_quote')
      : new FunctionError(
          'validation',
          `The CSV file could not be read${line}: ${error.message}`,
          'invalid_csv',
        );
  }
  // Blank lines carry no card.
  return rows.filter((r) => r.some((cell) => cell.trim() !== ''));
}

const COLUMNS = {
  title: ['title', 'card', 'name'],
  list: ['list', 'column', 'status'],
  description: ['description', 'desc'],
  labels: ['labels', 'label'],
  start: ['start', 'start_at', 'start date'],
  due: ['due', 'due_at', 'due date'],
  assignees: ['assignee email', 'assignee_email', 'assignee', 'assignees', 'email'],
  checklist: ['checklist'],
  checklistName: ['checklist_name'],
  checklistOwner: ['checklist_owner'],
  checklistDue: ['checklist_due'],
  completed: ['completed', 'completed_at', 'done'],
  archived: ['archived', 'archived_at'],
} as const;

/** export-board's counts (checklist_done, checklist_total, comments): read from the rows they count. */
const DERIVED = ['checklist_done', 'checklist_total', 'comments'];

const yes = (value: string | undefined): boolean => {
  const text = (value ?? '').trim().toLowerCase();
  return text !== '' && !['false', 'no', '0', 'n'].includes(text);
};

interface Sheet {
  rows: string[][];
  rawHeader: string[];
  at: Record<keyof typeof COLUMNS, number>;
  /** Indexes of the columns that are no custom field. */
  builtIn: Set<number>;
}

function readSheet(text: string): Sheet {
  const rows = parseCsv(text);
  const rawHeader = rows[0] ?? [];
  const header = rawHeader.map((h) => h.trim().toLowerCase());
  const column = (key: keyof typeof COLUMNS): number =>
    header.findIndex((h) => (COLUMNS[key] as readonly string[]).includes(h));
  const at = Object.fromEntries(
    Object.keys(COLUMNS).map((k) => [k, column(k as keyof typeof COLUMNS)]),
  ) as Record<keyof typeof COLUMNS, number>;
  if (at.title < 0 || at.list < 0) {
    throw new FunctionError(
      'validation',
      'The CSV file needs a header row naming at least the "title" and "list" columns.',
      'missing_header',
    );
  }

  const builtIn = new Set(
    header.flatMap((h, i) =>
      DERIVED.includes(h) || Object.values(COLUMNS).some((names) => (names as readonly string[]).includes(h))
        ? [i]
        : [],
    ),
  );
  return { rows, rawHeader, at, builtIn };
}

/** The file's extra columns and what each would become, for the importer to choose (nothing is written). */
export function previewCsv(text: string, report: Report): CsvColumnProposal[] {
  const { rows, rawHeader, builtIn } = readSheet(text);
  return proposeColumns(rawHeader, builtIn, rows.slice(1), report).map(
    ({ at: _at, ...proposal }) => proposal,
  );
}

export function readCsv(
  text: string,
  boardName: string,
  report: Report,
  columns?: CsvColumns,
): ImportContent {
  const { rows, rawHeader, at, builtIn } = readSheet(text);
  const custom = readCsvFields(rawHeader, builtIn, rows.slice(1), report, columns);

  const lists: ImportContent['lists'] = [];
  const listIndex = new Map<string, number>();
  const labelSet = new LabelSet();
  const cards: ImportCard[] = [];
  rows.slice(1).forEach((row, n) => {
    const cell = (key: keyof typeof COLUMNS) => restoreFormula(at[key] < 0 ? '' : (row[at[key]] ?? ''));
    const line = `row ${n + 2}`;
    const title = clamp(cell('title'), 'cardTitle', report, line);
    if (!title) {
      report.skip('card', line, 'empty');
      return;
    }
    const listName = clamp(cell('list'), 'listName', report, line);
    if (!listName) {
      report.skip('card', title, 'unknown_list');
      return;
    }
    let list = listIndex.get(listName.toLowerCase());
    if (list === undefined) {
      list = lists.length;
      lists.push({ name: listName, archived: false });
      listIndex.set(listName.toLowerCase(), list);
    }
    const labels = cell('labels')
      .split(';')
      .map((l) => l.trim())
      .filter(Boolean)
      .map((label) => {
        const colon = label.lastIndexOf(':');
        const color =
          colon > 0
            ? label
                .slice(colon + 1)
                .trim()
                .toLowerCase()
            : '';
        const named = isPaletteColor(color) ? label.slice(0, colon) : label;
        const name = clamp(named, 'labelName', report, named) || named.trim();
        return labelSet.add(name, isPaletteColor(color) ? color : 'gray');
      });
    // The columns beside the checklist are read by line, so the nth line of each is the nth item's.
    const lines = (key: keyof typeof COLUMNS) => cell(key).split(/\r\n|\r|\n/);
    const [names, owners, dues] = [lines('checklistName'), lines('checklistOwner'), lines('checklistDue')];
    const checklist = lines('checklist').flatMap((line, index): ImportItem[] => {
      const item = line.trim();
      if (!item) return [];
      const done = /^\[[xX]\]\s*/.test(item);
      const body = clamp(item.replace(/^\[[ xX]?\]\s*/, ''), 'checklistItem', report, `${title}: ${item}`);
      if (body === '') return [];
      // A name no checklist can have files the item into the card's first.
      const name = (names[index] ?? '').trim();
      const owner = (owners[index] ?? '').trim();
      const due = dueDate(dues[index], report, `${title}: ${body}`);
      return [
        {
          body,
          done,
          ...(name !== '' && name.length <= TEXT_LIMITS.checklistName.max ? { checklist: name } : {}),
          ...(due === null ? {} : { due_at: due }),
          ...(owner === '' ? {} : itemOwner(owner, null, report, `${owner} on "${body}"`)),
        },
      ];
    });
    const assignees = cell('assignees')
      .split(';')
      .map((e) => e.trim())
      .filter(Boolean);
    // A name without an address (an export by someone who may not see addresses) finds nobody: said so.
    for (const name of assignees.filter((e) => !e.includes('@'))) {
      report.skip('assignee', `${name} on "${title}"`, 'no_email');
    }
    cards.push({
      list,
      title,
      description: clamp(cell('description'), 'cardDescription', report, title),
      ...dates(cell('start'), cell('due'), report, title),
      completed: yes(cell('completed')),
      archived: yes(cell('archived')),
      labels: [...new Set(labels)],
      assignee_emails: assignees.filter((e) => e.includes('@')),
      checklist,
      comments: [],
      fields: custom.valuesOf(row, line, title),
    });
  });

  return {
    name: clamp(boardName, 'boardName', report, 'board name'),
    description: '',
    lists,
    labels: labelSet.labels,
    fields: custom.fields,
    cards,
  };
}
