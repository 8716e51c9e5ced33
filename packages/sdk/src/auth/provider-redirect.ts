import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { providerInput, type ProviderInput, type SignInProvider } from '../schemas/auth';
import { validate } from '../validate';

export interface ProviderRedirectOptions {
  /** Where the provider's answer lands: the app's `/auth/callback`, which exchanges the `?code=`. */
  readonly redirectTo?: string;
  /** Return the provider URL instead of sending the browser there (servers, tests). */
  readonly skipBrowserRedirect?: boolean;
}

/**
 * supabase-js's OAuth options for one of Teamboard's providers. A company's provider (GoTrue's
 * `keycloak` kind) answers its userinfo only for an `openid` token, so that scope is asked for.
 */
export function oauthOptions(provider: SignInProvider, options: ProviderRedirectOptions) {
  return {
    ...(options.redirectTo !== undefined ? { redirectTo: options.redirectTo } : {}),
    ...(options.skipBrowserRedirect !== undefined
      ? { skipBrowserRedirect: options.skipBrowserRedirect }
      : {}),
    ...(provider === 'keycloak' ? { scopes: 'openid' } : {}),
  };
}

/**
 * The shape both provider calls share: check the provider, then `start` asks supabase-js for
 * the provider URL (sending the browser there unless `skipBrowserRedirect`).
 */
export function redirectToProvider(
  client: TeamboardClient,
  input: ProviderInput,
  options: CallOptions & ProviderRedirectOptions,
  start: (
    client: TeamboardClient,
    provider: SignInProvider,
    oauth: ReturnType<typeof oauthOptions>,
  ) => Promise<{ url: string }>,
): Promise<{ url: string }> {
  return withCall(
    client,
    options,
    async ({ client }) => {
      const { provider } = validate(providerInput, input);
      const { url } = await start(client, provider, oauthOptions(provider, options));
      return { url };
    },
    { race: true },
  );
}
