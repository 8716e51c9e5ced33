import type { Tables } from '../database.types';

// An interface, not an alias: the reference then shows `Profile` instead of spelling out the row.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the row is the whole type
export interface Profile extends Tables<'profiles'> {}

/** What other people's rows show about a person: name and avatar. `null` when RLS hides them (a former teammate). */
export type ProfileSummary = Pick<Profile, 'display_name' | 'avatar_path'>;

export const PROFILE_SUMMARY_SELECT = 'display_name, avatar_path';
