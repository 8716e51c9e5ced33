// Deno unit tests of the Trello reader, run by tests/functions-unit.test.ts.
import assert from 'node:assert/strict';
import { type ImportCard, Report } from './content.ts';
import { readTrello, trelloColor } from './trello.ts';

/** A comment's text, whether the reader kept it as text or with its author. */
const body = (comment: ImportCard['comments'][number] | undefined): string =>
  typeof comment === 'string' ? comment : (comment?.body ?? '');

const board = (extra: Record<string, unknown>) => ({
  name: 'Board',
  lists: [{ id: 'l', name: 'Inbox' }],
  cards: [
    { id: 'a', idList: 'l', name: 'A', pos: 1 },
    { id: 'b', idList: 'l', name: 'B', pos: 2 },
  ],
  ...extra,
});

Deno.test('reads 60,000 comment actions on one card, keeping their order by date', () => {
  // Each comment once indexed under its card: copying the card's list per
  // comment made this quadratic (minutes of CPU for a 10 MB export).
  const actions = Array.from({ length: 60_000 }, (_, i) => ({
    type: 'commentCard',
    date: new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString(),
    data: { card: { id: i % 10 === 0 ? 'b' : 'a' }, text: `Comment ${String(i)}` },
    memberCreator: { fullName: 'Ana' },
  }));
  const content = readTrello(board({ actions: actions.reverse() }), new Report());
  const [a, b] = content.cards;
  assert.equal(a?.comments.length, 54_000);
  assert.equal(b?.comments.length, 6_000);
  assert.match(body(a?.comments[0]), /Comment 1$/);
  assert.match(body(a?.comments.at(-1)), /Comment 59999$/);
});

Deno.test('reads many checklists of one card', () => {
  const checklists = Array.from({ length: 20_000 }, (_, i) => ({
    id: `c${String(i)}`,
    idCard: 'a',
    pos: i,
    checkItems: [{ name: `Step ${String(i)}`, state: 'complete' }],
  }));
  const content = readTrello(board({ checklists }), new Report());
  assert.equal(content.cards[0]?.checklist.length, 20_000);
  assert.deepEqual(content.cards[0]?.checklist[0], { body: 'Step 0', done: true, checklist: '' });
});

Deno.test('maps colours that name Object members to gray, never to what the prototype holds', () => {
  for (const color of [
    'constructor',
    '__proto__',
    'toString',
    'hasOwnProperty',
    'valueOf',
    'constructor_dark',
  ]) {
    assert.equal(trelloColor(color), 'gray', color);
  }
  assert.equal(trelloColor('sky_light'), 'teal');
  assert.equal(trelloColor('indigo'), 'indigo');
  assert.equal(trelloColor(42), 'gray');
});

Deno.test('keeps each checklist of a card apart by name, and each comment with its author and date', () => {
  const content = readTrello(
    board({
      members: [
        { id: 'm1', fullName: 'Ana Lima', email: 'ana@example.test' },
        { id: 'm2', fullName: 'Bo' },
      ],
      checklists: [
        {
          id: 'c2',
          idCard: 'a',
          name: 'Launch',
          pos: 2,
          checkItems: [{ name: 'Announce', state: 'complete' }],
        },
        {
          id: 'c1',
          idCard: 'a',
          name: 'Prepare',
          pos: 1,
          checkItems: [{ name: 'Draft' }, { name: 'Review' }],
        },
      ],
      actions: [
        {
          type: 'commentCard',
          date: '2026-11-02T10:00:00.000Z',
          idMemberCreator: 'm2',
          memberCreator: { id: 'm2', fullName: 'Bo' },
          data: { card: { id: 'a' }, text: 'Second' },
        },
        {
          type: 'commentCard',
          date: '2026-11-01T09:30:00.000Z',
          idMemberCreator: 'm1',
          memberCreator: { id: 'm1', fullName: 'Ana Lima' },
          data: { card: { id: 'a' }, text: 'First' },
        },
      ],
    }),
    new Report(),
  );
  const [a] = content.cards;
  assert.deepEqual(a?.checklist, [
    { body: 'Draft', done: false, checklist: 'Prepare' },
    { body: 'Review', done: false, checklist: 'Prepare' },
    { body: 'Announce', done: true, checklist: 'Launch' },
  ]);
  assert.deepEqual(a?.comments, [
    {
      body: 'First',
      author_name: 'Ana Lima',
      author_email: 'ana@example.test',
      created_at: '2026-11-01T09:30:00.000Z',
    },
    { body: 'Second', author_name: 'Bo', author_email: null, created_at: '2026-11-02T10:00:00.000Z' },
  ]);
});

Deno.test("reads a card's start date, dropping one after its due date or unreadable", () => {
  const report = new Report();
  const content = readTrello(
    board({
      cards: [
        {
          id: 'a',
          idList: 'l',
          name: 'A',
          pos: 1,
          start: '2027-03-01T09:00:00.000Z',
          due: '2027-03-05T17:00:00.000Z',
        },
        {
          id: 'b',
          idList: 'l',
          name: 'B',
          pos: 2,
          start: '2027-03-09T09:00:00.000Z',
          due: '2027-03-05T17:00:00.000Z',
        },
        { id: 'c', idList: 'l', name: 'C', pos: 3, start: "'); drop table cards; --" },
        { id: 'd', idList: 'l', name: 'D', pos: 4, start: '2027-03-01T09:00:00.000Z' },
      ],
    }),
    report,
  );
  assert.deepEqual(
    content.cards.map((c) => [c.start_at, c.due_at]),
    [
      ['2027-03-01T09:00:00.000Z', '2027-03-05T17:00:00.000Z'],
      [null, '2027-03-05T17:00:00.000Z'],
      [null, null],
      ['2027-03-01T09:00:00.000Z', null],
    ],
  );
  assert.deepEqual(report.skipped, [
    { kind: 'start_date', item: 'B', reason: 'after_due' },
    { kind: 'start_date', item: 'C', reason: 'invalid_date' },
  ]);
});

Deno.test(
  'gives each checklist item its member by email and its due date, saying what it cannot keep',
  () => {
    const report = new Report();
    const content = readTrello(
      board({
        members: [
          { id: 'm1', fullName: 'Ana Lima', email: 'ana@example.test' },
          { id: 'm2', fullName: 'Bo' },
        ],
        checklists: [
          {
            id: 'c1',
            idCard: 'a',
            name: 'Launch',
            pos: 1,
            checkItems: [
              {
                id: 'i1',
                name: 'Book',
                state: 'complete',
                pos: 1,
                idMember: 'm1',
                due: '2027-03-01T09:00:00.000Z',
              },
              { id: 'i2', name: 'Ask', state: 'incomplete', pos: 2, idMember: 'm2', due: null },
              { id: 'i3', name: 'Wait', state: 'incomplete', pos: 3, idMember: null, due: 'tomorrow' },
              { id: 'i4', name: 'Guess', state: 'incomplete', pos: 4, idMember: 'nobody' },
            ],
          },
        ],
      }),
      report,
    );
    assert.deepEqual(content.cards[0]?.checklist, [
      {
        body: 'Book',
        done: true,
        checklist: 'Launch',
        due_at: '2027-03-01T09:00:00.000Z',
        assignee_email: 'ana@example.test',
      },
      { body: 'Ask', done: false, checklist: 'Launch' },
      { body: 'Wait', done: false, checklist: 'Launch' },
      { body: 'Guess', done: false, checklist: 'Launch' },
    ]);
    assert.deepEqual(report.skipped, [
      { kind: 'assignee', item: 'Bo on "Ask"', reason: 'no_email' },
      { kind: 'due_date', item: 'A: Wait', reason: 'invalid_date' },
      { kind: 'assignee', item: 'nobody on "Guess"', reason: 'no_email' },
    ]);
  },
);

Deno.test('reads custom fields and leaves out, with a reason, values that do not fit their field', () => {
  const report = new Report();
  const content = readTrello(
    board({
      customFields: [
        { id: 'f-pts', name: 'Points', type: 'number', pos: 2 },
        {
          id: 'f-pri',
          name: 'Priority',
          type: 'list',
          pos: 1,
          options: [{ id: 'o-hi', value: { text: 'High' }, color: '__proto__' }],
        },
        { id: 'f-loc', name: 'Where', type: 'location', pos: 3 },
      ],
      cards: [
        {
          id: 'a',
          idList: 'l',
          name: 'A',
          customFieldItems: [
            { idCustomField: 'f-pts', value: { number: 'lots' } },
            { idCustomField: 'f-pri', idValue: 'o-gone' },
            { idCustomField: 'f-nope', value: { text: 'x' } },
          ],
        },
        {
          id: 'b',
          idList: 'l',
          name: 'B',
          customFieldItems: [
            { idCustomField: 'f-pts', value: { number: '3.5' } },
            { idCustomField: 'f-pri', idValue: 'o-hi' },
          ],
        },
      ],
    }),
    report,
  );
  // By Trello's order; a type Teamboard has no field for is reported, never sent.
  assert.deepEqual(
    content.fields?.map((field) => [field.name, field.type, field.options]),
    [
      ['Priority', 'single_select', [{ label: 'High', color: 'gray' }]],
      ['Points', 'number', []],
    ],
  );
  assert.deepEqual(content.cards[0]?.fields, []);
  assert.deepEqual(content.cards[1]?.fields, [
    { field: 1, value: 3.5 },
    { field: 0, value: 0 },
  ]);
  assert.deepEqual(report.skipped, [
    { kind: 'field', item: 'Where', reason: 'invalid_value' },
    { kind: 'field_value', item: 'Points on "A"', reason: 'invalid_value' },
    { kind: 'field_value', item: 'Priority on "A"', reason: 'invalid_value' },
    { kind: 'field_value', item: 'a field on "A"', reason: 'unknown_field' },
  ]);
});
