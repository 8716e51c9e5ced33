import type { LocalSupabase } from '@teamboard/local-supabase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClients, workspaceWith, type SignedInClient } from '../../test/data-fixture';
import { startBackend } from '../../test/local-backend';
import { createBoard } from '../boards/create-board';
import { createCard } from '../cards/create-card';
import { createList } from '../lists/create-list';
import { closeRealtime } from '../realtime/close-realtime';
import { subscribeToBoard } from '../realtime/subscribe-to-board';
import type { BoardChange } from '../realtime/types';
import { addChecklist } from './add-checklist';
import { addChecklistItem } from './add-checklist-item';
import { deleteChecklist } from './delete-checklist';
import { deleteChecklistItem } from './delete-checklist-item';
import { moveChecklist } from './move-checklist';
import { renameChecklist } from './rename-checklist';
import { subscribeToMyChecklistItems } from './subscribe-to-my-checklist-items';
import { updateChecklistItem } from './update-checklist-item';

// Checklists that own work, live (issue 31): a card's checklists reach the
// board's subscribers, and a person's own items reach their "my cards".
let backend: LocalSupabase;
let owner: SignedInClient;
let member: SignedInClient;
let viewer: SignedInClient;
let boardId: string;
let otherBoardId: string;
let cardId: string;
let otherCardId: string;

beforeAll(async () => {
  backend = await startBackend();
  [owner, member, viewer] = await signedInClients(backend, ['owner', 'member', 'viewer']);
  const workspaceId = await workspaceWith(backend, owner, [
    [member, 'member'],
    [viewer, 'viewer'],
  ]);
  boardId = (await createBoard(owner.client, { workspaceId, name: 'Launch' })).id;
  otherBoardId = (await createBoard(owner.client, { workspaceId, name: 'Elsewhere' })).id;
  const listId = (await createList(owner.client, { boardId, name: 'Doing' })).id;
  const otherListId = (await createList(owner.client, { boardId: otherBoardId, name: 'Doing' })).id;
  cardId = (await createCard(owner.client, { listId, title: 'Venue' })).id;
  otherCardId = (await createCard(owner.client, { listId: otherListId, title: 'Elsewhere' })).id;
}, 60_000);

afterAll(async () => {
  await Promise.all([owner, member, viewer].map((user) => closeRealtime(user.client)));
  await backend.stop();
});

describe('live checklists', () => {
  it('hand the board’s viewers another person’s added, renamed, reordered and deleted checklist, and no other board’s', async () => {
    const seen: BoardChange[] = [];
    const subscription = subscribeToBoard(viewer.client, boardId, { onChange: (c) => seen.push(c) });
    await subscription.ready;
    const checklists = () => seen.filter((c) => c.table === 'checklists');

    const first = await addChecklist(member.client, { cardId, name: 'Launch' });
    const second = await addChecklist(member.client, { cardId, name: 'Follow-up' });
    await renameChecklist(member.client, { checklistId: first.id, name: 'Go-live' });
    await moveChecklist(member.client, { checklistId: first.id, beforeId: second.id });
    // On another board of the workspace, which the viewer may read: not this board's.
    await addChecklist(member.client, { cardId: otherCardId, name: 'Not here' });
    const said = () => checklists().map((c) => `${c.type} ${c.type === 'DELETE' ? c.old.id : c.row.name}`);
    // Realtime checks a change against RLS as it sends it, on the row as it is then: a row deleted
    // before its insert went out takes the insert along. So the others first.
    await expect
      .poll(said)
      .toEqual(['INSERT Launch', 'INSERT Follow-up', 'UPDATE Go-live', 'UPDATE Go-live']);
    await deleteChecklist(member.client, second.id);

    await expect
      .poll(said)
      .toEqual([
        'INSERT Launch',
        'INSERT Follow-up',
        'UPDATE Go-live',
        'UPDATE Go-live',
        `DELETE ${second.id}`,
      ]);
    const moved = checklists()[3];
    expect(moved?.type === 'UPDATE' && Number(moved.row.position)).toBeGreaterThan(Number(second.position));
    expect(JSON.stringify(seen)).not.toContain('Not here');
    await subscription.unsubscribe();
  });
});

describe('my checklist items, live', () => {
  it('tell the owner when an item becomes theirs, changes, is taken away or deleted, and not of others’ items', async () => {
    let changes = 0;
    const subscription = subscribeToMyChecklistItems(viewer.client, { onChange: () => (changes += 1) });
    await subscription.ready;

    const mine = await addChecklistItem(member.client, {
      cardId,
      body: 'Book the room',
      assigneeId: viewer.userId,
    });
    await expect.poll(() => changes).toBe(1);
    await addChecklistItem(member.client, { cardId, body: 'The member’s', assigneeId: member.userId });
    await updateChecklistItem(member.client, { itemId: mine.id, dueAt: '2031-01-01T09:00:00Z' });
    await expect.poll(() => changes).toBe(2);
    await updateChecklistItem(member.client, { itemId: mine.id, assigneeId: member.userId });
    await expect.poll(() => changes).toBe(3);
    // No longer theirs: its next change is not.
    await updateChecklistItem(member.client, { itemId: mine.id, body: 'Book the hall' });
    // The sentinel: one more item for the viewer, after the changes that must not count.
    const sentinel = await addChecklistItem(member.client, {
      cardId: otherCardId,
      body: 'Print the badges',
      assigneeId: viewer.userId,
    });
    await expect.poll(() => changes).toBe(4);
    await deleteChecklistItem(member.client, sentinel.id);
    await expect.poll(() => changes).toBe(5);
    await subscription.unsubscribe();
  });
});
