import { readFileSync } from 'node:fs';
import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, startBackend, variants, type TestBackend } from './support/backend';
import { clientFor } from './support/clients';
import { createFixture, type Fixture } from './support/fixture';

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`./fixtures/import-board/${name}`, import.meta.url)));

interface ImportReport {
  board_id: string;
  name: string;
  format: 'trello' | 'csv' | 'teamboard';
  imported: Record<string, number>;
  created_fields: { name: string; type: string }[];
  skipped: { kind: string; item: string; reason: string }[];
}

/** Posts a file to `import-board` as the app does: multipart, with the workspace and options as fields. */
function upload(
  client: SupabaseClient,
  workspaceId: string,
  file: { name: string; bytes: Uint8Array<ArrayBuffer> | string },
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  form.set('workspace_id', workspaceId);
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  form.set('file', new Blob([file.bytes]), file.name);
  return client.functions.invoke<ImportReport>('import-board', { body: form });
}

/**
 * A Trello export built for a limit: `cards` cards on one list (archived or
 * not), `comments` comment actions on the first card, `checkItems` checklist
 * items on each card, and labels of the given colours with the given names.
 * Built here rather than kept as fixture files of several megabytes.
 */
function trelloExport(shape: {
  cards?: number;
  archived?: boolean;
  comments?: number;
  checkItems?: number;
  labels?: { name: string; color: string }[];
}): string {
  const cards = Array.from({ length: shape.cards ?? 1 }, (_, i) => ({
    id: `card${String(i)}`,
    idList: 'list0',
    name: `Card ${String(i)}`,
    closed: shape.archived ?? false,
    pos: i,
    idLabels: (shape.labels ?? []).map((_, l) => `label${String(l)}`),
  }));
  return JSON.stringify({
    name: 'Generated',
    lists: [{ id: 'list0', name: 'Inbox', pos: 0 }],
    labels: (shape.labels ?? []).map((label, l) => ({ id: `label${String(l)}`, ...label })),
    cards,
    checklists: shape.checkItems
      ? cards.map((card) => ({
          id: `checklist-${card.id}`,
          idCard: card.id,
          checkItems: Array.from({ length: shape.checkItems ?? 0 }, (_, i) => ({
            name: `Step ${String(i)}`,
          })),
        }))
      : [],
    actions: Array.from({ length: shape.comments ?? 0 }, (_, i) => ({
      type: 'commentCard',
      date: '2026-11-01T10:00:00.000Z',
      data: { card: { id: 'card0' }, text: `Comment ${String(i)}` },
      memberCreator: { fullName: 'Ana' },
    })),
  });
}

async function failure(result: { error: unknown }) {
  expect(result.error).toBeInstanceOf(FunctionsHttpError);
  const response = (result.error as FunctionsHttpError).context as Response;
  const body = (await response.json()) as { error?: { code?: unknown; reason?: unknown; message?: unknown } };
  return {
    status: response.status,
    code: body.error?.code,
    reason: body.error?.reason,
    message: body.error?.message,
  };
}

describe('import-board', () => {
  let t: TestBackend;
  let f: Fixture;
  let admin: SupabaseClient;
  let alice: string;

  /** Rows of every table an import writes to, to show a refused import left nothing. */
  const rowCounts = async () => {
    const { rows } = await t.backend.db.query<Record<string, number>>(
      `select (select count(*)::int from public.boards) as boards, (select count(*)::int from public.lists) as lists,
              (select count(*)::int from public.cards) as cards, (select count(*)::int from public.labels) as labels,
              (select count(*)::int from public.card_labels) as card_labels,
              (select count(*)::int from public.card_assignees) as assignees,
              (select count(*)::int from public.checklist_items) as checklist_items,
              (select count(*)::int from public.comments) as comments`,
    );
    return rows[0]!;
  };

  beforeAll(async () => {
    t = await startBackend(variants[0]);
    f = await createFixture(t.backend.db);
    admin = await clientFor(t.backend, f.users.admin);
    // The fixture's Trello member "Alice Martin" shares her email; she is a member here. Bob is not.
    alice = await createUser(t.backend.db, 'alice.martin@example.test', 'Alice');
    await t.backend.db.query(
      `insert into public.workspace_members (workspace_id, user_id, role) values ($1, $2, 'member')`,
      [f.workspaceId, alice],
    );
  });
  afterAll(async () => t?.stop());

  it('imports the Trello fixture as a new board with every feature', async () => {
    const result = await upload(admin, f.workspaceId, {
      name: 'trello-board.json',
      bytes: fixture('trello-board.json'),
    });
    expect(result.error).toBeNull();
    const report = result.data!;
    expect(report).toMatchObject({
      name: 'Website relaunch',
      format: 'trello',
      imported: {
        lists: 5,
        labels: 9,
        cards: 7,
        archived_cards: 1,
        checklist_items: 6,
        comments: 3,
        assignees: 2,
        due_dates: 3,
      },
    });
    expect(report.skipped).toEqual(
      expect.arrayContaining([
        { kind: 'card', item: '65a1f0c2e4b0a1b2c3d4e908', reason: 'empty' },
        { kind: 'assignee', item: 'Carla Rossi on "Fix broken nav on mobile"', reason: 'no_email' },
        { kind: 'assignee', item: 'bob.chen@example.test', reason: 'not_a_member' },
        { kind: 'attachment', item: '1 on "Set up analytics"', reason: 'unsupported' },
        { kind: 'comment', item: 'Alice Martin 2026-11-02T11:00:00.000Z', reason: 'empty' },
        // Checklist items' members, as card members: Carla shares no email, Bob is no member here.
        { kind: 'assignee', item: 'Carla Rossi on "Sign-off by marketing"', reason: 'no_email' },
        { kind: 'assignee', item: 'bob.chen@example.test on "Feature blocks"', reason: 'not_a_member' },
      ]),
    );
    expect(report.skipped).toHaveLength(7);
    const started = await t.backend.db.query<{ title: string; start_at: Date }>(
      `select title, start_at from public.cards where board_id = $1 and start_at is not null`,
      [report.board_id],
    );
    expect(started.rows).toEqual([
      { title: 'Draft homepage copy', start_at: new Date('2026-11-24T09:00:00.000Z') },
    ]);
    // A colour cover comes along; an image cover stays in Trello with its file.
    const covered = await t.backend.db.query<{ title: string; cover_color: string }>(
      `select title, cover_color from public.cards where board_id = $1 and cover_color is not null`,
      [report.board_id],
    );
    expect(covered.rows).toEqual([{ title: 'Pick colour palette', cover_color: 'green' }]);
    // Trello's custom fields, in their order, with a list's options (by their own order, in colour)
    // and each value as its type writes it.
    const fields = await t.backend.db.query<{ name: string; type: string; show: boolean; options: string[] }>(
      `select f.name, f.type::text as type, f.show_on_card as show,
              coalesce(array_agg(o.label || ':' || o.color order by o.position)
                filter (where o.id is not null), '{}') as options
       from public.custom_fields f left join public.custom_field_options o on o.field_id = f.id
       where f.board_id = $1 group by f.id order by f.position`,
      [report.board_id],
    );
    expect(fields.rows).toEqual([
      { name: 'Priority', type: 'single_select', show: true, options: ['High:red', 'Low:green'] },
      { name: 'Points', type: 'number', show: false, options: [] },
      { name: 'Review on', type: 'date', show: false, options: [] },
      { name: 'Signed off', type: 'checkbox', show: false, options: [] },
    ]);
    const values = await t.backend.db.query<{ title: string; field: string; value: unknown }>(
      `select c.title, f.name as field, coalesce(to_jsonb(o.label), v.value) as value
       from public.card_field_values v
       join public.cards c on c.id = v.card_id join public.custom_fields f on f.id = v.field_id
       left join public.custom_field_options o on o.id::text = v.value #>> '{}'
       where c.board_id = $1 order by f.position`,
      [report.board_id],
    );
    expect(values.rows).toEqual([
      { title: 'Draft homepage copy', field: 'Priority', value: 'High' },
      { title: 'Draft homepage copy', field: 'Points', value: 5 },
      { title: 'Draft homepage copy', field: 'Review on', value: '2026-12-01' },
      { title: 'Draft homepage copy', field: 'Signed off', value: true },
    ]);

    const db = t.backend.db;
    const board = await db.query(`select name, description, workspace_id from public.boards where id = $1`, [
      report.board_id,
    ]);
    expect(board.rows).toEqual([
      {
        name: 'Website relaunch',
        description: 'Everything for the new marketing site, from copy to launch.',
        workspace_id: f.workspaceId,
      },
    ]);
    const lists = await db.query(
      `select name, archived_at is not null as archived from public.lists where board_id = $1 order by position`,
      [report.board_id],
    );
    expect(lists.rows).toEqual([
      { name: 'Backlog', archived: false },
      { name: 'In progress', archived: false },
      { name: 'Review', archived: false },
      { name: 'Done', archived: false },
      { name: 'Old ideas', archived: true },
    ]);
    const labels = await db.query(`select name, color from public.labels where board_id = $1 order by name`, [
      report.board_id,
    ]);
    expect(labels.rows).toEqual([
      { name: 'Blocked', color: 'gray' },
      { name: 'Bug', color: 'red' },
      { name: 'Content', color: 'purple' },
      { name: 'Design', color: 'orange' },
      { name: 'Frontend', color: 'blue' },
      { name: 'Green', color: 'green' },
      { name: 'Quick win', color: 'green' },
      { name: 'Research', color: 'teal' },
      { name: 'Someday', color: 'gray' },
    ]);
    const cards = await db.query<Record<string, unknown>>(
      `select l.name as list, c.title, c.due_at, c.completed_at is not null as completed,
              c.archived_at is not null as archived,
              (select string_agg(lb.name, ',' order by lb.name) from public.card_labels cl
                 join public.labels lb on lb.id = cl.label_id where cl.card_id = c.id) as labels,
              (select string_agg(a.user_id::text, ',') from public.card_assignees a where a.card_id = c.id) as assignees
       from public.cards c join public.lists l on l.id = c.list_id
       where c.board_id = $1 order by l.position, c.position`,
      [report.board_id],
    );
    expect(cards.rows).toEqual([
      {
        list: 'Backlog',
        title: 'Draft homepage copy',
        due_at: new Date('2026-12-01T17:00:00.000Z'),
        completed: false,
        archived: false,
        labels: 'Content',
        assignees: alice,
      },
      {
        list: 'Backlog',
        title: 'Old landing page A/B test',
        due_at: null,
        completed: false,
        archived: true,
        labels: null,
        assignees: null,
      },
      {
        list: 'In progress',
        title: 'Fix broken nav on mobile',
        due_at: new Date('2026-11-20T09:00:00.000Z'),
        completed: false,
        archived: false,
        labels: 'Bug,Frontend',
        assignees: alice,
      },
      {
        list: 'In progress',
        title: 'Set up analytics',
        due_at: null,
        completed: false,
        archived: false,
        labels: 'Blocked,Green',
        assignees: null,
      },
      {
        list: 'Review',
        title: 'Pick colour palette',
        due_at: null,
        completed: false,
        archived: false,
        labels: 'Design,Quick win',
        assignees: null,
      },
      {
        list: 'Done',
        title: 'Launch announcement',
        due_at: new Date('2026-11-10T12:00:00.000Z'),
        completed: true,
        archived: false,
        labels: 'Content',
        assignees: null,
      },
      {
        list: 'Old ideas',
        title: 'Interview five customers',
        due_at: null,
        completed: false,
        archived: false,
        labels: 'Research',
        assignees: null,
      },
    ]);
    const description = await db.query(
      `select description from public.cards where board_id = $1 and title = $2`,
      [report.board_id, 'Draft homepage copy'],
    );
    expect(description.rows[0]).toEqual({
      description: 'Hero, three feature blocks and a **call to action**.\n\nTone: friendly, short.',
    });
    // Trello's checklists become named checklists; an item keeps its due date and its member (by email).
    const checklist = await db.query(
      `select c.title, l.name as checklist, i.body, i.done, i.assignee_id, i.due_at
       from public.checklist_items i join public.cards c on c.id = i.card_id
       join public.checklists l on l.id = i.checklist_id
       where c.board_id = $1 order by c.title, l.position, i.position`,
      [report.board_id],
    );
    const item = (
      title: string,
      list: string,
      body: string,
      done: boolean,
      owner: string | null,
      due: string | null,
    ) => ({
      title,
      checklist: list,
      body,
      done,
      assignee_id: owner,
      due_at: due === null ? null : new Date(due),
    });
    expect(checklist.rows).toEqual([
      item('Draft homepage copy', 'Sections', 'Hero headline', true, alice, '2026-11-28T17:00:00.000Z'),
      item('Draft homepage copy', 'Sections', 'Sub-headline', true, null, null),
      item('Draft homepage copy', 'Sections', 'Feature blocks', false, null, null),
      item('Pick colour palette', 'Options', 'Warm neutrals', true, null, null),
      item('Pick colour palette', 'Options', 'High contrast', false, alice, '2026-12-02T09:00:00.000Z'),
      item(
        'Pick colour palette',
        'Approvals',
        'Sign-off by marketing',
        false,
        null,
        '2026-11-30T12:00:00.000Z',
      ),
    ]);
    // Each comment keeps its date and author: Alice is a member here; Bob and Carla are kept as "originally by".
    const comments = await db.query(
      `select c.title, m.body, m.author_id, m.original_author, m.original_author_email,
              to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD') as day
       from public.comments m join public.cards c on c.id = m.card_id
       where c.board_id = $1 order by c.title, m.created_at, m.id`,
      [report.board_id],
    );
    const comment = (
      title: string,
      body: string,
      author_id: string,
      original: [string, string | null] | null,
      day: string,
    ) => ({
      title,
      body,
      author_id,
      original_author: original?.[0] ?? null,
      original_author_email: original?.[1] ?? null,
      day,
    });
    expect(comments.rows).toEqual([
      comment('Draft homepage copy', 'First draft is in the doc.', alice, null, '2026-11-01'),
      comment(
        'Draft homepage copy',
        'Can we keep it under 40 words?',
        f.users.admin,
        ['Bob Chen', 'bob.chen@example.test'],
        '2026-11-02',
      ),
      comment(
        'Launch announcement',
        'Announcement is live, thanks all!',
        f.users.admin,
        ['Carla Rossi', null],
        '2026-11-03',
      ),
    ]);
  });

  it('imports the CSV fixture (BOM, CRLF, quoted commas, doubled quotes, line breaks in fields)', async () => {
    const result = await upload(admin, f.workspaceId, {
      name: 'Event plan.csv',
      bytes: fixture('cards.csv'),
    });
    expect(result.error).toBeNull();
    const report = result.data!;
    expect(report).toMatchObject({
      name: 'Event plan',
      format: 'csv',
      imported: {
        lists: 3,
        labels: 3,
        cards: 5,
        archived_cards: 1,
        checklist_items: 3,
        comments: 0,
        assignees: 1,
        due_dates: 2,
      },
    });
    expect(report.skipped).toEqual([
      { kind: 'card', item: 'row 6', reason: 'empty' },
      { kind: 'due_date', item: 'Retro notes', reason: 'invalid_date' },
      { kind: 'assignee', item: 'bob@nowhere.test', reason: 'not_a_member' },
    ]);
    const cards = await t.backend.db.query<Record<string, unknown>>(
      `select l.name as list, c.title, c.description, c.due_at, c.completed_at is not null as completed,
              c.archived_at is not null as archived,
              (select string_agg(lb.name || ':' || lb.color, ',' order by lb.name) from public.card_labels cl
                 join public.labels lb on lb.id = cl.label_id where cl.card_id = c.id) as labels,
              (select string_agg(a.user_id::text, ',') from public.card_assignees a where a.card_id = c.id) as assignees,
              (select string_agg(case when i.done then '[x] ' else '[ ] ' end || i.body, '|' order by i.position)
                 from public.checklist_items i where i.card_id = c.id) as checklist
       from public.cards c join public.lists l on l.id = c.list_id
       where c.board_id = $1 order by l.position, c.position`,
      [report.board_id],
    );
    expect(cards.rows).toEqual([
      {
        list: 'To do',
        title: 'Write "launch" post',
        description: 'Plain text, with a comma',
        due_at: new Date('2026-12-01T00:00:00.000Z'),
        completed: false,
        archived: false,
        labels: 'Content:purple,Urgent:red',
        assignees: alice,
        checklist: '[x] Outline|[ ] Draft|[ ] Review',
      },
      {
        list: 'To do',
        title: 'Order swag',
        description: 'Line one\r\nLine two, with a comma',
        due_at: null,
        completed: false,
        archived: false,
        labels: 'Marketing:gray',
        assignees: null,
        checklist: null,
      },
      {
        list: 'Doing',
        title: 'Book venue, Berlin',
        description: '',
        due_at: new Date('2026-11-30T09:00:00.000Z'),
        completed: true,
        archived: false,
        labels: 'Urgent:red',
        assignees: null,
        checklist: null,
      },
      {
        list: 'Done',
        title: 'Old idea',
        description: '',
        due_at: null,
        completed: false,
        archived: true,
        labels: null,
        assignees: null,
        checklist: null,
      },
      {
        list: 'Done',
        title: 'Retro notes',
        description: 'He said "ship it", then left',
        due_at: null,
        completed: false,
        archived: false,
        labels: null,
        assignees: null,
        checklist: null,
      },
    ]);
  });

  it('takes the board name and format from the request when given', async () => {
    const result = await upload(
      admin,
      f.workspaceId,
      { name: 'export.txt', bytes: 'title,list\nOnly card,Inbox\n' },
      { format: 'csv', name: 'Named on upload' },
    );
    expect(result.error).toBeNull();
    expect(result.data).toMatchObject({
      name: 'Named on upload',
      format: 'csv',
      imported: { cards: 1, lists: 1 },
    });
  });

  it.each([
    ['invalid.json', {}, 400, 'validation', 'invalid_json'],
    ['wrong-shape.json', {}, 400, 'validation', 'not_trello'],
    ['missing-header.csv', {}, 400, 'validation', 'missing_header'],
    ['unclosed-quote.csv', {}, 400, 'validation', 'unclosed_quote'],
    ['too-many-lists.json', {}, 429, 'limit-reached', 'listsPerBoard'],
    ['too-many-labels.csv', {}, 429, 'limit-reached', 'labelsPerBoard'],
    ['cards.csv', { format: 'trello' }, 400, 'validation', 'invalid_json'],
  ] as const)(
    'refuses %s (%j) with %i %s/%s and leaves no rows',
    async (name, fields, status, code, reason) => {
      const before = await rowCounts();
      const result = await upload(admin, f.workspaceId, { name, bytes: fixture(name) }, fields);
      const refused = await failure(result);
      expect(refused).toMatchObject({ status, code, reason });
      expect(refused.message).toEqual(expect.any(String));
      expect(await rowCounts()).toEqual(before);
    },
  );

  it('counts archived cards against the card limit: 5,001 archived cards are refused and write nothing', async () => {
    const before = await rowCounts();
    const result = await upload(admin, f.workspaceId, {
      name: 'archive.json',
      bytes: trelloExport({ cards: 5_001, archived: true }),
    });
    expect(await failure(result)).toMatchObject({
      status: 429,
      code: 'limit-reached',
      reason: 'cardsPerBoard',
    });
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses more comments or checklist items than one import may bring in, before writing', async () => {
    const before = await rowCounts();
    const comments = await upload(admin, f.workspaceId, {
      name: 'chatty.json',
      bytes: trelloExport({ comments: 5_001 }),
    });
    expect(await failure(comments)).toMatchObject({
      status: 429,
      code: 'limit-reached',
      reason: 'commentsPerImport',
    });
    // 101 cards of 100 items each: every card within its own limit, the import over its total.
    const items = await upload(admin, f.workspaceId, {
      name: 'lists.json',
      bytes: trelloExport({ cards: 101, checkItems: 100 }),
    });
    expect(await failure(items)).toMatchObject({
      status: 429,
      code: 'limit-reached',
      reason: 'checklistItemsPerImport',
    });
    expect(await rowCounts()).toEqual(before);
  });

  it('checks the caller may create boards before it reads the file', async () => {
    // A file that is not even JSON: answered with the caller's refusal, so the
    // right was checked before any parsing (a manager would get invalid_json).
    const garbage = { name: 'board.json', bytes: `{ "name": "x", "cards": [${'{},'.repeat(1_000)}` };
    const before = await rowCounts();
    for (const role of ['viewer', 'member'] as const) {
      const client = await clientFor(t.backend, f.users[role]);
      expect(await failure(await upload(client, f.workspaceId, garbage, { format: 'trello' }))).toMatchObject(
        {
          status: 403,
          code: 'forbidden',
          reason: 'not_manager',
        },
      );
    }
    const outsider = await clientFor(t.backend, f.users.outsider);
    expect(await failure(await upload(outsider, f.workspaceId, garbage, { format: 'trello' }))).toMatchObject(
      {
        status: 404,
        code: 'not-found',
      },
    );
    expect(await failure(await upload(admin, f.workspaceId, garbage, { format: 'trello' }))).toMatchObject({
      status: 400,
      code: 'validation',
      reason: 'invalid_json',
    });
    expect(await rowCounts()).toEqual(before);
  });

  it('imports labels whose Trello colour is a name every object has (constructor, __proto__, toString) as gray', async () => {
    const result = await upload(admin, f.workspaceId, {
      name: 'colours.json',
      bytes: trelloExport({
        labels: [
          { name: '', color: 'constructor' },
          { name: 'Proto', color: '__proto__' },
          { name: 'Text', color: 'toString' },
          { name: 'Own', color: 'hasOwnProperty' },
          { name: 'Sky', color: 'sky_dark' },
        ],
      }),
    });
    expect(result.error).toBeNull();
    const { rows } = await t.backend.db.query(
      `select name, color from public.labels where board_id = $1 order by name`,
      [result.data!.board_id],
    );
    expect(rows).toEqual([
      { name: 'Gray', color: 'gray' },
      { name: 'Own', color: 'gray' },
      { name: 'Proto', color: 'gray' },
      { name: 'Sky', color: 'teal' },
      { name: 'Text', color: 'gray' },
    ]);
  });

  it('refuses a file over 10 MB and an empty one', async () => {
    const before = await rowCounts();
    const big = new Uint8Array(10 * 1024 * 1024 + 1).fill(0x61);
    expect(await failure(await upload(admin, f.workspaceId, { name: 'big.csv', bytes: big }))).toMatchObject({
      status: 413,
      code: 'payload-too-large',
      reason: 'importFileBytes',
    });
    expect(
      await failure(await upload(admin, f.workspaceId, { name: 'empty.csv', bytes: ' \r\n' })),
    ).toMatchObject({
      status: 400,
      code: 'validation',
      reason: 'empty_file',
    });
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses viewers and members (forbidden) and hides the workspace from outsiders', async () => {
    const before = await rowCounts();
    for (const role of ['viewer', 'member'] as const) {
      const client = await clientFor(t.backend, f.users[role]);
      const result = await upload(client, f.workspaceId, {
        name: 'trello.json',
        bytes: fixture('trello-board.json'),
      });
      expect(await failure(result)).toMatchObject({ status: 403, code: 'forbidden', reason: 'not_manager' });
    }
    const outsider = await clientFor(t.backend, f.users.outsider);
    const hidden = await upload(outsider, f.workspaceId, {
      name: 'trello.json',
      bytes: fixture('trello-board.json'),
    });
    expect(await failure(hidden)).toMatchObject({ status: 404, code: 'not-found' });
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses a forged token, a missing file and a workspace id that is not a uuid', async () => {
    const before = await rowCounts();
    const form = new FormData();
    form.set('workspace_id', f.workspaceId);
    form.set('file', new Blob([fixture('cards.csv')]), 'cards.csv');
    const [header, payload] = (
      await (await import('./support/clients')).accessToken(t.backend, f.users.owner)
    ).split('.');
    const forged = await fetch(`${t.backend.apiUrl}/functions/v1/import-board`, {
      method: 'POST',
      headers: { apikey: t.backend.anonKey, Authorization: `Bearer ${header}.${payload}.forged-signature` },
      body: form,
    });
    expect(forged.status).toBe(401);

    const noFile = new FormData();
    noFile.set('workspace_id', f.workspaceId);
    expect(await failure(await admin.functions.invoke('import-board', { body: noFile }))).toMatchObject({
      status: 400,
      code: 'validation',
      reason: 'file',
    });
    const injected = await upload(admin, `${f.workspaceId}' or '1'='1`, {
      name: 'cards.csv',
      bytes: 'title,list\nA,B\n',
    });
    expect(await failure(injected)).toMatchObject({
      status: 400,
      code: 'validation',
      reason: 'workspace_id',
    });
    expect(
      await failure(await admin.functions.invoke('import-board', { body: { workspace_id: f.workspaceId } })),
    ).toMatchObject({ status: 400, code: 'validation', reason: 'file' });
    expect(await rowCounts()).toEqual(before);
  });

  it('stores hostile text as text and takes a file name as a name only', async () => {
    const traversal = await upload(admin, f.workspaceId, {
      name: `../../etc/passwd'--.csv`,
      bytes: 'title,list\nA,B\n',
    });
    expect(traversal.data).toMatchObject({ name: `../../etc/passwd'--` });

    const title = `Robert'); drop table public.cards; --`;
    const csv = `title,list,description,labels\r\n"${title}","<script>alert(1)</script>","$$ select 1 $$","x' or 1=1 --:red"\r\n`;
    const result = await upload(
      admin,
      f.workspaceId,
      { name: `../../etc/passwd'--.csv`, bytes: csv },
      { name: `'; delete from boards; --` },
    );
    expect(result.error).toBeNull();
    const { rows } = await t.backend.db.query(
      `select c.title, l.name as list, c.description, b.name as board, lb.name as label
       from public.cards c join public.lists l on l.id = c.list_id join public.boards b on b.id = c.board_id
       join public.card_labels cl on cl.card_id = c.id join public.labels lb on lb.id = cl.label_id
       where c.board_id = $1`,
      [result.data!.board_id],
    );
    expect(rows).toEqual([
      {
        title,
        list: '<script>alert(1)</script>',
        description: '$$ select 1 $$',
        board: `'; delete from boards; --`,
        label: `x' or 1=1 --`,
      },
    ]);
  });

  it('imports its own JSON export again: lists, labels, cards, checklists, comments and who waits on whom', async () => {
    const db = t.backend.db;
    const one = async <T>(sql: string, params: unknown[]) => (await db.query<T>(sql, params)).rows[0]!;
    const board = await one<{ id: string }>(
      `insert into public.boards (workspace_id, name, description) values ($1, 'Launch', 'Q3') returning id`,
      [f.workspaceId],
    );
    const todo = await one<{ id: string }>(
      `insert into public.lists (board_id, name) values ($1, 'Todo') returning id`,
      [board.id],
    );
    await db.query(`insert into public.lists (board_id, name, archived_at) values ($1, 'Old', now())`, [
      board.id,
    ]);
    const card = (title: string, extra = '') =>
      one<{ id: string }>(
        `insert into public.cards (board_id, list_id, title${extra ? ', completed_at' : ''})
         values ($1, $2, $3${extra ? ', now()' : ''}) returning id`,
        [board.id, todo.id, title],
      );
    const ship = await card('Ship it');
    await db.query(
      `update public.cards set start_at = '2027-03-01T09:00:00Z', due_at = '2027-03-05T17:00:00Z' where id = $1`,
      [ship.id],
    );
    const notes = await card('Release notes', 'completed');
    const review = await card('Review');
    await db.query(`update public.cards set cover_color = 'teal' where id = $1`, [review.id]);
    await db.query(`update public.cards set is_template = true where id = $1`, [notes.id]);
    const elsewhere = await one<{ id: string }>(
      `insert into public.cards (board_id, list_id, title) values ($1, $2, 'On another board') returning id`,
      [f.boardId, f.listIds[0]],
    );
    const label = await one<{ id: string }>(
      `insert into public.labels (board_id, name, color) values ($1, 'Urgent', 'red') returning id`,
      [board.id],
    );
    await db.query(`insert into public.card_labels (card_id, label_id) values ($1, $2)`, [ship.id, label.id]);
    await db.query(`insert into public.checklist_items (card_id, body, done) values ($1, 'Tag', true)`, [
      ship.id,
    ]);
    await db.query(`insert into public.comments (card_id, author_id, body) values ($1, $2, 'Go?')`, [
      ship.id,
      f.users.admin,
    ]);
    await db.query(
      `insert into public.card_dependencies (blocked_card_id, blocker_card_id)
       values ($1, $2), ($1, $3), ($1, $4), ($3, $2)`,
      [ship.id, notes.id, review.id, elsewhere.id],
    );

    const exported = await admin.functions.invoke<unknown>('export-board', {
      body: { board_id: board.id, format: 'json' },
    });
    expect(exported.error).toBeNull();
    const imported = await upload(admin, f.workspaceId, {
      name: 'launch.json',
      bytes: JSON.stringify(exported.data),
    });
    expect(imported.error).toBeNull();
    const report = imported.data;
    expect(report).toMatchObject({
      name: 'Launch',
      format: 'teamboard',
      imported: {
        lists: 2,
        labels: 1,
        cards: 3,
        checklist_items: 1,
        comments: 1,
        start_dates: 1,
        dependencies: 3,
      },
    });
    expect(report!.skipped).toEqual([{ kind: 'dependency', item: 'Ship it', reason: 'not_in_file' }]);

    const copy = report!.board_id;
    const cards = await db.query<{ title: string; list: string; completed: boolean; open: number }>(
      `select c.title, l.name as list, c.completed_at is not null as completed, c.open_blocker_count as open
       from public.cards c join public.lists l on l.id = c.list_id where c.board_id = $1 order by c.position`,
      [copy],
    );
    expect(cards.rows).toEqual([
      { title: 'Ship it', list: 'Todo', completed: false, open: 1 },
      { title: 'Release notes', list: 'Todo', completed: true, open: 0 },
      { title: 'Review', list: 'Todo', completed: false, open: 0 },
    ]);
    const links = await db.query<{ blocked: string; blocker: string }>(
      `select b.title as blocked, r.title as blocker from public.card_dependencies d
       join public.cards b on b.id = d.blocked_card_id join public.cards r on r.id = d.blocker_card_id
       where b.board_id = $1 order by 1, 2`,
      [copy],
    );
    expect(links.rows).toEqual([
      { blocked: 'Review', blocker: 'Release notes' },
      { blocked: 'Ship it', blocker: 'Release notes' },
      { blocked: 'Ship it', blocker: 'Review' },
    ]);
    const details = await one<{ labels: string[]; items: string[]; comments: string[]; archived: string[] }>(
      `select (select array_agg(lb.name) from public.card_labels cl join public.labels lb on lb.id = cl.label_id
                where lb.board_id = $1) as labels,
              (select array_agg(i.body) from public.checklist_items i join public.cards c on c.id = i.card_id
                where c.board_id = $1 and i.done) as items,
              (select array_agg(m.body) from public.comments m join public.cards c on c.id = m.card_id
                where c.board_id = $1) as comments,
              (select array_agg(l.name) from public.lists l where l.board_id = $1 and l.archived_at is not null) as archived`,
      [copy],
    );
    expect(details).toEqual({ labels: ['Urgent'], items: ['Tag'], comments: ['Go?'], archived: ['Old'] });
    // The cover colour and the template come back as they were.
    const kept = await db.query<{ title: string; cover_color: string | null; is_template: boolean }>(
      `select title, cover_color, is_template from public.cards where board_id = $1 order by position`,
      [copy],
    );
    expect(kept.rows).toEqual([
      { title: 'Ship it', cover_color: null, is_template: false },
      { title: 'Release notes', cover_color: null, is_template: true },
      { title: 'Review', cover_color: 'teal', is_template: false },
    ]);
    const span = await one<{ start_at: Date; due_at: Date }>(
      `select start_at, due_at from public.cards where board_id = $1 and title = 'Ship it'`,
      [copy],
    );
    expect(span).toEqual({
      start_at: new Date('2027-03-01T09:00:00Z'),
      due_at: new Date('2027-03-05T17:00:00Z'),
    });
  });

  it('round-trips its own CSV export: assignees by address, labels with their colours, checklists, formulas neutralised', async () => {
    const db = t.backend.db;
    const one = async <T>(sql: string, params: unknown[]) => (await db.query<T>(sql, params)).rows[0]!;
    const description = "=SUM(A1:A3)+cmd|' /C calc'!A0";
    const board = await one<{ id: string }>(
      `insert into public.boards (workspace_id, name) values ($1, 'Sheet') returning id`,
      [f.workspaceId],
    );
    const list = await one<{ id: string }>(
      `insert into public.lists (board_id, name) values ($1, 'Doing') returning id`,
      [board.id],
    );
    const card = await one<{ id: string }>(
      `insert into public.cards (board_id, list_id, title, description) values ($1, $2, 'Plan, "carefully"', $3) returning id`,
      [board.id, list.id, description],
    );
    const label = await one<{ id: string }>(
      `insert into public.labels (board_id, name, color) values ($1, 'Ops', 'teal') returning id`,
      [board.id],
    );
    await db.query(`insert into public.card_labels (card_id, label_id) values ($1, $2)`, [card.id, label.id]);
    await db.query(`insert into public.card_assignees (card_id, user_id) values ($1, $2), ($1, $3)`, [
      card.id,
      f.users.member,
      alice,
    ]);
    await db.query(
      `insert into public.checklist_items (card_id, body, done, position) values ($1, 'Ask, then act', true, 1), ($1, 'Write it down', false, 2)`,
      [card.id],
    );

    const exported = await admin.functions.invoke<string>('export-board', {
      body: { board_id: board.id, format: 'csv' },
    });
    expect(exported.error).toBeNull();
    // A spreadsheet opening the file shows the formula as text; the import takes the apostrophe back.
    expect(exported.data).toContain(`"'${description}"`);
    const imported = await upload(admin, f.workspaceId, { name: 'sheet.csv', bytes: exported.data! });
    expect(imported.error).toBeNull();
    expect(imported.data).toMatchObject({
      format: 'csv',
      imported: { assignees: 2, checklist_items: 2 },
      skipped: [],
    });

    const copy = await one<{
      title: string;
      description: string;
      assignees: string[];
      items: string[];
      labels: string[];
    }>(
      `select c.title, c.description,
              (select array_agg(a.user_id::text order by a.user_id) from public.card_assignees a where a.card_id = c.id) as assignees,
              (select array_agg(i.body || case when i.done then ' (done)' else '' end order by i.position)
                 from public.checklist_items i where i.card_id = c.id) as items,
              (select array_agg(l.name || ':' || l.color) from public.card_labels cl
                 join public.labels l on l.id = cl.label_id where cl.card_id = c.id) as labels
       from public.cards c where c.board_id = $1`,
      [imported.data!.board_id],
    );
    expect(copy).toEqual({
      title: 'Plan, "carefully"',
      description,
      assignees: [f.users.member, alice].sort(),
      items: ['Ask, then act (done)', 'Write it down'],
      labels: ['Ops:teal'],
    });
  });

  it('makes a CSV file’s extra columns custom fields, typed by their values, and names them in the report', async () => {
    const csv =
      'Title,List,Points,Estimate (h),Kick-off,Owner,Blank,comments\r\n' +
      'Plan,Todo,3,1.5,2026-03-01,Ana,,2\r\n' +
      'Build,Todo,,2,2026-03-09,"Bo, Jr.",,0\r\n' +
      "Ship,Done,-8,,,'=1+1,,0\r\n";
    const result = await upload(admin, f.workspaceId, { name: 'Sprint.csv', bytes: csv });
    expect(result.error).toBeNull();
    const report = result.data!;
    expect(report).toMatchObject({
      format: 'csv',
      imported: { cards: 3, fields: 4, field_values: 9 },
      created_fields: [
        { name: 'Points', type: 'number' },
        { name: 'Estimate', type: 'number' },
        { name: 'Kick-off', type: 'date' },
        { name: 'Owner', type: 'text' },
      ],
    });
    // The column without a value makes no field; export-board's comment count is no field either.
    expect(report.skipped).toEqual([{ kind: 'field', item: 'Blank', reason: 'empty' }]);

    const db = t.backend.db;
    const fields = await db.query<{ name: string; type: string; unit: string | null }>(
      `select name, type::text as type, unit from public.custom_fields where board_id = $1 order by position`,
      [report.board_id],
    );
    expect(fields.rows).toEqual([
      { name: 'Points', type: 'number', unit: null },
      { name: 'Estimate', type: 'number', unit: 'h' },
      { name: 'Kick-off', type: 'date', unit: null },
      { name: 'Owner', type: 'text', unit: null },
    ]);
    const values = await db.query<{ title: string; name: string; value: unknown }>(
      `select c.title, f.name, v.value from public.card_field_values v
       join public.cards c on c.id = v.card_id join public.custom_fields f on f.id = v.field_id
       where c.board_id = $1 order by c.title, f.position`,
      [report.board_id],
    );
    expect(values.rows.map((r) => [r.title, r.name, r.value])).toEqual([
      ['Build', 'Estimate', 2],
      ['Build', 'Kick-off', '2026-03-09'],
      ['Build', 'Owner', 'Bo, Jr.'],
      ['Plan', 'Points', 3],
      ['Plan', 'Estimate', 1.5],
      ['Plan', 'Kick-off', '2026-03-01'],
      ['Plan', 'Owner', 'Ana'],
      ['Ship', 'Points', -8],
      // The apostrophe export-board puts before a formula is taken back, as in every other cell.
      ['Ship', 'Owner', '=1+1'],
    ]);
  });

  it('refuses a CSV file with more extra columns than a board has fields, writing nothing', async () => {
    const before = await rowCounts();
    const extra = Array.from({ length: 31 }, (_, i) => `Field ${String(i + 1)}`);
    const csv = `title,list,${extra.join(',')}\r\nOne,Todo,${extra.map(() => 'x').join(',')}\r\n`;
    expect(await failure(await upload(admin, f.workspaceId, { name: 'wide.csv', bytes: csv }))).toMatchObject(
      {
        status: 429,
        code: 'limit-reached',
        reason: 'customFieldsPerBoard',
      },
    );
    expect(await rowCounts()).toEqual(before);
  });

  it('previews a CSV file’s extra columns without writing, and refuses column choices it cannot keep, writing nothing', async () => {
    const csv = 'title,list,Stage,Size\r\nPlan,Todo,Draft,3\r\nShip,Todo,Draft,4\r\n';
    const before = await rowCounts();
    const preview = await upload(admin, f.workspaceId, { name: 'p.csv', bytes: csv }, { preview: 'true' });
    expect(preview.error).toBeNull();
    expect(preview.data).toMatchObject({
      format: 'csv',
      columns: [
        { column: 'Stage', name: 'Stage', type: 'single_select', samples: ['Draft'] },
        { column: 'Size', name: 'Size', type: 'number' },
      ],
    });
    // The server checks what the SDK checks, for a caller who skips it.
    const refused = async (columns: string) =>
      failure(await upload(admin, f.workspaceId, { name: 'p.csv', bytes: csv }, { columns }));
    expect(await refused('{')).toMatchObject({ status: 400, code: 'validation', reason: 'columns' });
    expect(await refused(JSON.stringify({ Nope: 'skip' }))).toMatchObject({
      code: 'validation',
      reason: 'unknown_column',
    });
    expect(await refused(JSON.stringify({ Size: { type: 'formula', name: 'Size' } }))).toMatchObject({
      code: 'validation',
      reason: 'columns',
    });
    expect(
      await refused(
        JSON.stringify({ Size: { type: 'text', name: 'A' }, Stage: { type: 'text', name: 'a' } }),
      ),
    ).toMatchObject({ code: 'validation', reason: 'columns' });
    const many = Object.fromEntries(
      Array.from({ length: 31 }, (_, i) => [`C${String(i)}`, { type: 'text', name: `F${String(i)}` }]),
    );
    expect(await refused(JSON.stringify(many))).toMatchObject({
      status: 429,
      code: 'limit-reached',
      reason: 'customFieldsPerBoard',
    });
    // Only a CSV file’s columns are chosen.
    const json = await upload(
      admin,
      f.workspaceId,
      { name: 'x.json', bytes: trelloExport({}) },
      { columns: JSON.stringify({ Size: 'skip' }) },
    );
    expect(await failure(json)).toMatchObject({ code: 'validation', reason: 'columns' });
    expect(await rowCounts()).toEqual(before);

    const result = await upload(
      admin,
      f.workspaceId,
      { name: 'p.csv', bytes: csv },
      { columns: JSON.stringify({ Stage: { type: 'multi_select', name: 'Phase' }, Size: 'skip' }) },
    );
    expect(result.error).toBeNull();
    expect(result.data).toMatchObject({
      created_fields: [{ name: 'Phase', type: 'multi_select' }],
      skipped: [],
    });
  });

  it('refuses a Teamboard export without its lists or cards, and reads an unknown blocker as left out', async () => {
    const broken = await upload(admin, f.workspaceId, {
      name: 'x.json',
      bytes: JSON.stringify({ board: { name: 'X' }, exported_at: '2026-11-26T00:00:00Z' }),
    });
    expect(await failure(broken)).toMatchObject({ status: 400, code: 'validation', reason: 'not_teamboard' });
    const forged = await upload(admin, f.workspaceId, {
      name: 'forged.json',
      bytes: JSON.stringify({
        board: { name: 'Forged' },
        exported_at: '2026-11-26T00:00:00Z',
        lists: [{ id: 'l', name: 'L' }],
        cards: [
          { id: 'a', list_id: 'l', title: 'A', blocked_by: [{ blocker_card_id: f.cardId }, 'junk', null] },
          { id: 'b', list_id: '../etc/passwd', title: 'B' },
        ],
      }),
    });
    expect(forged.error).toBeNull();
    expect(forged.data).toMatchObject({ format: 'teamboard', imported: { cards: 1, dependencies: 0 } });
    // Another board's card id is never linked, whoever's it is: it is not in the file.
    expect(forged.data!.skipped).toEqual([
      { kind: 'card', item: 'B', reason: 'unknown_list' },
      { kind: 'dependency', item: 'A', reason: 'not_in_file' },
      { kind: 'dependency', item: 'A', reason: 'not_in_file' },
      { kind: 'dependency', item: 'A', reason: 'not_in_file' },
    ]);
  });

  it('makes the board in the file’s zone, else the importer’s, and refuses a hostile one in either, writing nothing', async () => {
    const zoneOf = async (boardId: string) =>
      (
        await t.backend.db.query<{ time_zone: string }>(`select time_zone from public.boards where id = $1`, [
          boardId,
        ])
      ).rows[0]?.time_zone;
    const exported = (zone?: unknown) =>
      JSON.stringify({
        board: { name: 'Zoned', ...(zone === undefined ? {} : { time_zone: zone }) },
        exported_at: '2026-11-26T00:00:00Z',
        lists: [{ id: 'l', name: 'L' }],
        cards: [{ id: 'a', list_id: 'l', title: 'A' }],
      });
    const csv = { name: 'Zoned.csv', bytes: 'title,list\nA,L\n' };
    const imported = async (file: { name: string; bytes: string }, fields: Record<string, string>) => {
      const result = await upload(admin, f.workspaceId, file, fields);
      expect(result.error).toBeNull();
      return zoneOf(result.data!.board_id);
    };
    expect(await imported(csv, { time_zone: 'Asia/Kolkata' })).toBe('Asia/Kolkata');
    expect(await imported({ name: 'z.json', bytes: exported() }, { time_zone: 'Asia/Kolkata' })).toBe(
      'Asia/Kolkata',
    );
    expect(
      await imported({ name: 'z.json', bytes: exported('Europe/Berlin') }, { time_zone: 'Asia/Kolkata' }),
    ).toBe('Europe/Berlin');
    // Null in the file is no zone: the importer's.
    expect(await imported({ name: 'z.json', bytes: exported(null) }, { time_zone: 'Asia/Kolkata' })).toBe(
      'Asia/Kolkata',
    );

    const before = await rowCounts();
    const hostile = ['Mars/Olympus_Mons', "UTC'; drop table public.boards; --", '<+03>-3', 'A'.repeat(65)];
    for (const zone of hostile) {
      expect(await failure(await upload(admin, f.workspaceId, csv, { time_zone: zone })), zone).toMatchObject(
        {
          status: 400,
          code: 'validation',
          reason: 'time_zone',
        },
      );
    }
    for (const zone of [...hostile, 42, { name: 'Europe/Berlin' }]) {
      const result = await upload(admin, f.workspaceId, { name: 'z.json', bytes: exported(zone) });
      expect(await failure(result), JSON.stringify(zone)).toMatchObject({
        status: 400,
        code: 'validation',
        reason: 'time_zone',
      });
    }
    expect(await rowCounts()).toEqual(before);
  });
});
