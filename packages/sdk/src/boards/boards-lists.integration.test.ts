import type { LocalSupabase } from '@teamboard/local-supabase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectCode,
  expectNoRequestValidation,
  MISSING_ID,
  SQL_LOOKING,
  workspaceWith,
  startTeam,
  type SignedInClient,
} from '../../test/data-fixture';
import { createList } from '../lists/create-list';
import { listLists } from '../lists/list-lists';
import { moveList } from '../lists/move-list';
import { archiveList } from '../lists/archive-list';
import { restoreList } from '../lists/restore-list';
import { updateList } from '../lists/update-list';
import { archiveBoard } from './archive-board';
import { restoreBoard } from './restore-board';
import { createBoard } from './create-board';
import { deleteBoard } from './delete-board';
import { getBoard } from './get-board';
import { listBoards } from './list-boards';
import { updateBoard } from './update-board';

let backend: LocalSupabase;
let owner: SignedInClient;
let admin: SignedInClient;
let member: SignedInClient;
let viewer: SignedInClient;
let outsider: SignedInClient;
let workspaceId: string;
let boardId: string;

beforeAll(async () => {
  ({ backend, owner, admin, member, viewer, outsider, workspaceId } = await startTeam());
  boardId = (await createBoard(owner.client, { workspaceId, name: 'Main' })).id;
}, 60_000);

afterAll(async () => {
  await backend.stop();
});

describe('boards', () => {
  it('creates boards one after another and lists them in order, archived apart', async () => {
    const id = await workspaceWith(backend, owner, [[admin, 'admin']]);
    const first = await createBoard(admin.client, { workspaceId: id, name: ' First ', description: 'about' });
    const sent = admin.requests.length;
    const second = await createBoard(admin.client, { workspaceId: id, name: 'Second' });
    // One insert: the database puts the board after the last one, no read of it first.
    expect(admin.requests.length - sent).toBe(1);
    expect(second.position).toBeGreaterThan(first.position);
    expect(first).toMatchObject({
      name: 'First',
      description: 'about',
      created_by: admin.userId,
      archived_at: null,
    });
    expect(second.position).toBeGreaterThan(first.position);
    expect((await listBoards(admin.client, id)).map((b) => b.id)).toEqual([first.id, second.id]);

    const archived = await archiveBoard(admin.client, first.id);
    expect(archived.archived_at).not.toBeNull();
    expect((await listBoards(admin.client, id)).map((b) => b.id)).toEqual([second.id]);
    expect((await listBoards(admin.client, id, { archived: true })).map((b) => b.id)).toEqual([first.id]);
    expect((await restoreBoard(admin.client, first.id)).archived_at).toBeNull();
  });

  it('is forbidden to create for members and viewers, not-found for outsiders', async () => {
    await expectCode(createBoard(member.client, { workspaceId, name: 'No' }), 'forbidden');
    await expectCode(createBoard(viewer.client, { workspaceId, name: 'No' }), 'forbidden');
    await expectCode(createBoard(outsider.client, { workspaceId, name: 'No' }), 'not-found');
    await expectCode(createBoard(owner.client, { workspaceId: MISSING_ID, name: 'No' }), 'not-found');
  });

  it('stops at 100 boards per workspace', async () => {
    const id = await workspaceWith(backend, owner, []);
    await backend.db.query(
      `insert into public.boards (workspace_id, name) select $1, 'B' || g from generate_series(1, 100) g`,
      [id],
    );
    const error = await expectCode(
      createBoard(owner.client, { workspaceId: id, name: 'One more' }),
      'limit-reached',
    );
    expect(error.reason).toBe('boardsPerWorkspace');
  });

  it('gets a board for any member, not-found for outsiders and unknown ids', async () => {
    expect((await getBoard(viewer.client, boardId)).name).toBe('Main');
    await expectCode(getBoard(outsider.client, boardId), 'not-found');
    await expectCode(getBoard(owner.client, MISSING_ID), 'not-found');
    expect(await listBoards(outsider.client, workspaceId)).toEqual([]);
  });

  it('updates for managers only', async () => {
    expect(await updateBoard(admin.client, { boardId, description: SQL_LOOKING })).toMatchObject({
      name: 'Main',
      description: SQL_LOOKING,
    });
    for (const user of [member, viewer]) {
      await expectCode(updateBoard(user.client, { boardId, name: 'Taken over' }), 'forbidden');
      await expectCode(archiveBoard(user.client, boardId), 'forbidden');
      await expectCode(restoreBoard(user.client, boardId), 'forbidden');
      await expectCode(deleteBoard(user.client, boardId), 'forbidden');
    }
    await expectCode(updateBoard(outsider.client, { boardId, name: 'Taken over' }), 'not-found');
    await expectCode(archiveBoard(outsider.client, boardId), 'not-found');
    await expectCode(deleteBoard(outsider.client, boardId), 'not-found');
    expect((await getBoard(owner.client, boardId)).name).toBe('Main');
  });

  it('deletes a board for good', async () => {
    const board = await createBoard(owner.client, { workspaceId, name: 'Temporary' });
    await deleteBoard(admin.client, board.id);
    await expectCode(getBoard(owner.client, board.id), 'not-found');
    await expectCode(deleteBoard(admin.client, board.id), 'not-found');
  });

  it('validates before any request', async () => {
    await expectNoRequestValidation(owner, () => listBoards(owner.client, SQL_LOOKING));
    await expectNoRequestValidation(owner, () => getBoard(owner.client, 'x'));
    await expectNoRequestValidation(owner, () => createBoard(owner.client, { workspaceId, name: '' }));
    await expectNoRequestValidation(owner, () =>
      createBoard(owner.client, { workspaceId, name: 'Long', description: 'd'.repeat(2001) }),
    );
    await expectNoRequestValidation(owner, () => updateBoard(owner.client, { boardId }));
    await expectNoRequestValidation(owner, () => archiveBoard(owner.client, ''));
    await expectNoRequestValidation(owner, () => restoreBoard(owner.client, ''));
    await expectNoRequestValidation(owner, () => deleteBoard(owner.client, ''));
  });
});

describe('lists', () => {
  it('appends lists, moves one between others, and archives and restores', async () => {
    const board = await createBoard(owner.client, { workspaceId, name: 'Lists' });
    const [a, b, c] = [
      await createList(member.client, { boardId: board.id, name: 'A' }),
      await createList(member.client, { boardId: board.id, name: 'B', wipLimit: 3 }),
      await createList(member.client, { boardId: board.id, name: 'C' }),
    ];
    expect(b.wip_limit).toBe(3);
    expect((await listLists(viewer.client, board.id)).map((l) => l.name)).toEqual(['A', 'B', 'C']);

    await moveList(member.client, { listId: c.id, beforeId: a.id });
    expect((await listLists(member.client, board.id)).map((l) => l.name)).toEqual(['A', 'C', 'B']);
    await moveList(member.client, { listId: b.id, afterId: a.id });
    expect((await listLists(member.client, board.id)).map((l) => l.name)).toEqual(['B', 'A', 'C']);
    await moveList(member.client, { listId: b.id });
    expect((await listLists(member.client, board.id)).map((l) => l.name)).toEqual(['A', 'C', 'B']);

    expect(await updateList(member.client, { listId: b.id, name: 'Bee', wipLimit: null })).toMatchObject({
      name: 'Bee',
      wip_limit: null,
    });
    await archiveList(member.client, a.id);
    expect((await listLists(member.client, board.id)).map((l) => l.name)).toEqual(['C', 'Bee']);
    expect((await listLists(member.client, board.id, { archived: true })).map((l) => l.name)).toEqual(['A']);
    expect((await restoreList(member.client, a.id)).archived_at).toBeNull();
  });

  it('is forbidden for viewers and not-found for outsiders', async () => {
    const list = await createList(owner.client, { boardId, name: 'Guarded' });
    await expectCode(createList(viewer.client, { boardId, name: 'No' }), 'forbidden');
    await expectCode(createList(outsider.client, { boardId, name: 'No' }), 'not-found');
    await expectCode(createList(owner.client, { boardId: MISSING_ID, name: 'No' }), 'not-found');
    for (const [user, code] of [
      [viewer, 'forbidden'],
      [outsider, 'not-found'],
    ] as const) {
      await expectCode(updateList(user.client, { listId: list.id, name: 'No' }), code);
      await expectCode(archiveList(user.client, list.id), code);
      await expectCode(restoreList(user.client, list.id), code);
      await expectCode(moveList(user.client, { listId: list.id }), code);
    }
    expect(await listLists(outsider.client, boardId)).toEqual([]);
    expect((await listLists(owner.client, boardId)).find((l) => l.id === list.id)?.name).toBe('Guarded');
  });

  it('refuses a neighbour from another board as validation', async () => {
    const here = await createList(owner.client, { boardId, name: 'Here' });
    const elsewhere = await createBoard(owner.client, { workspaceId, name: 'Elsewhere' });
    const there = await createList(owner.client, { boardId: elsewhere.id, name: 'There' });
    await expectCode(moveList(owner.client, { listId: here.id, beforeId: there.id }), 'validation');
  });

  it('stops at 50 lists per board', async () => {
    const board = await createBoard(owner.client, { workspaceId, name: 'Full' });
    await backend.db.query(
      `insert into public.lists (board_id, name) select $1, 'L' || g from generate_series(1, 50) g`,
      [board.id],
    );
    expect(
      (await expectCode(createList(owner.client, { boardId: board.id, name: 'No' }), 'limit-reached')).reason,
    ).toBe('listsPerBoard');
  });

  it('validates before any request', async () => {
    await expectNoRequestValidation(owner, () => listLists(owner.client, 'x'));
    await expectNoRequestValidation(owner, () => createList(owner.client, { boardId, name: 'n'.repeat(61) }));
    await expectNoRequestValidation(owner, () =>
      createList(owner.client, { boardId, name: 'WIP', wipLimit: 1000 }),
    );
    await expectNoRequestValidation(owner, () => updateList(owner.client, { listId: MISSING_ID }));
    await expectNoRequestValidation(owner, () =>
      updateList(owner.client, { listId: MISSING_ID, wipLimit: 0 }),
    );
    await expectNoRequestValidation(owner, () =>
      moveList(owner.client, { listId: MISSING_ID, beforeId: SQL_LOOKING }),
    );
    await expectNoRequestValidation(owner, () => archiveList(owner.client, ''));
    await expectNoRequestValidation(owner, () => restoreList(owner.client, ''));
  });
});
