// Deno unit tests of the CSV export, run by tests/functions-unit.test.ts.
import assert from 'node:assert/strict';
import { type CsvCard, toCsv } from './csv.ts';

const card = (extra: Partial<CsvCard>): CsvCard => ({
  list_id: 'l',
  title: 'Card',
  description: '',
  start_at: null,
  due_at: null,
  completed_at: null,
  archived_at: null,
  labels: [],
  assignees: [],
  checklist: [],
  comments: [],
  field_values: [],
  ...extra,
});

Deno.test('quotes every cell, ends every row with CRLF and writes nulls as empty cells', () => {
  const csv = toCsv(
    [{ id: 'l', name: 'To do' }],
    [],
    [
      card({
        title: 'Say "hi", then go',
        description: 'one\ntwo',
        checklist: [
          { body: 'Ask', done: true },
          { body: 'Act', done: false },
        ],
        assignees: [{ user_id: 'u', profile: { display_name: 'Ana' } }],
      }),
    ],
    new Map([['u', 'ana@x.test']]),
  );
  assert.equal(
    csv,
    '"list","title","description","start_at","due_at","completed_at","archived_at","labels","assignees","checklist","checklist_name","checklist_owner","checklist_due","checklist_done","checklist_total","comments"\r\n' +
      '"To do","Say ""hi"", then go","one\ntwo","","","","","","ana@x.test","[x] Ask\n[ ] Act","\n","\n","\n","1","2","0"\r\n',
  );
});

Deno.test(
  'writes each item’s checklist, owner and due date line for line beside it, on one line each',
  () => {
    const csv = toCsv(
      [{ id: 'l', name: 'To do' }],
      [],
      [
        card({
          checklist: [
            {
              body: 'Ask\r\nlegal',
              done: true,
              checklist: 'Sign-off',
              due_at: '2030-01-31T09:00:00+00:00',
              assignee: { name: 'Ana', email: 'ana@x.test' },
            },
            { body: 'Act', done: false, checklist: 'Sign-off', due_at: null, assignee: null },
            {
              body: 'Tell',
              done: false,
              checklist: 'Later',
              due_at: null,
              assignee: { name: 'Bo', email: null },
            },
          ],
        }),
      ],
      new Map(),
    );
    const row = csv.split('\r\n')[1] ?? '';
    assert.ok(
      row.includes(
        '"[x] Ask legal\n[ ] Act\n[ ] Tell","Sign-off\nSign-off\nLater","ana@x.test\n\nBo","2030-01-31T09:00:00+00:00\n\n","1","3"',
      ),
      row,
    );
  },
);

Deno.test('neutralises cells a spreadsheet would run as a formula', () => {
  const hostile = ['=cmd|"/c calc"!A1', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1', "'=1"];
  const csv = toCsv(
    [{ id: 'l', name: '=list' }],
    [],
    hostile.map((title) => card({ title, description: 'plain', labels: [{ name: '-x', color: 'red' }] })),
    new Map(),
  );
  const rows = csv.trimEnd().split('\r\n').slice(1);
  assert.equal(rows.length, hostile.length);
  for (const row of rows) {
    assert.match(row, /^"'=list","'/);
    assert.ok(row.includes('"plain","","","","","\'-x:red"'), row);
  }
  // The same titles, each with exactly one apostrophe in front.
  assert.ok(csv.includes('"\'=cmd|""/c calc""!A1"'));
  assert.ok(csv.includes('"\'\'=1"'));
});
