// Deno unit tests of how a CSV file's extra columns become custom fields,
// run by tests/functions-unit.test.ts.
import assert from 'node:assert/strict';
import { TEXT_LIMITS } from '../_shared/sdk/inputs.js';
import { Report } from './content.ts';
import { csvNumber, inferFieldType, readCsvFields } from './csv-fields.ts';
import { readCsv } from './csv.ts';

Deno.test('types a column number, date or text by every non-empty cell', () => {
  assert.equal(inferFieldType(['3', '', '-2.5', '+.5', '1e3']), 'number');
  assert.equal(inferFieldType(['2026-01-31', '', '2024-02-29']), 'date');
  // One cell that is not a number, or not a real day, makes the column text.
  assert.equal(inferFieldType(['3', 'three']), 'text');
  assert.equal(inferFieldType(['2026-01-31', '2026-02-30']), 'text');
  assert.equal(inferFieldType(['2026-01-31', '5']), 'text');
  assert.equal(inferFieldType(['1,5']), 'text');
  assert.equal(inferFieldType(['0x10']), 'text');
  assert.equal(inferFieldType(['2026-01-31T10:00:00Z']), 'text');
  assert.equal(inferFieldType(['', '']), null);
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
  assert.deepEqual(custom.valuesOf(rows[0]!, 'A'), [
    { field: 0, value: 3 },
    { field: 1, value: '2026-03-01' },
    { field: 2, value: 'first' },
    { field: 3, value: 1.5 },
  ]);
  // Empty cells have no value.
  assert.deepEqual(custom.valuesOf(rows[1]!, 'B'), [{ field: 1, value: '2026-03-02' }]);
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
  const [value] = custom.valuesOf(['A', text], 'A');
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
