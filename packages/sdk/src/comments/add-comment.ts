import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { currentUserId } from '../auth/current-user-id';
import { insertOnce, insertOrExplain } from '../errors/write-outcome';
import { run } from '../run';
import { createCommentInput, type CreateCommentInput } from '../schemas/cards';
import { validate } from '../validate';
import { COMMENT_SELECT, toComment } from './comment-rows';
import type { Comment } from './types';

/**
 * Adds a comment by the signed-in user. With an `id` chosen by the caller it is safe to send
 * again: a second add with that id returns the stored comment.
 *
 * @throws `validation`; `not-found` (a card the caller cannot see); `forbidden` (viewers).
 *
 * @category Comments
 * @example
 * const comment = await addComment(client, { cardId, body: 'Looks good to me' });
 */
export async function addComment(
  client: TeamboardClient,
  input: CreateCommentInput,
  options: CallOptions = {},
): Promise<Comment> {
  return withCall(client, options, async ({ client }) => {
    const { id, cardId, body } = validate(createCommentInput, input);
    const me = await currentUserId(client);
    const insert = () =>
      insertOrExplain(
        () =>
          run(
            client.supabase
              .from('comments')
              .insert({ id, card_id: cardId, author_id: me, body })
              .select(COMMENT_SELECT)
              .single(),
          ),
        () => client.supabase.from('cards').select('id').eq('id', cardId).maybeSingle(),
        'Card not found.',
      );
    const row =
      id === undefined
        ? await insert()
        : await insertOnce(insert, 'comments_pkey', () =>
            run(client.supabase.from('comments').select(COMMENT_SELECT).eq('id', id).maybeSingle()),
          );
    return toComment(row);
  });
}
