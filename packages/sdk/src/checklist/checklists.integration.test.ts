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
import { archiveCard } from '../cards/archive-card';
import { createCard } from '../cards/create-card';
import { LIMITS } from '../constants';
import { createList } from '../lists/create-list';
import { addChecklist } from './add-checklist';
import { addChecklistItem } from './add-checklist-item';
import { convertChecklistItem } from './convert-checklist-item';
import { deleteChecklist } from './delete-checklist';
import { listChecklists } from './list-checklists';
import { listMyChecklistItems } from './list-my-checklist-items';
import { moveChecklist } from './move-checklist';
import { moveChecklistItem } from './move-checklist-item';
import { renameChecklist } from './rename-checklist';
import { updateChecklistItem } from './update-checklist-item';

// Named checklists whose items have owners and dates and become cards (issue 31).
let backend: LocalSupabase;
let owner: SignedInClient;
let member: SignedInClient;
let viewer: SignedInClient;
let outsider: SignedInClient;
let workspaceId: string;
let listId: string;

const newCard = async (title = 'Card') => (await createCard(owner.client, { listId, title })).id;
const shape = async (cardId: string) =>
  (await listChecklists(viewer.client, cardId)).map((c) => [c.name, c.items.map((i) => i.body)]);

beforeAll(async () => {
  backend = await startBackend();
  [owner, member, viewer, outsider] = await signedInClients(backend, [
    'owner',
    'member',
    'viewer',
    'outsider',
  ]);
  workspaceId = await workspaceWith(backend, owner, [
    [member, 'member'],
    [viewer, 'viewer'],
  ]);
  const boardId = (await createBoard(owner.client, { workspaceId, name: 'Launch' })).id;
  listId = (await createList(owner.client, { boardId, name: 'Doing' })).id;
}, 60_000);

afterAll(async () => {
  await backend.stop();
});

describe('checklists', () => {
  it('are added, renamed, reordered and deleted, each with its own items', async () => {
    const cardId = await newCard();
    const before = await addChecklist(member.client, { cardId, name: ' Before ' });
    const after = await addChecklist(member.client, { cardId, name: 'After' });
    expect(before.name).toBe('Before');
    await addChecklistItem(member.client, { cardId, checklistId: after.id, body: 'Review' });
    const plan = await addChecklistItem(member.client, { cardId, checklistId: before.id, body: 'Plan' });
    // Without a checklist, the card's first one.
    await addChecklistItem(member.client, { cardId, body: 'Prepare' });
    expect(await shape(cardId)).toEqual([
      ['Before', ['Plan', 'Prepare']],
      ['After', ['Review']],
    ]);
    await renameChecklist(member.client, { checklistId: after.id, name: 'Afterwards' });
    await moveChecklist(member.client, { checklistId: after.id, beforeId: null, afterId: before.id });
    // An item moves into another checklist of its card.
    await moveChecklistItem(member.client, { itemId: plan.id, checklistId: after.id });
    expect(await shape(cardId)).toEqual([
      ['Afterwards', ['Review', 'Plan']],
      ['Before', ['Prepare']],
    ]);
    await deleteChecklist(member.client, before.id);
    expect(await shape(cardId)).toEqual([['Afterwards', ['Review', 'Plan']]]);
    await expectCode(deleteChecklist(member.client, before.id), 'not-found');
  });

  it('are forbidden for viewers and not found for outsiders; hostile ids change nothing', async () => {
    const cardId = await newCard();
    const checklist = await addChecklist(owner.client, { cardId, name: 'Mine' });
    await expectCode(addChecklist(viewer.client, { cardId, name: 'Theirs' }), 'forbidden');
    await expectCode(renameChecklist(viewer.client, { checklistId: checklist.id, name: 'X' }), 'forbidden');
    await expectCode(deleteChecklist(viewer.client, checklist.id), 'forbidden');
    await expectCode(addChecklist(outsider.client, { cardId, name: 'In' }), 'not-found');
    await expectCode(renameChecklist(outsider.client, { checklistId: checklist.id, name: 'X' }), 'not-found');
    await expectCode(moveChecklist(outsider.client, { checklistId: checklist.id }), 'not-found');
    await expectCode(renameChecklist(member.client, { checklistId: MISSING_ID, name: 'X' }), 'not-found');
    expect(await listChecklists(outsider.client, cardId)).toEqual([]);
    // Another card's checklist is no neighbour, nor a home for this card's items.
    const otherCard = await newCard('Other');
    const foreign = await addChecklist(member.client, { cardId: otherCard, name: 'Else' });
    await expectCode(
      moveChecklist(member.client, { checklistId: checklist.id, beforeId: foreign.id }),
      'validation',
    );
    const error = await expectCode(
      addChecklistItem(member.client, { cardId, checklistId: foreign.id, body: 'Sneak' }),
      'validation',
    );
    expect(error.reason).toBe('checklist_id');
    const item = await addChecklistItem(member.client, { cardId, body: SQL_LOOKING });
    expect(item.body).toBe(SQL_LOOKING);
    await expectCode(
      moveChecklistItem(member.client, { itemId: item.id, checklistId: foreign.id }),
      'validation',
    );
    expect(await shape(otherCard)).toEqual([['Else', []]]);
  });

  it(`stop at ${LIMITS.checklistsPerCard} per card`, async () => {
    const cardId = await newCard();
    for (let i = 0; i < LIMITS.checklistsPerCard; i += 1) {
      await addChecklist(member.client, { cardId, name: `List ${i}` });
    }
    const error = await expectCode(
      addChecklist(member.client, { cardId, name: 'One more' }),
      'limit-reached',
    );
    expect(error.reason).toBe('checklistsPerCard');
  });

  it(`stop at ${LIMITS.checklistItemsPerChecklist} items per checklist`, async () => {
    const cardId = await newCard();
    const checklist = await addChecklist(member.client, { cardId, name: 'Long' });
    await backend.db.query(
      `insert into public.checklist_items (checklist_id, body) select $1, 'i' || g from generate_series(1, $2::integer) g`,
      [checklist.id, LIMITS.checklistItemsPerChecklist],
    );
    const error = await expectCode(
      addChecklistItem(member.client, { cardId, checklistId: checklist.id, body: 'more' }),
      'limit-reached',
    );
    expect(error.reason).toBe('checklistItemsPerChecklist');
  });

  it('validate before any request', async () => {
    await expectNoRequestValidation(member, () =>
      addChecklist(member.client, { cardId: MISSING_ID, name: ' ' }),
    );
    await expectNoRequestValidation(member, () =>
      renameChecklist(member.client, { checklistId: MISSING_ID, name: 'n'.repeat(101) }),
    );
    await expectNoRequestValidation(member, () => moveChecklist(member.client, { checklistId: 'nope' }));
    await expectNoRequestValidation(member, () =>
      moveChecklist(member.client, { checklistId: MISSING_ID, beforeId: MISSING_ID }),
    );
    await expectNoRequestValidation(member, () => deleteChecklist(member.client, 'nope'));
    await expectNoRequestValidation(member, () => listChecklists(member.client, 'nope'));
    await expectNoRequestValidation(member, () =>
      addChecklistItem(member.client, { cardId: MISSING_ID, body: 'x', dueAt: 'tomorrow' }),
    );
    await expectNoRequestValidation(member, () =>
      updateChecklistItem(member.client, { itemId: MISSING_ID, assigneeId: 'someone' }),
    );
    await expectNoRequestValidation(member, () => convertChecklistItem(member.client, 'nope'));
    await expectNoRequestValidation(member, () => listMyChecklistItems(member.client, 'nope'));
  });
});

describe('owned items', () => {
  it('have an owner who can see the board and a date, and show in the owner’s list', async () => {
    const cardId = await newCard('Venue');
    const item = await addChecklistItem(owner.client, {
      cardId,
      body: 'Book the room',
      assigneeId: member.userId,
      dueAt: '2026-12-02T09:00:00Z',
    });
    const later = await addChecklistItem(owner.client, {
      cardId,
      body: 'Undated',
      assigneeId: member.userId,
    });
    await addChecklistItem(owner.client, { cardId, body: 'Someone else’s', assigneeId: viewer.userId });
    const done = await addChecklistItem(owner.client, { cardId, body: 'Done', assigneeId: member.userId });
    await updateChecklistItem(owner.client, { itemId: done.id, done: true });
    const mine = await listMyChecklistItems(member.client, workspaceId);
    expect(mine.map((i) => i.id)).toEqual([item.id, later.id]);
    expect(mine[0]).toMatchObject({
      body: 'Book the room',
      checklist: 'Checklist',
      card: { id: cardId, title: 'Venue' },
      board: { name: 'Launch' },
    });
    expect(mine[0]!.due_at).toMatch(/^2026-12-02/);
    expect(await listMyChecklistItems(outsider.client, workspaceId)).toEqual([]);
    // An outsider cannot own an item.
    const error = await expectCode(
      updateChecklistItem(owner.client, { itemId: item.id, assigneeId: outsider.userId }),
      'validation',
    );
    expect(error.reason).toBe('assignee_id');
    // Taking the owner and date off, and archiving the card, take items out of the list.
    await updateChecklistItem(owner.client, { itemId: later.id, assigneeId: null, dueAt: null });
    expect((await listMyChecklistItems(member.client, workspaceId)).map((i) => i.id)).toEqual([item.id]);
    await archiveCard(owner.client, cardId);
    expect(await listMyChecklistItems(member.client, workspaceId)).toEqual([]);
  });

  it('become cards of the same list that they link to, once', async () => {
    const cardId = await newCard('Release');
    const item = await addChecklistItem(member.client, {
      cardId,
      body: 'Write the notes',
      assigneeId: member.userId,
      dueAt: '2026-12-03T09:00:00Z',
    });
    await expectCode(convertChecklistItem(viewer.client, item.id), 'forbidden');
    await expectCode(convertChecklistItem(outsider.client, item.id), 'not-found');
    await expectCode(convertChecklistItem(member.client, MISSING_ID), 'not-found');
    const card = await convertChecklistItem(member.client, item.id);
    expect(card).toMatchObject({ title: 'Write the notes', list_id: listId });
    const [checklist] = await listChecklists(member.client, cardId);
    expect(checklist!.items[0]).toMatchObject({ id: item.id, converted_card_id: card.id });
    // A converted item is the card's work now: it leaves the owner's list of items.
    expect((await listMyChecklistItems(member.client, workspaceId)).map((i) => i.id)).not.toContain(item.id);
    const again = await expectCode(convertChecklistItem(member.client, item.id), 'conflict');
    expect(again.reason).toBe('already_converted');
  });
});
