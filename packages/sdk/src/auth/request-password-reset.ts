import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { run } from '../run';
import { requestPasswordResetInput, type RequestPasswordResetInput } from '../schemas/auth';
import { validate } from '../validate';

export interface RequestPasswordResetOptions extends CallOptions {
  /** Where the recovery link lands (the app's `/auth/callback`). */
  readonly redirectTo?: string;
}

/**
 * Emails a recovery link. Resolves the same way whether or not the address
 * has an account, so the answer cannot be used to probe for users.
 * Following the link and exchanging its code emits `PASSWORD_RECOVERY`.
 *
 * @throws `validation` before any request; `auth/rate-limited`, `network`.
 *
 * @category Auth
 * @example
 * await requestPasswordReset(client, { email: 'ada@example.com' });
 */
export async function requestPasswordReset(
  client: TeamboardClient,
  input: RequestPasswordResetInput,
  options: RequestPasswordResetOptions = {},
): Promise<void> {
  return withCall(
    client,
    options,
    async ({ client }) => {
      const { email } = validate(requestPasswordResetInput, input);
      await run(() => client.supabase.auth.resetPasswordForEmail(email, { redirectTo: options.redirectTo }));
    },
    { race: true },
  );
}
