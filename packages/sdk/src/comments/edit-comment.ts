import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { updateCommentInput, type UpdateCommentInput } from '../schemas/cards';
import { validate } from '../validate';
import { writeComment } from './comment-rows';
import type { Comment } from './types';

/**
 * Changes the text of your own comment (`edited_at` is stamped).
 *
 * @throws `validation`; `not-found`; `forbidden` (someone else's comment, or a viewer);
 *   `conflict` (reason `comment_deleted`).
 *
 * @category Comments
 * @example
 * const comment = await editComment(client, { commentId, body: 'Looks good to me' });
 */
export async function editComment(
  client: TeamboardClient,
  input: UpdateCommentInput,
  options: CallOptions = {},
): Promise<Comment> {
  return withCall(client, options, async ({ client }) => {
    const { commentId, body } = validate(updateCommentInput, input);
    return writeComment(client, commentId, { body }, 'Only its author can edit a comment.');
  });
}
