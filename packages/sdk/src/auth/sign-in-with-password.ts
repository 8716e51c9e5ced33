import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { run } from '../run';
import { signInWithPasswordInput, type SignInWithPasswordInput } from '../schemas/auth';
import { validate } from '../validate';
import { toAuthSession, type AuthSession } from './types';

/**
 * @throws `validation` before any request; `auth/invalid-credentials`,
 * `auth/email-not-confirmed`, `auth/rate-limited`, `network`.
 *
 * @category Auth
 * @example
 * const session = await signInWithPassword(client, { email: 'ada@example.com', password: 'correct-horse-9' });
 */
export async function signInWithPassword(
  client: TeamboardClient,
  input: SignInWithPasswordInput,
  options: CallOptions = {},
): Promise<AuthSession> {
  return withCall(
    client,
    options,
    async ({ client }) => {
      const credentials = validate(signInWithPasswordInput, input);
      const { session } = await run(() => client.supabase.auth.signInWithPassword(credentials));
      return toAuthSession(session);
    },
    { race: true },
  );
}
