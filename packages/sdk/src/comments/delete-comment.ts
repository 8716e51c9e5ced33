import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { idSchema } from '../schemas/fields';
import { validate } from '../validate';
import { writeComment } from './comment-rows';
import type { Comment } from './types';

/**
 * Deletes a comment softly: it stays in the thread as deleted, its text gone.
 * Authors delete their own; owners and admins anyone's.
 *
 * @throws `validation`; `not-found`; `forbidden`; `conflict` (reason `comment_deleted`) when already deleted.
 *
 * @category Comments
 * @example
 * const comment = await deleteComment(client, commentId);
 */
export async function deleteComment(
  client: TeamboardClient,
  commentId: string,
  options: CallOptions = {},
): Promise<Comment> {
  return withCall(client, options, async ({ client }) => {
    const id = validate(idSchema, commentId);
    // The database stamps its own time and clears the body; the value only has to be non-null.
    return writeComment(
      client,
      id,
      { deleted_at: new Date().toISOString() },
      'You cannot delete this comment.',
    );
  });
}
