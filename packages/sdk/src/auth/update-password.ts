import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { run } from '../run';
import { updatePasswordInput, type UpdatePasswordInput } from '../schemas/auth';
import { validate } from '../validate';
import { toAuthUser, type AuthUser } from './types';

/**
 * Sets a new password for the signed-in user, including after
 * `PASSWORD_RECOVERY`. Emits `USER_UPDATED`. With secure password changes
 * on, a session not signed in within the last day must give the code
 * `reauthenticate` emailed as `nonce`.
 *
 * @throws `validation` before any request (and for a password equal to the
 * current one; reason `reauthentication_needed` without a code where one is
 * required, `reauthentication_not_valid` for a wrong or expired code);
 * `auth/weak-password`, `auth/session-expired`, `network`.
 *
 * @category Auth
 * @example
 * const user = await updatePassword(client, { password: 'correct-horse-9' });
 */
export async function updatePassword(
  client: TeamboardClient,
  input: UpdatePasswordInput,
  options: CallOptions = {},
): Promise<AuthUser> {
  return withCall(
    client,
    options,
    async ({ client }) => {
      const { password, nonce } = validate(updatePasswordInput, input);
      const { user } = await run(() =>
        client.supabase.auth.updateUser(nonce === undefined ? { password } : { password, nonce }),
      );
      return toAuthUser(user);
    },
    { race: true },
  );
}
