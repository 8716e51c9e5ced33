import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { run } from '../run';
import { updateProfileInput, type UpdateProfileInput } from '../schemas/auth';
import { validate } from '../validate';
import { toAuthUser, type AuthUser } from './types';

/**
 * Updates `user_metadata.display_name`, which the session carries, so the
 * signed-in user's own name is right without a query. Emits `USER_UPDATED`.
 * The `profiles` row that other members see is updated by the profiles module.
 *
 * @throws `validation` before any request; `auth/session-expired`, `network`.
 *
 * @category Auth
 * @example
 * const user = await updateProfileMetadata(client, { displayName: 'Ada Lovelace' });
 */
export async function updateProfileMetadata(
  client: TeamboardClient,
  input: UpdateProfileInput,
  options: CallOptions = {},
): Promise<AuthUser> {
  return withCall(
    client,
    options,
    async ({ client }) => {
      const { displayName } = validate(updateProfileInput, input);
      const { user } = await run(() =>
        client.supabase.auth.updateUser({ data: { display_name: displayName } }),
      );
      return toAuthUser(user);
    },
    { race: true },
  );
}
