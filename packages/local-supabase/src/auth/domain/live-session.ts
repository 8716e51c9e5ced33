import type { Queryable } from '../../db/database';
import type { JwtClaims } from '../../keys/jwt';

/**
 * NOTIFY channel on which the database names each deleted `auth.sessions`
 * row (sign-out, sign-out everywhere, password change, admin), so open
 * realtime channels of that session close at once instead of when the
 * access token expires.
 */
export const SESSION_ENDED_CHANNEL = 'local_supabase_session_ended';

/** SQL for auth's schema: the trigger behind {@link SESSION_ENDED_CHANNEL}. */
export const SESSION_ENDED_TRIGGER_SQL = `
create or replace function auth.notify_session_ended() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  perform pg_notify('${SESSION_ENDED_CHANNEL}', old.id::text);
  return null;
end;
$$;
drop trigger if exists sessions_notify_ended on auth.sessions;
create trigger sessions_notify_ended
  after delete on auth.sessions
  for each row execute function auth.notify_session_ended();
`;

/** The session a user token names in its `session_id` claim; undefined for tokens of no session. */
export function sessionIdOf(claims: JwtClaims): string | undefined {
  return claims.role === 'authenticated' && typeof claims.session_id === 'string'
    ? claims.session_id
    : undefined;
}

/** False when the token names a session that no longer exists (signed out). */
export async function sessionIsLive(db: Queryable, claims: JwtClaims): Promise<boolean> {
  const sessionId = sessionIdOf(claims);
  if (sessionId === undefined) return true;
  if (!/^[0-9a-f-]{36}$/i.test(sessionId)) return false;
  const { rows } = await db.query('select 1 from auth.sessions where id = $1 and user_id::text = $2', [
    sessionId,
    typeof claims.sub === 'string' ? claims.sub : '',
  ]);
  return rows.length > 0;
}
