// Deno unit tests of how a CSV file's extra columns become custom fields,
// run by tests/functions-unit.test.ts.
import assert from 'node:assert/strict';
import { TEXT_LIMITS } from '../_shared/sdk/inputs.js';
import { Report } from './content.ts';
import {
  columnKey,
  csvCheckbox,
  csvNumber,
  proposeColumns,
  proposeType,
  readCsvFields,
} from './csv-fields.ts';
import { FunctionError } from '../_shared/http.ts';
import { readCsv } from './csv.ts';

Deno.test('proposes number, date or text by every non-empty cell', () => {
  assert.equal(proposeType(['3', '', '-2.5', '+.5', '1e3']), 'number');
  assert.equal(proposeType(['2026-01-31', '', '2024-02-29']), 'date');
  // One cell that is not a number, or not a real day, makes the column text.
  assert.equal(proposeType(['3', 'three']), 'text');
  assert.equal(proposeType(['2026-01-31', '2026-02-30']), 'text');
  assert.equal(proposeType(['2026-01-31', '5']), 'text');
  assert.equal(proposeType(['1,5']), 'text');
  assert.equal(proposeType(['0x10']), 'text');
  assert.equal(proposeType(['2026-01-31T10:00:00Z']), 'text');
  assert.equal(proposeType(['', '']), null);
});

Deno.test('reads numbers a number field holds, and nothing else', () => {
  assert.equal(csvNumber('42'), 42);
  assert.equal(csvNumber('-0.25'), -0.25);
  assert.equal(csvNumber('999999999999999'), 999999999999999);
  assert.equal(csvNumber('1000000000000000'), null);
  assert.equal(csvNumber('1e400'), null);
  assert.equal(csvNumber('NaN'), null);
  assert.equal(csvNumber('Infinity'), null);
  assert.equal(csvNumber(' 1'), null);
  assert.equal(csvNumber(''), null);
});

Deno.test('makes the extra columns fields, in order, with each row’s values', () => {
  const report = new Report();
  const header = ['Title', 'Points', 'Due day', 'Notes', 'List', 'Estimate (h)'];
  const rows = [
    ['A', '3', '2026-03-01', 'first', 'Todo', '1.5'],
    ['B', '', '2026-03-02', '', 'Todo', ''],
    ['C', '5', '', '=SUM(A1)', 'Todo', '2'],
  ];
  const custom = readCsvFields(header, new Set([0, 4]), rows, report);
  assert.deepEqual(custom.fields, [
    { name: 'Points', type: 'number', unit: null, show_on_card: false, options: [] },
    { name: 'Due day', type: 'date', unit: null, show_on_card: false, options: [] },
    { name: 'Notes', type: 'text', unit: null, show_on_card: false, options: [] },
    { name: 'Estimate', type: 'number', unit: 'h', show_on_card: false, options: [] },
  ]);
  assert.deepEqual(custom.valuesOf(rows[0]!, 'row 2', 'A'), [
    { field: 0, value: 3 },
    { field: 1, value: '2026-03-01' },
    { field: 2, value: 'first' },
    { field: 3, value: 1.5 },
  ]);
  // Empty cells have no value.
  assert.deepEqual(custom.valuesOf(rows[1]!, 'row 3', 'B'), [{ field: 1, value: '2026-03-02' }]);
  assert.deepEqual(report.skipped, []);
});

Deno.test('leaves out nameless, repeated and empty columns, and says so; a unit only on numbers', () => {
  const report = new Report();
  const header = ['title', '', 'Notes', 'notes ', 'Empty', 'Size (cm)'];
  const rows = [['A', 'x', 'one', 'two', '', 'big']];
  const custom = readCsvFields(header, new Set([0]), rows, report);
  assert.deepEqual(
    custom.fields.map((f) => [f.name, f.type, f.unit]),
    [
      ['Notes', 'text', null],
      ['Size (cm)', 'text', null],
    ],
  );
  assert.deepEqual(report.skipped, [
    { kind: 'field', item: 'column 2', reason: 'empty' },
    { kind: 'field', item: 'notes', reason: 'duplicate' },
    { kind: 'field', item: 'Empty', reason: 'empty' },
  ]);
});

Deno.test('cuts a long field name and a long text value to the product’s lengths, saying so', () => {
  const report = new Report();
  const name = 'N'.repeat(TEXT_LIMITS.customFieldName.max + 5);
  const text = 'x'.repeat(TEXT_LIMITS.customFieldText.max + 1);
  const custom = readCsvFields(['title', name], new Set([0]), [['A', text]], report);
  assert.equal(custom.fields[0]!.name.length, TEXT_LIMITS.customFieldName.max);
  const [value] = custom.valuesOf(['A', text], 'row 2', 'A');
  assert.equal((value as { value: string }).value.length, TEXT_LIMITS.customFieldText.max);
  assert.deepEqual(
    report.skipped.map((s) => [s.kind, s.reason]),
    [
      ['text', 'truncated'],
      ['text', 'truncated'],
    ],
  );
});

Deno.test(
  'readCsv leaves the built-in columns and export-board’s counts alone, and brings the rest as fields',
  () => {
    const report = new Report();
    const content = readCsv(
      'title,list,labels,checklist_done,checklist_total,comments,Points,Owner\n' +
        'Plan,Todo,Ops,1,2,0,3,Ana\n' +
        'Ship,Done,,0,0,4,,Bo\n',
      'Board',
      report,
    );
    assert.deepEqual(
      content.fields?.map((f) => [f.name, f.type]),
      [
        ['Points', 'number'],
        ['Owner', 'text'],
      ],
    );
    assert.deepEqual(
      content.cards.map((c) => c.fields),
      [
        [
          { field: 0, value: 3 },
          { field: 1, value: 'Ana' },
        ],
        [{ field: 1, value: 'Bo' }],
      ],
    );
    assert.deepEqual(report.skipped, []);
  },
);

Deno.test('proposes checkbox, URL, person and single select from the values, else text', () => {
  assert.equal(proposeType(['yes', 'NO', '', 'x', 'True', 'false']), 'checkbox');
  // "0"/"1" alone read as numbers.
  assert.equal(proposeType(['0', '1']), 'number');
  assert.equal(proposeType(['https://a.test/x', 'http://b.test']), 'url');
  assert.equal(proposeType(['https://a.test/x', 'a.test']), 'text');
  assert.equal(proposeType(['ana@example.test', 'BO@example.test']), 'person');
  // A few values that repeat are a select; all different, or too many, are text.
  assert.equal(proposeType(['High', 'Low', 'High', '']), 'single_select');
  assert.equal(proposeType(['High', 'Low']), 'text');
  const many = Array.from({ length: 11 }, (_, i) => `v${String(i)}`);
  assert.equal(proposeType([...many, ...many]), 'text');
  assert.equal(proposeType(['x'.repeat(61), 'x'.repeat(61)]), 'text');
  assert.equal(csvCheckbox('Y'), true);
  assert.equal(csvCheckbox('maybe'), null);
});

Deno.test('knows export-board’s columns by the type in their header', () => {
  const report = new Report();
  const header = [
    'title',
    'Stage [single_select: Draft:yellow; Final:green; Old:nocolour]',
    'Estimate (h) [number]',
    'Areas [multi_select]',
    'Who [person]',
  ];
  const rows = [
    ['A', 'Final', '4.5', 'Web; API', 'Ada'],
    ['B', 'Draft', '', 'API', ''],
  ];
  const columns = proposeColumns(header, new Set([0]), rows, report);
  assert.deepEqual(
    columns.map((c) => [c.column, c.name, c.type, c.unit, c.exported]),
    [
      [
        'Stage [single_select: Draft:yellow; Final:green; Old:nocolour]',
        'Stage',
        'single_select',
        null,
        true,
      ],
      ['Estimate (h) [number]', 'Estimate', 'number', 'h', true],
      ['Areas [multi_select]', 'Areas', 'multi_select', null, true],
      ['Who [person]', 'Who', 'person', null, true],
    ],
  );
  const custom = readCsvFields(header, new Set([0]), rows, report);
  // A header's options come first, in order and colour (a word of no palette colour is part of
  // the label); then the distinct values, in the order the file first has them.
  assert.deepEqual(custom.fields[0]!.options, [
    { label: 'Draft', color: 'yellow' },
    { label: 'Final', color: 'green' },
    { label: 'Old:nocolour', color: 'gray' },
  ]);
  assert.deepEqual(
    custom.fields.map((f) => [f.name, f.options.map((o) => o.label)]),
    [
      ['Stage', ['Draft', 'Final', 'Old:nocolour']],
      ['Estimate', []],
      ['Areas', ['Web', 'API']],
      ['Who', []],
    ],
  );
  assert.deepEqual(custom.valuesOf(rows[0]!, 'row 2', 'A'), [
    { field: 0, value: 1 },
    { field: 1, value: 4.5 },
    { field: 2, value: ['0', '1'] },
  ]);
  assert.deepEqual(custom.valuesOf(rows[1]!, 'row 3', 'B'), [
    { field: 0, value: 0 },
    { field: 2, value: ['1'] },
  ]);
  // A person named without an address finds nobody: said so.
  assert.deepEqual(report.skipped, [{ kind: 'field_value', item: 'Ada in Who on "A"', reason: 'no_email' }]);
});

Deno.test(
  'makes each column what the importer chose, and reports a value that does not fit by row and column',
  () => {
    const report = new Report();
    const header = ['title', 'Size', 'Done', 'Link', 'Notes', 'Tags'];
    const rows = [
      ['A', '3', 'yes', 'https://a.test', 'n', 'a;b'],
      ['B', 'big', 'perhaps', 'nope', 'm', 'b'],
    ];
    const custom = readCsvFields(header, new Set([0]), rows, report, {
      Size: { type: 'number', name: 'Size (cm)' },
      Done: { type: 'checkbox', name: 'Done' },
      Notes: 'skip',
      Tags: { type: 'multi_select', name: 'Tags' },
    });
    assert.deepEqual(
      custom.fields.map((f) => [f.name, f.type, f.options.map((o) => o.label)]),
      [
        ['Size (cm)', 'number', []],
        ['Done', 'checkbox', []],
        // Not named: as proposed.
        ['Link', 'text', []],
        ['Tags', 'multi_select', ['a', 'b']],
      ],
    );
    assert.deepEqual(custom.valuesOf(rows[1]!, 'row 3', 'B'), [
      { field: 2, value: 'nope' },
      { field: 3, value: ['1'] },
    ]);
    assert.deepEqual(report.skipped, [
      { kind: 'field_value', item: 'row 3, Size (cm)', reason: 'invalid_value' },
      { kind: 'field_value', item: 'row 3, Done', reason: 'invalid_value' },
    ]);
  },
);

Deno.test(
  'refuses a choice for a column the file does not have; leaves out a second field of one name',
  () => {
    const header = ['title', 'Points', 'points2'];
    const rows = [['A', '1', '2']];
    assert.throws(
      () => readCsvFields(header, new Set([0]), rows, new Report(), { Nope: 'skip' }),
      (error: unknown) => error instanceof FunctionError && error.reason === 'unknown_column',
    );
    // The built-in columns are no field to choose either.
    assert.throws(
      () => readCsvFields(header, new Set([0]), rows, new Report(), { title: 'skip' }),
      (error: unknown) => error instanceof FunctionError && error.reason === 'unknown_column',
    );
    const report = new Report();
    const custom = readCsvFields(header, new Set([0]), rows, report, {
      points2: { type: 'number', name: 'Points' },
    });
    assert.deepEqual(
      custom.fields.map((f) => f.name),
      ['Points'],
    );
    assert.deepEqual(report.skipped, [{ kind: 'field', item: 'points2', reason: 'duplicate' }]);
  },
);

Deno.test(
  'names a column by its header’s first characters: a 10 kB or SQL-shaped header is only a name',
  () => {
    const long = 'H'.repeat(10_240);
    assert.equal(columnKey(` ${long} `).length, TEXT_LIMITS.importColumn.max);
    const report = new Report();
    const sql = "x'); drop table public.cards; --";
    const [big, shaped] = proposeColumns(['title', long, sql], new Set([0]), [['A', '1', 'y']], report);
    assert.equal(big!.column.length, TEXT_LIMITS.importColumn.max);
    assert.equal(big!.name.length, TEXT_LIMITS.customFieldName.max);
    assert.equal(shaped!.name, sql);
    assert.deepEqual(
      report.skipped.map((s) => [s.kind, s.reason]),
      [['text', 'truncated']],
    );
  },
);

Deno.test('reads all of an export’s options from a header longer than a column’s name', () => {
  const labels = Array.from({ length: 50 }, (_, i) => `Option number ${String(i)}`);
  const header = ['title', `Kind [single_select: ${labels.map((label) => `${label}:teal`).join('; ')}]`];
  assert.ok(header[1]!.length > TEXT_LIMITS.importColumn.max);
  const report = new Report();
  const custom = readCsvFields(header, new Set([0]), [['A', 'Option number 49']], report);
  assert.equal(custom.fields[0]!.type, 'single_select');
  assert.deepEqual(
    custom.fields[0]!.options.map((o) => o.label),
    labels,
  );
  assert.deepEqual(custom.valuesOf(['A', 'Option number 49'], 'row 2', 'A'), [{ field: 0, value: 49 }]);
  assert.deepEqual(report.skipped, []);
});
