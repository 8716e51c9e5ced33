import { TOKEN_USER_ID } from '../api-tokens/token-access';
import type { TeamboardClient } from '../client';
import { TeamboardError } from '../errors/teamboard-error';
import { run } from '../run';

/**
 * The signed-in user's id, from the stored session (no request); on an API
 * token's client, the user the token acts as (its person or the workspace's
 * bot), known from the token's exchange. Data calls that act "as me" need it
 * in a filter; signed out is `auth/session-expired`, the code the app already
 * answers by sending the user to sign in, and a refused token its `forbidden`.
 */
export async function currentUserId(client: TeamboardClient): Promise<string> {
  const tokenUser = (client.supabase as unknown as Record<symbol, unknown>)[TOKEN_USER_ID];
  if (typeof tokenUser === 'function') {
    const id = await (tokenUser as () => Promise<string | undefined>)();
    if (id !== undefined) return id;
    // Refused: any request answers the refusal (revoked, expired, unknown) as a typed error.
    await run(client.supabase.from('profiles').select('id').limit(0));
    throw new TeamboardError({ code: 'forbidden', message: 'This API token was refused.' });
  }
  const { data } = await client.supabase.auth.getSession();
  const id = data.session?.user.id;
  if (id === undefined) {
    throw new TeamboardError({ code: 'auth/session-expired', message: 'Sign in to continue.' });
  }
  return id;
}
