import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { run } from '../run';
import { idSchema } from '../schemas/fields';
import { validate } from '../validate';
import { COMMENT_SELECT, toComment } from './comment-rows';
import type { Comment } from './types';

/**
 * A card's comments, oldest first, deleted ones included as `deleted`.
 *
 * @category Comments
 * @example
 * const comments = await listComments(client, cardId);
 */
export async function listComments(
  client: TeamboardClient,
  cardId: string,
  options: CallOptions = {},
): Promise<Comment[]> {
  return withCall(client, options, async ({ client }) => {
    const id = validate(idSchema, cardId);
    const rows = await run(
      client.supabase
        .from('comments')
        .select(COMMENT_SELECT)
        .eq('card_id', id)
        .order('created_at')
        .order('id'),
    );
    return rows.map(toComment);
  });
}
