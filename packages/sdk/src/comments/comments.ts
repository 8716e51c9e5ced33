import * as z from 'zod/mini';
import { withCall, type CallOptions } from '../call/call-options';
import {
  decodeCursor,
  keysetAfter,
  pageOptionsSchema,
  toPage,
  type Page,
  type PageOptions,
} from '../call/paging';
import type { TeamboardClient } from '../client';
import type { TablesUpdate } from '../database.types';
import { PROFILE_SUMMARY_SELECT, type ProfileSummary } from '../profiles/types';
import { currentUserId } from '../rows/current-user';
import { expectWritten, insertOnce, insertOrExplain } from '../rows/write-outcome';
import { run } from '../run';
import {
  createCommentInput,
  updateCommentInput,
  type CreateCommentInput,
  type UpdateCommentInput,
} from '../schemas/cards';
import { idSchema } from '../schemas/fields';
import { validate } from '../validate';
import type { Comment } from './types';

// The author by name of the key: comment_reactions makes comments and profiles
// many-to-many too, and PostgREST refuses an embed that could mean either.
const COMMENT_SELECT = `*, author:profiles!comments_author_id_fkey(${PROFILE_SUMMARY_SELECT})`;

type CommentRow = Omit<Comment, 'deleted'> & { author: ProfileSummary | null };

const toComment = (row: CommentRow): Comment => ({ ...row, deleted: row.deleted_at !== null });

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

async function writeComment(
  client: TeamboardClient,
  commentId: string,
  patch: TablesUpdate<'comments'>,
  forbidden: string,
): Promise<Comment> {
  const rows = await run(
    client.supabase.from('comments').update(patch).eq('id', commentId).select(COMMENT_SELECT),
  );
  const row = await expectWritten(
    rows,
    () => client.supabase.from('comments').select('id').eq('id', commentId).maybeSingle(),
    { notFound: 'Comment not found.', forbidden },
  );
  return toComment(row);
}

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
