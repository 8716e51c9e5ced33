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
import { storedObjects } from '../../test/storage-board';
import { uploadAttachment } from '../attachments/upload-attachment';
import { createBoard } from '../boards/create-board';
import { assignCard } from './assign-card';
import { addCardLabel } from './add-card-label';
import { createCard } from './create-card';
import { getCard } from './get-card';
import { listCards } from './list-cards';
import { addChecklistItem } from '../checklist/add-checklist-item';
import { listChecklistItems } from '../checklist/list-checklist-items';
import { addComment } from '../comments/add-comment';
import { listComments } from '../comments/list-comments';
import { createLabel } from '../labels/create-label';
import { listLabels } from '../labels/list-labels';
import { createList } from '../lists/create-list';
import { subscribeToBoard } from '../realtime/subscribe-to-board';
import type { BoardChange } from '../realtime/types';
import { createWorkspace } from '../workspaces/create-workspace';
import { archiveList } from '../lists/archive-list';
import { deleteCard } from './delete-card';
import { deleteList } from '../lists/delete-list';
import { copyCard } from './copy-card';
import { createCustomField } from '../custom-fields/create-custom-field';
import { listCardFieldValues } from '../custom-fields/list-card-field-values';
import { setCardFieldValue } from '../custom-fields/set-card-field-value';
import { moveCardToBoard } from './move-card-to-board';

let backend: LocalSupabase;
let owner: SignedInClient;
let admin: SignedInClient;
let member: SignedInClient;
let viewer: SignedInClient;
let outsider: SignedInClient;
let workspaceId: string;
let sourceList: string;
let targetBoard: string;
let targetList: string;

beforeAll(async () => {
  ({ backend, owner, admin, member, viewer, outsider, workspaceId } = await startTeam());
  const source = (await createBoard(owner.client, { workspaceId, name: 'Source' })).id;
  sourceList = (await createList(owner.client, { boardId: source, name: 'To do' })).id;
  targetBoard = (await createBoard(owner.client, { workspaceId, name: 'Target' })).id;
  targetList = (await createList(owner.client, { boardId: targetBoard, name: 'Inbox' })).id;
}, 60_000);

afterAll(async () => {
  await backend.stop();
});

const file = (text: string) => new Blob([text], { type: 'text/plain' });

describe('deleteCard', () => {
  it('lets the creator delete their card with comments, attachment rows and every file, a teammate’s too', async () => {
    const card = await createCard(member.client, { listId: sourceList, title: 'Short-lived' });
    await addComment(admin.client, { cardId: card.id, body: 'a comment' });
    await uploadAttachment(member.client, {
      cardId: card.id,
      workspaceId,
      file: file('mine'),
      fileName: 'mine.txt',
    });
    await uploadAttachment(admin.client, {
      cardId: card.id,
      workspaceId,
      file: file('theirs'),
      fileName: 'theirs.txt',
    });
    expect(await storedObjects(backend, 'attachments', `${workspaceId}/${card.id}/`)).toHaveLength(2);

    await deleteCard(member.client, card.id);

    await expectCode(getCard(owner.client, card.id), 'not-found');
    expect(await storedObjects(backend, 'attachments', `${workspaceId}/${card.id}/`)).toEqual([]);
    const { rows } = await backend.db.query(`select 1 from public.comments where card_id = $1`, [card.id]);
    expect(rows).toEqual([]);
  });

  it('lets owners and admins delete anyone’s card; members, viewers and outsiders get typed errors', async () => {
    const card = await createCard(owner.client, { listId: sourceList, title: 'Owner’s' });
    const refusal = await expectCode(deleteCard(member.client, card.id), 'forbidden');
    expect(refusal.reason).toBe('not_creator');
    await expectCode(deleteCard(viewer.client, card.id), 'forbidden');
    await expectCode(deleteCard(outsider.client, card.id), 'not-found');
    await expectCode(deleteCard(owner.client, MISSING_ID), 'not-found');
    expect((await getCard(owner.client, card.id)).id).toBe(card.id);
    await deleteCard(admin.client, card.id);
    await expectCode(getCard(owner.client, card.id), 'not-found');
  });

  it('refuses malformed and hostile ids before any request', async () => {
    for (const bad of ['', 'nope', SQL_LOOKING, '../../etc/passwd', MISSING_ID.slice(1)]) {
      await expectNoRequestValidation(member, () => deleteCard(member.client, bad));
    }
  });
});

describe('deleteList', () => {
  it('lets owners and admins delete an archived list with its cards and their files; members get forbidden', async () => {
    const list = await createList(member.client, { boardId: targetBoard, name: 'Old' });
    const card = await createCard(member.client, { listId: list.id, title: 'In the old list' });
    await uploadAttachment(member.client, {
      cardId: card.id,
      workspaceId,
      file: file('x'),
      fileName: 'x.txt',
    });
    await archiveList(member.client, list.id);
    const refusal = await expectCode(deleteList(member.client, list.id), 'forbidden');
    expect(refusal.reason).toBe('not_manager');
    await expectCode(deleteList(outsider.client, list.id), 'not-found');

    await deleteList(admin.client, list.id);
    await expectCode(getCard(owner.client, card.id), 'not-found');
    expect(await storedObjects(backend, 'attachments', `${workspaceId}/${card.id}/`)).toEqual([]);
    await expectNoRequestValidation(admin, () => deleteList(admin.client, SQL_LOOKING));
  });
});

describe('moveCardToBoard and copyCard', () => {
  it('moves a card with its comments and files, matching and creating labels, keeping assignees', async () => {
    const card = await createCard(member.client, { listId: sourceList, title: 'Travelling' });
    const bug = await createLabel(member.client, { boardId: card.board_id, name: 'Bug', color: 'red' });
    const ui = await createLabel(member.client, { boardId: card.board_id, name: 'UI', color: 'blue' });
    const targetBug = await createLabel(member.client, { boardId: targetBoard, name: 'bug', color: 'red' });
    // Same name, other colour: not a match.
    await createLabel(member.client, { boardId: targetBoard, name: 'UI', color: 'green' });
    await addCardLabel(member.client, { cardId: card.id, labelId: bug.id });
    await addCardLabel(member.client, { cardId: card.id, labelId: ui.id });
    await assignCard(member.client, { cardId: card.id, userId: viewer.userId });
    await addComment(member.client, { cardId: card.id, body: 'comes along' });
    const attachment = await uploadAttachment(member.client, {
      cardId: card.id,
      workspaceId,
      file: file('doc'),
      fileName: 'doc.txt',
    });

    const moved = await moveCardToBoard(member.client, { cardId: card.id, listId: targetList });
    expect(moved).toMatchObject({ id: card.id, board_id: targetBoard, list_id: targetList });

    const onTarget = (await listCards(member.client, targetBoard)).find((c) => c.id === card.id);
    expect(onTarget?.assignee_ids).toEqual([viewer.userId]);
    const targetLabels = await listLabels(member.client, targetBoard);
    const labels = targetLabels.filter((l) => onTarget?.label_ids.includes(l.id));
    expect(labels.map((l) => [l.name, l.color]).sort()).toEqual([
      ['UI', 'blue'],
      ['bug', 'red'],
    ]);
    expect(labels.some((l) => l.id === targetBug.id)).toBe(true);
    expect((await listComments(member.client, card.id)).map((c) => c.body)).toEqual(['comes along']);
    expect(await storedObjects(backend, 'attachments', attachment.object_path)).toEqual([
      attachment.object_path,
    ]);
  });

  it('tells people on the source board that the card left, as a delete of that card', async () => {
    const card = await createCard(member.client, { listId: sourceList, title: 'Leaving' });
    const changes: BoardChange[] = [];
    const subscription = subscribeToBoard(viewer.client, card.board_id, {
      onChange: (change) => changes.push(change),
    });
    await subscription.ready;
    await moveCardToBoard(member.client, { cardId: card.id, listId: targetList });
    // A card added after the move is the sentinel: once it is seen, the move's notice was too.
    const sentinel = await createCard(member.client, { listId: sourceList, title: 'Sentinel' });
    await expect
      .poll(() => changes.some((c) => c.table === 'cards' && c.type === 'INSERT' && c.row.id === sentinel.id))
      .toBe(true);
    expect(changes.some((c) => c.table === 'cards' && c.type === 'DELETE' && c.old.id === card.id)).toBe(
      true,
    );
    await subscription.unsubscribe();
  });

  it('copies a card with checklist, labels and assignees; the original stays', async () => {
    const card = await createCard(member.client, {
      listId: sourceList,
      title: 'Template',
      description: 'steps',
    });
    await addChecklistItem(member.client, { cardId: card.id, body: 'one' });
    await addChecklistItem(member.client, { cardId: card.id, body: 'two' });
    await assignCard(member.client, { cardId: card.id, userId: admin.userId });
    await addComment(member.client, { cardId: card.id, body: 'stays' });

    const copy = await copyCard(member.client, { cardId: card.id, listId: targetList });
    expect(copy).toMatchObject({ title: 'Template', description: 'steps', board_id: targetBoard });
    expect(copy.id).not.toBe(card.id);
    expect((await listChecklistItems(member.client, copy.id)).map((i) => i.body)).toEqual(['one', 'two']);
    expect(await listComments(member.client, copy.id)).toEqual([]);
    expect((await getCard(member.client, card.id)).board_id).toBe(card.board_id);
  });

  it('carries the field values the target board has a field for and names the others', async () => {
    const card = await createCard(member.client, { listId: sourceList, title: 'With fields' });
    const points = await createCustomField(owner.client, {
      boardId: card.board_id,
      name: 'Points',
      type: 'number',
    });
    const stage = await createCustomField(owner.client, {
      boardId: card.board_id,
      name: 'Stage',
      type: 'single_select',
      options: [{ label: 'Todo' }, { label: 'Doing' }],
    });
    const notes = await createCustomField(owner.client, {
      boardId: card.board_id,
      name: 'Notes',
      type: 'text',
    });
    // On the target: the same names, Stage's options in another order, Notes a number.
    const targetPoints = await createCustomField(owner.client, {
      boardId: targetBoard,
      name: 'points',
      type: 'number',
    });
    const targetStage = await createCustomField(owner.client, {
      boardId: targetBoard,
      name: 'Stage',
      type: 'single_select',
      options: [{ label: 'Doing' }, { label: 'Todo' }],
    });
    await createCustomField(owner.client, { boardId: targetBoard, name: 'Notes', type: 'number' });
    const doing = stage.options.find((o) => o.label === 'Doing')!;
    await setCardFieldValue(member.client, { cardId: card.id, fieldId: points.id, value: 3 });
    await setCardFieldValue(member.client, { cardId: card.id, fieldId: stage.id, value: doing.id });
    await setCardFieldValue(member.client, { cardId: card.id, fieldId: notes.id, value: 'words' });

    const copy = await copyCard(member.client, { cardId: card.id, listId: targetList });
    expect(copy).toMatchObject({
      title: 'With fields',
      board_id: targetBoard,
      copied_field_values: ['Points', 'Stage'],
      dropped_field_values: ['Notes'],
    });
    const values = await listCardFieldValues(member.client, copy.id);
    expect(values.map((v) => [v.field_id, v.value]).sort()).toEqual(
      [
        [targetPoints.id, 3],
        [targetStage.id, targetStage.options.find((o) => o.label === 'Doing')!.id],
      ].sort(),
    );
    // A copy without values says so with two empty lists.
    const plain = await createCard(member.client, { listId: sourceList, title: 'Plain' });
    expect(await copyCard(member.client, { cardId: plain.id, listId: targetList })).toMatchObject({
      copied_field_values: [],
      dropped_field_values: [],
    });
  });

  it('refuses viewers, outsiders, archived targets and other workspaces with typed errors', async () => {
    const card = await createCard(member.client, { listId: sourceList, title: 'Stays put' });
    await expectCode(moveCardToBoard(viewer.client, { cardId: card.id, listId: targetList }), 'forbidden');
    await expectCode(copyCard(viewer.client, { cardId: card.id, listId: targetList }), 'forbidden');
    await expectCode(moveCardToBoard(outsider.client, { cardId: card.id, listId: targetList }), 'not-found');
    await expectCode(moveCardToBoard(member.client, { cardId: card.id, listId: MISSING_ID }), 'not-found');

    const archivedList = await createList(member.client, { boardId: targetBoard, name: 'Gone' });
    await archiveList(member.client, archivedList.id);
    const error = await expectCode(
      moveCardToBoard(member.client, { cardId: card.id, listId: archivedList.id }),
      'validation',
    );
    expect(error.reason).toBe('list_id');

    const elsewhere = await createBoardElsewhere();
    const across = await expectCode(
      copyCard(member.client, { cardId: card.id, listId: elsewhere }),
      'validation',
    );
    expect(across.reason).toBe('list_id');
    expect((await getCard(member.client, card.id)).board_id).toBe(card.board_id);

    for (const bad of [
      { cardId: SQL_LOOKING, listId: targetList },
      { cardId: card.id, listId: 'x' },
    ]) {
      await expectNoRequestValidation(member, () => moveCardToBoard(member.client, bad));
      await expectNoRequestValidation(member, () => copyCard(member.client, bad));
    }
  });
});

/** A list in a workspace of the member other than the team's. */
async function createBoardElsewhere(): Promise<string> {
  const other = await createWorkspace(member.client, {
    name: 'Mine',
    slug: `mine-${Date.now().toString(36)}`,
  });
  const board = await createBoard(member.client, { workspaceId: other.id, name: 'Elsewhere' });
  return (await createList(member.client, { boardId: board.id, name: 'Inbox' })).id;
}
