import type { Tables } from '../database.types';
import type { ProfileSummary } from '../profiles/types';

export type Membership = Tables<'workspace_members'>;

/** A member of a workspace, with the name and avatar to show. */
export type Member = Membership & { readonly profile: ProfileSummary | null };
