import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { currentUserId } from '../auth/current-user-id';
import { getProfile } from './get-profile';
import type { Profile } from './types';

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
