import type { LocalSupabase } from '@teamboard/local-supabase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerFor, BOT_COMMAND, startCommentBot } from '../../examples/comment-bot';
import {
  expectCode,
  expectNoRequestValidation,
  rejection,
  startTeam,
  workspaceWith,
  type SignedInClient,
} from '../../test/data-fixture';
import { createBoard } from '../boards/create-board';
import { listBoards } from '../boards/list-boards';
import { assignCard } from '../cards/assign-card';
import { createCard } from '../cards/create-card';
import { createTeamboardClient, type TeamboardClient } from '../client';
import { addComment } from '../comments/add-comment';
import { listComments } from '../comments/list-comments';
import { createList } from '../lists/create-list';
import { listMyCards } from '../search/list-my-cards';
import { searchWorkspace } from '../search/search-workspace';
import { createApiToken } from './create-api-token';
import { listApiTokens } from './list-api-tokens';
import { revokeApiToken } from './revoke-api-token';

// Tokens held to some boards, and bot tokens, end to end: made through the
// SDK, exchanged by the real `api-token-session` function, and used by the
// comment bot example (examples/comment-bot.ts).
let backend: LocalSupabase;
let owner: SignedInClient;
let admin: SignedInClient;
let member: SignedInClient;
let workspaceId: string;
let boardA: string;
let boardB: string;
let listB: string;
let cardA: string;
let cardB: string;

const inADay = () => new Date(Date.now() + 86_400_000);
const tokenClient = (token: string): TeamboardClient =>
  createTeamboardClient({ url: backend.apiUrl, key: backend.anonKey, token });

beforeAll(async () => {
  ({ backend, owner, admin, member, workspaceId } = await startTeam());
  boardA = (await createBoard(owner.client, { workspaceId, name: 'Launch' })).id;
  boardB = (await createBoard(owner.client, { workspaceId, name: 'Hiring' })).id;
  const listA = (await createList(owner.client, { boardId: boardA, name: 'Doing' })).id;
  listB = (await createList(owner.client, { boardId: boardB, name: 'Open' })).id;
  cardA = (
    await createCard(owner.client, { listId: listA, title: 'Launch plan', dueAt: '2027-03-01T00:00:00.000Z' })
  ).id;
  cardB = (await createCard(owner.client, { listId: listB, title: 'Secret hire' })).id;
  await assignCard(owner.client, { cardId: cardA, userId: member.userId });
  await assignCard(owner.client, { cardId: cardB, userId: member.userId });
}, 60_000);

afterAll(async () => {
  await backend.stop();
});

describe('tokens held to some boards', () => {
  it('reads and writes only the token’s boards: boards, search and my cards see nothing else', async () => {
    const { token, board_ids } = await createApiToken(member.client, {
      workspaceId,
      name: 'Launch script',
      scope: 'write',
      expiresAt: inADay(),
      boardIds: [boardA],
    });
    expect(board_ids).toEqual([boardA]);
    const script = tokenClient(token);
    expect((await listBoards(script, workspaceId)).map((b) => b.id)).toEqual([boardA]);
    expect((await listMyCards(script, workspaceId)).map((c) => c.id)).toEqual([cardA]);
    expect(await searchWorkspace(script, { workspaceId, query: 'secret hire' })).toEqual([]);
    // The same person signed in finds it.
    expect(
      (await searchWorkspace(member.client, { workspaceId, query: 'secret hire' })).map((r) => r.card_id),
    ).toEqual([cardB]);
    await addComment(script, { cardId: cardA, body: 'On the launch' });
    await expectCode(addComment(script, { cardId: cardB, body: 'On the hire' }), 'not-found');
    await expectCode(createCard(script, { listId: listB, title: 'Sneaked in' }), 'not-found');
    expect((await listComments(member.client, cardB)).map((c) => c.body)).not.toContain('On the hire');
  });

  it('checks the board list before sending, and refuses boards out of reach', async () => {
    const base = { workspaceId, name: 'x', scope: 'read', expiresAt: inADay() } as const;
    await expectNoRequestValidation(member, () => createApiToken(member.client, { ...base, boardIds: [] }));
    await expectNoRequestValidation(member, () =>
      createApiToken(member.client, { ...base, boardIds: ['nope'] }),
    );
    await expectNoRequestValidation(member, () =>
      createApiToken(member.client, { ...base, boardIds: Array.from({ length: 51 }, () => boardA) }),
    );
    // A board of the member's other workspace is not found for a token of this one.
    const elsewhere = await workspaceWith(backend, member, []);
    const otherBoard = (await createBoard(member.client, { workspaceId: elsewhere, name: 'Own' })).id;
    const error = await expectCode(
      createApiToken(member.client, { ...base, boardIds: [otherBoard] }),
      'not-found',
    );
    expect(error.reason).toBe('board_ids');
  });
});

describe('bot tokens and the comment bot example', () => {
  it('answers comments as the workspace’s bot, and stops on its next call once revoked', async () => {
    expect(
      (
        await expectCode(
          createApiToken(member.client, {
            workspaceId,
            name: 'Mine',
            scope: 'write',
            expiresAt: inADay(),
            asBot: true,
          }),
          'forbidden',
        )
      ).reason,
    ).toBe('not_admin');
    const created = await createApiToken(admin.client, {
      workspaceId,
      name: 'Helper bot',
      scope: 'write',
      expiresAt: inADay(),
      boardIds: [boardA],
      asBot: true,
    });
    expect(created).toMatchObject({ bot: true, created_by: admin.userId });
    expect(created.user_id).not.toBe(admin.userId);

    const bot = await startCommentBot(tokenClient(created.token), boardA, { intervalMs: 100 });
    await addComment(member.client, { cardId: cardA, body: `${BOT_COMMAND} due?` });
    await expect
      .poll(async () =>
        (await listComments(member.client, cardA)).map((c) => ({ body: c.body, by: c.author?.display_name })),
      )
      .toContainEqual({ body: '“Launch plan” is due on 2027-03-01.', by: 'Helper bot' });
    const answer = (await listComments(member.client, cardA)).find((c) => c.body.startsWith('“Launch plan”'));
    expect(answer?.author_id).toBe(created.user_id);

    // The workspace's other admins see and may revoke it; the member sees nothing of it.
    expect((await listApiTokens(owner.client)).map((t) => t.id)).toContain(created.id);
    expect((await listApiTokens(member.client)).map((t) => t.id)).not.toContain(created.id);
    await revokeApiToken(owner.client, created.id);
    const stopped = await rejection(bot.done);
    expect(stopped).toMatchObject({ code: 'forbidden', reason: 'token_revoked' });
    await bot.stop();
  });

  it('answers only what asks it', () => {
    const card = { title: 'Plan', due_at: null };
    expect(answerFor('Looks good', card)).toBeUndefined();
    expect(answerFor('  !BOT due', card)).toBe('“Plan” has no due date.');
    expect(answerFor('!bot hello', card)).toContain(`${BOT_COMMAND} due`);
  });
});
