import type { CommentReactionName } from '../constants';
import type { Tables } from '../database.types';
import type { ProfileSummary } from '../profiles/types';

/**
 * A comment with its author's name and avatar (`null` for a former teammate).
 * A deleted comment stays in the thread with `deleted: true` and an empty body.
 */
export interface Comment extends Tables<'comments'> {
  readonly author: ProfileSummary | null;
  readonly deleted: boolean;
}

/** One person's reaction to a comment; match `user_id` with `listMembers` for their name. */
export interface CommentReaction extends Omit<Tables<'comment_reactions'>, 'reaction'> {
  readonly reaction: CommentReactionName;
}
