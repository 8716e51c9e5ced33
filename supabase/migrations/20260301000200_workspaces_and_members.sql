-- Workspaces, their members and roles, and the helpers every policy uses to
-- ask "what is the caller's role here".
create type public.workspace_role as enum ('owner', 'admin', 'member', 'viewer');

create table public.workspaces (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (
    char_length(slug) between 3 and 40
    and slug ~ '^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$'
    and slug not in ('new', 'settings', 'api', 'admin', 'invite', 'auth')
  ),
  name text not null check (char_length(btrim(name)) between 1 and 80),
  created_by uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index workspaces_created_by_idx on public.workspaces (created_by);

create table public.workspace_members (
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  role public.workspace_role not null default 'member',
  joined_at timestamptz not null default now(),
  primary key (workspace_id, user_id)
);
-- "My workspaces" and every role lookup go by user first.
create index workspace_members_user_id_idx on public.workspace_members (user_id, workspace_id);

create trigger workspaces_touch_updated_at
  before update on public.workspaces
  for each row execute function private.touch_updated_at();

alter table public.workspaces enable row level security;
alter table public.workspace_members enable row level security;

-- The caller's role in a workspace, or null for a non-member (and for anon).
create function private.workspace_role(target_workspace_id uuid) returns public.workspace_role
language sql stable security definer
set search_path = ''
as $$
  select m.role
  from public.workspace_members m
  where m.workspace_id = target_workspace_id
    and m.user_id = (select auth.uid())
$$;

-- Roles that may change content (lists, cards, comments …).
create function private.can_edit(role public.workspace_role) returns boolean
language sql immutable
set search_path = ''
as $$ select coalesce(role in ('owner', 'admin', 'member'), false) $$;

-- Roles that manage the workspace (boards, invitations, members).
create function private.can_manage(role public.workspace_role) returns boolean
language sql immutable
set search_path = ''
as $$ select coalesce(role in ('owner', 'admin'), false) $$;

-- Does the caller share a workspace with this user (to see their profile)?
create function private.shares_workspace_with(other_user_id uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.workspace_members mine
    join public.workspace_members theirs on theirs.workspace_id = mine.workspace_id
    where mine.user_id = (select auth.uid()) and theirs.user_id = other_user_id
  )
$$;

revoke all on function private.workspace_role(uuid) from public;
revoke all on function private.can_edit(public.workspace_role) from public;
revoke all on function private.can_manage(public.workspace_role) from public;
revoke all on function private.shares_workspace_with(uuid) from public;
grant execute on function private.workspace_role(uuid) to authenticated, service_role;
grant execute on function private.can_edit(public.workspace_role) to authenticated, service_role;
grant execute on function private.can_manage(public.workspace_role) to authenticated, service_role;
grant execute on function private.shares_workspace_with(uuid) to authenticated, service_role;

-- profiles -------------------------------------------------------------------
create policy "users can read their own profile and their teammates'" on public.profiles
  for select to authenticated
  using (id = (select auth.uid()) or private.shares_workspace_with(id));

create policy "users can update their own profile" on public.profiles
  for update to authenticated
  using (id = (select auth.uid()))
  with check (id = (select auth.uid()));

-- workspaces -----------------------------------------------------------------
-- Created only through create_workspace(), which also makes the caller owner.
create policy "members can read their workspaces" on public.workspaces
  for select to authenticated
  using (private.workspace_role(id) is not null);

create policy "owners and admins can update their workspace" on public.workspaces
  for update to authenticated
  using (private.can_manage(private.workspace_role(id)))
  with check (private.can_manage(private.workspace_role(id)));

create policy "owners can delete their workspace" on public.workspaces
  for delete to authenticated
  using (private.workspace_role(id) = 'owner');

-- workspace_members ----------------------------------------------------------
-- Joining happens only through create_workspace() and accept_invitation().
create policy "members can read the members of their workspaces" on public.workspace_members
  for select to authenticated
  using (private.workspace_role(workspace_id) is not null);

create policy "owners and admins can change roles" on public.workspace_members
  for update to authenticated
  using (private.can_manage(private.workspace_role(workspace_id)))
  with check (private.can_manage(private.workspace_role(workspace_id)));

create policy "members can leave and owners and admins can remove members" on public.workspace_members
  for delete to authenticated
  using (
    user_id = (select auth.uid())
    or private.can_manage(private.workspace_role(workspace_id))
  );

-- Only an owner may rename the slug (it is every member's URL).
create function private.guard_workspace_update() returns trigger
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
  new.created_by := old.created_by;
  new.created_at := old.created_at;
  return new;
end;
$$;
revoke all on function private.guard_workspace_update() from public;

create trigger workspaces_guard_update
  before update on public.workspaces
  for each row execute function private.guard_workspace_update();

-- Owner rules: only owners touch owners, and the last owner stays.
-- Callers without a JWT subject (service role, migrations) are trusted with
-- the role rules but never with the last-owner rule.
create function private.guard_membership_change() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  actor uuid := (select auth.uid());
  actor_role public.workspace_role;
  losing_owner boolean;
begin
  -- A cascade from deleting the workspace finds the parent gone: nothing to protect.
  if tg_op = 'DELETE' and not exists (select 1 from public.workspaces w where w.id = old.workspace_id) then
    return old;
  end if;
  if tg_op = 'UPDATE' and (new.workspace_id <> old.workspace_id or new.user_id <> old.user_id) then
    raise exception 'A membership cannot move to another workspace or person.'
      using errcode = 'P0001', hint = 'teamboard:validation', detail = 'user_id';
  end if;

  if actor is not null then
    actor_role := private.workspace_role(old.workspace_id);
    if tg_op = 'UPDATE' and new.role = 'owner' and old.role <> 'owner' and actor_role is distinct from 'owner' then
      raise exception 'Only an owner can make someone an owner.'
        using errcode = '42501', hint = 'teamboard:forbidden', detail = 'not_owner';
    end if;
    if old.role = 'owner' and actor_role is distinct from 'owner'
       and (tg_op = 'DELETE' or new.role <> 'owner') then
      raise exception 'Only an owner can demote or remove an owner.'
        using errcode = '42501', hint = 'teamboard:forbidden', detail = 'not_owner';
    end if;
  end if;

  losing_owner := old.role = 'owner' and (tg_op = 'DELETE' or new.role <> 'owner');
  -- Deleting the account cascades here with the profile already gone.
  if losing_owner
     and exists (select 1 from public.profiles p where p.id = old.user_id)
     and not exists (
       select 1 from public.workspace_members m
       where m.workspace_id = old.workspace_id and m.role = 'owner' and m.user_id <> old.user_id
     ) then
    raise exception 'A workspace needs at least one owner: make someone else owner first.'
      using errcode = 'P0001', hint = 'teamboard:conflict', detail = 'last_owner';
  end if;

  if tg_op = 'DELETE' then
    return old;
  end if;
  return new;
end;
$$;
revoke all on function private.guard_membership_change() from public;

create trigger workspace_members_guard_change
  before update or delete on public.workspace_members
  for each row execute function private.guard_membership_change();

-- §9: 20 owned workspaces per user, 50 members (with pending invitations) per workspace.
create function private.enforce_membership_limits() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  -- Serialises concurrent joins of one workspace so the count stays exact.
  perform 1 from public.workspaces w where w.id = new.workspace_id for no key update;

  if new.role = 'owner' and (tg_op = 'INSERT' or old.role <> 'owner') and (
    select count(*) from public.workspace_members m
    where m.user_id = new.user_id and m.role = 'owner'
  ) >= 20 then
    raise exception 'A person can own at most 20 workspaces.'
      using errcode = 'P0001', hint = 'teamboard:limit-reached', detail = 'ownedWorkspacesPerUser';
  end if;

  if tg_op = 'INSERT' and (
    (select count(*) from public.workspace_members m where m.workspace_id = new.workspace_id)
    + private.pending_invitation_count(new.workspace_id)
  ) >= 50 then
    raise exception 'A workspace can have at most 50 members, counting pending invitations.'
      using errcode = 'P0001', hint = 'teamboard:limit-reached', detail = 'membersPerWorkspace';
  end if;
  return new;
end;
$$;
revoke all on function private.enforce_membership_limits() from public;

-- Until invitations exist there are none pending; the invitations migration replaces this.
create function private.pending_invitation_count(target_workspace_id uuid) returns bigint
language sql stable
set search_path = ''
as $$ select 0::bigint $$;
revoke all on function private.pending_invitation_count(uuid) from public;

create trigger workspace_members_enforce_limits
  before insert or update of role on public.workspace_members
  for each row execute function private.enforce_membership_limits();
