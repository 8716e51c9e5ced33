import type { LocalSupabase } from '@teamboard/local-supabase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectCode,
  expectNoRequestValidation,
  MISSING_ID,
  signedInClients,
  SQL_LOOKING,
  workspaceWith,
  type SignedInClient,
} from '../../test/data-fixture';
import { startBackend } from '../../test/local-backend';
import { createBoard } from '../boards/create-board';
import { createCard } from '../cards/create-card';
import { addChecklistItem } from '../checklist/add-checklist-item';
import { deleteChecklistItem } from '../checklist/delete-checklist-item';
import { listChecklistItems } from '../checklist/list-checklist-items';
import { updateChecklistItem } from '../checklist/update-checklist-item';
import { moveChecklistItem } from '../checklist/move-checklist-item';
import { createLabel } from '../labels/create-label';
import { deleteLabel } from '../labels/delete-label';
import { listLabels } from '../labels/list-labels';
import { updateLabel } from '../labels/update-label';
import { createList } from '../lists/create-list';
import { addComment } from './add-comment';
import { deleteComment } from './delete-comment';
import { editComment } from './edit-comment';
import { listComments } from './list-comments';

let backend: LocalSupabase;
let owner: SignedInClient;
let member: SignedInClient;
let other: SignedInClient;
let viewer: SignedInClient;
let outsider: SignedInClient;
let boardId: string;
let cardId: string;

beforeAll(async () => {
  backend = await startBackend();
  [owner, member, other, viewer, outsider] = await signedInClients(backend, [
    'owner',
    'member',
    'other',
    'viewer',
    'outsider',
  ]);
  const workspaceId = await workspaceWith(backend, owner, [
    [member, 'member'],
    [other, 'member'],
    [viewer, 'viewer'],
  ]);
  boardId = (await createBoard(owner.client, { workspaceId, name: 'Details' })).id;
  const listId = (await createList(owner.client, { boardId, name: 'List' })).id;
  cardId = (await createCard(owner.client, { listId, title: 'Card' })).id;
}, 60_000);

afterAll(async () => {
  await backend.stop();
});

describe('labels', () => {
  it('create, list by name, update and delete', async () => {
    const zeta = await createLabel(member.client, { boardId, name: 'Zeta', color: 'teal' });
    const alpha = await createLabel(member.client, { boardId, name: ' Alpha ', color: 'red' });
    expect((await listLabels(viewer.client, boardId)).map((l) => [l.name, l.color])).toEqual([
      ['Alpha', 'red'],
      ['Zeta', 'teal'],
    ]);
    expect(await updateLabel(member.client, { labelId: zeta.id, color: 'purple' })).toMatchObject({
      name: 'Zeta',
      color: 'purple',
    });
    await deleteLabel(member.client, alpha.id);
    expect((await listLabels(member.client, boardId)).map((l) => l.id)).toEqual([zeta.id]);
    await expectCode(deleteLabel(member.client, alpha.id), 'not-found');
  });

  it('are forbidden for viewers and not-found for outsiders', async () => {
    const label = await createLabel(owner.client, { boardId, name: 'Kept', color: 'gray' });
    await expectCode(createLabel(viewer.client, { boardId, name: 'No', color: 'red' }), 'forbidden');
    await expectCode(createLabel(outsider.client, { boardId, name: 'No', color: 'red' }), 'not-found');
    await expectCode(updateLabel(viewer.client, { labelId: label.id, name: 'No' }), 'forbidden');
    await expectCode(updateLabel(outsider.client, { labelId: label.id, name: 'No' }), 'not-found');
    await expectCode(deleteLabel(viewer.client, label.id), 'forbidden');
    await expectCode(deleteLabel(outsider.client, label.id), 'not-found');
    expect(await listLabels(outsider.client, boardId)).toEqual([]);
    expect((await listLabels(owner.client, boardId)).find((l) => l.id === label.id)?.name).toBe('Kept');
  });

  it('stop at 30 per board', async () => {
    const { rows } = await backend.db.query<{ n: number }>(
      `select count(*)::int as n from public.labels where board_id = $1`,
      [boardId],
    );
    await backend.db.query(
      `insert into public.labels (board_id, name) select $1, 'L' || g from generate_series(1, $2::int) g`,
      [boardId, 30 - (rows[0]?.n ?? 0)],
    );
    const error = await expectCode(
      createLabel(owner.client, { boardId, name: 'One more', color: 'red' }),
      'limit-reached',
    );
    expect(error.reason).toBe('labelsPerBoard');
  });

  it('validate before any request', async () => {
    await expectNoRequestValidation(owner, () =>
      // @ts-expect-error — a colour outside the palette is what is being tested
      createLabel(owner.client, { boardId, name: 'Bad', color: 'black' }),
    );
    await expectNoRequestValidation(owner, () =>
      createLabel(owner.client, { boardId, name: 'n'.repeat(31), color: 'red' }),
    );
    await expectNoRequestValidation(owner, () => updateLabel(owner.client, { labelId: MISSING_ID }));
    await expectNoRequestValidation(owner, () => deleteLabel(owner.client, SQL_LOOKING));
    await expectNoRequestValidation(owner, () => listLabels(owner.client, ''));
  });
});

describe('checklist', () => {
  it('adds in order, ticks, edits, moves and deletes', async () => {
    const card = await createCard(owner.client, {
      listId: (await createList(owner.client, { boardId, name: 'C' })).id,
      title: 'Steps',
    });
    const [a, b, c] = [
      await addChecklistItem(member.client, { cardId: card.id, body: 'A' }),
      await addChecklistItem(member.client, { cardId: card.id, body: 'B' }),
      await addChecklistItem(member.client, { cardId: card.id, body: 'C' }),
    ];
    const bodies = async () => (await listChecklistItems(viewer.client, card.id)).map((i) => i.body);
    expect(await bodies()).toEqual(['A', 'B', 'C']);
    expect(await updateChecklistItem(member.client, { itemId: b.id, done: true, body: 'Bee' })).toMatchObject(
      {
        done: true,
        body: 'Bee',
      },
    );
    await moveChecklistItem(member.client, { itemId: c.id, afterId: a.id });
    expect(await bodies()).toEqual(['C', 'A', 'Bee']);
    await moveChecklistItem(member.client, { itemId: c.id, beforeId: a.id });
    expect(await bodies()).toEqual(['A', 'C', 'Bee']);
    await moveChecklistItem(member.client, { itemId: a.id });
    expect(await bodies()).toEqual(['C', 'Bee', 'A']);
    await deleteChecklistItem(member.client, b.id);
    expect(await bodies()).toEqual(['C', 'A']);
  });

  it('keeps order when a gap is split many times (renumbering)', async () => {
    const card = await createCard(owner.client, {
      listId: (await createList(owner.client, { boardId, name: 'R' })).id,
      title: 'Dense',
    });
    const first = await addChecklistItem(member.client, { cardId: card.id, body: 'first' });
    const last = await addChecklistItem(member.client, { cardId: card.id, body: 'last' });
    // Each new item goes right after `first`: the gap halves every time until it must be renumbered.
    const bodies = ['first'];
    for (let i = 0; i < 40; i += 1) {
      const item = await addChecklistItem(member.client, { cardId: card.id, body: `n${String(i)}` });
      await moveChecklistItem(member.client, { itemId: item.id, beforeId: first.id });
      bodies.splice(1, 0, `n${String(i)}`);
    }
    expect((await listChecklistItems(member.client, card.id)).map((i) => i.body)).toEqual([
      ...bodies,
      'last',
    ]);
    expect(last.id).toBeDefined();
  }, 30_000);

  it('refuses a neighbour of another card as validation', async () => {
    const mine = await addChecklistItem(member.client, { cardId, body: 'mine' });
    const card = await createCard(owner.client, {
      listId: (await createList(owner.client, { boardId, name: 'O' })).id,
      title: 'Other',
    });
    const theirs = await addChecklistItem(member.client, { cardId: card.id, body: 'theirs' });
    await expectCode(
      moveChecklistItem(member.client, { itemId: mine.id, beforeId: theirs.id }),
      'validation',
    );
    await expectCode(moveChecklistItem(member.client, { itemId: mine.id, afterId: mine.id }), 'validation');
  });

  it('is forbidden for viewers and not-found for outsiders', async () => {
    const item = await addChecklistItem(member.client, { cardId, body: 'guarded' });
    await expectCode(addChecklistItem(viewer.client, { cardId, body: 'No' }), 'forbidden');
    await expectCode(addChecklistItem(outsider.client, { cardId, body: 'No' }), 'not-found');
    for (const [user, code] of [
      [viewer, 'forbidden'],
      [outsider, 'not-found'],
    ] as const) {
      await expectCode(updateChecklistItem(user.client, { itemId: item.id, done: true }), code);
      await expectCode(deleteChecklistItem(user.client, item.id), code);
    }
    await expectCode(moveChecklistItem(viewer.client, { itemId: item.id }), 'forbidden');
    await expectCode(moveChecklistItem(outsider.client, { itemId: item.id }), 'not-found');
    expect(await listChecklistItems(outsider.client, cardId)).toEqual([]);
    expect((await listChecklistItems(owner.client, cardId)).find((i) => i.id === item.id)?.done).toBe(false);
  });

  it('stops at 100 items per card', async () => {
    const card = await createCard(owner.client, {
      listId: (await createList(owner.client, { boardId, name: 'F' })).id,
      title: 'Full',
    });
    await backend.db.query(
      // In four checklists: one holds at most 50 (checklistItemsPerChecklist).
      `insert into public.checklist_items (card_id, body, checklist) select $1, 'i' || g, 'L' || (g % 4) from generate_series(1, 100) g`,
      [card.id],
    );
    const error = await expectCode(
      addChecklistItem(owner.client, { cardId: card.id, body: 'more' }),
      'limit-reached',
    );
    expect(error.reason).toBe('checklistItemsPerCard');
  });

  it('validates before any request', async () => {
    await expectNoRequestValidation(owner, () =>
      addChecklistItem(owner.client, { cardId, body: 'b'.repeat(301) }),
    );
    await expectNoRequestValidation(owner, () => updateChecklistItem(owner.client, { itemId: MISSING_ID }));
    await expectNoRequestValidation(owner, () => moveChecklistItem(owner.client, { itemId: 'x' }));
    await expectNoRequestValidation(owner, () => deleteChecklistItem(owner.client, SQL_LOOKING));
    await expectNoRequestValidation(owner, () => listChecklistItems(owner.client, ''));
  });
});

describe('comments', () => {
  it('add with the author, edit own, soft-delete shown as deleted', async () => {
    const comment = await addComment(member.client, { cardId, body: ` ${SQL_LOOKING} ` });
    expect(comment).toMatchObject({
      body: SQL_LOOKING,
      author_id: member.userId,
      deleted: false,
      edited_at: null,
    });
    expect(comment.author?.display_name).toBe('member');
    const edited = await editComment(member.client, { commentId: comment.id, body: 'edited' });
    expect(edited.body).toBe('edited');
    expect(edited.edited_at).not.toBeNull();
    const deleted = await deleteComment(member.client, comment.id);
    expect(deleted).toMatchObject({ deleted: true, body: '' });
    const listed = (await listComments(viewer.client, cardId)).find((c) => c.id === comment.id);
    expect(listed).toMatchObject({ deleted: true, body: '', author: { display_name: 'member' } });
    expect(
      (await expectCode(editComment(member.client, { commentId: comment.id, body: 'again' }), 'conflict'))
        .reason,
    ).toBe('comment_deleted');
  });

  it("lets owners delete anyone's comment, but not members, and only authors edit", async () => {
    const comment = await addComment(member.client, { cardId, body: 'mine' });
    await expectCode(editComment(other.client, { commentId: comment.id, body: 'hijack' }), 'forbidden');
    await expectCode(editComment(owner.client, { commentId: comment.id, body: 'hijack' }), 'forbidden');
    await expectCode(deleteComment(other.client, comment.id), 'forbidden');
    await expectCode(deleteComment(viewer.client, comment.id), 'forbidden');
    await expectCode(deleteComment(outsider.client, comment.id), 'not-found');
    await expectCode(editComment(outsider.client, { commentId: comment.id, body: 'x' }), 'not-found');
    expect((await deleteComment(owner.client, comment.id)).deleted).toBe(true);
  });

  it('is forbidden to add for viewers, not-found for outsiders and unknown cards', async () => {
    await expectCode(addComment(viewer.client, { cardId, body: 'No' }), 'forbidden');
    await expectCode(addComment(outsider.client, { cardId, body: 'No' }), 'not-found');
    await expectCode(addComment(owner.client, { cardId: MISSING_ID, body: 'No' }), 'not-found');
    expect(await listComments(outsider.client, cardId)).toEqual([]);
  });

  it('validates before any request', async () => {
    await expectNoRequestValidation(owner, () => addComment(owner.client, { cardId, body: '   ' }));
    await expectNoRequestValidation(owner, () =>
      addComment(owner.client, { cardId, body: 'c'.repeat(5001) }),
    );
    await expectNoRequestValidation(owner, () =>
      editComment(owner.client, { commentId: MISSING_ID, body: '' }),
    );
    await expectNoRequestValidation(owner, () => deleteComment(owner.client, SQL_LOOKING));
    await expectNoRequestValidation(owner, () => listComments(owner.client, ''));
  });
});
