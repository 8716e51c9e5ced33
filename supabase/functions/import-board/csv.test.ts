// Deno unit tests of how a CSV file becomes an import (the parsing itself is csv-parse's),
// run by tests/functions-unit.test.ts.
import assert from 'node:assert/strict';
import { FunctionError } from '../_shared/http.ts';
import { TEXT_LIMITS } from '../_shared/sdk/inputs.js';
import { Report } from './content.ts';
import { readCsv } from './csv.ts';

const read = (text: string) => {
  const report = new Report();
  return { content: readCsv(text, 'Board', report), skipped: report.skipped };
};

const refusal = (text: string): { code: string; reason?: string } => {
  try {
    read(text);
  } catch (error) {
    assert.ok(error instanceof FunctionError);
    return { code: error.code, reason: error.reason };
  }
  assert.fail('the file was read');
};

Deno.test('maps columns by header name in any case and order, with the names export-board writes', () => {
  const { content, skipped } = read(
    '\ufeffAssignees,LIST,Title,labels,checklist,completed_at,archived\n' +
      'ana@x.test; Bob,Doing,Plan,"Ops:teal; Bug:nocolour; Ops:teal","[x] Ask\n[ ] Act\n\n",2026-01-01,no\n',
  );
  assert.deepEqual(content.lists, [{ name: 'Doing', archived: false }]);
  assert.deepEqual(content.labels, [
    { name: 'Ops', color: 'teal' },
    { name: 'Bug:nocolour', color: 'gray' },
  ]);
  const [card] = content.cards;
  assert.equal(card?.title, 'Plan');
  assert.deepEqual(card?.labels, [0, 1]);
  assert.deepEqual(card?.assignee_emails, ['ana@x.test']);
  assert.deepEqual(card?.checklist, [
    { body: 'Ask', done: true },
    { body: 'Act', done: false },
  ]);
  assert.equal(card?.completed, true);
  assert.equal(card?.archived, false);
  assert.deepEqual(skipped, [{ kind: 'assignee', item: 'Bob on "Plan"', reason: 'no_email' }]);
});

Deno.test('counts rows as the file does, skipping blank lines and cards without a title', () => {
  const { content, skipped } = read('title,list\r\nA,One\r\n\r\n , \r\n,One\rB,Two\nC,One');
  assert.deepEqual(
    content.cards.map((c) => [c.title, content.lists[c.list]?.name]),
    [
      ['A', 'One'],
      ['B', 'Two'],
      ['C', 'One'],
    ],
  );
  // Blank rows are dropped before rows are numbered, as before.
  assert.deepEqual(skipped, [{ kind: 'card', item: 'row 3', reason: 'empty' }]);
});

Deno.test('reads quotes inside unquoted cells as text, and short rows as empty cells', () => {
  const { content } = read('title,list,description\n27" screen,Desk\n');
  assert.equal(content.cards[0]?.title, '27" screen');
  assert.equal(content.cards[0]?.description, '');
});

Deno.test('takes back the apostrophe export-board puts before a formula, and only that one', () => {
  const { content } = read(
    'title,list,description,labels\n"\'=HYPERLINK(""x"")",\'+Inbox,"\'- item\n- item",\'@ops:red\n"\'\'=x",In,\'plain,\n',
  );
  assert.deepEqual(
    content.cards.map((c) => [c.title, content.lists[c.list]?.name, c.description]),
    [
      ['=HYPERLINK("x")', '+Inbox', '- item\n- item'],
      ["'=x", 'In', "'plain"],
    ],
  );
  assert.deepEqual(content.labels, [{ name: '@ops', color: 'red' }]);
});

Deno.test('refuses a file without title and list columns, and one ending inside a quoted field', () => {
  assert.deepEqual(refusal('name only\nA\n'), { code: 'validation', reason: 'missing_header' });
  assert.deepEqual(refusal('title,list\n"A,Inbox\nB,Inbox\n'), {
    code: 'validation',
    reason: 'unclosed_quote',
  });
  assert.deepEqual(refusal('title,list\nA,"Inbox'), { code: 'validation', reason: 'unclosed_quote' });
});

Deno.test('cuts cells past the field limits and says so, however large', () => {
  const huge = 'x'.repeat(2 * 1024 * 1024);
  const { content, skipped } = read(`title,list,description\n"${huge}",Inbox,"${huge}"\n`);
  assert.equal(content.cards[0]?.title.length, TEXT_LIMITS.cardTitle.max);
  assert.equal(content.cards[0]?.description.length, TEXT_LIMITS.cardDescription.max);
  assert.deepEqual(
    skipped.map((s) => [s.kind, s.reason]),
    [
      ['text', 'truncated'],
      ['text', 'truncated'],
    ],
  );
});

Deno.test(
  'reads each item’s checklist, owner and due date line for line from the columns export-board writes',
  () => {
    const { content, skipped } = read(
      'title,list,checklist,checklist_name,checklist_owner,checklist_due\n' +
        'Plan,Doing,"[x] Ask legal\n[ ] Act\n\n[ ] Tell\n[ ] Wait","Sign-off\nSign-off\n\nLater\n","ana@x.test\n\n\nBo\n","2030-01-31T09:00:00+00:00\n\n\n\nsoon"\n',
    );
    assert.deepEqual(content.cards[0]?.checklist, [
      {
        body: 'Ask legal',
        done: true,
        checklist: 'Sign-off',
        due_at: '2030-01-31T09:00:00.000Z',
        assignee_email: 'ana@x.test',
      },
      { body: 'Act', done: false, checklist: 'Sign-off' },
      // The blank line is no item, and the lines beside it are skipped with it.
      { body: 'Tell', done: false, checklist: 'Later' },
      { body: 'Wait', done: false },
    ]);
    // A name finds nobody, and a date that is no date is not guessed: both are said.
    assert.deepEqual(content.fields, []);
    assert.deepEqual(skipped, [
      { kind: 'assignee', item: 'Bo on "Tell"', reason: 'no_email' },
      { kind: 'due_date', item: 'Plan: Wait', reason: 'invalid_date' },
    ]);
  },
);
