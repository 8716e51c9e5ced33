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
import { LIMITS } from '../constants';
import { createList } from '../lists/create-list';
import { createCard } from './create-card';
import { listCards } from './list-cards';
import { moveCards } from './move-cards';

// moveCards through supabase-js against the local backend: the table's bulk
// move and its Undo, all or nothing.
let backend: LocalSupabase;
let owner: SignedInClient;
let member: SignedInClient;
let viewer: SignedInClient;
let outsider: SignedInClient;
let workspaceId: string;
let boardId: string;
let left: string;
let right: string;

beforeAll(async () => {
  ({ backend, owner, member, viewer, outsider, workspaceId } = await startTeam());
  boardId = (await createBoard(owner.client, { workspaceId, name: 'Bulk' })).id;
  left = (await createList(owner.client, { boardId, name: 'Left' })).id;
  right = (await createList(owner.client, { boardId, name: 'Right' })).id;
}, 60_000);

afterAll(async () => {
  await backend.stop();
});

const titles = async (listId: string) =>
  (await listCards(owner.client, boardId)).filter((c) => c.list_id === listId).map((c) => c.title);

describe('moveCards', () => {
  it('moves cards after the last one in order, and an Undo with the old positions restores the order', async () => {
    const [a, b, c] = [
      await createCard(member.client, { listId: left, title: 'A' }),
      await createCard(member.client, { listId: left, title: 'B' }),
      await createCard(member.client, { listId: left, title: 'C' }),
    ];
    await createCard(member.client, { listId: right, title: 'R' });
    const moved = await moveCards(member.client, {
      moves: [c, a].map((card) => ({ cardId: card.id, listId: right })),
    });
    expect(moved.map((card) => [card.title, card.list_id])).toEqual([
      ['C', right],
      ['A', right],
    ]);
    expect([await titles(left), await titles(right)]).toEqual([['B'], ['R', 'C', 'A']]);

    await moveCards(member.client, {
      moves: [a, c].map((card) => ({ cardId: card.id, listId: card.list_id, position: card.position })),
    });
    expect([await titles(left), await titles(right)]).toEqual([['A', 'B', 'C'], ['R']]);
    expect(b.list_id).toBe(left);
  });

  it('moves nothing when one card cannot be moved', async () => {
    const card = await createCard(member.client, { listId: left, title: 'Stays' });
    const error = await expectCode(
      moveCards(member.client, {
        moves: [
          { cardId: card.id, listId: right },
          { cardId: MISSING_ID, listId: right },
        ],
      }),
      'not-found',
    );
    expect(error.message).toMatch(/card/i);
    expect(await titles(left)).toContain('Stays');
  });

  it('is forbidden for viewers, not-found for outsiders, validation for a list of another board', async () => {
    const card = await createCard(member.client, { listId: left, title: 'Guarded' });
    await expectCode(moveCards(viewer.client, { moves: [{ cardId: card.id, listId: right }] }), 'forbidden');
    await expectCode(
      moveCards(outsider.client, { moves: [{ cardId: card.id, listId: right }] }),
      'not-found',
    );
    const far = await createList(owner.client, {
      boardId: (await createBoard(owner.client, { workspaceId, name: 'Far' })).id,
      name: 'Far',
    });
    const error = await expectCode(
      moveCards(member.client, { moves: [{ cardId: card.id, listId: far.id }] }),
      'validation',
    );
    expect(error.reason).toBe('list_id');
    expect(await titles(left)).toContain('Guarded');
  });

  it('refuses malformed input before any request', async () => {
    const card = await createCard(member.client, { listId: left, title: 'Shapes' });
    const bad: unknown[] = [
      { moves: [{ cardId: SQL_LOOKING, listId: right }] },
      { moves: [{ cardId: card.id, listId: right, position: Number.NaN }] },
      { moves: [{ cardId: card.id, listId: right, extra: true }] },
      {
        moves: [
          { cardId: card.id, listId: right },
          { cardId: card.id, listId: left },
        ],
      },
      { moves: 'all' },
    ];
    for (const input of bad) {
      await expectNoRequestValidation(member, () => moveCards(member.client, input as never));
    }
  });

  it('leaves the limit to the database: limit-reached with reason cardsPerBulkMove', async () => {
    const moves = Array.from({ length: LIMITS.cardsPerBulkMove + 1 }, (_, i) => ({
      cardId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      listId: right,
    }));
    const error = await expectCode(moveCards(member.client, { moves }), 'limit-reached');
    expect(error.reason).toBe('cardsPerBulkMove');
  });
});
