import * as z from 'zod/mini';
import { withCall } from '../call/call-options';
import {
  decodeCursor,
  keysetAfter,
  pageOptionsSchema,
  toPage,
  type Page,
  type PageOptions,
} from '../call/paging';
import type { TeamboardClient } from '../client';
import { run } from '../run';
import { idSchema } from '../schemas/fields';
import { validate } from '../validate';
import { COMMENT_SELECT, toComment } from './comment-rows';
import type { Comment } from './types';

/** A comment's place in a card's thread: when it was written, then its id. */
const commentKeySchema = z.tuple([z.iso.datetime({ offset: true }), idSchema]);

/**
 * One page of a card's comments, oldest first (by time written, then id), as
 * {@link listComments} orders them; deleted ones included as `deleted`.
 * Comments written after the first page was read appear on a later page.
 *
 * @throws `validation` (not an id, a limit outside 1–100, a cursor that is not
 *   one of this card's, reason `cursor`).
 *
 * @category Comments
 * @example
 * for await (const comment of paginate((cursor) => listCommentsPage(client, cardId, { cursor }))) {
 *   console.log(comment.body);
 * }
 */
export async function listCommentsPage(
  client: TeamboardClient,
  cardId: string,
  options: PageOptions = {},
): Promise<Page<Comment>> {
  return withCall(client, options, async ({ client }) => {
    const id = validate(idSchema, cardId);
    const { limit, cursor } = validate(pageOptionsSchema, { limit: options.limit, cursor: options.cursor });
    const scope = `comments:${id}`;
    const after =
      cursor === undefined || cursor === null ? undefined : decodeCursor(cursor, scope, commentKeySchema);
    const base = client.supabase.from('comments').select(COMMENT_SELECT).eq('card_id', id);
    const query = after === undefined ? base : base.or(keysetAfter(['created_at', 'id'], after));
    const rows = await run(
      query
        .order('created_at')
        .order('id')
        .limit(limit + 1),
    );
    return toPage(rows, limit, scope, (row) => [row.created_at, row.id], toComment);
  });
}
