-- A workspace's sign-in rules, set by its owners:
--   * people whose verified email address is at one of its domains may join
--     without an invitation, with the role the owner chose;
--   * members must sign in through one provider (the company's identity
--     provider, GitHub or Google): a session that signed in any other way has
--     no role there — in every table, RPC, storage object and realtime channel,
--     exactly as the two-factor requirement holds members back.
--
-- Which provider a session signed in through: Auth's `amr` claim says only
-- `oauth`, and Auth keeps the provider of a session nowhere (the flow state
-- that named it is deleted when the code is exchanged; an identity's
-- `last_sign_in_at` is written back unchanged on a returning sign-in). What Auth
-- does do, on hosted Supabase as on the local backend, is write the provider's
-- claims into `auth.identities.identity_data` in the callback of every external
-- sign-in, before the session of that sign-in is inserted into `auth.sessions`.
-- Both are tables hosted Supabase lets a project put triggers on. So:
--   1. each external identity write records "this user's latest provider";
--   2. each new session is stamped with that provider;
--   3. a session counts as "signed in through P" when its `amr` has `oauth`
--      and its stamp is P. A password or magic-link session never passes,
--      whatever its stamp.
-- Events, not clocks, order the two writes, so the rule needs no tolerance
-- between Auth's clock and the database's.

-- 1. The latest external sign-in of each user --------------------------------
create table private.latest_provider_sign_ins (
  user_id uuid primary key references auth.users (id) on delete cascade,
  provider text not null,
  signed_in_at timestamptz not null default now()
);
alter table private.latest_provider_sign_ins enable row level security;

create function private.record_provider_sign_in() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  insert into private.latest_provider_sign_ins as l (user_id, provider, signed_in_at)
  values (new.user_id, new.provider, clock_timestamp())
  on conflict (user_id) do update set provider = excluded.provider, signed_in_at = excluded.signed_in_at;
  return null;
end;
$$;
revoke all on function private.record_provider_sign_in() from public;

-- Auth rewrites `identity_data` on every external sign-in and inserts the
-- identity on the first one and when one is linked. Email and phone
-- identities are not providers a workspace can require.
create trigger identities_record_provider_sign_in
  after insert or update of identity_data on auth.identities
  for each row when (new.provider not in ('email', 'phone'))
  execute function private.record_provider_sign_in();

-- 2. The provider each session was started after -----------------------------
create table private.session_providers (
  session_id uuid primary key references auth.sessions (id) on delete cascade,
  provider text not null
);
alter table private.session_providers enable row level security;

create function private.stamp_session_provider() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  insert into private.session_providers (session_id, provider)
  select new.id, l.provider from private.latest_provider_sign_ins l where l.user_id = new.user_id
  on conflict (session_id) do nothing;
  return null;
end;
$$;
revoke all on function private.stamp_session_provider() from public;

create trigger sessions_stamp_provider
  after insert on auth.sessions
  for each row execute function private.stamp_session_provider();

-- 3. Which provider the caller's session signed in through -----------------
-- Null for a session that signed in any other way (password, magic link, …),
-- and for a token whose session is not the caller's.
create function private.session_provider() returns text
language sql stable security definer
set search_path = ''
as $$
  select case when jsonb_typeof(auth.jwt() -> 'amr') = 'array'
    and exists (select 1 from jsonb_array_elements(auth.jwt() -> 'amr') a where a ->> 'method' = 'oauth')
  then (
    select s.provider from private.session_providers s
    join auth.sessions x on x.id = s.session_id
    where s.session_id = private.try_uuid(auth.jwt() ->> 'session_id')
      and x.user_id = (select auth.uid())
  ) end
$$;
revoke all on function private.session_provider() from public;
grant execute on function private.session_provider() to authenticated, service_role;

create function private.signed_in_through(required_provider text) returns boolean
language sql stable
set search_path = ''
as $$ select coalesce(private.session_provider() = required_provider, false) $$;
revoke all on function private.signed_in_through(text) from public;
grant execute on function private.signed_in_through(text) to authenticated, service_role;

-- The app's explanation of a held-back session names the provider it used.
create function public.my_session_provider() returns text
language sql stable
set search_path = ''
as $$ select private.session_provider() $$;
revoke all on function public.my_session_provider() from public, anon;
grant execute on function public.my_session_provider() to authenticated;

-- The workspace's rules ------------------------------------------------------
-- The providers Auth knows by these names; the app offers those it enables.
create function private.is_sign_in_provider(provider text) returns boolean
language sql immutable
set search_path = ''
as $$ select provider in ('github', 'google', 'keycloak') $$;

-- Lowercase host names with a dot, as an email address's part after the `@`.
create function private.are_email_domains(domains text[]) returns boolean
language sql immutable
set search_path = ''
as $$
  select cardinality(domains) <= 10 and coalesce(bool_and(
    char_length(d) between 3 and 253
    and d ~ '^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$'
  ), true)
  from unnest(domains) d
$$;

-- The checks run as the writer of the row.
revoke all on function private.is_sign_in_provider(text) from public;
revoke all on function private.are_email_domains(text[]) from public;
grant execute on function private.is_sign_in_provider(text) to authenticated, service_role;
grant execute on function private.are_email_domains(text[]) to authenticated, service_role;

alter table public.workspaces
  add column join_domains text[] not null default '{}'
    constraint workspaces_join_domains_valid check (private.are_email_domains(join_domains)),
  add column join_role public.workspace_role not null default 'member'
    constraint workspaces_join_role_not_owner check (join_role <> 'owner'),
  add column required_provider text
    constraint workspaces_required_provider_known check (private.is_sign_in_provider(required_provider));
comment on column public.workspaces.join_domains is
  'People whose verified email address is at one of these domains may join without an invitation. Owners only.';
comment on column public.workspaces.join_role is
  'The role of a person who joins through join_domains. Owners only.';
comment on column public.workspaces.required_provider is
  'Members must sign in through this provider to see or change anything in the workspace. Owners only.';

-- "Which workspaces may I join" looks up by domain.
create index workspaces_join_domains_idx on public.workspaces using gin (join_domains);

-- Is the caller cleared for a workspace's sign-in requirements? The one rule
-- every role helper asks (below): the token and two-factor rules of
-- `private.workspace_cleared`, and the provider the workspace requires. A
-- session opened from an API token passes the provider rule as it passes the
-- two-factor one: the token was made from a session that was cleared.
create function private.sign_in_cleared(
  target_workspace_id uuid, require_two_factor boolean, required_provider text
) returns boolean
language sql stable
set search_path = ''
as $$
  select private.workspace_cleared(target_workspace_id, require_two_factor)
    and (
      required_provider is null
      or private.signed_in_through(required_provider)
      or (select t.id is not null from private.request_api_token() t)
    )
$$;
revoke all on function private.sign_in_cleared(uuid, boolean, text) from public;
grant execute on function private.sign_in_cleared(uuid, boolean, text) to authenticated, service_role;

-- Every helper that held a member back by the token and two-factor rules now
-- asks the provider rule too. They are rewritten from their current
-- definitions rather than restated here, so no helper is missed; the schema
-- lint test fails any function that still asks the older rule alone.
do $$
declare
  f record;
begin
  for f in
    select p.oid, pg_get_functiondef(p.oid) as def
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname in ('private', 'public')
      and p.prosrc like '%private.workspace_cleared(w.id, w.require_two_factor)%'
  loop
    execute replace(f.def, 'private.workspace_cleared(w.id, w.require_two_factor)',
      'private.sign_in_cleared(w.id, w.require_two_factor, w.required_provider)');
  end loop;
  if exists (
    select 1 from pg_proc
    where prosrc like '%workspace_cleared(%' and proname not in ('workspace_cleared', 'sign_in_cleared')
  ) then
    raise exception 'a function still asks private.workspace_cleared alone';
  end if;
end
$$;

-- Only owners set the rules. An owner requires a provider only from a session
-- signed in through it: an owner signed in otherwise would lock themselves out.
create function private.guard_workspace_sign_in_rules() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if (select auth.uid()) is null then
    return new;
  end if;
  if (new.join_domains, new.join_role, new.required_provider)
       is distinct from (old.join_domains, old.join_role, old.required_provider)
     and private.workspace_role(old.id) is distinct from 'owner' then
    raise exception 'Only an owner can change how people sign in to the workspace.'
      using errcode = '42501', hint = 'teamboard:forbidden', detail = 'not_owner';
  end if;
  -- An unknown provider is left to the column's check, which names the mistake.
  if private.is_sign_in_provider(new.required_provider)
     and new.required_provider is distinct from old.required_provider
     and not private.signed_in_through(new.required_provider) then
    raise exception 'Sign in through this provider before requiring it of others.'
      using errcode = '42501', hint = 'teamboard:forbidden', detail = 'provider_session_required';
  end if;
  return new;
end;
$$;
revoke all on function private.guard_workspace_sign_in_rules() from public;

create trigger workspaces_guard_sign_in_rules
  before update of join_domains, join_role, required_provider on public.workspaces
  for each row execute function private.guard_workspace_sign_in_rules();

-- The caller's verified address's domain, or null (no address, not verified,
-- anonymous). Read from auth.users, not the token: a changed address counts
-- once it is confirmed.
create function private.verified_email_domain() returns text
language sql stable security definer
set search_path = ''
as $$
  select lower(split_part(u.email, '@', 2))
  from auth.users u
  where u.id = (select auth.uid())
    and u.email_confirmed_at is not null
    and not u.is_anonymous
    and u.email like '%@%'
$$;
revoke all on function private.verified_email_domain() from public;

-- Joining by domain ----------------------------------------------------------
create function public.list_joinable_workspaces()
returns table (id uuid, name text, slug text, join_role public.workspace_role, domain text)
language sql stable security definer
set search_path = ''
as $$
  select w.id, w.name, w.slug, w.join_role, d.domain
  from (select private.verified_email_domain() as domain) d
  join public.workspaces w on w.join_domains @> array[d.domain]
  where not exists (
    select 1 from public.workspace_members m
    where m.workspace_id = w.id and m.user_id = (select auth.uid())
  )
  order by w.name, w.id
$$;
revoke all on function public.list_joinable_workspaces() from public, anon;
grant execute on function public.list_joinable_workspaces() to authenticated;

create function public.join_workspace_by_domain(workspace_id uuid) returns public.workspaces
language plpgsql security definer
set search_path = ''
as $$
declare
  actor uuid := (select auth.uid());
  domain text;
  target public.workspaces;
begin
  if actor is null then
    raise exception 'Sign in to join a workspace.'
      using errcode = '42501', hint = 'teamboard:forbidden';
  end if;
  domain := private.verified_email_domain();
  if domain is null then
    raise exception 'Confirm your email address before joining a workspace by it.'
      using errcode = '42501', hint = 'teamboard:forbidden', detail = 'email_not_verified';
  end if;
  -- Locked, so a rule changed at the same moment is seen before the insert.
  select * into target from public.workspaces w where w.id = join_workspace_by_domain.workspace_id for share;
  -- A workspace the caller may not join is not told apart from one that does not exist.
  if target.id is null or not (target.join_domains @> array[domain]) then
    raise exception 'This workspace does not let people at % join without an invitation.', domain
      using errcode = '42501', hint = 'teamboard:forbidden', detail = 'domain_not_allowed';
  end if;
  if exists (
    select 1 from public.workspace_members m where m.workspace_id = target.id and m.user_id = actor
  ) then
    raise exception 'You are already a member of this workspace.'
      using errcode = '23505', hint = 'teamboard:conflict', detail = 'already_member';
  end if;
  -- The member limit and the rest of the membership rules are the insert's triggers.
  insert into public.workspace_members (workspace_id, user_id, role) values (target.id, actor, target.join_role);
  return target;
end;
$$;
revoke all on function public.join_workspace_by_domain(uuid) from public, anon;
grant execute on function public.join_workspace_by_domain(uuid) to authenticated;
