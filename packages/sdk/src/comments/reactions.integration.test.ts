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
import { until } from '../../test/realtime-wait';
import { createBoard } from '../boards/create-board';
import { createCard } from '../cards/create-card';
import { createList } from '../lists/create-list';
import { closeRealtime } from '../realtime/close-realtime';
import { subscribeToBoard } from '../realtime/subscribe-to-board';
import type { BoardChange } from '../realtime/types';
import { addComment } from './add-comment';
import { deleteComment } from './delete-comment';
import { listCommentReactions } from './list-comment-reactions';
import { toggleCommentReaction } from './toggle-comment-reaction';

let backend: LocalSupabase;
let owner: SignedInClient;
let member: SignedInClient;
let viewer: SignedInClient;
let outsider: SignedInClient;
let boardId: string;
let cardId: string;

beforeAll(async () => {
  let workspaceId: string;
  ({ backend, owner, member, viewer, outsider, workspaceId } = await startTeam());
  boardId = (await createBoard(owner.client, { workspaceId, name: 'Reactions' })).id;
  const listId = (await createList(owner.client, { boardId, name: 'To do' })).id;
  cardId = (await createCard(owner.client, { listId, title: 'Launch' })).id;
}, 60_000);

afterAll(async () => {
  await closeRealtime(viewer.client);
  await backend.stop();
});

describe('toggleCommentReaction and listCommentReactions', () => {
  it('adds and takes back a reaction, live to someone else on the board', async () => {
    const seen: BoardChange[] = [];
    const subscription = subscribeToBoard(viewer.client, boardId, {
      onChange: (change) => seen.push(change),
    });
    await subscription.ready;
    const comment = await addComment(owner.client, { cardId, body: 'Ship it?' });

    expect(await toggleCommentReaction(member.client, { commentId: comment.id, reaction: 'tada' })).toEqual({
      added: true,
    });
    const added = await until('the reaction reaches the viewer', () =>
      seen.find((c) => c.table === 'comment_reactions' && c.type === 'INSERT'),
    );
    expect(added.row).toMatchObject({
      comment_id: comment.id,
      user_id: member.userId,
      reaction: 'tada',
      card_id: cardId,
    });
    expect(await listCommentReactions(viewer.client, cardId)).toEqual([
      expect.objectContaining({ comment_id: comment.id, user_id: member.userId, reaction: 'tada' }),
    ]);

    expect(await toggleCommentReaction(member.client, { commentId: comment.id, reaction: 'tada' })).toEqual({
      added: false,
    });
    const removed = await until('the removal reaches the viewer', () =>
      seen.find((c) => c.table === 'comment_reactions' && c.type === 'DELETE'),
    );
    expect(removed.old).toMatchObject({ comment_id: comment.id, reaction: 'tada' });
    expect(await listCommentReactions(viewer.client, cardId)).toEqual([]);
    await subscription.unsubscribe();
  });

  it('refuses viewers, strangers, deleted comments and reactions not offered', async () => {
    const comment = await addComment(owner.client, { cardId, body: 'Done' });
    await expectCode(
      toggleCommentReaction(viewer.client, { commentId: comment.id, reaction: 'heart' }),
      'forbidden',
    );
    await expectCode(
      toggleCommentReaction(outsider.client, { commentId: comment.id, reaction: 'heart' }),
      'not-found',
    );
    await expectCode(
      toggleCommentReaction(member.client, { commentId: MISSING_ID, reaction: 'heart' }),
      'not-found',
    );
    expect(await listCommentReactions(outsider.client, cardId)).toEqual([]);
    await deleteComment(owner.client, comment.id);
    await expectCode(
      toggleCommentReaction(member.client, { commentId: comment.id, reaction: 'heart' }),
      'not-found',
    );

    for (const reaction of ['thumbs_down', '👍', SQL_LOOKING]) {
      const error = await expectNoRequestValidation(member, () =>
        toggleCommentReaction(member.client, { commentId: comment.id, reaction: reaction as 'heart' }),
      );
      expect(error.issues[0]?.path).toEqual(['reaction']);
    }
    await expectNoRequestValidation(member, () =>
      toggleCommentReaction(member.client, { commentId: 'not-an-id', reaction: 'heart' }),
    );
    await expectNoRequestValidation(member, () => listCommentReactions(member.client, SQL_LOOKING));
  });
});
