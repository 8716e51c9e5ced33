import type { CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { run } from '../run';
import type { ProviderInput } from '../schemas/auth';
import { redirectToProvider, type ProviderRedirectOptions } from './provider-redirect';

export interface LinkIdentityOptions extends CallOptions, ProviderRedirectOptions {}

/**
 * Adds a provider to the signed-in user's ways to sign in: the browser goes to the provider and
 * comes back to `redirectTo` with a `?code=` for {@link exchangeCodeForSession}. A provider
 * account already linked to anyone is refused there, in the callback's `error_code`
 * (`identity_already_exists`).
 *
 * @returns The provider URL (the browser is already on its way unless `skipBrowserRedirect`).
 * @throws `validation` for an unknown provider; `forbidden` (reason `manual_linking_disabled`)
 *   when the server does not allow linking; `auth/session-expired`; `network`.
 *
 * @category Auth
 * @example
 * await linkIdentity(client, { provider: 'google' }, { redirectTo: `${origin}/auth/callback?next=/account` });
 */
export async function linkIdentity(
  client: TeamboardClient,
  input: ProviderInput,
  options: LinkIdentityOptions = {},
): Promise<{ url: string }> {
  return redirectToProvider(client, input, options, (client, provider, oauth) =>
    run(() => client.supabase.auth.linkIdentity({ provider, options: oauth })),
  );
}
