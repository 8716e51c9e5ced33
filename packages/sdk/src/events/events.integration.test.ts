import type { LocalSupabase } from '@teamboard/local-supabase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectCode,
  expectNoRequestValidation,
  MISSING_ID,
  startTeam,
  type SignedInClient,
} from '../../test/data-fixture';
import { createBoard } from '../boards/create-board';
import { completeCard } from '../cards/complete-card';
import { createCard } from '../cards/create-card';
import { moveCard } from '../cards/move-card';
import { addComment } from '../comments/add-comment';
import { createList } from '../lists/create-list';
import { listBoardEvents } from './list-board-events';
import { parseEvent } from './parse-event';

let backend: LocalSupabase;
let member: SignedInClient;
let viewer: SignedInClient;
let outsider: SignedInClient;
let boardId: string;
let cardId: string;
let doneId: string;

beforeAll(async () => {
  let owner: SignedInClient;
  let workspaceId: string;
  ({ backend, owner, member, viewer, outsider, workspaceId } = await startTeam());
  boardId = (await createBoard(owner.client, { workspaceId, name: 'Stream' })).id;
  const todo = await createList(owner.client, { boardId, name: 'To do' });
  doneId = (await createList(owner.client, { boardId, name: 'Done' })).id;
  cardId = (await createCard(member.client, { listId: todo.id, title: 'Ship it' })).id;
  await addComment(member.client, { cardId, body: 'on it' });
  await moveCard(member.client, { cardId, listId: doneId });
  await completeCard(member.client, cardId);
}, 60_000);

afterAll(async () => {
  await backend.stop();
});

describe('listBoardEvents', () => {
  it('lists a board’s events oldest first, each of the documented shape', async () => {
    const events = await listBoardEvents(viewer.client, boardId);
    expect(events.map((e) => e.type)).toEqual([
      'board.created',
      'list.created',
      'list.created',
      'card.created',
      'comment.added',
      'card.moved',
      'card.completed',
    ]);
    // Every row the view gives fits the SDK's schema of its type.
    for (const event of events) expect(parseEvent(event)).toEqual(event);
    const moved = events.find((e) => e.type === 'card.moved');
    expect(moved).toMatchObject({
      version: 1,
      card_id: cardId,
      board_id: boardId,
      actor: { type: 'user', id: member.userId },
      data: { to_list_id: doneId, from_list_name: 'To do', to_list_name: 'Done' },
    });
  });

  it('pages after the last event seen and filters by type', async () => {
    const all = await listBoardEvents(viewer.client, boardId);
    const first = await listBoardEvents(viewer.client, boardId, { limit: 3 });
    const rest = await listBoardEvents(viewer.client, boardId, { after: first.at(-1)! });
    expect([...first, ...rest]).toEqual(all);
    const cards = await listBoardEvents(viewer.client, boardId, { types: ['card.moved', 'card.completed'] });
    expect(cards.map((e) => e.type)).toEqual(['card.moved', 'card.completed']);
  });

  it('gives nothing of a board the caller cannot see, and refuses bad input before sending', async () => {
    expect(await listBoardEvents(outsider.client, boardId)).toEqual([]);
    expect(await listBoardEvents(viewer.client, MISSING_ID)).toEqual([]);
    await expectNoRequestValidation(viewer, () => listBoardEvents(viewer.client, 'board'));
    await expectNoRequestValidation(viewer, () => listBoardEvents(viewer.client, boardId, { limit: 101 }));
    await expectNoRequestValidation(viewer, () =>
      listBoardEvents(viewer.client, boardId, { types: ['card.exploded' as never] }),
    );
  });
});

describe('parseEvent', () => {
  it('refuses what is not an event of a known type and version', async () => {
    const [event] = await listBoardEvents(viewer.client, boardId, { limit: 1 });
    await expectCode(
      Promise.resolve().then(() => parseEvent({ ...event, version: 2 })),
      'validation',
    );
    await expectCode(
      Promise.resolve().then(() => parseEvent({ ...event, type: 'card.exploded' })),
      'validation',
    );
    await expectCode(
      Promise.resolve().then(() => parseEvent('{}')),
      'validation',
    );
  });
});
