-- Invitations to a workspace. The raw token exists only in the email link;
-- the row keeps its sha256 (hex). Status is derived:
--   accepted_at set → accepted, revoked_at set → revoked,
--   expires_at past → expired, otherwise pending.
create table public.invitations (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  email text not null check (
    char_length(email) <= 254 and email = lower(email) and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'
  ),
  role public.workspace_role not null default 'member' check (role <> 'owner'),
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  invited_by uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '7 days',
  accepted_at timestamptz,
  accepted_by uuid references public.profiles (id) on delete set null,
  revoked_at timestamptz,
  constraint invitations_single_outcome_check check (accepted_at is null or revoked_at is null)
);
-- Pending invitations of a workspace (settings screen, member limit) and the hourly limit.
create index invitations_workspace_id_created_at_idx on public.invitations (workspace_id, created_at);
create index invitations_invited_by_idx on public.invitations (invited_by);
create index invitations_accepted_by_idx on public.invitations (accepted_by);

alter table public.invitations enable row level security;

create policy "owners and admins can read invitations" on public.invitations
  for select to authenticated
  using (private.can_manage(private.workspace_role(workspace_id)));

create policy "owners and admins can invite" on public.invitations
  for insert to authenticated
  with check (
    private.can_manage(private.workspace_role(workspace_id))
    and invited_by = (select auth.uid())
  );

-- Revoking is the only change a client makes: see private.guard_invitation_update().
create policy "owners and admins can revoke invitations" on public.invitations
  for update to authenticated
  using (private.can_manage(private.workspace_role(workspace_id)))
  with check (private.can_manage(private.workspace_role(workspace_id)));

create or replace function private.pending_invitation_count(target_workspace_id uuid) returns bigint
language sql stable
set search_path = ''
as $$
  select count(*)
  from public.invitations i
  where i.workspace_id = target_workspace_id
    and i.accepted_at is null and i.revoked_at is null and i.expires_at > now()
$$;

-- §9 limits, and one pending invitation per address: a new one replaces the old.
create function private.prepare_invitation() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform 1 from public.workspaces w where w.id = new.workspace_id for no key update;

  new.email := lower(btrim(new.email));
  new.created_at := now();
  new.accepted_at := null;
  new.accepted_by := null;
  new.revoked_at := null;
  if new.expires_at > now() + interval '7 days' then
    new.expires_at := now() + interval '7 days';
  end if;

  if exists (
    select 1
    from public.workspace_members m
    join auth.users u on u.id = m.user_id
    where m.workspace_id = new.workspace_id and lower(u.email) = new.email
  ) then
    raise exception 'This person is already a member of the workspace.'
      using errcode = '23505', hint = 'teamboard:conflict', detail = 'already_member';
  end if;

  if (
    select count(*) from public.invitations i
    where i.workspace_id = new.workspace_id and i.created_at > now() - interval '1 hour'
  ) >= 20 then
    raise exception 'A workspace can send at most 20 invitations per hour. Try again later.'
      using errcode = 'P0001', hint = 'teamboard:limit-reached', detail = 'invitationsPerWorkspacePerHour';
  end if;

  update public.invitations i
  set revoked_at = now()
  where i.workspace_id = new.workspace_id and i.email = new.email
    and i.accepted_at is null and i.revoked_at is null;

  if (
    (select count(*) from public.workspace_members m where m.workspace_id = new.workspace_id)
    + private.pending_invitation_count(new.workspace_id)
  ) >= 50 then
    raise exception 'A workspace can have at most 50 members, counting pending invitations.'
      using errcode = 'P0001', hint = 'teamboard:limit-reached', detail = 'membersPerWorkspace';
  end if;
  return new;
end;
$$;
revoke all on function private.prepare_invitation() from public;

create trigger invitations_prepare
  before insert on public.invitations
  for each row execute function private.prepare_invitation();

-- Clients may only revoke a pending invitation; accepting goes through
-- accept_invitation(), whose security definer role is not an API role.
create function private.guard_invitation_update() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  if new.id <> old.id or new.workspace_id <> old.workspace_id or new.email <> old.email
     or new.role <> old.role or new.token_hash <> old.token_hash
     or new.invited_by is distinct from old.invited_by or new.created_at <> old.created_at
     or new.expires_at <> old.expires_at or new.accepted_at is distinct from old.accepted_at
     or new.accepted_by is distinct from old.accepted_by then
    raise exception 'An invitation can only be revoked.'
      using errcode = '42501', hint = 'teamboard:forbidden', detail = 'revoke_only';
  end if;
  if old.revoked_at is not null or old.accepted_at is not null then
    raise exception 'This invitation is no longer pending.'
      using errcode = 'P0001', hint = 'teamboard:conflict', detail = 'invitation_not_pending';
  end if;
  if new.revoked_at is not null then
    new.revoked_at := now();
  end if;
  return new;
end;
$$;
revoke all on function private.guard_invitation_update() from public;

create trigger invitations_guard_update
  before update on public.invitations
  for each row execute function private.guard_invitation_update();
