import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { TeamboardError } from '../errors/teamboard-error';
import { run } from '../run';
import { signUpInput, type SignUpInput } from '../schemas/auth';
import { validate } from '../validate';
import { toAuthSession, toAuthUser, type AuthSession, type AuthUser } from './types';

export interface SignUpOptions extends CallOptions {
  /** Where the confirmation link lands, e.g. `https://app.example/auth/callback?next=/workspaces`. */
  readonly emailRedirectTo?: string;
}

export interface SignUpResult {
  readonly user: AuthUser;
  /** Present only when the project does not require email confirmation. */
  readonly session: AuthSession | undefined;
  /** True when the user must follow the emailed link before signing in. */
  readonly confirmationRequired: boolean;
}

/**
 * Creates an account; the display name goes to `user_metadata.display_name`,
 * from which the database trigger fills `profiles.display_name`.
 *
 * @throws `validation` before any request; `auth/user-already-exists`,
 * `auth/weak-password`, `auth/rate-limited`, `network`.
 *
 * @category Auth
 * @example
 * const result = await signUp(client, { email: 'ada@example.com', password: 'correct-horse-9', displayName: 'Ada Lovelace' });
 */
export async function signUp(
  client: TeamboardClient,
  input: SignUpInput,
  options: SignUpOptions = {},
): Promise<SignUpResult> {
  return withCall(
    client,
    options,
    async ({ client }) => {
      const { email, password, displayName } = validate(signUpInput, input);
      const data = await run(() =>
        client.supabase.auth.signUp({
          email,
          password,
          options: { data: { display_name: displayName }, emailRedirectTo: options.emailRedirectTo },
        }),
      );
      const { user, session } = data;
      // With confirmations on, GoTrue answers a taken address with a look-alike
      // user that has no identities instead of an error (supabase-js documents this).
      if (user === null || (session === null && user.identities?.length === 0)) {
        throw new TeamboardError({ code: 'auth/user-already-exists', reason: 'user_already_exists' });
      }
      return {
        user: toAuthUser(user),
        session: session === null ? undefined : toAuthSession(session),
        confirmationRequired: session === null,
      };
    },
    { race: true },
  );
}
