-- The RPCs of the API. Each checks the caller's role itself (so it can say
-- forbidden vs not-found) and runs in the one transaction of its request.
-- Moves: `before_id` is the neighbour that will come before (above / left
-- of) the moved item, `after_id` the one after it; null at either end. When
-- both are given, `before_id` wins, so concurrent moves into one gap all
-- land after it in a stable order instead of on top of each other.

-- The role of the caller, refusing with not-found (so non-members learn
-- nothing) or forbidden (a member without the right).
create function private.require_role(
  role public.workspace_role, needs_edit boolean, what text
) returns void
language plpgsql stable
set search_path = ''
as $$
begin
  if role is null then
    raise exception '% not found.', what
      using errcode = 'P0001', hint = 'teamboard:not-found';
  end if;
  if needs_edit and not private.can_edit(role) then
    raise exception 'Your role in this workspace cannot change this %.', lower(what)
      using errcode = '42501', hint = 'teamboard:forbidden';
  end if;
end;
$$;
revoke all on function private.require_role(public.workspace_role, boolean, text) from public;
grant execute on function private.require_role(public.workspace_role, boolean, text) to authenticated, service_role;

-- A position strictly between two others (nulls are open ends), or null
-- when the gap is too narrow and the siblings need renumbering first.
create function private.position_between(lower_bound numeric, upper_bound numeric) returns numeric
language sql immutable
set search_path = ''
as $$
  select case
    when lower_bound is null and upper_bound is null then 1024
    when lower_bound is null then upper_bound - 1024
    when upper_bound is null then lower_bound + 1024
    when upper_bound - lower_bound < 0.000001 then null
    else round((lower_bound + upper_bound) / 2, 12)
  end
$$;
revoke all on function private.position_between(numeric, numeric) from public;
grant execute on function private.position_between(numeric, numeric) to authenticated, service_role;

-- create_workspace -------------------------------------------------------------
create function public.create_workspace(name text, slug text) returns public.workspaces
language plpgsql security definer
set search_path = ''
as $$
declare
  actor uuid := (select auth.uid());
  created public.workspaces;
begin
  if actor is null or not exists (select 1 from public.profiles p where p.id = actor) then
    raise exception 'Sign in to create a workspace.'
      using errcode = '42501', hint = 'teamboard:forbidden';
  end if;
  insert into public.workspaces (name, slug, created_by)
  values (btrim(create_workspace.name), lower(btrim(create_workspace.slug)), actor)
  returning * into created;
  insert into public.workspace_members (workspace_id, user_id, role)
  values (created.id, actor, 'owner');
  return created;
end;
$$;

-- move_card ------------------------------------------------------------------
create function public.move_card(
  card_id uuid, list_id uuid, before_id uuid default null, after_id uuid default null
) returns public.cards
language plpgsql
set search_path = ''
as $$
declare
  moving public.cards;
  target public.lists;
  lower_bound numeric;
  upper_bound numeric;
  new_position numeric;
begin
  perform private.require_role(private.card_role(move_card.card_id), true, 'Card');
  select * into moving from public.cards c where c.id = move_card.card_id;
  -- One mover per list at a time: the neighbours read below stay true until commit.
  select * into target from public.lists l where l.id = move_card.list_id for no key update;
  if target.id is null or target.board_id <> moving.board_id then
    raise exception 'The target list is not on this card''s board.'
      using errcode = 'P0001', hint = 'teamboard:validation', detail = 'list_id';
  end if;
  if move_card.card_id in (move_card.before_id, move_card.after_id) then
    raise exception 'A card cannot be its own neighbour.'
      using errcode = 'P0001', hint = 'teamboard:validation', detail = 'before_id';
  end if;

  for attempt in 1..2 loop
    if move_card.before_id is not null then
      select c.position into lower_bound from public.cards c
      where c.id = move_card.before_id and c.list_id = target.id;
      if not found then
        raise exception 'The card to move after is not in the target list.'
          using errcode = 'P0001', hint = 'teamboard:validation', detail = 'before_id';
      end if;
      select min(c.position) into upper_bound from public.cards c
      where c.list_id = target.id and c.id <> move_card.card_id and c.archived_at is null
        and (c.position > lower_bound);
    elsif move_card.after_id is not null then
      select c.position into upper_bound from public.cards c
      where c.id = move_card.after_id and c.list_id = target.id;
      if not found then
        raise exception 'The card to move before is not in the target list.'
          using errcode = 'P0001', hint = 'teamboard:validation', detail = 'after_id';
      end if;
      select max(c.position) into lower_bound from public.cards c
      where c.list_id = target.id and c.id <> move_card.card_id and c.archived_at is null
        and c.position < upper_bound;
    else
      select max(c.position) into lower_bound from public.cards c
      where c.list_id = target.id and c.id <> move_card.card_id;
      upper_bound := null;
    end if;
    new_position := private.position_between(lower_bound, upper_bound);
    exit when new_position is not null;
    -- The gap is gone: renumber the list once, keeping its order.
    update public.cards c
    set position = renumbered.position
    from (
      select c2.id, (row_number() over (order by c2.position, c2.id)) * 1024 as position
      from public.cards c2 where c2.list_id = target.id and c2.id <> move_card.card_id
    ) renumbered
    where c.id = renumbered.id;
  end loop;

  update public.cards c
  set list_id = target.id, position = new_position
  where c.id = move_card.card_id
  returning * into moving;
  return moving;
end;
$$;

-- move_list ------------------------------------------------------------------
create function public.move_list(
  list_id uuid, before_id uuid default null, after_id uuid default null
) returns public.lists
language plpgsql
set search_path = ''
as $$
declare
  moving public.lists;
  lower_bound numeric;
  upper_bound numeric;
  new_position numeric;
begin
  select * into moving from public.lists l where l.id = move_list.list_id;
  perform private.require_role(private.board_role(moving.board_id), true, 'List');
  perform 1 from public.boards b where b.id = moving.board_id for no key update;
  if move_list.list_id in (move_list.before_id, move_list.after_id) then
    raise exception 'A list cannot be its own neighbour.'
      using errcode = 'P0001', hint = 'teamboard:validation', detail = 'before_id';
  end if;

  for attempt in 1..2 loop
    if move_list.before_id is not null then
      select l.position into lower_bound from public.lists l
      where l.id = move_list.before_id and l.board_id = moving.board_id;
      if not found then
        raise exception 'The list to move after is not on this board.'
          using errcode = 'P0001', hint = 'teamboard:validation', detail = 'before_id';
      end if;
      select min(l.position) into upper_bound from public.lists l
      where l.board_id = moving.board_id and l.id <> moving.id and l.position > lower_bound;
    elsif move_list.after_id is not null then
      select l.position into upper_bound from public.lists l
      where l.id = move_list.after_id and l.board_id = moving.board_id;
      if not found then
        raise exception 'The list to move before is not on this board.'
          using errcode = 'P0001', hint = 'teamboard:validation', detail = 'after_id';
      end if;
      select max(l.position) into lower_bound from public.lists l
      where l.board_id = moving.board_id and l.id <> moving.id and l.position < upper_bound;
    else
      select max(l.position) into lower_bound from public.lists l
      where l.board_id = moving.board_id and l.id <> moving.id;
      upper_bound := null;
    end if;
    new_position := private.position_between(lower_bound, upper_bound);
    exit when new_position is not null;
    update public.lists l
    set position = renumbered.position
    from (
      select l2.id, (row_number() over (order by l2.position, l2.id)) * 1024 as position
      from public.lists l2 where l2.board_id = moving.board_id and l2.id <> moving.id
    ) renumbered
    where l.id = renumbered.id;
  end loop;

  update public.lists l set position = new_position where l.id = moving.id returning * into moving;
  return moving;
end;
$$;

-- update_card ----------------------------------------------------------------
-- patch keys: title, description, due_at (null clears), completed (bool), archived (bool).
create function public.update_card(card_id uuid, expected_version integer, patch jsonb)
returns public.cards
language plpgsql
set search_path = ''
as $$
declare
  current_card public.cards;
  unknown_keys text[];
begin
  perform private.require_role(private.card_role(update_card.card_id), true, 'Card');
  if jsonb_typeof(patch) is distinct from 'object' then
    raise exception 'The patch must be an object.'
      using errcode = 'P0001', hint = 'teamboard:validation', detail = 'patch';
  end if;
  select array_agg(k) into unknown_keys from jsonb_object_keys(patch) k
  where k not in ('title', 'description', 'due_at', 'completed', 'archived');
  if unknown_keys is not null then
    raise exception 'Cards have no field %.', unknown_keys[1]
      using errcode = 'P0001', hint = 'teamboard:validation', detail = unknown_keys[1];
  end if;

  select * into current_card from public.cards c where c.id = update_card.card_id for update;
  if current_card.version <> expected_version then
    raise exception 'This card was changed by someone else. Review the latest version and try again.'
      using errcode = 'P0001', hint = 'teamboard:conflict', detail = 'stale_version';
  end if;

  update public.cards c set
    title = case when patch ? 'title' then patch ->> 'title' else c.title end,
    description = case when patch ? 'description' then coalesce(patch ->> 'description', '') else c.description end,
    due_at = case when patch ? 'due_at' then (patch ->> 'due_at')::timestamptz else c.due_at end,
    completed_at = case
      when not patch ? 'completed' then c.completed_at
      when (patch ->> 'completed')::boolean then coalesce(c.completed_at, now())
      else null end,
    archived_at = case
      when not patch ? 'archived' then c.archived_at
      when (patch ->> 'archived')::boolean then coalesce(c.archived_at, now())
      else null end
  where c.id = update_card.card_id
  returning * into current_card;
  return current_card;
end;
$$;

-- accept_invitation --------------------------------------------------------------
-- The token is the capability; it works once, before expiry, for the invited address.
create function public.accept_invitation(token text) returns public.workspaces
language plpgsql security definer
set search_path = ''
as $$
declare
  actor uuid := (select auth.uid());
  actor_email text;
  invitation public.invitations;
  joined public.workspaces;
begin
  if actor is null then
    raise exception 'Sign in to accept the invitation.'
      using errcode = '42501', hint = 'teamboard:forbidden';
  end if;
  select * into invitation from public.invitations i
  where i.token_hash = encode(extensions.digest(coalesce(accept_invitation.token, ''), 'sha256'), 'hex')
  for update;
  if invitation.id is null then
    raise exception 'This invitation link is not valid.'
      using errcode = 'P0001', hint = 'teamboard:not-found', detail = 'invitation_not_found';
  end if;
  if invitation.accepted_at is not null then
    raise exception 'This invitation has already been used.'
      using errcode = 'P0001', hint = 'teamboard:conflict', detail = 'invitation_used';
  end if;
  if invitation.revoked_at is not null then
    raise exception 'This invitation was revoked.'
      using errcode = 'P0001', hint = 'teamboard:conflict', detail = 'invitation_revoked';
  end if;
  if invitation.expires_at <= now() then
    raise exception 'This invitation has expired. Ask for a new one.'
      using errcode = 'P0001', hint = 'teamboard:conflict', detail = 'invitation_expired';
  end if;
  select lower(u.email) into actor_email from auth.users u where u.id = actor;
  if actor_email is distinct from invitation.email then
    raise exception 'This invitation was sent to another email address.'
      using errcode = '42501', hint = 'teamboard:forbidden', detail = 'invitation_email_mismatch';
  end if;
  if exists (
    select 1 from public.workspace_members m
    where m.workspace_id = invitation.workspace_id and m.user_id = actor
  ) then
    raise exception 'You are already a member of this workspace.'
      using errcode = '23505', hint = 'teamboard:conflict', detail = 'already_member';
  end if;

  -- Accepted first, so the pending invitation no longer counts toward the member limit.
  update public.invitations i set accepted_at = now(), accepted_by = actor where i.id = invitation.id;
  insert into public.workspace_members (workspace_id, user_id, role)
  values (invitation.workspace_id, actor, invitation.role);
  select * into joined from public.workspaces w where w.id = invitation.workspace_id;
  return joined;
end;
$$;

-- transfer_ownership -------------------------------------------------------------
-- The new owner is promoted and the caller becomes an admin, in one step.
create function public.transfer_ownership(workspace_id uuid, user_id uuid) returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  actor uuid := (select auth.uid());
  actor_role public.workspace_role := private.workspace_role(transfer_ownership.workspace_id);
begin
  if actor_role is null then
    raise exception 'Workspace not found.' using errcode = 'P0001', hint = 'teamboard:not-found';
  end if;
  if actor_role <> 'owner' then
    raise exception 'Only an owner can transfer ownership.'
      using errcode = '42501', hint = 'teamboard:forbidden', detail = 'not_owner';
  end if;
  if transfer_ownership.user_id = actor then
    raise exception 'You already own this workspace.'
      using errcode = 'P0001', hint = 'teamboard:validation', detail = 'user_id';
  end if;
  update public.workspace_members m set role = 'owner'
  where m.workspace_id = transfer_ownership.workspace_id and m.user_id = transfer_ownership.user_id;
  if not found then
    raise exception 'That person is not a member of this workspace.'
      using errcode = 'P0001', hint = 'teamboard:not-found', detail = 'user_id';
  end if;
  update public.workspace_members m set role = 'admin'
  where m.workspace_id = transfer_ownership.workspace_id and m.user_id = actor;
end;
$$;

revoke all on function public.create_workspace(text, text) from public, anon;
revoke all on function public.move_card(uuid, uuid, uuid, uuid) from public, anon;
revoke all on function public.move_list(uuid, uuid, uuid) from public, anon;
revoke all on function public.update_card(uuid, integer, jsonb) from public, anon;
revoke all on function public.accept_invitation(text) from public, anon;
revoke all on function public.transfer_ownership(uuid, uuid) from public, anon;
grant execute on function public.create_workspace(text, text) to authenticated, service_role;
grant execute on function public.move_card(uuid, uuid, uuid, uuid) to authenticated, service_role;
grant execute on function public.move_list(uuid, uuid, uuid) to authenticated, service_role;
grant execute on function public.update_card(uuid, integer, jsonb) to authenticated, service_role;
grant execute on function public.accept_invitation(text) to authenticated, service_role;
grant execute on function public.transfer_ownership(uuid, uuid) to authenticated, service_role;
