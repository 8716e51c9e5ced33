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
