-- The server keeps the two promises the screens make about sign-in:
--   * once a person has a verified second factor, a session signed in with
--     the password alone (`aal1`) reads and changes nothing until the code is
--     given — in every table, RPC, storage object, realtime channel and edge
--     function (they all call the API as the caller);
--   * a workspace may require two-factor sign-in of all its members: until
--     they verify a code, their role there is none;
--   * "Sign out of all devices" ends an access token everywhere, Storage and
--     Realtime included, not only on /rest/v1.
-- Hosted Supabase enforces neither by itself: Auth only mints `aal` claims.

-- The helpers ----------------------------------------------------------------

-- Is the caller's session cleared for its user's assurance level? True for
-- anon and the service role, for `aal2`, and for a user with no verified
-- factor. One helper, used by the pre-request check and by the restrictive
-- policies on every table, object and channel below.
create function private.assurance_met() returns boolean
language sql stable security definer
set search_path = ''
as $$
  select coalesce(auth.jwt() ->> 'role', '') is distinct from 'authenticated'
    or auth.jwt() ->> 'aal' = 'aal2'
    or not exists (
      select 1 from auth.mfa_factors f
      where f.user_id = (select auth.uid()) and f.status = 'verified'
    )
$$;

-- Does the token's session still exist? Tokens without a session (service
-- keys, anon) are not sessions and pass.
create function private.session_is_live() returns boolean
language sql stable security definer
set search_path = ''
as $$
  select coalesce(auth.jwt() ->> 'role', '') is distinct from 'authenticated'
    or not (auth.jwt() ? 'session_id')
    or exists (
      select 1 from auth.sessions s
      where s.id = private.try_uuid(auth.jwt() ->> 'session_id')
        and s.user_id = (select auth.uid())
    )
$$;

-- Both, for the places the pre-request check does not reach (Storage, Realtime).
create function private.request_is_cleared() returns boolean
language sql stable
set search_path = ''
as $$ select private.session_is_live() and private.assurance_met() $$;

revoke all on function private.assurance_met() from public;
revoke all on function private.session_is_live() from public;
revoke all on function private.request_is_cleared() from public;
-- anon needs none of them: the pre-request check calls them as its owner.
grant execute on function private.assurance_met() to authenticated, service_role;
grant execute on function private.session_is_live() to authenticated, service_role;
grant execute on function private.request_is_cleared() to authenticated, service_role;

-- Every API request ----------------------------------------------------------
-- Replaces the ended-session check PostgREST runs before each request
-- (`db-pre-request`): it now refuses an `aal1` session of a user who has a
-- second factor too. RPCs are covered here, policies or not.
create or replace function private.require_live_session() returns void
language plpgsql stable security definer
set search_path = ''
as $$
begin
  if not private.session_is_live() then
    raise exception 'Your session has ended. Sign in again.'
      using errcode = 'PT401', detail = 'session_not_found';
  end if;
  if not private.assurance_met() then
    raise exception 'Enter the code from your authenticator app to continue.'
      using errcode = 'PT403', hint = 'teamboard:forbidden', detail = 'insufficient_aal';
  end if;
end;
$$;

-- Every table ----------------------------------------------------------------
-- A restrictive policy is ANDed with the permissive ones, so no table's own
-- rules can forget it. New tables get it from their migration; the schema
-- lint test fails a public table without it.
do $$
declare
  t record;
begin
  for t in
    select c.relname
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'r'
  loop
    execute format(
      'create policy %I on public.%I as restrictive to authenticated using ((select private.assurance_met())) with check ((select private.assurance_met()))',
      'second factor verified when the user has one',
      t.relname
    );
  end loop;
end
$$;

-- Storage and Realtime do not run the pre-request check: their policies ask
-- for a live session and the assurance level themselves. Minting a signed URL
-- reads the object first, so an ended session cannot mint one either.
create policy "live sessions with their second factor verified" on storage.objects
  as restrictive to authenticated
  using ((select private.request_is_cleared()))
  with check ((select private.request_is_cleared()));

create policy "live sessions with their second factor verified" on realtime.messages
  as restrictive to authenticated
  using ((select private.request_is_cleared()))
  with check ((select private.request_is_cleared()));

-- A workspace that requires two-factor sign-in ------------------------------
alter table public.workspaces add column require_two_factor boolean not null default false;
comment on column public.workspaces.require_two_factor is
  'Members must sign in with a second factor (aal2) to see or change anything in the workspace. Owners only.';

-- Is the caller cleared for a workspace that may require two-factor sign-in?
create function private.two_factor_cleared(required boolean) returns boolean
language sql stable
set search_path = ''
as $$ select not required or coalesce(auth.jwt() ->> 'aal', '') = 'aal2' $$;
revoke all on function private.two_factor_cleared(boolean) from public;
grant execute on function private.two_factor_cleared(boolean) to authenticated, service_role;

-- The role helpers every policy and RPC asks: a member held back by the
-- workspace's requirement has no role there until they verify a code.
create or replace function private.workspace_role(target_workspace_id uuid) returns public.workspace_role
language sql stable security definer
set search_path = ''
as $$
  select m.role
  from public.workspace_members m
  join public.workspaces w on w.id = m.workspace_id
  where m.workspace_id = target_workspace_id
    and m.user_id = (select auth.uid())
    and private.two_factor_cleared(w.require_two_factor)
$$;

create or replace function private.board_role(target_board_id uuid) returns public.workspace_role
language sql stable security definer
set search_path = ''
as $$
  select m.role
  from public.boards b
  join public.workspaces w on w.id = b.workspace_id
  join public.workspace_members m on m.workspace_id = b.workspace_id
  where b.id = target_board_id and m.user_id = (select auth.uid())
    and private.two_factor_cleared(w.require_two_factor)
$$;

create or replace function private.card_role(target_card_id uuid) returns public.workspace_role
language sql stable security definer
set search_path = ''
as $$
  select m.role
  from public.cards c
  join public.boards b on b.id = c.board_id
  join public.workspaces w on w.id = b.workspace_id
  join public.workspace_members m on m.workspace_id = b.workspace_id
  where c.id = target_card_id and m.user_id = (select auth.uid())
    and private.two_factor_cleared(w.require_two_factor)
$$;

create or replace function private.attachment_path_role(object_name text) returns public.workspace_role
language sql stable security definer
set search_path = ''
as $$
  select m.role
  from public.cards c
  join public.boards b on b.id = c.board_id
  join public.workspaces w on w.id = b.workspace_id
  join public.workspace_members m on m.workspace_id = b.workspace_id
  where b.workspace_id = private.try_uuid(split_part(object_name, '/', 1))
    and c.id = private.try_uuid(split_part(object_name, '/', 2))
    and m.user_id = (select auth.uid())
    and private.two_factor_cleared(w.require_two_factor)
$$;

-- A held-back member still sees the workspace's own row (its name and that
-- it requires two-factor sign-in), so the app can ask them to enroll.
create function private.is_member(target_workspace_id uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.workspace_members m
    where m.workspace_id = target_workspace_id and m.user_id = (select auth.uid())
  )
$$;
revoke all on function private.is_member(uuid) from public;
grant execute on function private.is_member(uuid) to authenticated, service_role;

create policy "members held back by two-factor sign-in can read their workspace" on public.workspaces
  for select to authenticated
  using (private.is_member(id));

-- …and their own membership (their role), so the workspace stays in their list.
create policy "members can read their own membership" on public.workspace_members
  for select to authenticated
  using (user_id = (select auth.uid()));

-- Only an owner who has verified a code turns the requirement on or off: it
-- decides who may see the workspace, and an owner at `aal1` would lock
-- themselves out.
create or replace function private.guard_workspace_update() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if new.slug is distinct from old.slug
     and (select auth.uid()) is not null
     and private.workspace_role(old.id) is distinct from 'owner' then
    raise exception 'Only an owner can change the workspace slug.'
      using errcode = '42501', hint = 'teamboard:forbidden', detail = 'not_owner';
  end if;
  if new.require_two_factor is distinct from old.require_two_factor and (select auth.uid()) is not null then
    if private.workspace_role(old.id) is distinct from 'owner' then
      raise exception 'Only an owner can change who must use two-factor sign-in.'
        using errcode = '42501', hint = 'teamboard:forbidden', detail = 'not_owner';
    end if;
    if coalesce(auth.jwt() ->> 'aal', '') <> 'aal2' then
      raise exception 'Set up two-factor sign-in and enter a code before requiring it of others.'
        using errcode = '42501', hint = 'teamboard:forbidden', detail = 'insufficient_aal';
    end if;
  end if;
  new.created_by := old.created_by;
  new.created_at := old.created_at;
  return new;
end;
$$;
