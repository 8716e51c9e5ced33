import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { mapHttpStatus } from '../errors/map-http-status';
import { mapTransportError } from '../errors/map-transport-error';
import { TeamboardError } from '../errors/teamboard-error';
import { authSettingsSchema, SIGN_IN_PROVIDERS, type SignInProvider } from '../schemas/auth';

/**
 * supabase-js has no call for GoTrue's public `/auth/v1/settings`; its client keeps the project
 * URL and its own fetch (apikey added, the app's fetch and timeouts inside) in these protected
 * fields, present since supabase-js 2.0.
 */
interface ProjectAccess {
  readonly supabaseUrl: string;
  readonly fetch: typeof fetch;
}

/**
 * The providers (besides email) this backend lets people sign in with, in Teamboard's order,
 * read from the backend's settings as the sign-in page shows them.
 *
 * @throws `network`, `timeout`; `unknown` for an answer that is not GoTrue's settings.
 *
 * @category Auth
 * @example
 * const providers = await listSignInProviders(client); // ['github', 'keycloak']
 */
export async function listSignInProviders(
  client: TeamboardClient,
  options: CallOptions = {},
): Promise<readonly SignInProvider[]> {
  return withCall(
    client,
    options,
    async ({ client, signal }) => {
      const access = client.supabase as unknown as ProjectAccess;
      let response: Response;
      try {
        response = await access.fetch(`${access.supabaseUrl.replace(/\/$/, '')}/auth/v1/settings`, {
          ...(signal ? { signal } : {}),
        });
      } catch (error) {
        throw mapTransportError(error) ?? new TeamboardError({ code: 'network', cause: error });
      }
      if (!response.ok) throw mapHttpStatus(response.status, undefined);
      const parsed = authSettingsSchema.safeParse(await response.json().catch(() => undefined));
      if (!parsed.success) {
        throw new TeamboardError({
          code: 'unknown',
          message: 'The server’s sign-in settings are unreadable.',
        });
      }
      return SIGN_IN_PROVIDERS.filter((provider) => parsed.data.external[provider] === true);
    },
    { race: true },
  );
}
