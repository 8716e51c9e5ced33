import type { Tables } from '../database.types';

export type Profile = Tables<'profiles'>;

/** What other people's rows show about a person: name and avatar. `null` when RLS hides them (a former teammate). */
export type ProfileSummary = Pick<Profile, 'display_name' | 'avatar_path'>;

export const PROFILE_SUMMARY_SELECT = 'display_name, avatar_path';
