-- "Sign out of all devices" takes effect at once (PRODUCT.md §10.5). Supabase
-- Auth deletes the signed-out sessions, but an access token stays valid
-- until it expires; it names its session in the `session_id` claim. Before
-- every API request PostgREST runs this check (`db-pre-request`), refusing a
-- user token whose session no longer exists with 401, so the client signs
-- in again. Tokens without the claim (service keys, anon) are not sessions.
create function private.require_live_session() returns void
language plpgsql stable security definer
set search_path = ''
as $$
declare
  claims jsonb := nullif(current_setting('request.jwt.claims', true), '')::jsonb;
begin
  if claims is null or claims ->> 'role' is distinct from 'authenticated' or not claims ? 'session_id' then
    return;
  end if;
  if not exists (
    select 1 from auth.sessions s
    where s.id = private.try_uuid(claims ->> 'session_id')
      and s.user_id = private.try_uuid(claims ->> 'sub')
  ) then
    raise exception 'Your session has ended. Sign in again.'
      using errcode = 'PT401', detail = 'session_not_found';
  end if;
end;
$$;
revoke all on function private.require_live_session() from public;
-- PostgREST calls it for anon requests too, so anon must reach the schema;
-- every other function there stays closed to anon (execute is granted one by one).
grant usage on schema private to anon;
grant execute on function private.require_live_session() to anon, authenticated, service_role;

-- Set for this database only: a role's settings are cluster-wide, and another
-- database on the same server (a test database, a second project) has no
-- `private.require_live_session` to call.
do $$
begin
  execute format(
    'alter role authenticator in database %I set pgrst.db_pre_request to %L',
    current_database(),
    'private.require_live_session'
  );
end
$$;
notify pgrst, 'reload config';
