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
import { assignCard } from '../cards/assign-card';
import { addCardLabel } from '../cards/add-card-label';
import { archiveCard } from '../cards/archive-card';
import { createCard } from '../cards/create-card';
import { listCards } from '../cards/list-cards';
import { addChecklistItem } from '../checklist/add-checklist-item';
import { updateChecklistItem } from '../checklist/update-checklist-item';
import { addComment } from '../comments/add-comment';
import { deleteComment } from '../comments/delete-comment';
import { createLabel } from '../labels/create-label';
import { createList } from '../lists/create-list';
import { listLists } from '../lists/list-lists';
import { archiveList } from '../lists/archive-list';
import { createBoard } from './create-board';
import { getBoard } from './get-board';
import { loadBoard } from './load-board';

let backend: LocalSupabase;
let owner: SignedInClient;
let member: SignedInClient;
let viewer: SignedInClient;
let outsider: SignedInClient;
let boardId: string;

beforeAll(async () => {
  let workspaceId: string;
  ({ backend, owner, member, viewer, outsider, workspaceId } = await startTeam());
  boardId = (await createBoard(owner.client, { workspaceId, name: 'Loaded' })).id;
  const todo = await createList(owner.client, { boardId, name: 'To do' });
  const done = await createList(owner.client, { boardId, name: 'Done' });
  const gone = await createList(owner.client, { boardId, name: 'Gone' });
  const label = await createLabel(owner.client, { boardId, name: 'Bug', color: 'red' });
  const first = await createCard(owner.client, { listId: todo.id, title: 'First' });
  const second = await createCard(owner.client, { listId: todo.id, title: 'Second' });
  const third = await createCard(owner.client, { listId: done.id, title: 'Third' });
  const archived = await createCard(owner.client, { listId: done.id, title: 'Archived' });
  await assignCard(owner.client, { cardId: first.id, userId: member.userId });
  await assignCard(owner.client, { cardId: first.id, userId: owner.userId });
  await addCardLabel(owner.client, { cardId: first.id, labelId: label.id });
  await addComment(owner.client, { cardId: first.id, body: 'kept' });
  const removed = await addComment(owner.client, { cardId: first.id, body: 'removed' });
  await deleteComment(owner.client, removed.id);
  const item = await addChecklistItem(owner.client, { cardId: third.id, body: 'one' });
  await addChecklistItem(owner.client, { cardId: third.id, body: 'two' });
  await updateChecklistItem(owner.client, { itemId: item.id, done: true });
  await backend.db.query(
    `insert into public.attachments (id, card_id, object_path, file_name, mime_type, size_bytes)
     values ($1, $2, $3, 'a.txt', 'text/plain', 1)`,
    [MISSING_ID, second.id, `${workspaceId}/${second.id}/${MISSING_ID}/a.txt`],
  );
  await archiveCard(owner.client, archived.id);
  await archiveList(owner.client, gone.id);
}, 60_000);

afterAll(async () => {
  await backend.stop();
});

describe('loadBoard', () => {
  it('gives in one request what getBoard, listLists and listCards give', async () => {
    const sent = member.requests.length;
    const loaded = await loadBoard(member.client, boardId);
    expect(member.requests.length - sent).toBe(1);

    expect(loaded.board).toEqual(await getBoard(member.client, boardId));
    expect(loaded.lists).toEqual(await listLists(member.client, boardId));
    const cards = await listCards(member.client, boardId);
    expect(loaded.cards).toEqual(cards.map((c) => ({ ...c, assignee_ids: [...c.assignee_ids].sort() })));
    expect(loaded.lists.map((l) => l.name)).toEqual(['To do', 'Done']);
    const counts: Record<string, number[]> = {
      First: [2, 1, 1, 0, 0, 0],
      Second: [0, 0, 0, 1, 0, 0],
      Third: [0, 0, 0, 0, 1, 2],
    };
    expect(
      loaded.cards.map((c) => [
        c.title,
        c.assignee_ids.length,
        c.label_ids.length,
        c.comment_count,
        c.attachment_count,
        c.checklist_done,
        c.checklist_total,
      ]),
    ).toEqual(cards.map((c) => [c.title, ...counts[c.title]!]));
  });

  it('loads for viewers, and an empty board as empty lists and cards', async () => {
    expect((await loadBoard(viewer.client, boardId)).cards).toHaveLength(3);
    const { workspace_id } = await getBoard(owner.client, boardId);
    const empty = await createBoard(owner.client, { workspaceId: workspace_id, name: 'Empty' });
    expect(await loadBoard(viewer.client, empty.id)).toEqual({
      board: empty,
      lists: [],
      cards: [],
      fields: [],
    });
  });

  it('is not-found for outsiders and missing boards, without telling them apart', async () => {
    const hidden = await expectCode(loadBoard(outsider.client, boardId), 'not-found');
    const missing = await expectCode(loadBoard(owner.client, MISSING_ID), 'not-found');
    expect(hidden.message).toBe(missing.message);
  });

  it('refuses malformed and hostile ids before sending anything', async () => {
    for (const bad of ['', 'not-a-uuid', SQL_LOOKING, `${boardId}' or '1'='1`])
      await expectNoRequestValidation(member, () => loadBoard(member.client, bad));
  });

  it('cannot be called by the anon role', async () => {
    const anon = await fetch(`${backend.apiUrl}/rest/v1/rpc/load_board`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ target_board_id: boardId }),
    });
    expect(anon.status).toBe(401);
    expect(((await anon.json()) as { code: string }).code).toBe('42501');
  });
});
