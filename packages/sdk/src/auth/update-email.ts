import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { run } from '../run';
import { updateEmailInput, type UpdateEmailInput } from '../schemas/auth';
import { validate } from '../validate';
import { toAuthUser, type AuthUser } from './types';

export interface UpdateEmailOptions extends CallOptions {
  /** Where the confirmation links land (the app's `/auth/callback`). */
  readonly emailRedirectTo?: string;
}

/**
 * Starts an email change: the new address (and, when the project asks for
 * it, the current one) receives a confirmation link. Until then the returned
 * user carries the new address in `pendingEmail`.
 *
 * @throws `validation` before any request; `auth/user-already-exists`,
 * `auth/rate-limited`, `auth/session-expired`, `network`.
 *
 * @category Auth
 * @example
 * const user = await updateEmail(client, { email: 'ada@example.com' });
 */
export async function updateEmail(
  client: TeamboardClient,
  input: UpdateEmailInput,
  options: UpdateEmailOptions = {},
): Promise<AuthUser> {
  return withCall(
    client,
    options,
    async ({ client }) => {
      const { email } = validate(updateEmailInput, input);
      const { user } = await run(() =>
        client.supabase.auth.updateUser({ email }, { emailRedirectTo: options.emailRedirectTo }),
      );
      return toAuthUser(user);
    },
    { race: true },
  );
}
