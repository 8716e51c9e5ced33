import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { run } from '../run';
import { idSchema } from '../schemas/fields';
import { validate } from '../validate';
import type { CommentReaction } from './types';

/**
 * Everyone's reactions to the comments of a card, oldest first. Realtime
 * (`subscribeToBoard`, table `comment_reactions`) keeps them current.
 *
 * @throws `validation` (not an id).
 *
 * @category Comments
 * @example
 * const reactions = await listCommentReactions(client, cardId);
 * const hearts = reactions.filter((r) => r.comment_id === comment.id && r.reaction === 'heart');
 */
export async function listCommentReactions(
  client: TeamboardClient,
  cardId: string,
  options: CallOptions = {},
): Promise<CommentReaction[]> {
  return withCall(client, options, async ({ client }) => {
    const id = validate(idSchema, cardId);
    const rows = await run(
      client.supabase
        .from('comment_reactions')
        .select('*')
        .eq('card_id', id)
        .order('created_at')
        .order('user_id'),
    );
    // The CHECK holds the names to COMMENT_REACTIONS.
    return rows as CommentReaction[];
  });
}
