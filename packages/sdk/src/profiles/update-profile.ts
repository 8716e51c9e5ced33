import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { currentUserId } from '../auth/current-user-id';
import { expectWritten } from '../errors/write-outcome';
import { run } from '../run';
import { updateProfileInput, type UpdateProfileInput } from '../schemas/auth';
import { validate } from '../validate';
import type { Profile } from './types';

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
