-- One pending invitation per address and per place it leads to: a new
-- invitation to the workspace replaces an older one to the workspace, a new
-- guest invitation to a board replaces an older one to that board. Inviting
-- a guest to a second board no longer revokes their invitation to the first.
-- As in 20260301000300_invitations.sql otherwise.
create or replace function private.prepare_invitation() returns trigger
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
    and i.board_id is not distinct from new.board_id
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
