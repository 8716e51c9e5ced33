-- API tokens (issue 34): a person gives a script or an app scoped, revocable,
-- expiring access to one workspace. The token (`tbk_…`) is shown once and
-- stored only as its SHA-256.
--
-- How a token becomes a request: the `api-token-session` edge function
-- redeems it (`redeem_api_token`, service role) and opens an ordinary Supabase
-- Auth session for its person (the Auth admin API's magic-link hash, verified
-- at once), records that session as the token's (`private.api_token_sessions`)
-- and answers the session's access token. Nothing is minted by hand: the
-- access token is Auth's own, signed with the project's keys whatever they
-- are (the legacy secret or asymmetric signing keys), so it works the same on
-- hosted Supabase and on the local backend. Every API request then finds its
-- token through the `session_id` claim:
--   * PostgREST's pre-request check refuses a revoked or expired token (401,
--     with the catalogue's `forbidden` and the reason, so a script hears why)
--     and keeps a read token from writing: other methods than GET/HEAD are
--     refused (403), and an RPC runs in a read-only transaction, so a function
--     that writes fails however it is reached;
--   * Storage and Realtime ask the same through their restrictive policies;
--   * the role helpers see only the token's workspace, so a token for A sees
--     nothing of B, whatever the person may see with a password.
-- Revoking also deletes the token's Auth sessions, so they cannot refresh.

create table public.api_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  name text not null check (char_length(btrim(name)) between 1 and 100),
  scope text not null check (scope in ('read', 'write')),
  -- hex SHA-256 of the token; never readable through the API.
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  -- The token's first characters, so a person recognises it in the list.
  prefix text not null check (char_length(prefix) <= 16),
  expires_at timestamptz not null,
  created_at timestamptz not null default now(),
  -- When a script last exchanged it for a session (each session lasts an hour at most).
  last_used_at timestamptz,
  revoked_at timestamptz,
  check (expires_at > created_at)
);
create index api_tokens_user_id_idx on public.api_tokens (user_id, created_at);
create index api_tokens_workspace_id_idx on public.api_tokens (workspace_id);
comment on table public.api_tokens is
  'Personal API tokens for scripts and apps: one workspace, read or write, expiring, revocable. Created and revoked through RPCs.';

alter table public.api_tokens enable row level security;
revoke all on public.api_tokens from anon, authenticated;
grant select (id, user_id, workspace_id, name, scope, prefix, expires_at, created_at, last_used_at, revoked_at)
  on public.api_tokens to authenticated;

create policy "second factor verified when the user has one" on public.api_tokens
  as restrictive to authenticated
  using ((select private.assurance_met())) with check ((select private.assurance_met()));

-- The sessions a token opened. Private: only the checks and the functions below read it.
create table private.api_token_sessions (
  session_id uuid primary key,
  token_id uuid not null references public.api_tokens (id) on delete cascade,
  created_at timestamptz not null default now()
);
create index api_token_sessions_token_id_idx on private.api_token_sessions (token_id);

-- The token behind this request, if it came through one -----------------------
create function private.request_api_token() returns public.api_tokens
language sql stable security definer
set search_path = ''
as $$
  select t.*
  from private.api_token_sessions s
  join public.api_tokens t on t.id = s.token_id
  where coalesce(auth.jwt() ->> 'role', '') = 'authenticated'
    and s.session_id = private.try_uuid(auth.jwt() ->> 'session_id')
    and t.user_id = (select auth.uid())
$$;

-- Why the request's token may not be used ('token_revoked', 'token_expired'), or null.
create function private.api_token_problem() returns text
language sql stable
set search_path = ''
as $$
  select case
    when t.id is null then null
    when t.revoked_at is not null then 'token_revoked'
    when t.expires_at <= now() then 'token_expired'
  end
  from private.request_api_token() t
$$;

-- Does a read token carry this request?
create function private.api_token_read_only() returns boolean
language sql stable
set search_path = ''
as $$ select coalesce((select t.scope = 'read' from private.request_api_token() t where t.id is not null), false) $$;

-- The workspace of the request's token; null without one.
create function private.request_api_token_workspace() returns uuid
language sql stable
set search_path = ''
as $$ select t.workspace_id from private.request_api_token() t $$;

-- May this request reach the workspace? Always, without a token.
create function private.api_token_allows_workspace(target_workspace_id uuid) returns boolean
language sql stable
set search_path = ''
as $$
  select coalesce(private.request_api_token_workspace() = target_workspace_id, true)
$$;

revoke all on function private.request_api_token() from public;
revoke all on function private.api_token_problem() from public;
revoke all on function private.api_token_read_only() from public;
revoke all on function private.api_token_allows_workspace(uuid) from public;
revoke all on function private.request_api_token_workspace() from public;
grant execute on function private.request_api_token_workspace() to authenticated, service_role;
grant execute on function private.request_api_token() to authenticated, service_role;
grant execute on function private.api_token_problem() to authenticated, service_role;
grant execute on function private.api_token_read_only() to authenticated, service_role;
grant execute on function private.api_token_allows_workspace(uuid) to authenticated, service_role;

create policy "people read their own tokens" on public.api_tokens
  for select to authenticated
  using (user_id = (select auth.uid()) and private.api_token_allows_workspace(workspace_id));

-- A token session is live while its token is; it was cleared for its
-- assurance level when the token was created (creating one needs a cleared,
-- password session), so the magic-link session's aal1 does not hold it back.
create or replace function private.session_is_live() returns boolean
language sql stable security definer
set search_path = ''
as $$
  select coalesce(auth.jwt() ->> 'role', '') is distinct from 'authenticated'
    or not (auth.jwt() ? 'session_id')
    or (
      exists (
        select 1 from auth.sessions s
        where s.id = private.try_uuid(auth.jwt() ->> 'session_id')
          and s.user_id = (select auth.uid())
      )
      and private.api_token_problem() is null
    )
$$;

create or replace function private.assurance_met() returns boolean
language sql stable security definer
set search_path = ''
as $$
  select coalesce(auth.jwt() ->> 'role', '') is distinct from 'authenticated'
    or auth.jwt() ->> 'aal' = 'aal2'
    or not exists (
      select 1 from auth.mfa_factors f
      where f.user_id = (select auth.uid()) and f.status = 'verified'
    )
    or (select t.id is not null from private.request_api_token() t)
$$;

-- The pre-request check: a token's own refusals first, so a script hears why.
create or replace function private.require_live_session() returns void
language plpgsql stable security definer
set search_path = ''
as $$
declare
  problem text := private.api_token_problem();
begin
  if problem is not null then
    raise exception '%', case problem
        when 'token_revoked' then 'This API token was revoked.'
        else 'This API token has expired.'
      end
      using errcode = 'PT401', hint = 'teamboard:forbidden', detail = problem;
  end if;
  if not private.session_is_live() then
    raise exception 'Your session has ended. Sign in again.'
      using errcode = 'PT401', detail = 'session_not_found';
  end if;
  if not private.assurance_met() then
    raise exception 'Enter the code from your authenticator app to continue.'
      using errcode = 'PT403', hint = 'teamboard:forbidden', detail = 'insufficient_aal';
  end if;
  if private.api_token_read_only() then
    -- Reads are GET/HEAD, and RPCs (POST, as supabase-js calls them) run read-only:
    -- a function that writes then fails, however it is reached.
    if current_setting('request.method', true) in ('GET', 'HEAD')
       or current_setting('request.path', true) like '%/rpc/%' then
      perform set_config('transaction_read_only', 'on', true);
    else
      raise exception 'This API token may only read.'
        using errcode = 'PT403', hint = 'teamboard:forbidden', detail = 'token_read_only';
    end if;
  end if;
end;
$$;

-- A read token writes no file and sends no broadcast or presence.
create policy "read tokens write no files" on storage.objects
  as restrictive for insert to authenticated
  with check (not (select private.api_token_read_only()));
create policy "read tokens change no files" on storage.objects
  as restrictive for update to authenticated
  using (not (select private.api_token_read_only()));
create policy "read tokens delete no files" on storage.objects
  as restrictive for delete to authenticated
  using (not (select private.api_token_read_only()));
create policy "read tokens send no messages" on realtime.messages
  as restrictive for insert to authenticated
  with check (not (select private.api_token_read_only()));

-- One workspace per token --------------------------------------------------------
-- Every role helper, policy and RPC reaches a workspace through
-- `private.two_factor_cleared(w.require_two_factor)` on the workspace's row:
-- the place where a member can already be held back from one workspace. It
-- becomes `private.workspace_cleared(w.id, …)`, which also holds a token to
-- its workspace; the functions are rewritten from their current definitions,
-- and the old helper is dropped so no later function can miss the token.
create function private.workspace_cleared(target_workspace_id uuid, requires_two_factor boolean) returns boolean
language sql stable
set search_path = ''
as $$
  select private.api_token_allows_workspace(target_workspace_id)
    and (
      not requires_two_factor
      or coalesce(auth.jwt() ->> 'aal', '') = 'aal2'
      or (select t.id is not null from private.request_api_token() t)
    )
$$;
revoke all on function private.workspace_cleared(uuid, boolean) from public;
grant execute on function private.workspace_cleared(uuid, boolean) to authenticated, service_role;

do $$
declare
  f record;
  def text;
begin
  for f in
    select p.oid from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname in ('public', 'private')
      and p.prosrc like '%private.two_factor_cleared(w.require_two_factor)%'
  loop
    def := replace(
      pg_get_functiondef(f.oid),
      'private.two_factor_cleared(w.require_two_factor)',
      'private.workspace_cleared(w.id, w.require_two_factor)'
    );
    execute def;
  end loop;
  if exists (select 1 from pg_proc where prosrc like '%two_factor_cleared%' and proname <> 'two_factor_cleared') then
    raise exception 'a function still calls private.two_factor_cleared';
  end if;
end
$$;
drop function private.two_factor_cleared(boolean);

-- A held-back member's own workspace row and membership: not another workspace's through a token.
create or replace function private.is_member(target_workspace_id uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select private.api_token_allows_workspace(target_workspace_id)
    and exists (
      select 1 from public.workspace_members m
      where m.workspace_id = target_workspace_id and m.user_id = (select auth.uid())
    )
$$;

drop policy "members can read their own membership" on public.workspace_members;
create policy "members can read their own membership" on public.workspace_members
  for select to authenticated
  using (user_id = (select auth.uid()) and private.api_token_allows_workspace(workspace_id));

-- And every row that names its workspace (notifications, activity, …), whatever
-- its own policies allow a person: a restrictive policy is ANDed with them.
do $$
declare
  t record;
  -- Asked once per statement (an init plan), not once per row.
  cond constant text :=
    '(select private.request_api_token_workspace()) is null or workspace_id = (select private.request_api_token_workspace())';
begin
  for t in
    select c.relname
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attname = 'workspace_id' and not a.attisdropped
    where n.nspname = 'public' and c.relkind = 'r'
  loop
    execute format(
      'create policy %I on public.%I as restrictive to authenticated using (%s) with check (%s)',
      'tokens reach their own workspace only',
      t.relname,
      cond,
      cond
    );
  end loop;
end
$$;

-- Creating, revoking, redeeming ------------------------------------------------------

-- Creates a token for the caller in one of their workspaces; answers its row
-- and the token itself, this once. A token cannot create or revoke tokens:
-- otherwise a read token could mint a write one, or outlive its revocation.
create function public.create_api_token(
  name text,
  target_workspace_id uuid,
  scope text,
  expires_at timestamptz
) returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  token text;
  created public.api_tokens;
begin
  if (select auth.uid()) is null then
    raise exception 'Sign in first.' using errcode = 'P0001', hint = 'teamboard:forbidden';
  end if;
  if (select t.id is not null from private.request_api_token() t) then
    raise exception 'An API token cannot create tokens.'
      using errcode = 'P0001', hint = 'teamboard:forbidden', detail = 'token_session';
  end if;
  if create_api_token.name is null or char_length(btrim(create_api_token.name)) not between 1 and 100 then
    raise exception 'Give the token a name of 1 to 100 characters.'
      using errcode = 'P0001', hint = 'teamboard:validation', detail = 'name';
  end if;
  if create_api_token.scope is null or create_api_token.scope not in ('read', 'write') then
    raise exception 'The scope is read or write.' using errcode = 'P0001', hint = 'teamboard:validation', detail = 'scope';
  end if;
  if create_api_token.expires_at is null
     or create_api_token.expires_at <= now()
     or create_api_token.expires_at > now() + interval '366 days' then
    raise exception 'A token expires within a year.'
      using errcode = 'P0001', hint = 'teamboard:validation', detail = 'expires_at';
  end if;
  if private.workspace_role(target_workspace_id) is null then
    raise exception 'Workspace not found.' using errcode = 'P0001', hint = 'teamboard:not-found';
  end if;
  if (select count(*) from public.api_tokens t
      where t.user_id = (select auth.uid()) and t.revoked_at is null and t.expires_at > now()) >= 50 then
    raise exception 'You have 50 active tokens. Revoke one first.'
      using errcode = 'P0001', hint = 'teamboard:limit-reached', detail = 'api_tokens';
  end if;

  token := 'tbk_' || rtrim(translate(encode(extensions.gen_random_bytes(32), 'base64'), '+/', '-_'), '=');
  insert into public.api_tokens (user_id, workspace_id, name, scope, token_hash, prefix, expires_at)
  values ((select auth.uid()), target_workspace_id, btrim(create_api_token.name), create_api_token.scope,
          encode(extensions.digest(token, 'sha256'), 'hex'), left(token, 12), create_api_token.expires_at)
  returning * into created;
  return (to_jsonb(created) - 'token_hash') || jsonb_build_object('token', token);
end;
$$;

-- Revokes one of the caller's tokens at once: its sessions end, and the
-- checks above refuse any access token they already handed out.
create function public.revoke_api_token(token_id uuid) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  if (select t.id is not null from private.request_api_token() t) then
    raise exception 'An API token cannot revoke tokens.'
      using errcode = 'P0001', hint = 'teamboard:forbidden', detail = 'token_session';
  end if;
  update public.api_tokens t set revoked_at = coalesce(t.revoked_at, now())
  where t.id = revoke_api_token.token_id and t.user_id = (select auth.uid());
  if not found then
    raise exception 'Token not found.' using errcode = 'P0001', hint = 'teamboard:not-found';
  end if;
  delete from auth.sessions s
  using private.api_token_sessions ts
  where ts.token_id = revoke_api_token.token_id and s.id = ts.session_id;
end;
$$;

revoke all on function public.create_api_token(text, uuid, text, timestamptz) from public, anon;
revoke all on function public.revoke_api_token(uuid) from public, anon;
grant execute on function public.create_api_token(text, uuid, text, timestamptz) to authenticated;
grant execute on function public.revoke_api_token(uuid) to authenticated;

-- For the `api-token-session` function (service role): the person a live
-- token stands for, and when it was last used. Unknown, revoked and expired
-- tokens are all "not valid" to the caller; the reason is for the function's answer.
create function public.redeem_api_token(token text) returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  found_token public.api_tokens;
  email text;
begin
  if redeem_api_token.token is null or char_length(redeem_api_token.token) > 256 then
    raise exception 'This API token is not valid.' using errcode = 'P0001', hint = 'teamboard:forbidden', detail = 'token_invalid';
  end if;
  select * into found_token from public.api_tokens t
  where t.token_hash = encode(extensions.digest(redeem_api_token.token, 'sha256'), 'hex')
  for update;
  if found_token.id is null then
    raise exception 'This API token is not valid.' using errcode = 'P0001', hint = 'teamboard:forbidden', detail = 'token_invalid';
  end if;
  if found_token.revoked_at is not null then
    raise exception 'This API token was revoked.' using errcode = 'P0001', hint = 'teamboard:forbidden', detail = 'token_revoked';
  end if;
  if found_token.expires_at <= now() then
    raise exception 'This API token has expired.' using errcode = 'P0001', hint = 'teamboard:forbidden', detail = 'token_expired';
  end if;
  select u.email into email from auth.users u where u.id = found_token.user_id;
  update public.api_tokens t set last_used_at = now() where t.id = found_token.id;
  return jsonb_build_object(
    'token_id', found_token.id,
    'user_id', found_token.user_id,
    'email', email,
    'workspace_id', found_token.workspace_id,
    'scope', found_token.scope,
    'expires_at', found_token.expires_at
  );
end;
$$;

-- Records a session the function opened for a token (service role), after
-- checking it is the token person's and no other token's.
create function public.attach_api_token_session(token_id uuid, session_id uuid) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  if not exists (
    select 1 from auth.sessions s join public.api_tokens t on t.user_id = s.user_id
    where s.id = attach_api_token_session.session_id and t.id = attach_api_token_session.token_id
  ) then
    raise exception 'No such session for this token.' using errcode = 'P0001', hint = 'teamboard:not-found';
  end if;
  insert into private.api_token_sessions (session_id, token_id)
  values (attach_api_token_session.session_id, attach_api_token_session.token_id);
end;
$$;

revoke all on function public.redeem_api_token(text) from public, anon, authenticated;
revoke all on function public.attach_api_token_session(uuid, uuid) from public, anon, authenticated;
grant execute on function public.redeem_api_token(text) to service_role;
grant execute on function public.attach_api_token_session(uuid, uuid) to service_role;
