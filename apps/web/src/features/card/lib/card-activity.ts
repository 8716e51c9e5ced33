import { listActivity, type ActivityEntry, type TeamboardClient } from '@teamboard/sdk';
import { cardKeys } from '@/shared/query-keys/card-keys';

/** The card's activity, newest first: its feed, and who wrote the comments no person wrote. */
export const cardActivityQuery = (client: TeamboardClient, cardId: string) => ({
  queryKey: cardKeys.activity(cardId),
  queryFn: () => listActivity(client, { cardId }),
});

/**
 * The automation rule that wrote each comment a rule wrote, by comment id: a
 * rule's comment has no author, and its `comment.added` activity names the rule.
 */
export function ruleCommentNames(
  entries: readonly Pick<ActivityEntry, 'kind' | 'payload'>[],
): Map<string, string> {
  const names = new Map<string, string>();
  for (const { kind, payload } of entries) {
    if (kind !== 'comment.added' || payload === null || typeof payload !== 'object' || Array.isArray(payload))
      continue;
    const rule = payload.rule;
    const commentId = payload.comment_id;
    if (typeof commentId !== 'string' || rule === null || typeof rule !== 'object' || Array.isArray(rule))
      continue;
    if (typeof rule.name === 'string') names.set(commentId, rule.name);
  }
  return names;
}
