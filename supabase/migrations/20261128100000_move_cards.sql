-- Bulk move (issue 33, the table view's bulk actions): many cards to lists of
-- their own board in one request, all or nothing. Each card passes the same
-- checks as move_card (the caller edits the card's board, the list is on that
-- board, a blocked card stays out of a done list), so a bulk move can do
-- nothing a series of single moves could not; one request keeps a half-done
-- move from ever showing, and gives an Undo one call to put every card back.
--
-- `moves` is an array of {card_id, list_id, position?}. A position puts the
-- card exactly there (what an Undo uses to restore the old order); without
-- one the card goes after the target list's last card, in the array's order.

-- LIMITS.cardsPerBulkMove in the SDK; constants-parity checks the two agree.
create function private.bulk_move_limit() returns integer
language sql immutable
set search_path = ''
as $$ select 500 $$;
revoke all on function private.bulk_move_limit() from public;
grant execute on function private.bulk_move_limit() to authenticated, service_role;

create function public.move_cards(moves jsonb) returns setof public.cards
language plpgsql
set search_path = ''
as $$
declare
  uuid_pattern constant text := '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
  move jsonb;
  card_ids uuid[] := '{}';
  moving public.cards;
  target public.lists;
  new_position numeric;
  moved public.cards;
begin
  if move_cards.moves is null or pg_catalog.jsonb_typeof(move_cards.moves) <> 'array' then
    raise exception 'The moves must be a list of cards and their target lists.'
      using errcode = 'P0001', hint = 'teamboard:validation', detail = 'moves';
  end if;
  if pg_catalog.jsonb_array_length(move_cards.moves) > private.bulk_move_limit() then
    raise exception 'At most % cards can be moved at once.', private.bulk_move_limit()
      using errcode = 'P0001', hint = 'teamboard:limit-reached', detail = 'cardsPerBulkMove';
  end if;

  -- The shape of every move first: nothing is touched when one is malformed.
  for move in select value from pg_catalog.jsonb_array_elements(move_cards.moves) loop
    if pg_catalog.jsonb_typeof(move) <> 'object'
       or pg_catalog.jsonb_typeof(move -> 'card_id') is distinct from 'string'
       or pg_catalog.jsonb_typeof(move -> 'list_id') is distinct from 'string'
       or (move ->> 'card_id') !~ uuid_pattern
       or (move ->> 'list_id') !~ uuid_pattern
       or (move ? 'position' and pg_catalog.jsonb_typeof(move -> 'position') not in ('number', 'null'))
       or exists (select 1 from pg_catalog.jsonb_object_keys(move) k where k not in ('card_id', 'list_id', 'position')) then
      raise exception 'Each move names a card_id and a list_id (ids), and optionally a numeric position.'
        using errcode = 'P0001', hint = 'teamboard:validation', detail = 'moves';
    end if;
    if (move ->> 'card_id')::uuid = any (card_ids) then
      raise exception 'A card can be moved only once per request.'
        using errcode = 'P0001', hint = 'teamboard:validation', detail = 'moves';
    end if;
    card_ids := card_ids || (move ->> 'card_id')::uuid;
  end loop;

  -- Cards in a fixed order, so two bulk moves over the same cards wait for
  -- each other instead of deadlocking.
  perform 1 from public.cards c where c.id = any (card_ids) order by c.id for no key update;

  for move in select value from pg_catalog.jsonb_array_elements(move_cards.moves) loop
    perform private.require_role(private.card_role((move ->> 'card_id')::uuid), true, 'Card');
    select * into moving from public.cards c where c.id = (move ->> 'card_id')::uuid;
    -- One writer per target list at a time, as move_card: the end of the list stays the end.
    select * into target from public.lists l where l.id = (move ->> 'list_id')::uuid for no key update;
    if target.id is null or target.board_id <> moving.board_id then
      raise exception 'The target list is not on this card''s board.'
        using errcode = 'P0001', hint = 'teamboard:validation', detail = 'list_id';
    end if;
    if pg_catalog.jsonb_typeof(move -> 'position') = 'number' then
      new_position := (move ->> 'position')::numeric;
    else
      select private.position_between(max(c.position), null) into new_position
      from public.cards c where c.list_id = target.id and c.id <> moving.id;
    end if;
    update public.cards c
    set list_id = target.id, position = new_position
    where c.id = moving.id
    returning * into moved;
    return next moved;
  end loop;
end;
$$;
revoke all on function public.move_cards(jsonb) from public, anon;
grant execute on function public.move_cards(jsonb) to authenticated, service_role;
