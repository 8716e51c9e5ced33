-- Losing a board takes a person off its cards: their assignments and their
-- watching end when they can no longer open the board (removed from it, the
-- board made private, or removed from the workspace), as Trello and Planka do.
-- Otherwise a card would name as its assignee someone who cannot see it, and
-- keep them as a watcher that nothing may notify.

-- The people of one board's cards who can no longer open it.
create function private.drop_people_without_access(target_board_ids uuid[]) returns void
language sql security definer
set search_path = ''
as $$
  with gone as (
    select distinct c.id as card_id, p.user_id
    from public.cards c
    cross join lateral (
      select a.user_id from public.card_assignees a where a.card_id = c.id
      union
      select w.user_id from public.card_watchers w where w.card_id = c.id
    ) p
    where c.board_id = any (target_board_ids)
      and private.person_board_role(c.board_id, p.user_id) is null
  ),
  unassigned as (
    delete from public.card_assignees a using gone
    where a.card_id = gone.card_id and a.user_id = gone.user_id
  )
  delete from public.card_watchers w using gone
  where w.card_id = gone.card_id and w.user_id = gone.user_id
$$;
revoke all on function private.drop_people_without_access(uuid[]) from public;

create function private.drop_people_after_access_change() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if tg_table_name = 'board_members' then
    perform private.drop_people_without_access(array[old.board_id]);
  elsif tg_table_name = 'boards' then
    perform private.drop_people_without_access(array[new.id]);
  else -- workspace_members
    perform private.drop_people_without_access(
      array(select b.id from public.boards b where b.workspace_id = old.workspace_id));
  end if;
  return null;
end;
$$;
revoke all on function private.drop_people_after_access_change() from public;

create trigger board_members_drop_people
  after delete on public.board_members
  for each row execute function private.drop_people_after_access_change();
create trigger boards_drop_people
  after update of visibility on public.boards
  for each row when (new.visibility = 'private' and old.visibility <> 'private')
  execute function private.drop_people_after_access_change();
-- Named to fire after workspace_members_end_board_memberships (triggers fire by name).
create trigger workspace_members_zz_drop_people
  after delete on public.workspace_members
  for each row execute function private.drop_people_after_access_change();
