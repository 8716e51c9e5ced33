-- Reading a board's cards asked private.board_role(board_id) once per card:
-- on a private board each call adds a board_members lookup, so the select of
-- a private board cost 1.07x the same select of a workspace board. The set of
-- boards the caller can read is computed once per statement instead (the
-- form Supabase recommends for RLS: `column in (select function())` becomes
-- one hashed subplan), and every card is then a hash probe, whatever the
-- board's visibility.

-- Every board the caller can see, by private.effective_board_role as
-- private.board_role decides it, held back by the workspace's two-factor
-- requirement alike. Two indexed branches (from the caller's workspace
-- memberships, and from their board memberships) rather than one scan of
-- every board.
create function private.readable_board_ids() returns setof uuid
language sql stable security definer
set search_path = ''
as $$
  select b.id
  from public.workspace_members m
  join public.boards b on b.workspace_id = m.workspace_id
  join public.workspaces w on w.id = b.workspace_id
  left join public.board_members bm on bm.board_id = b.id and bm.user_id = m.user_id
  where m.user_id = (select auth.uid())
    and private.effective_board_role(b.visibility, m.role, bm.role) is not null
    and private.two_factor_cleared(w.require_two_factor)
  union
  select b.id
  from public.board_members bm
  join public.boards b on b.id = bm.board_id
  join public.workspaces w on w.id = b.workspace_id
  left join public.workspace_members m on m.workspace_id = b.workspace_id and m.user_id = bm.user_id
  where bm.user_id = (select auth.uid())
    and private.effective_board_role(b.visibility, m.role, bm.role) is not null
    and private.two_factor_cleared(w.require_two_factor)
$$;
revoke all on function private.readable_board_ids() from public;
grant execute on function private.readable_board_ids() to authenticated, service_role;

drop policy "members can read cards of their boards" on public.cards;
create policy "members can read cards of their boards" on public.cards
  for select to authenticated
  using (board_id in (select private.readable_board_ids()));
