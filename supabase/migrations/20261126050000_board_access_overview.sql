-- Who is on which board, seen from two sides:
--   * a workspace's settings list each person's board memberships and the
--     workspace's guests, over the boards the caller can see (a private board
--     the caller is not on stays unnamed, as everywhere else);
--   * a guest, who belongs to no workspace, finds their way back to the
--     boards they were invited to.

-- Board memberships in a workspace, for its members only (a guest learns of
-- nobody beyond their board's Members dialog). Names come with them, as
-- guests are in no workspace member list.
create function public.workspace_board_memberships(workspace_id uuid)
returns table (
  user_id uuid,
  display_name text,
  avatar_path text,
  is_guest boolean,
  board_id uuid,
  board_name text,
  board_visibility public.board_visibility,
  role public.board_member_role
)
language plpgsql stable security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  visible uuid[];
begin
  if private.workspace_role(workspace_board_memberships.workspace_id) is null then
    raise exception 'Workspace not found.' using errcode = 'P0001', hint = 'teamboard:not-found';
  end if;
  visible := private.visible_board_ids(workspace_board_memberships.workspace_id);
  return query
    select p.id, p.display_name, p.avatar_path, m.user_id is null,
      b.id, b.name, b.visibility, bm.role
    from public.board_members bm
    join public.boards b on b.id = bm.board_id
    join public.profiles p on p.id = bm.user_id
    left join public.workspace_members m on m.workspace_id = b.workspace_id and m.user_id = bm.user_id
    where b.id = any (visible) and b.archived_at is null
    order by m.user_id is null, lower(p.display_name), p.id, lower(b.name), b.id;
end;
$$;
revoke all on function public.workspace_board_memberships(uuid) from public, anon;
grant execute on function public.workspace_board_memberships(uuid) to authenticated, service_role;

-- The boards the caller is a guest on: a board membership in a workspace
-- they do not belong to. A workspace requiring two-factor sign-in holds its
-- guests back too, as board_role does.
create function public.my_guest_boards()
returns table (
  board_id uuid,
  board_name text,
  role public.board_member_role,
  workspace_id uuid,
  workspace_name text,
  workspace_slug text
)
language sql stable security definer
set search_path = ''
as $$
  select b.id, b.name, bm.role, w.id, w.name, w.slug
  from public.board_members bm
  join public.boards b on b.id = bm.board_id
  join public.workspaces w on w.id = b.workspace_id
  where bm.user_id = (select auth.uid())
    and b.archived_at is null
    and not exists (
      select 1 from public.workspace_members m
      where m.workspace_id = b.workspace_id and m.user_id = bm.user_id
    )
    and private.two_factor_cleared(w.require_two_factor)
  order by lower(w.name), w.id, lower(b.name), b.id
$$;
revoke all on function public.my_guest_boards() from public, anon;
grant execute on function public.my_guest_boards() to authenticated, service_role;
