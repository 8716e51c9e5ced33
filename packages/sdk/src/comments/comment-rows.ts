import type { TeamboardClient } from '../client';
import type { TablesUpdate } from '../database.types';
import { PROFILE_SUMMARY_SELECT, type ProfileSummary } from '../profiles/types';
import { expectWritten } from '../errors/write-outcome';
import { run } from '../run';
import type { Comment } from './types';

// The author by name of the key: comment_reactions makes comments and profiles
// many-to-many too, and PostgREST refuses an embed that could mean either.
export const COMMENT_SELECT = `*, author:profiles!comments_author_id_fkey(${PROFILE_SUMMARY_SELECT})`;

export type CommentRow = Omit<Comment, 'deleted'> & { author: ProfileSummary | null };

export const toComment = (row: CommentRow): Comment => ({ ...row, deleted: row.deleted_at !== null });

export async function writeComment(
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
