import type { TeamboardClient } from '../client';
import { TeamboardError } from '../errors/teamboard-error';

/**
 * The signed-in user's id, from the stored session (no request). Data calls
 * that act "as me" need it in a filter; signed out is `auth/session-expired`,
 * the code the app already answers by sending the user to sign in.
 */
export async function currentUserId(client: TeamboardClient): Promise<string> {
  const { data } = await client.supabase.auth.getSession();
  const id = data.session?.user.id;
  if (id === undefined) {
    throw new TeamboardError({ code: 'auth/session-expired', message: 'Sign in to continue.' });
  }
  return id;
}
