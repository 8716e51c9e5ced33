import type { TeamboardClient } from '../client';
import { run } from '../run';
import { updatePasswordInput, type UpdatePasswordInput } from '../schemas/auth';
import { validate } from '../validate';
import { toAuthUser, type AuthUser } from './types';

/**
 * Sets a new password for the signed-in user, including after
 * `PASSWORD_RECOVERY`. Emits `USER_UPDATED`.
 *
 * @throws `validation` before any request (and for a password equal to the
 * current one); `auth/weak-password`, `auth/session-expired`, `network`.
 */
export async function updatePassword(client: TeamboardClient, input: UpdatePasswordInput): Promise<AuthUser> {
  const { password } = validate(updatePasswordInput, input);
  const { user } = await run(() => client.supabase.auth.updateUser({ password }));
  return toAuthUser(user);
}
