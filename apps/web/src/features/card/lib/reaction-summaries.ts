import { COMMENT_REACTIONS, type CommentReaction } from '@teamboard/sdk';
import type { ReactionChoice, ReactionSummary } from '@teamboard/ui';

/** The reactions offered, in the SDK's order. */
export const REACTION_CHOICES: readonly ReactionChoice[] = Object.entries(COMMENT_REACTIONS).map(
  ([id, emoji]) => ({ id, emoji }),
);

/**
 * Each comment's reactions as the thread shows them: in the offered order,
 * with who gave each (oldest first, by display name) and whether `me` did.
 */
export function reactionSummaries(
  reactions: readonly CommentReaction[],
  me: string,
  nameOf: (userId: string) => string,
): Map<string, ReactionSummary[]> {
  const byComment = new Map<string, ReactionSummary[]>();
  for (const choice of REACTION_CHOICES) {
    for (const reaction of reactions) {
      if (reaction.reaction !== choice.id) continue;
      const list = byComment.get(reaction.comment_id) ?? [];
      const at = list.findIndex((summary) => summary.id === choice.id);
      const before = at === -1 ? { ...choice, people: [], mine: false } : list[at]!;
      const next = {
        ...before,
        people: [...before.people, nameOf(reaction.user_id)],
        mine: before.mine || reaction.user_id === me,
      };
      byComment.set(reaction.comment_id, at === -1 ? [...list, next] : list.with(at, next));
    }
  }
  return byComment;
}
