-- A card's board is its list's board (the composite key cards (list_id, board_id) → lists says so).
-- Until now a client had to read the list's board first and send both: two round trips for every new
-- card, which is what an offline queue replaying a hundred cards waits for a hundred times. A card
-- inserted without its board now takes it from its list, read with the inserter's rights: a list
-- they cannot read (another workspace's, a private board's, an unknown id) is "not found", as the
-- extra read answered before, and one they can read but not write to is still refused by the
-- insert policy, which is checked after this trigger.
--
-- Named to sort first: Postgres fires a table's BEFORE triggers in the order of their names, and
-- cards_append_position, cards_enforce_limit and the others read the board.

create function private.card_board_from_list() returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  select l.board_id into new.board_id from public.lists l where l.id = new.list_id;
  if new.board_id is null then
    raise exception 'List not found.' using errcode = 'P0001', hint = 'teamboard:not-found';
  end if;
  return new;
end;
$$;
revoke all on function private.card_board_from_list() from public;

create trigger cards_0_board_from_list
  before insert on public.cards
  for each row when (new.board_id is null) execute function private.card_board_from_list();
