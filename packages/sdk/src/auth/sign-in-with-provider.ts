import type { CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { TeamboardError } from '../errors/teamboard-error';
import { run } from '../run';
import type { ProviderInput } from '../schemas/auth';
import { listSignInProviders } from './list-sign-in-providers';
import { redirectToProvider, type ProviderRedirectOptions } from './provider-redirect';

export interface SignInWithProviderOptions extends CallOptions, ProviderRedirectOptions {}

/**
 * Signs in (or signs up) through GitHub, Google or the organisation's provider: sends the
 * browser to the provider, which sends it back to `redirectTo` with a `?code=` for
 * {@link exchangeCodeForSession} (PKCE). An account with the same address is joined only
 * when the provider vouches for the address.
 *
 * @returns The provider URL (the browser is already on its way unless `skipBrowserRedirect`).
 * @throws `validation` for an unknown provider; `forbidden` (reason `provider_disabled`) for a
 *   provider this backend has not switched on; `network`.
 *
 * @category Auth
 * @example
 * await signInWithProvider(client, { provider: 'github' }, { redirectTo: `${origin}/auth/callback` });
 */
export async function signInWithProvider(
  client: TeamboardClient,
  input: ProviderInput,
  options: SignInWithProviderOptions = {},
): Promise<{ url: string }> {
  return redirectToProvider(client, input, options, async (client, provider, oauth) => {
    // Checked first: the provider's error page would otherwise be GoTrue's JSON in the browser.
    if (!(await listSignInProviders(client)).includes(provider)) {
      throw new TeamboardError({
        code: 'forbidden',
        reason: 'provider_disabled',
        message: 'This sign-in method is turned off on this server.',
      });
    }
    return run(() => client.supabase.auth.signInWithOAuth({ provider, options: oauth }));
  });
}
