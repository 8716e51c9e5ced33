import type { Tables } from '../database.types';
import type { ProfileSummary } from '../profiles/types';

// An interface, not an alias: the reference then shows `Membership` instead of spelling out the row.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the row is the whole type
export interface Membership extends Tables<'workspace_members'> {}

/** A member of a workspace, with the name and avatar to show. */
export type Member = Membership & { readonly profile: ProfileSummary | null };
