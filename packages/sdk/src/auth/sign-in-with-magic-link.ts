import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { run } from '../run';
import { signInWithMagicLinkInput, type SignInWithMagicLinkInput } from '../schemas/auth';
import { validate } from '../validate';

export interface SignInWithMagicLinkOptions extends CallOptions {
  /** Where the emailed link lands (the app's `/auth/callback`). */
  readonly emailRedirectTo?: string;
}

/**
 * Emails a one-time sign-in link. Only existing accounts get one: signing up
 * needs a display name, so this never creates users.
 *
 * @throws `validation` before any request; `auth/rate-limited`, `network`.
 *
 * @category Auth
 * @example
 * await signInWithMagicLink(client, { email: 'ada@example.com' });
 */
export async function signInWithMagicLink(
  client: TeamboardClient,
  input: SignInWithMagicLinkInput,
  options: SignInWithMagicLinkOptions = {},
): Promise<void> {
  return withCall(
    client,
    options,
    async ({ client }) => {
      const { email } = validate(signInWithMagicLinkInput, input);
      await run(() =>
        client.supabase.auth.signInWithOtp({
          email,
          options: { shouldCreateUser: false, emailRedirectTo: options.emailRedirectTo },
        }),
      );
    },
    { race: true },
  );
}
