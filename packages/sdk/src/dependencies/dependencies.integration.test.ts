import type { LocalSupabase } from '@teamboard/local-supabase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectCode,
  expectNoRequestValidation,
  MISSING_ID,
  SQL_LOOKING,
  startTeam,
  type SignedInClient,
  workspaceWith,
} from '../../test/data-fixture';
import { until } from '../../test/realtime-wait';
import { addBoardMember } from '../board-members/add-board-member';
import { createBoard } from '../boards/create-board';
import { loadBoard } from '../boards/load-board';
import { setBoardVisibility } from '../boards/set-board-visibility';
import { completeCard } from '../cards/complete-card';
import { reopenCard } from '../cards/reopen-card';
import { createCard } from '../cards/create-card';
import { moveCard } from '../cards/move-card';
import { createList } from '../lists/create-list';
import { subscribeToBoard } from '../realtime/subscribe-to-board';
import type { BoardChange } from '../realtime/types';
import { addCardDependency } from './add-card-dependency';
import { listBoardDependencies } from './list-board-dependencies';
import { listCardDependencies } from './list-card-dependencies';
import { removeCardDependency } from './remove-card-dependency';
import { setBlockedMoveRule } from '../boards/set-blocked-move-rule';
import { setListDone } from '../lists/set-list-done';

let backend: LocalSupabase;
let owner: SignedInClient;
let admin: SignedInClient;
let member: SignedInClient;
let viewer: SignedInClient;
let outsider: SignedInClient;
let workspaceId: string;
let boardId: string;
let todoId: string;
let doneId: string;

beforeAll(async () => {
  ({ backend, owner, admin, member, viewer, outsider, workspaceId } = await startTeam());
  boardId = (await createBoard(owner.client, { workspaceId, name: 'Launch' })).id;
  todoId = (await createList(owner.client, { boardId, name: 'Todo' })).id;
  doneId = (await createList(owner.client, { boardId, name: 'Done' })).id;
}, 60_000);

afterAll(async () => {
  await backend.stop();
});

const newCard = async (title: string, listId = todoId) =>
  (await createCard(owner.client, { listId, title })).id;

describe('card dependencies', () => {
  it('blocks a card, shows the count on the board load, and hears it clear live when a blocker on another board is done', async () => {
    const x = await newCard('Ship it');
    const otherBoard = (await createBoard(owner.client, { workspaceId, name: 'Docs' })).id;
    const otherList = (await createList(owner.client, { boardId: otherBoard, name: 'Writing' })).id;
    const y = (await createCard(owner.client, { listId: otherList, title: 'Release notes' })).id;
    const link = await addCardDependency(member.client, { cardId: x, blockerCardId: y });
    expect(link).toMatchObject({ blockedCardId: x, blockerCardId: y, createdBy: member.userId });
    const tile = async () => (await loadBoard(viewer.client, boardId)).cards.find((c) => c.id === x);
    expect((await tile())?.open_blocker_count).toBe(1);

    const changes: BoardChange[] = [];
    const subscription = subscribeToBoard(viewer.client, boardId, { onChange: (c) => changes.push(c) });
    await subscription.ready;
    await completeCard(member.client, y);
    const cleared = await until('the blocked card’s count back to 0', () =>
      changes.find((c) => c.table === 'cards' && c.row?.id === x && c.row.open_blocker_count === 0),
    );
    expect(cleared.type).toBe('UPDATE');
    await reopenCard(member.client, y);
    await until('the count back to 1', () =>
      changes.find((c) => c.table === 'cards' && c.row?.id === x && c.row.open_blocker_count === 1),
    );
    await subscription.unsubscribe();

    const listed = await listCardDependencies(viewer.client, y);
    expect(listed).toEqual({
      blockedBy: [],
      blocks: [{ hidden: false, cardId: x, title: 'Ship it', boardId, boardName: 'Launch', isOpen: true }],
    });
    await removeCardDependency(member.client, { cardId: x, blockerCardId: y });
    expect((await tile())?.open_blocker_count).toBe(0);
    await expectCode(removeCardDependency(member.client, { cardId: x, blockerCardId: y }), 'not-found');
  });

  it('shows a card on a board the caller cannot see as hidden, and refuses to link to it', async () => {
    const secretBoard = (await createBoard(admin.client, { workspaceId, name: 'Hiring' })).id;
    await setBoardVisibility(admin.client, { boardId: secretBoard, visibility: 'private' });
    const secretList = (await createList(admin.client, { boardId: secretBoard, name: 'Offers' })).id;
    const secret = (await createCard(admin.client, { listId: secretList, title: 'Offer to Quinn' })).id;
    const x = await newCard('Team page');
    await addCardDependency(admin.client, { cardId: x, blockerCardId: secret });
    const seen = await listCardDependencies(member.client, x);
    expect(seen.blockedBy).toEqual([{ hidden: true, isOpen: true }]);
    expect(JSON.stringify(seen)).not.toContain('Quinn');
    const z = await newCard('Careers page');
    const refused = await expectCode(
      addCardDependency(member.client, { cardId: z, blockerCardId: secret }),
      'not-found',
    );
    expect(refused.message).toBe('Card not found.');
    await expectCode(removeCardDependency(member.client, { cardId: x, blockerCardId: secret }), 'forbidden');
    // Once on the board, the member sees it.
    await addBoardMember(admin.client, { boardId: secretBoard, userId: member.userId, role: 'viewer' });
    expect((await listCardDependencies(member.client, x)).blockedBy).toEqual([
      {
        hidden: false,
        cardId: secret,
        title: 'Offer to Quinn',
        boardId: secretBoard,
        boardName: 'Hiring',
        isOpen: true,
      },
    ]);
  });

  it('refuses loops, duplicates, strangers and viewers with typed errors', async () => {
    const [a, b, c] = [await newCard('A'), await newCard('B'), await newCard('C')];
    await addCardDependency(member.client, { cardId: a, blockerCardId: b });
    await addCardDependency(member.client, { cardId: b, blockerCardId: c });
    const loop = await expectCode(
      addCardDependency(member.client, { cardId: c, blockerCardId: a }),
      'conflict',
    );
    expect(loop.reason).toBe('dependency_cycle');
    const twice = await expectCode(
      addCardDependency(member.client, { cardId: a, blockerCardId: b }),
      'conflict',
    );
    expect(twice.reason).toBe('card_dependencies_pkey');
    await expectCode(addCardDependency(viewer.client, { cardId: a, blockerCardId: c }), 'forbidden');
    await expectCode(addCardDependency(outsider.client, { cardId: a, blockerCardId: c }), 'not-found');
    await expectCode(addCardDependency(member.client, { cardId: a, blockerCardId: MISSING_ID }), 'not-found');
    await expectCode(listCardDependencies(outsider.client, a), 'not-found');
    // Another workspace's card: the outsider's own.
    const theirWorkspace = await workspaceWith(backend, outsider, [[owner, 'member']]);
    const theirBoard = (await createBoard(outsider.client, { workspaceId: theirWorkspace, name: 'B' })).id;
    const theirList = (await createList(outsider.client, { boardId: theirBoard, name: 'L' })).id;
    const theirs = (await createCard(outsider.client, { listId: theirList, title: 'Theirs' })).id;
    const foreign = await expectCode(
      addCardDependency(owner.client, { cardId: a, blockerCardId: theirs }),
      'validation',
    );
    expect(foreign.reason).toBe('dependency_workspace');
  });

  it('validates before any request', async () => {
    const a = await newCard('Valid');
    await expectNoRequestValidation(member, () =>
      addCardDependency(member.client, { cardId: a, blockerCardId: a }),
    );
    await expectNoRequestValidation(member, () =>
      addCardDependency(member.client, { cardId: a, blockerCardId: SQL_LOOKING }),
    );
    await expectNoRequestValidation(member, () => listCardDependencies(member.client, 'x'.repeat(10_000)));
    await expectNoRequestValidation(member, () =>
      setBlockedMoveRule(admin.client, { boardId, rule: 'maybe' as 'refuse' }),
    );
    await expectNoRequestValidation(member, () =>
      setListDone(member.client, { listId: doneId, done: 'yes' as unknown as boolean }),
    );
    await expectNoRequestValidation(member, () =>
      moveCard(member.client, { cardId: a, listId: doneId, moveBlocked: 1 as unknown as boolean }),
    );
  });

  it('moves a blocked card into a done list only when confirmed, and never when the board refuses', async () => {
    const refused = await expectCode(setListDone(member.client, { listId: doneId, done: true }), 'forbidden');
    expect(refused.reason).toBe('not_board_admin');
    expect((await setListDone(admin.client, { listId: doneId, done: true })).is_done).toBe(true);
    const x = await newCard('Blocked');
    const y = await newCard('Blocker');
    await addCardDependency(member.client, { cardId: x, blockerCardId: y });
    const asked = await expectCode(moveCard(member.client, { cardId: x, listId: doneId }), 'conflict');
    expect(asked.reason).toBe('card_blocked');
    expect((await moveCard(member.client, { cardId: x, listId: doneId, moveBlocked: true })).list_id).toBe(
      doneId,
    );

    await expectCode(setBlockedMoveRule(member.client, { boardId, rule: 'refuse' }), 'forbidden');
    expect((await setBlockedMoveRule(admin.client, { boardId, rule: 'refuse' })).blocked_move).toBe('refuse');
    const z = await newCard('Also blocked');
    await addCardDependency(member.client, { cardId: z, blockerCardId: y });
    const never = await expectCode(
      moveCard(member.client, { cardId: z, listId: doneId, moveBlocked: true }),
      'conflict',
    );
    expect(never.reason).toBe('card_blocked');
    await completeCard(member.client, y);
    expect((await moveCard(member.client, { cardId: z, listId: doneId })).list_id).toBe(doneId);
  });

  it('lists the links between the cards of one board, without those reaching other boards', async () => {
    const roadmap = (await createBoard(owner.client, { workspaceId, name: 'Roadmap' })).id;
    const list = (await createList(owner.client, { boardId: roadmap, name: 'Plan' })).id;
    const [design, build, ship] = await Promise.all(
      ['Design', 'Build', 'Ship'].map(
        async (title) => (await createCard(owner.client, { listId: list, title })).id,
      ),
    );
    const [before, after] = [await newCard('Before'), await newCard('After')];
    await addCardDependency(member.client, { cardId: build!, blockerCardId: design! });
    await addCardDependency(member.client, { cardId: ship!, blockerCardId: build! });
    // Links reaching another board, either way, are not the board's.
    await addCardDependency(member.client, { cardId: design!, blockerCardId: before });
    await addCardDependency(member.client, { cardId: after, blockerCardId: ship! });

    const links = await listBoardDependencies(viewer.client, roadmap);
    expect(links).toHaveLength(2);
    expect(links).toEqual(
      expect.arrayContaining([
        { blockedCardId: build, blockerCardId: design },
        { blockedCardId: ship, blockerCardId: build },
      ]),
    );
    expect(await listBoardDependencies(outsider.client, roadmap)).toEqual([]);
    await expectCode(listBoardDependencies(member.client, 'not-an-id'), 'validation');
  });
});
