import { readFileSync } from 'node:fs';
import type { LocalSupabase } from '@teamboard/local-supabase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectCode,
  expectNoRequestValidation,
  MISSING_ID,
  SQL_LOOKING,
  startTeam,
  type SignedInClient,
} from '../../test/data-fixture';
import { createBoard } from '../boards/create-board';
import { getBoard } from '../boards/get-board';
import { loadBoard } from '../boards/load-board';
import { exportBoard } from '../exports/export-board';
import { LIMITS } from '../constants';
import { importBoard } from './import-board';
import type { ImportProgress } from './types';

/** The fixtures the edge function's own tests use. */
const fixture = (name: string) =>
  readFileSync(new URL(`../../../../supabase/tests/fixtures/import-board/${name}`, import.meta.url));
const asFile = (name: string, type = '') => new File([fixture(name)], name, { type });

let backend: LocalSupabase;
let owner: SignedInClient;
let admin: SignedInClient;
let member: SignedInClient;
let viewer: SignedInClient;
let outsider: SignedInClient;
let workspaceId: string;

beforeAll(async () => {
  ({ backend, owner, admin, member, viewer, outsider, workspaceId } = await startTeam());
}, 60_000);

afterAll(async () => {
  await backend.stop();
});

const boardCount = async () =>
  (await backend.db.query<{ n: number }>(`select count(*)::int as n from public.boards`)).rows[0]!.n;

describe('importBoard', () => {
  it('imports a Trello export, reporting progress and what was left out', async () => {
    const progress: ImportProgress[] = [];
    const file = asFile('trello-board.json', 'application/json');
    const report = await importBoard(
      admin.client,
      { workspaceId, file },
      { onProgress: (p) => progress.push(p) },
    );
    expect(report).toMatchObject({
      name: 'Website relaunch',
      format: 'trello',
      imported: {
        lists: 5,
        labels: 9,
        cards: 7,
        archivedCards: 1,
        checklistItems: 6,
        comments: 3,
        // No member of this workspace has the emails of the fixture's Trello members.
        assignees: 0,
        dueDates: 3,
      },
    });
    expect(report.skipped).toContainEqual({
      kind: 'assignee',
      item: 'Carla Rossi on "Fix broken nav on mobile"',
      reason: 'no_email',
    });
    expect(progress).toEqual([
      { stage: 'uploading', loaded: 0, total: file.size },
      { stage: 'done', loaded: file.size, total: file.size },
    ]);
    const board = await loadBoard(viewer.client, report.boardId);
    expect(board?.lists.map((l) => l.name)).toEqual(['Backlog', 'In progress', 'Review', 'Done']);
    expect(board?.cards.map((c) => c.title)).toContain('Draft homepage copy');
  });

  it('imports CSV text, matching assignees by a member’s email and naming the board as asked', async () => {
    const csv = `title,list,assignee email,due\r\n"Plan, then ""ship""",Now,${member.email.toUpperCase()},2027-01-15\r\n`;
    const report = await importBoard(owner.client, { workspaceId, file: csv, name: 'From text' });
    expect(report).toMatchObject({
      name: 'From text',
      format: 'csv',
      imported: { lists: 1, cards: 1, assignees: 1, startDates: 0, dueDates: 1, fields: 0 },
      skipped: [],
    });
    const { rows } = await backend.db.query(
      `select c.title, a.user_id from public.cards c join public.card_assignees a on a.card_id = c.id where c.board_id = $1`,
      [report.boardId],
    );
    expect(rows).toEqual([{ title: 'Plan, then "ship"', user_id: member.userId }]);
  });

  it('reports the custom fields a CSV file’s extra columns became', async () => {
    const csv = 'title,list,Points,Kick-off,Notes\r\nPlan,Now,3,2027-01-15,first\r\nShip,Now,5,,\r\n';
    const report = await importBoard(owner.client, { workspaceId, file: csv });
    expect(report).toMatchObject({
      imported: { cards: 2, fields: 3, fieldValues: 4 },
      createdFields: [
        { name: 'Points', type: 'number' },
        { name: 'Kick-off', type: 'date' },
        { name: 'Notes', type: 'text' },
      ],
      skipped: [],
    });
  });

  it('refuses broken files with typed errors and creates nothing', async () => {
    const before = await boardCount();
    const invalid = await expectCode(
      importBoard(admin.client, { workspaceId, file: asFile('invalid.json') }),
      'validation',
    );
    expect(invalid.reason).toBe('invalid_json');
    const shape = await expectCode(
      importBoard(admin.client, { workspaceId, file: asFile('wrong-shape.json') }),
      'validation',
    );
    expect(shape.reason).toBe('not_trello');
    const header = await expectCode(
      importBoard(admin.client, { workspaceId, file: asFile('missing-header.csv') }),
      'validation',
    );
    expect(header.reason).toBe('missing_header');
    const lists = await expectCode(
      importBoard(admin.client, { workspaceId, file: asFile('too-many-lists.json') }),
      'limit-reached',
    );
    expect(lists.reason).toBe('listsPerBoard');
    expect(await boardCount()).toBe(before);
  });

  it('refuses a file over 10 MB before sending it, and bad input before any request', async () => {
    const big = new File([new Uint8Array(LIMITS.importFileBytes + 1)], 'big.csv');
    const before = admin.requests.length;
    await expectCode(importBoard(admin.client, { workspaceId, file: big }), 'payload-too-large');
    expect(admin.requests.slice(before)).toEqual([]);
    await expectNoRequestValidation(admin, () =>
      importBoard(admin.client, { workspaceId: SQL_LOOKING, file: 'a' }),
    );
    await expectNoRequestValidation(admin, () =>
      importBoard(admin.client, { workspaceId, file: 'a', format: 'xml' as 'csv' }),
    );
    await expectNoRequestValidation(admin, () =>
      importBoard(admin.client, { workspaceId, file: 'a', name: ' ' }),
    );
  });

  it('lets only owners and admins import, and hides other workspaces', async () => {
    const before = await boardCount();
    const file = 'title,list\nA,B\n';
    const refused = await expectCode(importBoard(viewer.client, { workspaceId, file }), 'forbidden');
    expect(refused.reason).toBe('not_manager');
    await expectCode(importBoard(member.client, { workspaceId, file }), 'forbidden');
    await expectCode(importBoard(outsider.client, { workspaceId, file }), 'not-found');
    await expectCode(importBoard(owner.client, { workspaceId: MISSING_ID, file }), 'not-found');
    expect(await boardCount()).toBe(before);
  });

  it('keeps text that looks like SQL as text', async () => {
    const report = await importBoard(owner.client, {
      workspaceId,
      file: `title,list\r\n"${SQL_LOOKING}","${SQL_LOOKING}"\r\n`,
      name: SQL_LOOKING,
    });
    const board = await loadBoard(owner.client, report.boardId);
    expect([board?.board.name, board?.lists[0]?.name, board?.cards[0]?.title]).toEqual([
      SQL_LOOKING,
      SQL_LOOKING.slice(0, 60),
      SQL_LOOKING,
    ]);
  });

  describe('the new board’s time zone', () => {
    const zoneOf = async (boardId: string) => (await getBoard(owner.client, boardId)).time_zone;

    it('is the importer’s for a Trello export and a CSV file, and UTC when none is sent', async () => {
      const trello = await importBoard(admin.client, {
        workspaceId,
        file: asFile('trello-board.json'),
        timeZone: 'Asia/Tokyo',
      });
      expect(await zoneOf(trello.boardId)).toBe('Asia/Tokyo');
      const csv = await importBoard(admin.client, {
        workspaceId,
        file: 'title,list\nA,B\n',
        timeZone: 'America/New_York',
      });
      expect(await zoneOf(csv.boardId)).toBe('America/New_York');
      const none = await importBoard(admin.client, { workspaceId, file: 'title,list\nA,B\n' });
      expect(await zoneOf(none.boardId)).toBe('UTC');
    });

    it('is the exported board’s own for a Teamboard export, and the importer’s for one without a zone', async () => {
      const source = await createBoard(owner.client, {
        workspaceId,
        name: 'Berlin',
        timeZone: 'Europe/Berlin',
      });
      const exported = await exportBoard(owner.client, source.id, 'json');
      expect(exported.board.time_zone).toBe('Europe/Berlin');
      const kept = await importBoard(admin.client, {
        workspaceId,
        file: JSON.stringify(exported),
        timeZone: 'Asia/Tokyo',
      });
      expect(await zoneOf(kept.boardId)).toBe('Europe/Berlin');
      // An export from before boards had zones names none.
      const { time_zone: _zone, ...older } = exported.board;
      const taken = await importBoard(admin.client, {
        workspaceId,
        file: JSON.stringify({ ...exported, board: older }),
        timeZone: 'Asia/Tokyo',
      });
      expect(await zoneOf(taken.boardId)).toBe('Asia/Tokyo');
    });

    it('refuses a zone nobody knows before sending, and one the database does not list, creating nothing', async () => {
      for (const timeZone of ['Mars/Olympus_Mons', SQL_LOOKING, '', 'x'.repeat(65), 'UTC+3']) {
        const error = await expectNoRequestValidation(admin, () =>
          importBoard(admin.client, { workspaceId, file: 'title,list\nA,B\n', timeZone }),
        );
        expect(error.issues[0]?.path, timeZone).toEqual(['timeZone']);
      }
      const before = await boardCount();
      // Intl reads names in any case; Postgres lists them as written.
      const lowerCase = await expectCode(
        importBoard(admin.client, { workspaceId, file: 'title,list\nA,B\n', timeZone: 'europe/berlin' }),
        'validation',
      );
      expect(lowerCase.reason).toBe('time_zone');
      // A file is anyone's to write: its zone is checked as the importer's is.
      const source = await createBoard(owner.client, { workspaceId, name: 'Source' });
      const exported = await exportBoard(owner.client, source.id, 'json');
      for (const zone of ['Mars/Olympus_Mons', SQL_LOOKING, '<+03>-3', 'x'.repeat(65)]) {
        const error = await expectCode(
          importBoard(admin.client, {
            workspaceId,
            file: JSON.stringify({ ...exported, board: { ...exported.board, time_zone: zone } }),
            timeZone: 'Asia/Tokyo',
          }),
          'validation',
        );
        expect(error.reason, zone).toBe('time_zone');
      }
      expect(await boardCount()).toBe(before + 1);
    });
  });
});

describe('checklist items’ owners and due dates', () => {
  /** A card with two named checklists whose items have owners and due dates. */
  const sourceBoard = async () => {
    const db = owner.client.supabase;
    const board = await createBoard(owner.client, { workspaceId, name: 'Owned steps' });
    const list = await db.from('lists').insert({ board_id: board.id, name: 'Todo' }).select('id').single();
    const card = await db
      .from('cards')
      .insert({ board_id: board.id, list_id: list.data!.id, title: 'Launch' })
      .select('id')
      .single();
    const cardId = card.data!.id;
    const lists = await db
      .from('checklists')
      .insert([
        { card_id: cardId, name: 'Prepare', position: 1024 },
        { card_id: cardId, name: 'QA', position: 2048 },
      ])
      .select('id,name');
    const checklist = (name: string) => lists.data!.find((l) => l.name === name)!.id;
    const { error } = await db.from('checklist_items').insert([
      {
        card_id: cardId,
        checklist_id: checklist('Prepare'),
        body: 'Book the room',
        done: true,
        position: 1024,
        assignee_id: member.userId,
        due_at: '2030-03-31T09:00:00+00:00',
      },
      {
        card_id: cardId,
        checklist_id: checklist('Prepare'),
        body: 'Write',
        done: false,
        position: 2048,
        assignee_id: viewer.userId,
        due_at: null,
      },
      {
        card_id: cardId,
        checklist_id: checklist('QA'),
        body: 'Test',
        done: false,
        position: 1024,
        assignee_id: null,
        due_at: '2030-04-02T12:00:00+00:00',
      },
    ]);
    expect(error).toBeNull();
    return board.id;
  };
  /** The items of a board's cards as they compare between boards. */
  const itemsOf = async (boardId: string) => {
    const { data, error } = await owner.client.supabase
      .from('checklist_items')
      .select(
        'body,done,assignee_id,due_at,position,list:checklists(name,position),card:cards!checklist_items_card_id_fkey!inner(board_id)',
      )
      .eq('card.board_id', boardId);
    expect(error).toBeNull();
    return (data ?? [])
      .sort((a, b) => a.list.position - b.list.position || a.position - b.position)
      .map((item) => ({
        checklist: item.list.name,
        body: item.body,
        done: item.done,
        owner: item.assignee_id,
        due: item.due_at === null ? null : new Date(item.due_at).toISOString(),
      }));
  };
  const expected = () => [
    {
      checklist: 'Prepare',
      body: 'Book the room',
      done: true,
      owner: member.userId,
      due: '2030-03-31T09:00:00.000Z',
    },
    { checklist: 'Prepare', body: 'Write', done: false, owner: viewer.userId, due: null },
    { checklist: 'QA', body: 'Test', done: false, owner: null, due: '2030-04-02T12:00:00.000Z' },
  ];

  it('come back from a JSON export, by address or (for an export without addresses) by id', async () => {
    const source = await sourceBoard();
    expect(await itemsOf(source)).toEqual(expected());
    const exported = await exportBoard(owner.client, source, 'json');
    expect(exported.cards[0]?.checklist[0]).toMatchObject({
      checklist: 'Prepare',
      assignee_id: member.userId,
      assignee: { name: 'member', email: member.email },
    });
    const imported = await importBoard(admin.client, { workspaceId, file: JSON.stringify(exported) });
    expect(imported.skipped).toEqual([]);
    expect(await itemsOf(imported.boardId)).toEqual(expected());

    // A member's export carries no addresses: the ids find the same people in this workspace.
    const plain = await exportBoard(member.client, source, 'json');
    expect(plain.cards[0]?.checklist[0]?.assignee).toEqual({ name: 'member', email: null });
    const byId = await importBoard(admin.client, { workspaceId, file: JSON.stringify(plain) });
    expect(await itemsOf(byId.boardId)).toEqual(expected());
  });

  it('come back from a CSV export', async () => {
    const source = await sourceBoard();
    const csv = await exportBoard(owner.client, source, 'csv');
    const imported = await importBoard(admin.client, { workspaceId, file: csv });
    expect(imported.skipped).toEqual([]);
    expect(await itemsOf(imported.boardId)).toEqual(expected());
  });

  it('leave off an owner who is no member of the workspace, saying so', async () => {
    const source = await sourceBoard();
    const exported = await exportBoard(owner.client, source, 'json');
    const [card] = exported.cards;
    const foreign = {
      ...exported,
      cards: [
        {
          ...card,
          checklist: card!.checklist.map((item) =>
            item.body === 'Write'
              ? {
                  ...item,
                  assignee_id: outsider.userId,
                  assignee: { name: 'outsider', email: outsider.email },
                }
              : item,
          ),
        },
      ],
    };
    const imported = await importBoard(admin.client, { workspaceId, file: JSON.stringify(foreign) });
    expect(imported.skipped).toEqual([
      { kind: 'assignee', item: `${outsider.email} on "Write"`, reason: 'not_a_member' },
    ]);
    expect((await itemsOf(imported.boardId)).map((item) => item.owner)).toEqual([member.userId, null, null]);
  });
});
