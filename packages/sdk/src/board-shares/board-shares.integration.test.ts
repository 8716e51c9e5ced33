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
import { testClient, type TestClient } from '../../test/local-backend';
import { createBoard } from '../boards/create-board';
import { duplicateBoard } from '../boards/duplicate-board';
import { listBoards } from '../boards/list-boards';
import { listTemplates } from '../boards/list-templates';
import { setBoardTemplate } from '../boards/set-board-template';
import { addCardLabel } from '../cards/add-card-label';
import { createCard } from '../cards/create-card';
import { addChecklistItem } from '../checklist/add-checklist-item';
import { addComment } from '../comments/add-comment';
import { createLabel } from '../labels/create-label';
import { createList } from '../lists/create-list';
import { createBoardShare } from './create-board-share';
import { getSharedBoard } from './get-shared-board';
import { listBoardShares } from './list-board-shares';
import { revokeBoardShare } from './revoke-board-share';

let backend: LocalSupabase;
let owner: SignedInClient;
let admin: SignedInClient;
let member: SignedInClient;
let viewer: SignedInClient;
let outsider: SignedInClient;
let anon: TestClient;
let workspaceId: string;
let boardId: string;

beforeAll(async () => {
  ({ backend, owner, admin, member, viewer, outsider, workspaceId } = await startTeam());
  anon = testClient(backend);
  boardId = (await createBoard(owner.client, { workspaceId, name: 'Launch' })).id;
  const list = await createList(owner.client, { boardId, name: 'Doing' });
  const card = await createCard(member.client, {
    listId: list.id,
    title: 'Write the post',
    description: 'Draft',
  });
  const label = await createLabel(owner.client, { boardId, name: 'Blog', color: 'blue' });
  await addCardLabel(member.client, { cardId: card.id, labelId: label.id });
  await addChecklistItem(member.client, { cardId: card.id, body: 'Outline' });
  await addComment(member.client, { cardId: card.id, body: 'private-remark' });
}, 60_000);

afterAll(async () => {
  await backend.stop();
});

describe('public board links', () => {
  it('shows a signed-out visitor the board read-only, and nothing once revoked', async () => {
    const { token } = await createBoardShare(admin.client, boardId);
    const shared = await getSharedBoard(anon.client, token);
    expect(shared?.board).toEqual({ id: boardId, name: 'Launch', description: '' });
    expect(shared?.lists.map((l) => l.name)).toEqual(['Doing']);
    expect(shared?.cards).toMatchObject([{ title: 'Write the post', description: 'Draft' }]);
    expect(shared?.cards[0]?.checklist).toMatchObject([{ body: 'Outline', done: false }]);
    expect(shared?.labels).toMatchObject([{ name: 'Blog', color: 'blue' }]);
    expect(JSON.stringify(shared)).not.toContain('private-remark');

    const shares = await listBoardShares(owner.client, boardId);
    expect(shares[0]).toMatchObject({ board_id: boardId, revoked_at: null, created_by: admin.userId });
    expect(Object.keys(shares[0]!).sort()).toEqual([
      'board_id',
      'created_at',
      'created_by',
      'id',
      'revoked_at',
    ]);

    expect(await revokeBoardShare(owner.client, boardId)).toBe(true);
    expect(await getSharedBoard(anon.client, token)).toBeNull();
    expect((await listBoardShares(owner.client, boardId))[0]?.revoked_at).not.toBeNull();
  });

  it('answers null for forged tokens and refuses malformed ones before any request', async () => {
    const { token } = await createBoardShare(owner.client, boardId);
    for (const forged of [
      `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
      SQL_LOOKING,
      '../../etc/passwd',
      'x'.repeat(256),
    ]) {
      expect(await getSharedBoard(anon.client, forged)).toBeNull();
    }
    for (const malformed of ['', '   ', 'x'.repeat(257)]) {
      await expectNoRequestValidation(owner, () => getSharedBoard(owner.client, malformed));
    }
    expect(await getSharedBoard(anon.client, token)).not.toBeNull();
  });

  it('lets only owners and admins of the workspace make, revoke and list links', async () => {
    for (const user of [member, viewer]) {
      await expectCode(createBoardShare(user.client, boardId), 'forbidden');
      await expectCode(revokeBoardShare(user.client, boardId), 'forbidden');
      expect(await listBoardShares(user.client, boardId)).toEqual([]);
    }
    for (const id of [boardId, MISSING_ID]) {
      await expectCode(createBoardShare(outsider.client, id), 'not-found');
      await expectCode(revokeBoardShare(outsider.client, id), 'not-found');
    }
    expect(await listBoardShares(outsider.client, boardId)).toEqual([]);
    // Signed out, the function is not even callable: PostgREST answers 401, as hosted does.
    const before = await listBoardShares(owner.client, boardId);
    await expectCode(createBoardShare(anon.client, boardId), 'auth/session-expired');
    expect(await listBoardShares(owner.client, boardId)).toEqual(before);
    for (const bad of [SQL_LOOKING, 'not-an-id']) {
      await expectNoRequestValidation(owner, () => createBoardShare(owner.client, bad));
      await expectNoRequestValidation(owner, () => revokeBoardShare(owner.client, bad));
    }
  });
});

describe('duplicating boards and templates', () => {
  it('marks a template, lists it, and makes a new board from it with its cards', async () => {
    await setBoardTemplate(admin.client, { boardId, isTemplate: true });
    expect((await listTemplates(member.client, workspaceId)).map((b) => b.id)).toEqual([boardId]);
    expect(await listTemplates(outsider.client, workspaceId)).toEqual([]);

    const copy = await duplicateBoard(owner.client, { boardId, name: '  Launch 2  ', withCards: true });
    expect(copy).toMatchObject({ name: 'Launch 2', workspace_id: workspaceId, is_template: false });
    const shareOfCopy = await createBoardShare(owner.client, copy.id);
    const shown = await getSharedBoard(anon.client, shareOfCopy.token);
    expect(shown?.cards.map((c) => c.title)).toEqual(['Write the post']);
    expect(shown?.cards[0]?.checklist.map((i) => i.body)).toEqual(['Outline']);
    expect(shown?.cards[0]?.label_ids).toEqual(shown?.labels.map((l) => l.id));

    const empty = await duplicateBoard(admin.client, { boardId, name: 'Launch skeleton' });
    const skeleton = await getSharedBoard(
      anon.client,
      (await createBoardShare(admin.client, empty.id)).token,
    );
    expect(skeleton?.lists.map((l) => l.name)).toEqual(['Doing']);
    expect(skeleton?.cards).toEqual([]);

    await setBoardTemplate(owner.client, { boardId, isTemplate: false });
    expect(await listTemplates(owner.client, workspaceId)).toEqual([]);
  });

  it('refuses members, viewers and outsiders, and creates nothing for them', async () => {
    const before = (await listBoards(owner.client, workspaceId)).length;
    for (const user of [member, viewer]) {
      await expectCode(duplicateBoard(user.client, { boardId, name: 'Nope', withCards: true }), 'forbidden');
      await expectCode(setBoardTemplate(user.client, { boardId, isTemplate: true }), 'forbidden');
    }
    await expectCode(duplicateBoard(outsider.client, { boardId, name: 'Nope' }), 'not-found');
    await expectCode(duplicateBoard(outsider.client, { boardId: MISSING_ID, name: 'Nope' }), 'not-found');
    await expectCode(setBoardTemplate(outsider.client, { boardId, isTemplate: true }), 'not-found');
    expect(await listBoards(owner.client, workspaceId)).toHaveLength(before);
  });

  it('validates before any request and keeps hostile names as text', async () => {
    await expectNoRequestValidation(owner, () => duplicateBoard(owner.client, { boardId, name: '   ' }));
    await expectNoRequestValidation(owner, () =>
      duplicateBoard(owner.client, { boardId, name: 'x'.repeat(81) }),
    );
    await expectNoRequestValidation(owner, () =>
      duplicateBoard(owner.client, { boardId: SQL_LOOKING, name: 'x' }),
    );
    await expectNoRequestValidation(owner, () => listTemplates(owner.client, SQL_LOOKING));
    const copy = await duplicateBoard(owner.client, { boardId, name: SQL_LOOKING });
    expect(copy.name).toBe(SQL_LOOKING);
  });

  it('is refused with limit-reached at 100 boards', async () => {
    const existing = (await listBoards(owner.client, workspaceId)).length;
    await backend.db.query(
      `insert into public.boards (workspace_id, name) select $1, 'Filler ' || g from generate_series(1, $2::int) g`,
      [workspaceId, 100 - existing],
    );
    const error = await expectCode(
      duplicateBoard(owner.client, { boardId, name: 'One too many' }),
      'limit-reached',
    );
    expect(error.reason).toBe('boardsPerWorkspace');
  });
});
