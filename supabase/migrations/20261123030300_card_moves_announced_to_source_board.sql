-- A card moved to another board changes its board_id, so Realtime's
-- `board_id=eq.<source>` filter no longer matches its UPDATE: people on the
-- source board would keep seeing it. The database tells them on the board's
-- private channel (`board:<id>`, readable by its members), naming only the
-- card, which they could read until now; the SDK turns it into the card's
-- DELETE for that board.
create function private.announce_card_left(card_id uuid, from_board_id uuid) returns void
language sql security definer
set search_path = ''
as $$
  select realtime.send(
    jsonb_build_object('card_id', card_id),
    'card_left',
    'board:' || from_board_id::text,
    true
  )
$$;
revoke all on function private.announce_card_left(uuid, uuid) from public;
grant execute on function private.announce_card_left(uuid, uuid) to authenticated, service_role;

create function private.announce_card_move() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  perform private.announce_card_left(old.id, old.board_id);
  return null;
end;
$$;
revoke all on function private.announce_card_move() from public;

create trigger cards_announce_move
  after update of board_id on public.cards
  for each row
  when (new.board_id is distinct from old.board_id)
  execute function private.announce_card_move();
