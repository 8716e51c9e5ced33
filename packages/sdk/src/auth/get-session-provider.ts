import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { run } from '../run';
import { SIGN_IN_PROVIDERS, type SignInProvider } from '../schemas/auth';

/**
 * The provider this session signed in through, as the server judges it for a workspace that
 * requires one; `null` for a session that signed in with a password, a magic link or a code.
 *
 * @category Auth
 * @example
 * if (workspace.required_provider && (await getSessionProvider(client)) !== workspace.required_provider) {
 *   // explain: this workspace wants its members to sign in through that provider
 * }
 */
export async function getSessionProvider(
  client: TeamboardClient,
  options: CallOptions = {},
): Promise<SignInProvider | null> {
  return withCall(client, options, async ({ client }) => {
    const provider = await run(client.supabase.rpc('my_session_provider'));
    return SIGN_IN_PROVIDERS.find((known) => known === provider) ?? null;
  });
}
