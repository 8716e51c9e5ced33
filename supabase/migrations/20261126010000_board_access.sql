-- Private boards, board members and guests.
--
-- A board is seen by the whole workspace ('workspace', the default) or only
-- by its members ('private'). The access rule, in one place
-- (private.effective_board_role):
--   * a workspace owner is an admin of every board, private ones included;
--   * on a 'workspace' board, a workspace member has the higher of what the
--     workspace grants and what their board membership grants (a board may
--     raise a member's role, never lower it);
--   * on a 'private' board, only the board membership counts;
--   * a guest is someone with a board membership and no workspace
--     membership: they see those boards and nothing else of the workspace.
-- Board roles map onto the levels every policy already asks about
-- (admin → admin, editor → member, commenter and viewer → viewer); a
-- commenter may also comment (private.can_comment).

create type public.board_visibility as enum ('workspace', 'private');
create type public.board_member_role as enum ('admin', 'editor', 'commenter', 'viewer');

alter table public.boards
  add column visibility public.board_visibility not null default 'workspace';
comment on column public.boards.visibility is
  'workspace: every workspace member may open it; private: only its board members (and workspace owners).';

create table public.board_members (
  board_id uuid not null references public.boards (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  role public.board_member_role not null default 'editor',
  added_by uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  primary key (board_id, user_id)
);
-- "Which boards is this person on?" (every access check of theirs).
create index board_members_user_id_idx on public.board_members (user_id, board_id);
create index board_members_added_by_idx on public.board_members (added_by);

alter table public.board_members enable row level security;
revoke all on public.board_members from anon;
-- A membership changes only its role; anything else is a removal and a new member.
revoke update on public.board_members from authenticated;
grant update (role) on public.board_members to authenticated;
create policy "second factor verified when the user has one" on public.board_members
  as restrictive to authenticated
  using ((select private.assurance_met()))
  with check ((select private.assurance_met()));

-- The rule ----------------------------------------------------------------------
-- What a board grants, in the levels the policies speak.
create function private.board_grant(role public.board_member_role) returns public.workspace_role
language sql immutable
set search_path = ''
as $$
  select case role
    when 'admin' then 'admin'::public.workspace_role
    when 'editor' then 'member'::public.workspace_role
    when 'commenter' then 'viewer'::public.workspace_role
    when 'viewer' then 'viewer'::public.workspace_role
  end
$$;

-- The effective level of a person on a board, from the board's visibility,
-- their workspace role and their board role (either may be null). The enum
-- sorts owner < admin < member < viewer, so least() is the higher right.
create function private.effective_board_role(
  visibility public.board_visibility,
  workspace_role public.workspace_role,
  board_role public.board_member_role
) returns public.workspace_role
language sql immutable
set search_path = ''
as $$
  select least(
    case when workspace_role = 'owner' or visibility = 'workspace' then workspace_role end,
    private.board_grant(board_role)
  )
$$;

-- The same level in the board's own terms (what the Members dialog shows).
create function private.as_board_member_role(
  level public.workspace_role,
  board_role public.board_member_role
) returns public.board_member_role
language sql immutable
set search_path = ''
as $$
  select case level
    when 'owner' then 'admin'::public.board_member_role
    when 'admin' then 'admin'::public.board_member_role
    when 'member' then 'editor'::public.board_member_role
    when 'viewer' then
      case when board_role = 'commenter' then 'commenter'::public.board_member_role
        else 'viewer'::public.board_member_role end
  end
$$;

revoke all on function private.board_grant(public.board_member_role) from public;
revoke all on function private.effective_board_role(public.board_visibility, public.workspace_role, public.board_member_role) from public;
revoke all on function private.as_board_member_role(public.workspace_role, public.board_member_role) from public;
grant execute on function private.board_grant(public.board_member_role) to authenticated, service_role;
grant execute on function private.effective_board_role(public.board_visibility, public.workspace_role, public.board_member_role) to authenticated, service_role;
grant execute on function private.as_board_member_role(public.workspace_role, public.board_member_role) to authenticated, service_role;

-- The caller's level on a board; null when they may not see it (or are held
-- back by the workspace's two-factor requirement).
create or replace function private.board_role(target_board_id uuid) returns public.workspace_role
language sql stable security definer
set search_path = ''
as $$
  select private.effective_board_role(b.visibility, m.role, bm.role)
  from public.boards b
  join public.workspaces w on w.id = b.workspace_id
  left join public.workspace_members m on m.workspace_id = b.workspace_id and m.user_id = (select auth.uid())
  left join public.board_members bm on bm.board_id = b.id and bm.user_id = (select auth.uid())
  where b.id = target_board_id
    and private.two_factor_cleared(w.require_two_factor)
$$;

create or replace function private.card_role(target_card_id uuid) returns public.workspace_role
language sql stable security definer
set search_path = ''
as $$
  select private.effective_board_role(b.visibility, m.role, bm.role)
  from public.cards c
  join public.boards b on b.id = c.board_id
  join public.workspaces w on w.id = b.workspace_id
  left join public.workspace_members m on m.workspace_id = b.workspace_id and m.user_id = (select auth.uid())
  left join public.board_members bm on bm.board_id = b.id and bm.user_id = (select auth.uid())
  where c.id = target_card_id
    and private.two_factor_cleared(w.require_two_factor)
$$;

create or replace function private.attachment_path_role(object_name text) returns public.workspace_role
language sql stable security definer
set search_path = ''
as $$
  select private.effective_board_role(b.visibility, m.role, bm.role)
  from public.cards c
  join public.boards b on b.id = c.board_id
  join public.workspaces w on w.id = b.workspace_id
  left join public.workspace_members m on m.workspace_id = b.workspace_id and m.user_id = (select auth.uid())
  left join public.board_members bm on bm.board_id = b.id and bm.user_id = (select auth.uid())
  where b.workspace_id = private.try_uuid(split_part(object_name, '/', 1))
    and c.id = private.try_uuid(split_part(object_name, '/', 2))
    and private.two_factor_cleared(w.require_two_factor)
$$;

-- Anyone's level on a board, for the database's own decisions about other
-- people (who is notified, assigned, mentioned). No two-factor clause: that
-- is about the session asking, not the person asked about.
create function private.person_board_role(target_board_id uuid, person uuid) returns public.workspace_role
language sql stable security definer
set search_path = ''
as $$
  select private.effective_board_role(b.visibility, m.role, bm.role)
  from public.boards b
  left join public.workspace_members m on m.workspace_id = b.workspace_id and m.user_id = person
  left join public.board_members bm on bm.board_id = b.id and bm.user_id = person
  where b.id = target_board_id
$$;
revoke all on function private.person_board_role(uuid, uuid) from public;
grant execute on function private.person_board_role(uuid, uuid) to service_role;

-- Editors comment; so do commenters, who change nothing else.
create function private.can_comment(target_card_id uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select coalesce(bool_or(
    private.can_edit(private.effective_board_role(b.visibility, m.role, bm.role))
    or (bm.role = 'commenter')
  ), false)
  from public.cards c
  join public.boards b on b.id = c.board_id
  join public.workspaces w on w.id = b.workspace_id
  left join public.workspace_members m on m.workspace_id = b.workspace_id and m.user_id = (select auth.uid())
  left join public.board_members bm on bm.board_id = b.id and bm.user_id = (select auth.uid())
  where c.id = target_card_id
    and private.two_factor_cleared(w.require_two_factor)
$$;
revoke all on function private.can_comment(uuid) from public;
grant execute on function private.can_comment(uuid) to authenticated, service_role;

-- The boards of a workspace the caller may see, computed once per statement
-- by search instead of once per candidate card.
create function private.visible_board_ids(target_workspace_id uuid) returns uuid[]
language sql stable security definer
set search_path = ''
as $$
  select coalesce(array_agg(b.id), '{}')
  from public.boards b
  join public.workspaces w on w.id = b.workspace_id
  left join public.workspace_members m on m.workspace_id = b.workspace_id and m.user_id = (select auth.uid())
  left join public.board_members bm on bm.board_id = b.id and bm.user_id = (select auth.uid())
  where b.workspace_id = target_workspace_id
    and (m.user_id is not null or bm.user_id is not null)
    and private.effective_board_role(b.visibility, m.role, bm.role) is not null
    and private.two_factor_cleared(w.require_two_factor)
$$;
revoke all on function private.visible_board_ids(uuid) from public;
grant execute on function private.visible_board_ids(uuid) to authenticated, service_role;

-- People: teammates, and the people of the boards one is on ----------------------
create function private.can_see_person(other_user_id uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select other_user_id = (select auth.uid())
    or private.shares_workspace_with(other_user_id)
    -- a guest on a board I can see
    or exists (
      select 1 from public.board_members bm
      where bm.user_id = other_user_id and private.board_role(bm.board_id) is not null
    )
    -- as a guest: the people who can see my boards
    or exists (
      select 1
      from public.board_members mine
      where mine.user_id = (select auth.uid())
        and private.person_board_role(mine.board_id, other_user_id) is not null
    )
$$;
revoke all on function private.can_see_person(uuid) from public;
grant execute on function private.can_see_person(uuid) to authenticated, service_role;

drop policy "users can read their own profile and their teammates'" on public.profiles;
create policy "users can read their own profile and the people of their boards" on public.profiles
  for select to authenticated
  using (private.can_see_person(id));

-- Guests read the workspace's row (its name and address) of their boards.
create function private.is_guest_of(target_workspace_id uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.board_members bm
    join public.boards b on b.id = bm.board_id
    where b.workspace_id = target_workspace_id and bm.user_id = (select auth.uid())
  )
$$;
revoke all on function private.is_guest_of(uuid) from public;
grant execute on function private.is_guest_of(uuid) to authenticated, service_role;

create policy "guests can read the workspace of their boards" on public.workspaces
  for select to authenticated
  using (private.is_guest_of(id));

-- Boards --------------------------------------------------------------------------
-- The caller's level on a board row, from its own columns: a board being
-- inserted is not yet visible to a lookup by id in the same statement.
create function private.board_row_role(
  target_workspace_id uuid, target_board_id uuid, visibility public.board_visibility
) returns public.workspace_role
language sql stable security definer
set search_path = ''
as $$
  select private.effective_board_role(
    visibility,
    (select m.role from public.workspace_members m
     where m.workspace_id = target_workspace_id and m.user_id = (select auth.uid())),
    (select bm.role from public.board_members bm
     where bm.board_id = target_board_id and bm.user_id = (select auth.uid()))
  )
  from public.workspaces w
  where w.id = target_workspace_id and private.two_factor_cleared(w.require_two_factor)
$$;
revoke all on function private.board_row_role(uuid, uuid, public.board_visibility) from public;
grant execute on function private.board_row_role(uuid, uuid, public.board_visibility) to authenticated, service_role;

drop policy "members can read boards of their workspaces" on public.boards;
create policy "people with access can read boards" on public.boards
  for select to authenticated
  using (private.board_row_role(workspace_id, id, visibility) is not null);

drop policy "owners and admins can update boards" on public.boards;
create policy "board admins can update boards" on public.boards
  for update to authenticated
  using (private.can_manage(private.board_row_role(workspace_id, id, visibility)))
  with check (private.can_manage(private.board_row_role(workspace_id, id, visibility)));

drop policy "owners and admins can delete boards" on public.boards;
create policy "board admins can delete boards" on public.boards
  for delete to authenticated
  using (private.can_manage(private.board_row_role(workspace_id, id, visibility)));

-- Whoever creates a private board is on it: a workspace admin who is not an
-- owner would otherwise not see what they made. (Insert without RETURNING:
-- this runs after the row's own policy checks.)
create function private.keep_board_maker() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  actor uuid := (select auth.uid());
begin
  if actor is not null and new.visibility = 'private'
     and private.workspace_role(new.workspace_id) is distinct from 'owner' then
    insert into public.board_members (board_id, user_id, role, added_by)
    values (new.id, actor, 'admin', actor)
    on conflict (board_id, user_id) do update set role = 'admin';
  end if;
  return null;
end;
$$;
revoke all on function private.keep_board_maker() from public;
create trigger boards_keep_maker
  after insert on public.boards
  for each row execute function private.keep_board_maker();

-- Changing who may see a board. Making it private keeps the caller on it as
-- an admin (unless they are an owner, who always is); its other workspace
-- members lose access at once. A plain update of the column works for owners
-- only: anyone else would fail the row's check before being added.
create function public.set_board_visibility(board_id uuid, visibility public.board_visibility) returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  actor uuid := (select auth.uid());
  role public.workspace_role := private.board_role(set_board_visibility.board_id);
  target public.boards;
begin
  if role is null then
    raise exception 'Board not found.' using errcode = 'P0001', hint = 'teamboard:not-found';
  end if;
  if not private.can_manage(role) then
    raise exception 'Only the board''s admins can change who sees it.'
      using errcode = '42501', hint = 'teamboard:forbidden', detail = 'not_board_admin';
  end if;
  if set_board_visibility.visibility is null then
    raise exception 'Choose workspace or private.'
      using errcode = 'P0001', hint = 'teamboard:validation', detail = 'visibility';
  end if;
  select * into target from public.boards b where b.id = set_board_visibility.board_id for update;
  if set_board_visibility.visibility = 'private' and role <> 'owner' then
    insert into public.board_members (board_id, user_id, role, added_by)
    values (target.id, actor, 'admin', actor)
    on conflict on constraint board_members_pkey do update set role = 'admin';
  end if;
  update public.boards b set visibility = set_board_visibility.visibility where b.id = target.id;
end;
$$;
revoke all on function public.set_board_visibility(uuid, public.board_visibility) from public, anon;
grant execute on function public.set_board_visibility(uuid, public.board_visibility) to authenticated, service_role;

-- Board members -----------------------------------------------------------------------
create policy "people with access can read a board's members" on public.board_members
  for select to authenticated
  using (private.board_role(board_id) is not null);

create policy "board admins can add members" on public.board_members
  for insert to authenticated
  with check (private.can_manage(private.board_role(board_id)) and added_by = (select auth.uid()));

create policy "board admins can change roles" on public.board_members
  for update to authenticated
  using (private.can_manage(private.board_role(board_id)))
  with check (private.can_manage(private.board_role(board_id)));

create policy "board admins can remove members and anyone can leave" on public.board_members
  for delete to authenticated
  using (private.can_manage(private.board_role(board_id)) or user_id = (select auth.uid()));

-- From a client, only workspace members are added; guests come in through an
-- invitation (accept_invitation). A private board keeps at least one admin
-- among its members, so someone other than the owners can manage it. Deletes
-- the database makes itself (a board or a membership going away) pass.
-- Security invoker: current_user tells a client's statement from the
-- database's own (accept_invitation, the triggers above).
create function private.guard_board_member() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  target public.boards;
begin
  if pg_catalog.pg_trigger_depth() > 1 or current_user not in ('anon', 'authenticated')
     -- Not the board's admin: the row's policy refuses it without saying more.
     or not coalesce(private.can_manage(private.board_role(coalesce(new.board_id, old.board_id))), false) then
    return coalesce(new, old);
  end if;
  select * into target from public.boards b where b.id = coalesce(new.board_id, old.board_id);
  if tg_op = 'INSERT' and not exists (
    select 1 from public.workspace_members m
    where m.workspace_id = target.workspace_id and m.user_id = new.user_id
  ) then
    raise exception 'Only members of the workspace can be added; invite anyone else as a guest.'
      using errcode = 'P0001', hint = 'teamboard:validation', detail = 'not_a_workspace_member';
  end if;
  if tg_op in ('UPDATE', 'DELETE') and old.role = 'admin'
     and (tg_op = 'DELETE' or new.role <> 'admin')
     and target.visibility = 'private'
     and not exists (
       select 1 from public.board_members bm
       where bm.board_id = old.board_id and bm.role = 'admin' and bm.user_id <> old.user_id
     ) then
    raise exception 'A private board keeps at least one admin. Make someone else an admin first.'
      using errcode = 'P0001', hint = 'teamboard:conflict', detail = 'last_board_admin';
  end if;
  if tg_op = 'INSERT' then
    new.created_at := now();
  end if;
  return coalesce(new, old);
end;
$$;
revoke all on function private.guard_board_member() from public;
create trigger board_members_guard
  before insert or update or delete on public.board_members
  for each row execute function private.guard_board_member();

-- Leaving the workspace ends its board memberships too: a former member must
-- not stay on as a guest without being invited as one.
create function private.end_board_memberships() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  delete from public.board_members bm
  using public.boards b
  where b.id = bm.board_id and b.workspace_id = old.workspace_id and bm.user_id = old.user_id;
  return null;
end;
$$;
revoke all on function private.end_board_memberships() from public;
create trigger workspace_members_end_board_memberships
  after delete on public.workspace_members
  for each row execute function private.end_board_memberships();

-- Who is on the board and why, for the Members dialog: owners, the workspace
-- (on 'workspace' boards) and the board's own members and guests. Emails only
-- for those who manage the board.
create function public.list_board_members(board_id uuid)
returns table (
  user_id uuid,
  display_name text,
  avatar_path text,
  email text,
  role public.board_member_role,
  access text,
  is_guest boolean
)
language plpgsql stable security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  target public.boards;
  manages boolean;
begin
  if private.board_role(list_board_members.board_id) is null then
    raise exception 'Board not found.' using errcode = 'P0001', hint = 'teamboard:not-found';
  end if;
  manages := private.can_manage(private.board_role(list_board_members.board_id));
  select * into target from public.boards b where b.id = list_board_members.board_id;
  return query
    with people as (
      select m.user_id from public.workspace_members m
      where m.workspace_id = target.workspace_id and (target.visibility = 'workspace' or m.role = 'owner')
      union
      select bm.user_id from public.board_members bm where bm.board_id = target.id
    )
    select p.id, p.display_name, p.avatar_path,
      case when manages then u.email::text end,
      private.as_board_member_role(private.effective_board_role(target.visibility, m.role, bm.role), bm.role),
      case when m.role = 'owner' then 'owner' when bm.role is not null then 'board' else 'workspace' end,
      m.user_id is null
    from people
    join public.profiles p on p.id = people.user_id
    join auth.users u on u.id = people.user_id
    left join public.workspace_members m on m.workspace_id = target.workspace_id and m.user_id = people.user_id
    left join public.board_members bm on bm.board_id = target.id and bm.user_id = people.user_id
    order by m.user_id is null, lower(p.display_name), p.id;
end;
$$;
revoke all on function public.list_board_members(uuid) from public, anon;
grant execute on function public.list_board_members(uuid) to authenticated, service_role;

-- The caller's own role on a board, in the board's terms; null when they
-- cannot see it.
create function public.my_board_role(board_id uuid) returns public.board_member_role
language sql stable security definer
set search_path = ''
as $$
  select private.as_board_member_role(private.board_role(my_board_role.board_id), bm.role)
  from (select 1) one
  left join public.board_members bm
    on bm.board_id = my_board_role.board_id and bm.user_id = (select auth.uid())
$$;
revoke all on function public.my_board_role(uuid) from public, anon;
grant execute on function public.my_board_role(uuid) to authenticated, service_role;

-- Everything else asks the same rule -------------------------------------------------
-- Activity of a board follows the board; workspace events stay with members.
drop policy "members can read activity of their workspaces" on public.activity;
create policy "people with access can read activity" on public.activity
  for select to authenticated
  using (
    case when board_id is null then private.workspace_role(workspace_id) is not null
      else private.board_role(board_id) is not null end
  );

-- Commenters comment.
drop policy "editors can comment as themselves" on public.comments;
create policy "editors and commenters can comment as themselves" on public.comments
  for insert to authenticated
  with check (author_id = (select auth.uid()) and private.can_comment(card_id));

drop policy "authors can edit and owners and admins can soft-delete comments" on public.comments;
create policy "authors can edit and owners and admins can soft-delete comments" on public.comments
  for update to authenticated
  using ((author_id = (select auth.uid()) and private.can_comment(card_id)) or private.can_manage(private.card_role(card_id)))
  with check ((author_id = (select auth.uid()) and private.can_comment(card_id)) or private.can_manage(private.card_role(card_id)));

drop policy "authors and owners and admins can delete comments" on public.comments;
create policy "authors and owners and admins can delete comments" on public.comments
  for delete to authenticated
  using ((author_id = (select auth.uid()) and private.can_comment(card_id)) or private.can_manage(private.card_role(card_id)));

-- Assignees are people who can see the board.
create or replace function private.check_card_assignee() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if private.person_board_role((select c.board_id from public.cards c where c.id = new.card_id), new.user_id) is null then
    raise exception 'Only people who can see the board can be assigned.'
      using errcode = 'P0001', hint = 'teamboard:validation', detail = 'user_id';
  end if;
  return new;
end;
$$;

-- Notifications go only to people who can see the card's board. A comment
-- that mentions someone who cannot is refused, so nobody believes they were
-- told; a description's mentions are only skipped, since descriptions are
-- also copied and imported onto boards their people may not be on.
create or replace function private.notify_card(
  target_card_id uuid, recipients uuid[], actor uuid, kind public.notification_kind, extra jsonb default '{}'
) returns uuid[]
language plpgsql security definer
set search_path = ''
as $$
declare
  notified uuid[];
  target_board_id uuid := (select c.board_id from public.cards c where c.id = target_card_id);
begin
  if kind = 'mentioned' and extra ->> 'source' = 'comment' and exists (
    select 1 from unnest(recipients) r(user_id)
    where private.person_board_role(target_board_id, r.user_id) is null
  ) then
    raise exception 'You mentioned someone who cannot see this board. Add them to the board first, or remove the mention.'
      using errcode = 'P0001', hint = 'teamboard:validation', detail = 'not_on_board';
  end if;
  with card as (
    select c.id, c.board_id, b.workspace_id
    from public.cards c join public.boards b on b.id = c.board_id
    where c.id = target_card_id
  ),
  inserted as (
    insert into public.notifications (user_id, workspace_id, board_id, card_id, actor_id, kind, payload)
    select r.user_id, card.workspace_id, card.board_id, card.id, actor, kind,
           private.card_notification_payload(card.id, actor) || extra
    from card
    cross join (select distinct unnest(recipients) as user_id) r
    where r.user_id is distinct from actor
      and private.person_board_role(card.board_id, r.user_id) is not null
    returning user_id
  )
  select coalesce(array_agg(user_id), '{}') into notified from inserted;
  return notified;
end;
$$;

create or replace function private.watch_card(target_card_id uuid, users uuid[]) returns void
language sql security definer
set search_path = ''
as $$
  insert into public.card_watchers (card_id, user_id)
  select c.id, u.user_id
  from public.cards c
  cross join (select distinct unnest(users) as user_id) u
  where c.id = target_card_id and private.person_board_role(c.board_id, u.user_id) is not null
  on conflict do nothing
$$;

-- Search finds only cards of boards the caller may see.
create or replace function private.search_cards(target_workspace_id uuid, query tsquery, max_rows integer)
returns table (card_id uuid, body text, rank real)
language sql stable security definer
set search_path = ''
as $$
  select c.card_id, c.body, pg_catalog.ts_rank(c.document, query) as rank
  from (
    select s.card_id, s.body, s.document
    from private.card_search s
    join public.cards card on card.id = s.card_id
    where s.workspace_id = target_workspace_id
      and s.document operator(pg_catalog.@@) query
      and card.board_id = any ((select private.visible_board_ids(target_workspace_id))::uuid[])
    limit 1000
  ) c
  order by rank desc, c.card_id
  limit max_rows
$$;

-- Live notices ---------------------------------------------------------------------------
-- The workspace channel, which every member joins, says nothing of a private
-- board, not even its id; only a change of visibility is told (by id, or the
-- whole row when it opens to the workspace), so the members' board lists add
-- or drop it. Its own members hear the rest on the board's channel.
create or replace function private.send_workspace_notice() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  changed jsonb;
  workspace_id text;
  key jsonb;
  whole boolean;
begin
  if tg_op = 'DELETE' then
    changed := to_jsonb(old);
  else
    changed := to_jsonb(new);
  end if;
  if tg_table_name = 'workspaces' then
    workspace_id := changed ->> 'id';
  else
    workspace_id := changed ->> 'workspace_id';
  end if;
  if tg_table_name = 'workspace_members' then
    key := jsonb_build_object('workspace_id', changed -> 'workspace_id', 'user_id', changed -> 'user_id');
  else
    key := jsonb_build_object('id', changed -> 'id');
  end if;
  if tg_table_name = 'boards' and changed ->> 'visibility' = 'private'
     and (tg_op <> 'UPDATE' or to_jsonb(old) ->> 'visibility' = 'private') then
    return null;
  end if;
  whole := tg_op <> 'DELETE' and tg_table_name <> 'invitations'
    and not (tg_table_name = 'boards' and changed ->> 'visibility' = 'private');
  perform realtime.send(
    jsonb_build_object(
      'table', tg_table_name,
      'type', tg_op,
      'key', key,
      'row', case when whole then changed end
    ),
    'change',
    'workspace:' || workspace_id,
    true
  );
  return null;
end;
$$;

-- A board's audience changing is told on the board's own channel, which
-- everyone on the board screen has joined (guests included): the app asks
-- again whether the viewer may still see it and, if not, takes it away.
-- Joins are authorised when made, so this notice is what ends the screen.
create function private.send_board_access_notice() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  changed record;
begin
  if tg_op = 'DELETE' then
    changed := old;
  else
    changed := new;
  end if;
  if tg_table_name = 'boards' then
    if tg_op <> 'UPDATE' or new.visibility = old.visibility then
      return null;
    end if;
    perform realtime.send(
      jsonb_build_object('table', 'boards', 'type', tg_op, 'key', jsonb_build_object('id', new.id),
        'visibility', new.visibility),
      'access', 'board:' || new.id, true);
  else
    perform realtime.send(
      jsonb_build_object('table', 'board_members', 'type', tg_op,
        'key', jsonb_build_object('board_id', changed.board_id, 'user_id', changed.user_id)),
      'access', 'board:' || changed.board_id, true);
  end if;
  return null;
end;
$$;
revoke all on function private.send_board_access_notice() from public;
create trigger board_members_notify
  after insert or update or delete on public.board_members
  for each row execute function private.send_board_access_notice();
create trigger boards_notify_access
  after update of visibility on public.boards
  for each row execute function private.send_board_access_notice();

-- Guest invitations ------------------------------------------------------------------------
alter table public.invitations
  add column board_id uuid references public.boards (id) on delete cascade,
  add column board_role public.board_member_role,
  add constraint invitations_board_role_check check ((board_id is null) = (board_role is null));
create index invitations_board_id_idx on public.invitations (board_id) where board_id is not null;

-- A guest invitation is sent by a board admin; a workspace one as before.
drop policy "owners and admins can invite" on public.invitations;
create policy "owners and admins invite members, board admins invite guests" on public.invitations
  for insert to authenticated
  with check (
    invited_by = (select auth.uid())
    and case when board_id is null then private.can_manage(private.workspace_role(workspace_id))
      else private.can_manage(private.board_role(board_id))
        and workspace_id = (select b.workspace_id from public.boards b where b.id = board_id) end
  );

drop policy "owners and admins can read invitations" on public.invitations;
create policy "owners and admins read invitations, board admins their guests'" on public.invitations
  for select to authenticated
  using (
    private.can_manage(private.workspace_role(workspace_id))
    or (board_id is not null and private.can_manage(private.board_role(board_id)))
  );

drop policy "owners and admins can revoke invitations" on public.invitations;
create policy "owners and admins revoke invitations, board admins their guests'" on public.invitations
  for update to authenticated
  using (
    private.can_manage(private.workspace_role(workspace_id))
    or (board_id is not null and private.can_manage(private.board_role(board_id)))
  )
  with check (
    private.can_manage(private.workspace_role(workspace_id))
    or (board_id is not null and private.can_manage(private.board_role(board_id)))
  );

-- A guest invitation to someone already in the workspace is refused: add
-- them to the board instead. Guests do not count toward the member limit.
create function private.check_guest_invitation() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if new.board_id is null then
    return new;
  end if;
  new.role := 'viewer';
  if exists (
    select 1
    from public.workspace_members m
    join auth.users u on u.id = m.user_id
    where m.workspace_id = new.workspace_id and lower(u.email) = lower(btrim(new.email))
  ) then
    raise exception 'This person is already a member of the workspace: add them to the board instead.'
      using errcode = '23505', hint = 'teamboard:conflict', detail = 'already_workspace_member';
  end if;
  return new;
end;
$$;
revoke all on function private.check_guest_invitation() from public;
-- Named to run before invitations_prepare (triggers fire in name order).
create trigger invitations_check_guest
  before insert on public.invitations
  for each row execute function private.check_guest_invitation();

create or replace function private.pending_invitation_count(target_workspace_id uuid) returns bigint
language sql stable
set search_path = ''
as $$
  select count(*)
  from public.invitations i
  where i.workspace_id = target_workspace_id and i.board_id is null
    and i.accepted_at is null and i.revoked_at is null and i.expires_at > now()
$$;

-- Accepting: a guest invitation adds a board membership only.
create or replace function public.accept_invitation(token text) returns public.workspaces
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
  -- A guest invitation puts its person on one board (a member who was
  -- invited as a guest before they joined simply gains the board role).
  if invitation.board_id is not null then
    update public.invitations i set accepted_at = now(), accepted_by = actor where i.id = invitation.id;
    insert into public.board_members (board_id, user_id, role, added_by)
    values (invitation.board_id, actor, invitation.board_role, invitation.invited_by)
    on conflict (board_id, user_id) do update set role = excluded.role;
    select * into joined from public.workspaces w where w.id = invitation.workspace_id;
    return joined;
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

-- The invitation page names the board a guest is invited to.
drop function public.invitation_preview(text);
create function public.invitation_preview(token text)
returns table (
  status text,
  workspace_name text,
  inviter_name text,
  email text,
  role public.workspace_role,
  expires_at timestamptz,
  board_id uuid,
  board_name text,
  board_role public.board_member_role
)
language plpgsql stable security definer
set search_path = ''
as $$
declare
  invitation public.invitations;
begin
  -- A real token is 43 characters; anything far longer is not one, and is not hashed.
  if invitation_preview.token is null or char_length(invitation_preview.token) > 256 then
    return query select 'not_found'::text, null::text, null::text, null::text,
      null::public.workspace_role, null::timestamptz, null::uuid, null::text, null::public.board_member_role;
    return;
  end if;
  select * into invitation from public.invitations i
  where i.token_hash = encode(extensions.digest(invitation_preview.token, 'sha256'), 'hex');
  if invitation.id is null then
    return query select 'not_found'::text, null::text, null::text, null::text,
      null::public.workspace_role, null::timestamptz, null::uuid, null::text, null::public.board_member_role;
  elsif invitation.accepted_at is not null then
    return query select 'accepted'::text, null::text, null::text, null::text,
      null::public.workspace_role, null::timestamptz, null::uuid, null::text, null::public.board_member_role;
  elsif invitation.revoked_at is not null then
    return query select 'revoked'::text, null::text, null::text, null::text,
      null::public.workspace_role, null::timestamptz, null::uuid, null::text, null::public.board_member_role;
  elsif invitation.expires_at <= now() then
    return query select 'expired'::text, null::text, null::text, null::text,
      null::public.workspace_role, null::timestamptz, null::uuid, null::text, null::public.board_member_role;
  else
    return query
    select 'pending'::text, w.name, p.display_name, invitation.email, invitation.role,
      invitation.expires_at, invitation.board_id, b.name, invitation.board_role
    from public.workspaces w
    left join public.profiles p on p.id = invitation.invited_by
    left join public.boards b on b.id = invitation.board_id
    where w.id = invitation.workspace_id;
  end if;
end;
$$;
revoke all on function public.invitation_preview(text) from public;
grant execute on function public.invitation_preview(text) to anon, authenticated, service_role;

-- A copy of a private board is private too (its maker becomes its admin).
create or replace function public.duplicate_board(board_id uuid, name text, with_cards boolean default false)
returns public.boards
language plpgsql
set search_path = ''
as $$
declare
  role public.workspace_role := private.board_role(duplicate_board.board_id);
  source public.boards;
  copied public.boards;
  list_ids jsonb;
  label_ids jsonb;
  card_ids jsonb;
begin
  if role is null then
    raise exception 'Board not found.'
      using errcode = 'P0001', hint = 'teamboard:not-found';
  end if;
  if not private.can_manage(role) then
    raise exception 'Only owners and admins can create boards.'
      using errcode = '42501', hint = 'teamboard:forbidden';
  end if;
  select * into source from public.boards b where b.id = duplicate_board.board_id;

  -- No RETURNING: a private copy is visible to its maker only once the
  -- insert's own trigger has made them its admin.
  copied.id := gen_random_uuid();
  insert into public.boards (id, workspace_id, name, description, visibility)
  values (copied.id, source.workspace_id, btrim(duplicate_board.name), source.description, source.visibility);
  select * into copied from public.boards b where b.id = copied.id;

  with originals as materialized (
    select l.id, gen_random_uuid() as copy_id, l.name, l.position, l.wip_limit
    from public.lists l
    where l.board_id = source.id and l.archived_at is null
  ),
  inserted as (
    insert into public.lists (id, board_id, name, position, wip_limit)
    select o.copy_id, copied.id, o.name, o.position, o.wip_limit from originals o order by o.position, o.id
    returning id
  )
  select coalesce(jsonb_object_agg(o.id, o.copy_id), '{}') into list_ids
  from originals o;

  with originals as materialized (
    select l.id, gen_random_uuid() as copy_id, l.name, l.color
    from public.labels l
    where l.board_id = source.id
  ),
  inserted as (
    insert into public.labels (id, board_id, name, color)
    select o.copy_id, copied.id, o.name, o.color from originals o order by o.name, o.id
    returning id
  )
  select coalesce(jsonb_object_agg(o.id, o.copy_id), '{}') into label_ids
  from originals o;

  if coalesce(duplicate_board.with_cards, false) then
    with originals as materialized (
      select c.id, gen_random_uuid() as copy_id, (list_ids ->> c.list_id::text)::uuid as list_id,
        c.title, c.description, c.position, c.due_at
      from public.cards c
      where c.board_id = source.id and c.archived_at is null and list_ids ? c.list_id::text
    ),
    inserted as (
      insert into public.cards (id, board_id, list_id, title, description, position, due_at)
      select o.copy_id, copied.id, o.list_id, o.title, o.description, o.position, o.due_at
      from originals o order by o.list_id, o.position, o.id
      returning id
    )
    select coalesce(jsonb_object_agg(o.id, o.copy_id), '{}') into card_ids
    from originals o;

    insert into public.checklist_items (card_id, body, done, position)
    select (card_ids ->> i.card_id::text)::uuid, i.body, i.done, i.position
    from public.checklist_items i
    where card_ids ? i.card_id::text
    order by i.card_id, i.position, i.id;

    insert into public.card_labels (card_id, label_id)
    select (card_ids ->> cl.card_id::text)::uuid, (label_ids ->> cl.label_id::text)::uuid
    from public.card_labels cl
    where card_ids ? cl.card_id::text and label_ids ? cl.label_id::text;
  end if;

  return copied;
end;
$$;

-- Due reminders reach assignees who can still see the board (one who lost a
-- private board keeps the assignment, not the news of it).
create or replace function private.send_due_reminders() returns integer
language plpgsql security definer
set search_path = ''
as $$
declare
  sent integer;
begin
  with due as (
    select c.id as card_id, c.board_id, b.workspace_id, c.due_at, a.user_id,
           (case when c.due_at <= now() then 'overdue' else 'due_soon' end)::public.notification_kind as kind
    from public.cards c
    join public.lists l on l.id = c.list_id
    join public.boards b on b.id = c.board_id
    join public.card_assignees a on a.card_id = c.id
    where c.due_at <= now() + interval '24 hours'
      and private.person_board_role(b.id, a.user_id) is not null
      -- A card long overdue when reminders began is not news.
      and c.due_at > now() - interval '7 days'
      and c.completed_at is null
      and c.archived_at is null and l.archived_at is null and b.archived_at is null
  ),
  fresh as (
    insert into private.card_reminders_sent as r (card_id, user_id, kind, due_at)
    select d.card_id, d.user_id, d.kind, d.due_at from due d
    on conflict (card_id, user_id, kind) do update
      set due_at = excluded.due_at, sent_at = now()
      where r.due_at is distinct from excluded.due_at
    returning r.card_id, r.user_id, r.kind
  ),
  inserted as (
    insert into public.notifications (user_id, workspace_id, board_id, card_id, kind, payload)
    select d.user_id, d.workspace_id, d.board_id, d.card_id, d.kind,
           private.card_notification_payload(d.card_id, null) || jsonb_build_object('due_at', d.due_at)
    from fresh f
    join due d on d.card_id = f.card_id and d.user_id = f.user_id and d.kind = f.kind
    returning 1
  )
  select count(*) into sent from inserted;

  delete from public.notifications n where n.created_at < now() - interval '90 days';
  return sent;
end;
$$;
