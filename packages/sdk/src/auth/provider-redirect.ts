import type { SignInProvider } from '../schemas/auth';

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
