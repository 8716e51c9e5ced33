import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { run } from '../run';
import { toggleCommentReactionInput, type ToggleCommentReactionInput } from '../schemas/cards';
import { validate } from '../validate';

/**
 * Adds the signed-in user's reaction to a comment, or takes it back if they
 * had it. `added` says which. The reaction is one of `COMMENT_REACTIONS`.
 *
 * @throws `validation` (an id or a reaction not offered); `not-found` (a
 *   deleted comment, or one the user cannot see); `forbidden` (viewers: only
 *   people who may comment may react).
 *
 * @category Comments
 * @example
 * const { added } = await toggleCommentReaction(client, { commentId: comment.id, reaction: 'thumbs_up' });
 */
export async function toggleCommentReaction(
  client: TeamboardClient,
  input: ToggleCommentReactionInput,
  options: CallOptions = {},
): Promise<{ added: boolean }> {
  return withCall(client, options, async ({ client }) => {
    const { commentId, reaction } = validate(toggleCommentReactionInput, input);
    const added = await run(
      client.supabase.rpc('toggle_comment_reaction', { comment_id: commentId, reaction }),
    );
    return { added };
  });
}
