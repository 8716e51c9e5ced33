import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { currentUserId } from '../rows/current-user';
import { expectFound, expectWritten } from '../rows/write-outcome';
import { run } from '../run';
import {
  updateProfileInput,
  updateProfileLocaleInput,
  type UpdateProfileInput,
  type UpdateProfileLocaleInput,
} from '../schemas/auth';
import { idSchema } from '../schemas/fields';
import { validate } from '../validate';
import type { Profile } from './types';

/**
 * Someone's profile. Visible: your own, and those of people you share a workspace with.
 *
 * @throws `validation`; `not-found` for anyone else.
 *
 * @category Profiles
 * @example
 * const profile = await getProfile(client, userId);
 */
export async function getProfile(
  client: TeamboardClient,
  userId: string,
  options: CallOptions = {},
): Promise<Profile> {
  return withCall(client, options, async ({ client }) => {
    const id = validate(idSchema, userId);
    const row = await run(client.supabase.from('profiles').select('*').eq('id', id).maybeSingle());
    return expectFound(row, 'Profile not found.');
  });
}

/**
 * The signed-in user's profile. @throws `auth/session-expired` when signed out.
 *
 * @category Profiles
 * @example
 * const me = await getMyProfile(client);
 */
export async function getMyProfile(client: TeamboardClient, options: CallOptions = {}): Promise<Profile> {
  return withCall(client, options, async ({ client }) => {
    return getProfile(client, await currentUserId(client));
  });
}

/**
 * Sets the display name teammates see. (The session's own copy in user
 * metadata is `updateProfileMetadata`; the avatar is the avatars module.)
 *
 * @throws `validation`; `auth/session-expired` when signed out.
 *
 * @category Profiles
 * @example
 * const profile = await updateProfile(client, { displayName: 'Ada Lovelace' });
 */
export async function updateProfile(
  client: TeamboardClient,
  input: UpdateProfileInput,
  options: CallOptions = {},
): Promise<Profile> {
  return withCall(client, options, async ({ client }) => {
    const { displayName } = validate(updateProfileInput, input);
    const me = await currentUserId(client);
    const rows = await run(
      client.supabase.from('profiles').update({ display_name: displayName }).eq('id', me).select(),
    );
    return expectWritten(
      rows,
      () => client.supabase.from('profiles').select('id').eq('id', me).maybeSingle(),
      {
        notFound: 'Profile not found.',
        forbidden: 'You can only change your own profile.',
      },
    );
  });
}

/**
 * Sets the language the app speaks to the signed-in user (`null`: follow the browser).
 *
 * @throws `validation` for a language the app does not have; `auth/session-expired` when signed out.
 *
 * @category Profiles
 * @example
 * const profile = await updateProfileLocale(client, { locale: 'de' });
 */
export async function updateProfileLocale(
  client: TeamboardClient,
  input: UpdateProfileLocaleInput,
  options: CallOptions = {},
): Promise<Profile> {
  return withCall(client, options, async ({ client }) => {
    const { locale } = validate(updateProfileLocaleInput, input);
    const me = await currentUserId(client);
    const rows = await run(client.supabase.from('profiles').update({ locale }).eq('id', me).select());
    return expectWritten(
      rows,
      () => client.supabase.from('profiles').select('id').eq('id', me).maybeSingle(),
      {
        notFound: 'Profile not found.',
        forbidden: 'You can only change your own profile.',
      },
    );
  });
}
