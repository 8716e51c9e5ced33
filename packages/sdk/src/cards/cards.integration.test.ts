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
import { addChecklistItem } from '../checklist/add-checklist-item';
import { listChecklistItems } from '../checklist/list-checklist-items';
import { updateChecklistItem } from '../checklist/update-checklist-item';
import { listActivity } from '../activity/list-activity';
import { addComment } from '../comments/add-comment';
import { deleteComment } from '../comments/delete-comment';
import { createLabel } from '../labels/create-label';
import { createList } from '../lists/create-list';
import { assignCard } from './assign-card';
import { unassignCard } from './unassign-card';
import { isCardConflictError } from './card-conflict-error';
import { addCardLabel } from './add-card-label';
import { removeCardLabel } from './remove-card-label';
import { archiveCard } from './archive-card';
import { completeCard } from './complete-card';
import { reopenCard } from './reopen-card';
import { restoreCard } from './restore-card';
import { createCard } from './create-card';
import { getCard } from './get-card';
import { listCards } from './list-cards';
import { moveCard } from './move-card';
import { updateCard } from './update-card';

let backend: LocalSupabase;
let owner: SignedInClient;
let member: SignedInClient;
let viewer: SignedInClient;
let outsider: SignedInClient;
let workspaceId: string;
let boardId: string;
let todo: string;
let done: string;

beforeAll(async () => {
  ({ backend, owner, member, viewer, outsider, workspaceId } = await startTeam());
  boardId = (await createBoard(owner.client, { workspaceId, name: 'Cards' })).id;
  todo = (await createList(owner.client, { boardId, name: 'To do' })).id;
  done = (await createList(owner.client, { boardId, name: 'Done' })).id;
}, 60_000);

afterAll(async () => {
  await backend.stop();
});

const titles = async (listId: string) =>
  (await listCards(owner.client, boardId)).filter((c) => c.list_id === listId).map((c) => c.title);

describe('createCard, getCard and listCards', () => {
  it('appends cards and loads the board with assignees, labels and counts in one request', async () => {
    const card = await createCard(member.client, {
      listId: todo,
      title: '  Write the spec ',
      description: '# Spec',
      dueAt: '2030-01-02T03:04:05+02:00',
    });
    expect(card).toMatchObject({
      title: 'Write the spec',
      board_id: boardId,
      version: 1,
      created_by: member.userId,
    });
    expect(Date.parse(card.due_at!)).toBe(Date.parse('2030-01-02T01:04:05Z'));
    const sent = member.requests.length;
    const second = await createCard(member.client, { listId: todo, title: 'Second' });
    expect(second.position).toBeGreaterThan(card.position);
    // One round trip: the database takes the card's board from its list.
    expect(member.requests.slice(sent)).toEqual(['/rest/v1/cards']);

    const label = await createLabel(member.client, { boardId, name: 'Bug', color: 'red' });
    await assignCard(member.client, { cardId: card.id, userId: viewer.userId });
    await addCardLabel(member.client, { cardId: card.id, labelId: label.id });
    await addChecklistItem(member.client, { cardId: card.id, body: 'one' });
    const ticked = await addChecklistItem(member.client, { cardId: card.id, body: 'two' });
    await backend.db.query(`update public.checklist_items set done = true where id = $1`, [ticked.id]);
    await addComment(member.client, { cardId: card.id, body: 'kept' });
    const gone = await addComment(member.client, { cardId: card.id, body: 'deleted' });
    await deleteComment(member.client, gone.id);
    const attachmentId = crypto.randomUUID();
    await backend.db.query(
      `insert into public.attachments (id, card_id, object_path, file_name, mime_type, size_bytes, uploaded_by)
       values ($1, $2, $3, 'a.txt', 'text/plain', 1, $4)`,
      [attachmentId, card.id, `${workspaceId}/${card.id}/${attachmentId}/a.txt`, member.userId],
    );

    viewer.requests.length = 0;
    const cards = await listCards(viewer.client, boardId);
    expect(viewer.requests).toEqual(['/rest/v1/cards']);
    expect(cards.find((c) => c.id === card.id)).toMatchObject({
      assignee_ids: [viewer.userId],
      label_ids: [label.id],
      comment_count: 1,
      attachment_count: 1,
      checklist_done: 1,
      checklist_total: 2,
    });
    expect(await getCard(viewer.client, card.id)).toEqual(
      expect.objectContaining({ id: card.id, description: '# Spec', version: 1 }),
    );
  });

  it('keeps archived cards apart', async () => {
    const card = await createCard(member.client, { listId: todo, title: 'Old' });
    await archiveCard(member.client, card.id);
    expect((await listCards(member.client, boardId)).map((c) => c.id)).not.toContain(card.id);
    expect((await listCards(member.client, boardId, { archived: true })).map((c) => c.id)).toContain(card.id);
    expect((await restoreCard(member.client, card.id)).archived_at).toBeNull();
  });

  it('stores an add sent twice with its own id once, and answers both with that card', async () => {
    const id = crypto.randomUUID();
    const first = await createCard(member.client, { id, listId: done, title: 'Queued offline' });
    const replay = await createCard(member.client, { id, listId: done, title: 'Queued offline' });
    expect(first.id).toBe(id);
    expect(replay).toEqual(first);
    expect((await listCards(owner.client, boardId)).filter((card) => card.id === id)).toHaveLength(1);
    // An id already taken on a board the caller cannot see is refused, not disclosed.
    await expectCode(createCard(outsider.client, { id, listId: todo, title: 'No' }), 'not-found');

    const commentId = crypto.randomUUID();
    const comment = await addComment(member.client, { id: commentId, cardId: id, body: 'Once' });
    expect(await addComment(member.client, { id: commentId, cardId: id, body: 'Once' })).toEqual(comment);
    await expectCode(addComment(outsider.client, { id: commentId, cardId: id, body: 'No' }), 'not-found');
  });

  it('is forbidden for viewers, not-found for outsiders and unknown ids', async () => {
    await expectCode(createCard(viewer.client, { listId: todo, title: 'No' }), 'forbidden');
    await expectCode(createCard(outsider.client, { listId: todo, title: 'No' }), 'not-found');
    await expectCode(createCard(owner.client, { listId: MISSING_ID, title: 'No' }), 'not-found');
    const card = await createCard(owner.client, { listId: todo, title: 'Visible' });
    await expectCode(getCard(outsider.client, card.id), 'not-found');
    await expectCode(getCard(owner.client, MISSING_ID), 'not-found');
    expect(await listCards(outsider.client, boardId)).toEqual([]);
  });

  it('stops at 5,000 open cards per board, all of which load', async () => {
    const board = await createBoard(owner.client, { workspaceId, name: 'Full' });
    const list = await createList(owner.client, { boardId: board.id, name: 'All' });
    await backend.db.query(
      `insert into public.cards (board_id, list_id, title) select $1, $2, 'C' || g from generate_series(1, 5000) g`,
      [board.id, list.id],
    );
    const error = await expectCode(
      createCard(owner.client, { listId: list.id, title: 'One more' }),
      'limit-reached',
    );
    expect(error.reason).toBe('cardsPerBoard');

    // More than one response's worth of rows (max_rows 1,000): every card still loads, in order.
    const before = member.requests.length;
    const cards = await listCards(member.client, board.id);
    expect(member.requests.length - before).toBe(5);
    expect(cards).toHaveLength(5000);
    expect(new Set(cards.map((c) => c.id)).size).toBe(5000);
    const keys = cards.map((c) => [c.position, c.id] as const);
    const sorted = keys.toSorted((a, b) => a[0] - b[0] || (a[1] < b[1] ? -1 : 1));
    expect(keys).toEqual(sorted);
    // Writing and paging 5,000 rows took 85 s once on a 2-core machine under a load of 25.
  }, 180_000);

  it('validates before any request', async () => {
    await expectNoRequestValidation(owner, () => listCards(owner.client, SQL_LOOKING));
    await expectNoRequestValidation(owner, () => getCard(owner.client, 'x'));
    await expectNoRequestValidation(owner, () =>
      createCard(owner.client, { listId: todo, title: 't'.repeat(201) }),
    );
    await expectNoRequestValidation(owner, () =>
      createCard(owner.client, { listId: todo, title: 'Big', description: 'd'.repeat(20_001) }),
    );
    await expectNoRequestValidation(owner, () =>
      createCard(owner.client, { listId: todo, title: 'Due', dueAt: 'tomorrow' }),
    );
  });
});

describe('updateCard', () => {
  it('applies an edit against the version the user saw and bumps it', async () => {
    const card = await createCard(member.client, { listId: todo, title: 'Draft' });
    const edited = await updateCard(member.client, {
      cardId: card.id,
      expectedVersion: card.version,
      title: 'Final',
      description: SQL_LOOKING,
      dueAt: null,
    });
    expect(edited).toMatchObject({
      title: 'Final',
      description: SQL_LOOKING,
      due_at: null,
      version: card.version + 1,
    });
  });

  it('refuses a stale version as a conflict carrying the newer card, then accepts the re-applied edit', async () => {
    const card = await createCard(member.client, { listId: todo, title: 'Shared' });
    const theirs = await updateCard(owner.client, {
      cardId: card.id,
      expectedVersion: card.version,
      description: 'theirs',
    });

    const error = await expectCode(
      updateCard(member.client, { cardId: card.id, expectedVersion: card.version, description: 'mine' }),
      'conflict',
    );
    expect(error.reason).toBe('stale_version');
    expect(isCardConflictError(error)).toBe(true);
    if (!isCardConflictError(error)) return;
    expect(error.latest).toMatchObject({ id: card.id, description: 'theirs', version: theirs.version });
    expect((await getCard(member.client, card.id)).description).toBe('theirs');

    const mine = await updateCard(member.client, {
      cardId: card.id,
      expectedVersion: error.latest.version,
      description: 'mine',
    });
    expect(mine.description).toBe('mine');
  });

  it('is forbidden for viewers, not-found for outsiders', async () => {
    const card = await createCard(member.client, { listId: todo, title: 'Guarded' });
    await expectCode(
      updateCard(viewer.client, { cardId: card.id, expectedVersion: 1, title: 'No' }),
      'forbidden',
    );
    await expectCode(
      updateCard(outsider.client, { cardId: card.id, expectedVersion: 1, title: 'No' }),
      'not-found',
    );
    await expectCode(
      updateCard(owner.client, { cardId: MISSING_ID, expectedVersion: 1, title: 'No' }),
      'not-found',
    );
    expect((await getCard(owner.client, card.id)).title).toBe('Guarded');
  });

  it('keeps a start date no later than the due date, typed as validation on startAt', async () => {
    const card = await createCard(member.client, { listId: todo, title: 'Planned' });
    const planned = await updateCard(member.client, {
      cardId: card.id,
      expectedVersion: card.version,
      startAt: '2030-03-01T09:00:00+01:00',
      dueAt: '2030-03-05T17:00:00+01:00',
    });
    expect(Date.parse(planned.start_at!)).toBe(Date.parse('2030-03-01T08:00:00Z'));

    // The due date moved before the stored start: only the database knows, and says so.
    const error = await expectCode(
      updateCard(member.client, {
        cardId: card.id,
        expectedVersion: planned.version,
        dueAt: '2030-02-01T09:00:00Z',
      }),
      'validation',
    );
    expect(error.message).toBe('A card cannot start after it is due.');
    expect(error.issues[0]?.path).toEqual(['startAt']);
    expect((await getCard(member.client, card.id)).due_at).toBe(planned.due_at);

    // Clearing the due date leaves a start alone; the start may equal the due date.
    const open = await updateCard(member.client, {
      cardId: card.id,
      expectedVersion: planned.version,
      dueAt: null,
    });
    expect(open).toMatchObject({ due_at: null, start_at: planned.start_at });
    const sameDay = await updateCard(member.client, {
      cardId: card.id,
      expectedVersion: open.version,
      dueAt: planned.start_at,
    });
    expect(sameDay.due_at).toBe(planned.start_at);
  });

  it('validates before any request, including an empty patch', async () => {
    await expectNoRequestValidation(owner, () =>
      updateCard(owner.client, { cardId: MISSING_ID, expectedVersion: 1 }),
    );
    await expectNoRequestValidation(owner, () =>
      updateCard(owner.client, { cardId: MISSING_ID, expectedVersion: -1, title: 'x' }),
    );
    await expectNoRequestValidation(owner, () =>
      updateCard(owner.client, { cardId: MISSING_ID, expectedVersion: 1, title: ' ' }),
    );
    await expectNoRequestValidation(owner, () =>
      updateCard(owner.client, { cardId: MISSING_ID, expectedVersion: 1, startAt: 'next week' }),
    );
    const reversed = await expectNoRequestValidation(owner, () =>
      updateCard(owner.client, {
        cardId: MISSING_ID,
        expectedVersion: 1,
        startAt: '2030-03-02T00:00:00Z',
        dueAt: '2030-03-01T00:00:00Z',
      }),
    );
    expect(reversed.issues[0]?.path).toEqual(['startAt']);
  });
});

describe('completeCard, reopenCard, archiveCard, restoreCard', () => {
  it('change state with the server clock, with or without a version', async () => {
    const card = await createCard(member.client, { listId: todo, title: 'Task' });
    const completed = await completeCard(member.client, card.id);
    expect(completed.completed_at).not.toBeNull();
    expect(
      (await reopenCard(member.client, card.id, { expectedVersion: completed.version })).completed_at,
    ).toBeNull();
    const stale = await expectCode(
      archiveCard(member.client, card.id, { expectedVersion: card.version }),
      'conflict',
    );
    expect(isCardConflictError(stale)).toBe(true);
  });

  it('sent again (an offline edit replayed after its answer was lost) record nothing new', async () => {
    const card = await createCard(member.client, { listId: todo, title: 'Replayed' });
    const item = await addChecklistItem(member.client, { cardId: card.id, body: 'Tick me' });
    for (let send = 0; send < 2; send += 1) {
      await completeCard(member.client, card.id);
      await updateChecklistItem(member.client, { itemId: item.id, done: true });
      await archiveCard(member.client, card.id);
    }
    const kinds = (await listActivity(owner.client, { cardId: card.id })).map((entry) => entry.kind);
    // The tick completed the checklist once (an automation trigger's event); its replay, nothing.
    expect(kinds).toEqual(['card.archived', 'checklist.completed', 'card.completed', 'card.created']);
    const stored = await getCard(owner.client, card.id);
    expect(stored.completed_at).not.toBeNull();
    expect(stored.archived_at).not.toBeNull();
    expect((await listChecklistItems(owner.client, card.id)).map((row) => row.done)).toEqual([true]);
  });

  it('are forbidden for viewers and not-found for outsiders', async () => {
    const card = await createCard(member.client, { listId: todo, title: 'State' });
    for (const call of [completeCard, reopenCard, archiveCard, restoreCard]) {
      await expectCode(call(viewer.client, card.id), 'forbidden');
      await expectCode(call(outsider.client, card.id), 'not-found');
    }
    expect((await getCard(owner.client, card.id)).version).toBe(card.version);
  });

  it('validate before any request', async () => {
    for (const call of [completeCard, reopenCard, archiveCard, restoreCard]) {
      await expectNoRequestValidation(owner, () => call(owner.client, SQL_LOOKING));
      await expectNoRequestValidation(owner, () => call(owner.client, MISSING_ID, { expectedVersion: 1.5 }));
    }
  });
});

describe('moveCard', () => {
  it('moves between neighbours and across lists', async () => {
    const board = await createBoard(owner.client, { workspaceId, name: 'Moves' });
    const left = await createList(owner.client, { boardId: board.id, name: 'Left' });
    const right = await createList(owner.client, { boardId: board.id, name: 'Right' });
    const [a, b, c] = [
      await createCard(member.client, { listId: left.id, title: 'A' }),
      await createCard(member.client, { listId: left.id, title: 'B' }),
      await createCard(member.client, { listId: left.id, title: 'C' }),
    ];
    const order = async (listId: string) =>
      (await listCards(member.client, board.id)).filter((x) => x.list_id === listId).map((x) => x.title);
    await moveCard(member.client, { cardId: c.id, listId: left.id, afterId: a.id });
    expect(await order(left.id)).toEqual(['C', 'A', 'B']);
    const moved = await moveCard(member.client, { cardId: a.id, listId: right.id });
    expect(moved.list_id).toBe(right.id);
    await moveCard(member.client, { cardId: b.id, listId: right.id, beforeId: a.id });
    expect([await order(left.id), await order(right.id)]).toEqual([['C'], ['A', 'B']]);
  });

  it('refuses a list of another board as validation', async () => {
    const card = await createCard(member.client, { listId: todo, title: 'Stay' });
    const other = await createBoard(owner.client, { workspaceId, name: 'Other' });
    const list = await createList(owner.client, { boardId: other.id, name: 'Far' });
    await expectCode(moveCard(member.client, { cardId: card.id, listId: list.id }), 'validation');
  });

  it('is forbidden for viewers, not-found for outsiders', async () => {
    const card = await createCard(member.client, { listId: todo, title: 'Fixed' });
    await expectCode(moveCard(viewer.client, { cardId: card.id, listId: done }), 'forbidden');
    await expectCode(moveCard(outsider.client, { cardId: card.id, listId: done }), 'not-found');
    expect(await titles(todo)).toContain('Fixed');
  });

  it('validates before any request', async () => {
    await expectNoRequestValidation(owner, () => moveCard(owner.client, { cardId: MISSING_ID, listId: 'x' }));
  });
});

describe('assignees and card labels', () => {
  it('assign and unassign members, refusing non-members and duplicates', async () => {
    const card = await createCard(member.client, { listId: todo, title: 'People' });
    await assignCard(member.client, { cardId: card.id, userId: member.userId });
    await expectCode(assignCard(member.client, { cardId: card.id, userId: member.userId }), 'conflict');
    const notMember = await expectCode(
      assignCard(member.client, { cardId: card.id, userId: outsider.userId }),
      'validation',
    );
    expect(notMember.reason).toBe('user_id');
    await expectCode(assignCard(viewer.client, { cardId: card.id, userId: viewer.userId }), 'forbidden');
    await expectCode(assignCard(outsider.client, { cardId: card.id, userId: viewer.userId }), 'not-found');
    await expectCode(unassignCard(viewer.client, { cardId: card.id, userId: member.userId }), 'forbidden');
    await expectCode(unassignCard(outsider.client, { cardId: card.id, userId: member.userId }), 'not-found');
    await unassignCard(member.client, { cardId: card.id, userId: member.userId });
    await expectCode(unassignCard(member.client, { cardId: card.id, userId: member.userId }), 'not-found');
  });

  it('add and remove labels of the same board only', async () => {
    const card = await createCard(member.client, { listId: todo, title: 'Tagged' });
    const label = await createLabel(member.client, { boardId, name: 'Docs', color: 'blue' });
    const other = await createBoard(owner.client, { workspaceId, name: 'Labels elsewhere' });
    const foreign = await createLabel(owner.client, { boardId: other.id, name: 'Far', color: 'pink' });
    await addCardLabel(member.client, { cardId: card.id, labelId: label.id });
    await expectCode(addCardLabel(member.client, { cardId: card.id, labelId: label.id }), 'conflict');
    expect(
      (await expectCode(addCardLabel(member.client, { cardId: card.id, labelId: foreign.id }), 'validation'))
        .reason,
    ).toBe('label_id');
    await expectCode(addCardLabel(viewer.client, { cardId: card.id, labelId: label.id }), 'forbidden');
    await expectCode(addCardLabel(outsider.client, { cardId: card.id, labelId: label.id }), 'not-found');
    await expectCode(removeCardLabel(viewer.client, { cardId: card.id, labelId: label.id }), 'forbidden');
    await expectCode(removeCardLabel(outsider.client, { cardId: card.id, labelId: label.id }), 'not-found');
    await removeCardLabel(member.client, { cardId: card.id, labelId: label.id });
    expect((await listCards(member.client, boardId)).find((c) => c.id === card.id)?.label_ids).toEqual([]);
  });

  it('validate before any request', async () => {
    await expectNoRequestValidation(owner, () =>
      assignCard(owner.client, { cardId: MISSING_ID, userId: SQL_LOOKING }),
    );
    await expectNoRequestValidation(owner, () =>
      unassignCard(owner.client, { cardId: '', userId: MISSING_ID }),
    );
    await expectNoRequestValidation(owner, () =>
      addCardLabel(owner.client, { cardId: MISSING_ID, labelId: 'x' }),
    );
    await expectNoRequestValidation(owner, () =>
      removeCardLabel(owner.client, { cardId: 'x', labelId: MISSING_ID }),
    );
  });
});
