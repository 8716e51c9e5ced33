import type { LocalSupabase } from '@teamboard/local-supabase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectCode,
  expectNoRequestValidation,
  MISSING_ID,
  signedInClients,
  SQL_LOOKING,
  workspaceWith,
  startTeam,
  type SignedInClient,
} from '../../test/data-fixture';
import { testClient } from '../../test/local-backend';
import { createBoard } from '../boards/create-board';
import { addChecklistItem } from '../checklist/add-checklist-item';
import { addComment } from '../comments/add-comment';
import { createCard } from '../cards/create-card';
import { completeCard } from '../cards/complete-card';
import { moveCard } from '../cards/move-card';
import { updateCard } from '../cards/update-card';
import { exportBoard } from '../exports/export-board';
import { createList } from '../lists/create-list';
import { getMyProfile } from '../profiles/get-my-profile';
import { getProfile } from '../profiles/get-profile';
import { updateProfile } from '../profiles/update-profile';
import { listActivity } from './list-activity';

let backend: LocalSupabase;
let owner: SignedInClient;
let member: SignedInClient;
let viewer: SignedInClient;
let outsider: SignedInClient;
let workspaceId: string;
let boardId: string;
let cardId: string;

beforeAll(async () => {
  ({ backend, owner, member, viewer, outsider, workspaceId } = await startTeam());
  boardId = (await createBoard(owner.client, { workspaceId, name: 'Feed' })).id;
  const todo = await createList(owner.client, { boardId, name: 'To do' });
  const done = await createList(owner.client, { boardId, name: 'Done' });
  cardId = (
    await createCard(member.client, { listId: todo.id, title: '=SUM(1,2)', description: 'a "quoted", text' })
  ).id;
  await addComment(member.client, { cardId, body: 'hello' });
  await addChecklistItem(member.client, { cardId, body: 'step' });
  await moveCard(member.client, { cardId, listId: done.id });
  await completeCard(member.client, cardId);
}, 60_000);

afterAll(async () => {
  await backend.stop();
});

describe('listActivity', () => {
  it('lists a card, a board and a workspace newest first, with the actor', async () => {
    const card = await listActivity(viewer.client, { cardId });
    expect(card.map((e) => e.kind)).toEqual([
      'card.completed',
      'card.moved',
      'comment.added',
      'card.created',
    ]);
    expect(card[0]?.actor).toEqual({ display_name: 'member', avatar_path: null });
    const board = await listActivity(viewer.client, { boardId });
    expect(board.at(-1)?.kind).toBe('board.created');
    expect(board.length).toBeGreaterThan(card.length);
    const workspace = await listActivity(viewer.client, { workspaceId });
    expect(workspace.map((e) => e.kind)).toContain('member.joined');
  });

  it('says what changed: the old title, the new due date, the lists as they were named', async () => {
    // A board of its own: the export tests below read the shared one whole.
    const own = await createBoard(owner.client, { workspaceId, name: 'Changes' });
    const ideas = await createList(owner.client, { boardId: own.id, name: 'Ideas' });
    const { id, version } = await createCard(member.client, { listId: ideas.id, title: 'Draft' });
    const renamed = await updateCard(member.client, {
      cardId: id,
      expectedVersion: version,
      title: 'Final',
      dueAt: '2027-03-01T09:00:00.000Z',
    });
    await updateCard(member.client, {
      cardId: id,
      expectedVersion: renamed.version,
      dueAt: null,
      description: 'now with words',
    });
    // One update's entries share a timestamp, so their order among themselves is not asserted.
    const entries = (await listActivity(viewer.client, { cardId: id })).map((e) => [e.kind, e.payload]);
    expect(entries).toHaveLength(5);
    expect(entries).toEqual(
      expect.arrayContaining([
        ['card.created', expect.objectContaining({ title: 'Draft' })],
        ['card.renamed', { title: 'Final', previous_title: 'Draft' }],
        ['card.due_changed', { due_at: '2027-03-01T09:00:00+00:00', previous_due_at: null }],
        ['card.due_changed', { due_at: null, previous_due_at: '2027-03-01T09:00:00+00:00' }],
        ['card.updated', { fields: ['description'] }],
      ]),
    );
    const move = (await listActivity(viewer.client, { cardId })).find((e) => e.kind === 'card.moved');
    expect(move?.payload).toMatchObject({ from_list_name: 'To do', to_list_name: 'Done' });
  });

  it('pages without gaps or repeats, even across entries with the same timestamp', async () => {
    // Three entries sharing one created_at, as one transaction would write them.
    await backend.db.query(
      `insert into public.activity (workspace_id, board_id, kind, created_at)
       select $1, $2, 'test.tied', '2000-01-01T00:00:00Z' from generate_series(1, 3)`,
      [workspaceId, boardId],
    );
    const all = await listActivity(owner.client, { boardId }, { limit: 100 });
    const paged = [];
    let page = await listActivity(owner.client, { boardId }, { limit: 2 });
    while (page.length > 0) {
      paged.push(...page);
      const last = page.at(-1);
      if (page.length < 2 || last === undefined) break;
      page = await listActivity(owner.client, { boardId }, { limit: 2, before: last });
    }
    expect(paged.map((e) => e.id)).toEqual(all.map((e) => e.id));
    expect(all.filter((e) => e.kind === 'test.tied')).toHaveLength(3);
  });

  it('shows outsiders nothing', async () => {
    expect(await listActivity(outsider.client, { boardId })).toEqual([]);
    expect(await listActivity(outsider.client, { workspaceId })).toEqual([]);
  });

  it('validates before any request: one scope, a sane limit, a real cursor', async () => {
    // @ts-expect-error — two scopes at once is what is being tested
    await expectNoRequestValidation(owner, () => listActivity(owner.client, { boardId, cardId }));
    await expectNoRequestValidation(owner, () => listActivity(owner.client, { boardId }, { limit: 101 }));
    await expectNoRequestValidation(owner, () => listActivity(owner.client, { boardId }, { limit: 0 }));
    await expectNoRequestValidation(owner, () =>
      listActivity(owner.client, { boardId }, { before: { created_at: SQL_LOOKING, id: MISSING_ID } }),
    );
    await expectNoRequestValidation(owner, () => listActivity(owner.client, { boardId: SQL_LOOKING }));
  });
});

describe('exportBoard', () => {
  it('exports typed JSON with lists and cards', async () => {
    const data = await exportBoard(viewer.client, boardId, 'json');
    expect(data.board).toMatchObject({ id: boardId, name: 'Feed' });
    expect(data.lists.map((l) => l.name)).toEqual(['To do', 'Done']);
    expect(data.cards[0]).toMatchObject({
      id: cardId,
      title: '=SUM(1,2)',
      checklist: [{ body: 'step', done: false }],
      comments: [{ body: 'hello', author_id: member.userId }],
    });
  });

  it('exports CSV text with formulas defused and quotes escaped', async () => {
    const csv = await exportBoard(member.client, boardId, 'csv');
    const [header, row] = csv.trimEnd().split('\r\n');
    expect(header).toMatch(/^"list","title","description"/);
    expect(row).toContain(`"Done","'=SUM(1,2)","a ""quoted"", text"`);
  });

  it('is not-found for outsiders and unknown boards', async () => {
    await expectCode(exportBoard(outsider.client, boardId, 'json'), 'not-found');
    await expectCode(exportBoard(owner.client, MISSING_ID, 'csv'), 'not-found');
  });

  it('validates before any request', async () => {
    await expectNoRequestValidation(owner, () => exportBoard(owner.client, SQL_LOOKING, 'json'));
    // @ts-expect-error — an unknown format is what is being tested
    await expectNoRequestValidation(owner, () => exportBoard(owner.client, boardId, 'xlsx'));
  });
});

describe('profiles', () => {
  it('reads my profile and teammates', async () => {
    expect(await getMyProfile(member.client)).toMatchObject({ id: member.userId, display_name: 'member' });
    expect(await getProfile(viewer.client, member.userId)).toMatchObject({ display_name: 'member' });
  });

  it('hides people I share no workspace with', async () => {
    await expectCode(getProfile(outsider.client, member.userId), 'not-found');
    await expectCode(getProfile(member.client, MISSING_ID), 'not-found');
  });

  it('updates my display name, trimmed, and teammates see it', async () => {
    const [renamed] = await signedInClients(backend, ['renamed']);
    await workspaceWith(backend, owner, [[renamed, 'member']]);
    expect((await updateProfile(renamed.client, { displayName: `  ${SQL_LOOKING}  ` })).display_name).toBe(
      SQL_LOOKING,
    );
    expect((await getProfile(owner.client, renamed.userId)).display_name).toBe(SQL_LOOKING);
  });

  it('is not-found when my profile row is gone (a signed-in account whose profile was deleted)', async () => {
    const [orphan] = await signedInClients(backend, ['orphan']);
    await backend.db.query(`delete from public.profiles where id = $1`, [orphan.userId]);
    await expectCode(getMyProfile(orphan.client), 'not-found');
    await expectCode(updateProfile(orphan.client, { displayName: 'Back' }), 'not-found');
  });

  it('needs a session', async () => {
    const anon = testClient(backend);
    await expectCode(getMyProfile(anon.client), 'auth/session-expired');
    await expectCode(updateProfile(anon.client, { displayName: 'Ghost' }), 'auth/session-expired');
  });

  it('validates before any request', async () => {
    await expectNoRequestValidation(owner, () =>
      updateProfile(owner.client, { displayName: 'n'.repeat(51) }),
    );
    await expectNoRequestValidation(owner, () => updateProfile(owner.client, { displayName: '  ' }));
    await expectNoRequestValidation(owner, () => getProfile(owner.client, SQL_LOOKING));
  });
});
