-- Moving and copying a card to a list of another board of the same
-- workspace (PRODUCT.md §10.3). Both run as the caller, so row-level
-- security checks the rights on both boards: a move updates the card under
-- the source board's policy (USING) and the target's (WITH CHECK); a copy
-- reads the source and inserts on the target. Labels follow by name and
-- colour: a label the target board lacks is created there while the board
-- has room (§9: 30), otherwise left off. Assignees stay (the same workspace,
-- so they are members). A move keeps comments, attachments (their paths
-- name the workspace and card, not the board), checklist and history; a copy
-- takes title, description, due date, labels, assignees and checklist, and
-- starts its own conversation: comments and files are not duplicated.

-- A card changes board only inside move_card_to_board, which names the card
-- in a transaction-local setting first; every other update keeps its board.
create function private.keep_card_board() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.board_id is distinct from old.board_id
     and coalesce(current_setting('teamboard.moving_card', true), '') <> old.id::text then
    raise exception 'This item cannot be moved to another board.'
      using errcode = 'P0001', hint = 'teamboard:validation', detail = 'board_id';
  end if;
  return new;
end;
$$;
revoke all on function private.keep_card_board() from public;

drop trigger cards_keep_board on public.cards;
create trigger cards_keep_board
  before update of board_id on public.cards
  for each row execute function private.keep_card_board();

-- The target list of a move or copy: visible, editable, active, and on a
-- board of the same workspace as the card.
create function private.card_transfer_target(card public.cards, target_list_id uuid) returns public.lists
language plpgsql
set search_path = ''
as $$
declare
  target public.lists;
  target_board public.boards;
begin
  select * into target from public.lists l where l.id = target_list_id;
  if target.id is null then
    raise exception 'List not found.'
      using errcode = 'P0001', hint = 'teamboard:not-found', detail = 'list_id';
  end if;
  select * into target_board from public.boards b where b.id = target.board_id;
  if not private.can_edit(private.board_role(target.board_id)) then
    raise exception 'Your role on the target board cannot add cards.'
      using errcode = '42501', hint = 'teamboard:forbidden', detail = 'target_board';
  end if;
  -- One writer per target list at a time, as move_card does: the end of the list stays the end.
  perform 1 from public.lists l where l.id = target.id for no key update;
  if target_board.workspace_id is distinct from (
    select b.workspace_id from public.boards b where b.id = card.board_id
  ) then
    raise exception 'Cards move and copy only between boards of the same workspace.'
      using errcode = 'P0001', hint = 'teamboard:validation', detail = 'list_id';
  end if;
  if target.archived_at is not null or target_board.archived_at is not null then
    raise exception 'The target list is archived.'
      using errcode = 'P0001', hint = 'teamboard:validation', detail = 'list_id';
  end if;
  return target;
end;
$$;
revoke all on function private.card_transfer_target(public.cards, uuid) from public;
grant execute on function private.card_transfer_target(public.cards, uuid) to authenticated, service_role;

-- The §9 limit on active cards of the target board (a move is no insert,
-- so the insert trigger does not count it).
create function private.require_card_room(target_board_id uuid) returns void
language plpgsql
set search_path = ''
as $$
begin
  if (
    select count(*) from public.cards c where c.board_id = target_board_id and c.archived_at is null
  ) >= 5000 then
    raise exception 'A board can have at most 5,000 cards that are not archived.'
      using errcode = 'P0001', hint = 'teamboard:limit-reached', detail = 'cardsPerBoard';
  end if;
end;
$$;
revoke all on function private.require_card_room(uuid) from public;
grant execute on function private.require_card_room(uuid) to authenticated, service_role;

-- Puts on `card_id` the labels named by (name, color) pairs, matching the
-- target board's labels and creating the missing ones while there is room.
create function private.relabel_card(card_id uuid, target_board_id uuid, wanted jsonb) returns void
language plpgsql
set search_path = ''
as $$
declare
  wanted_label jsonb;
  label_id uuid;
begin
  for wanted_label in select value from jsonb_array_elements(coalesce(wanted, '[]'::jsonb)) loop
    select l.id into label_id from public.labels l
    where l.board_id = target_board_id
      and lower(btrim(l.name)) = lower(btrim(wanted_label ->> 'name'))
      and l.color = wanted_label ->> 'color'
    order by l.id limit 1;
    if label_id is null
       and (select count(*) from public.labels l where l.board_id = target_board_id) < 30 then
      insert into public.labels (board_id, name, color)
      values (target_board_id, wanted_label ->> 'name', wanted_label ->> 'color')
      returning id into label_id;
    end if;
    if label_id is not null then
      insert into public.card_labels (card_id, label_id) values (relabel_card.card_id, label_id)
      on conflict do nothing;
    end if;
  end loop;
end;
$$;
revoke all on function private.relabel_card(uuid, uuid, jsonb) from public;
grant execute on function private.relabel_card(uuid, uuid, jsonb) to authenticated, service_role;

-- The (name, color) of a card's labels, in a stable order.
create function private.card_label_names(card_id uuid) returns jsonb
language sql stable
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object('name', l.name, 'color', l.color) order by l.name, l.color), '[]')
  from public.card_labels cl join public.labels l on l.id = cl.label_id
  where cl.card_id = card_label_names.card_id
$$;
revoke all on function private.card_label_names(uuid) from public;
grant execute on function private.card_label_names(uuid) to authenticated, service_role;

-- move_card_to_board ------------------------------------------------------------
-- The card goes to the end of `list_id`; within its own board this is move_card.
create function public.move_card_to_board(card_id uuid, list_id uuid) returns public.cards
language plpgsql
set search_path = ''
as $$
declare
  moving public.cards;
  target public.lists;
  labels jsonb;
begin
  perform private.require_role(private.card_role(move_card_to_board.card_id), true, 'Card');
  select * into moving from public.cards c where c.id = move_card_to_board.card_id for update;
  target := private.card_transfer_target(moving, move_card_to_board.list_id);
  if target.board_id = moving.board_id then
    return public.move_card(moving.id, target.id, null, null);
  end if;
  if moving.archived_at is null then
    perform private.require_card_room(target.board_id);
  end if;

  labels := private.card_label_names(moving.id);
  delete from public.card_labels cl where cl.card_id = moving.id;
  perform set_config('teamboard.moving_card', moving.id::text, true);
  update public.cards c
  set board_id = target.board_id,
      list_id = target.id,
      position = (select coalesce(max(c2.position), 0) + 1024 from public.cards c2 where c2.list_id = target.id)
  where c.id = moving.id
  returning * into moving;
  perform set_config('teamboard.moving_card', '', true);
  if moving.id is null then
    raise exception 'Your role on this board cannot move this card.'
      using errcode = '42501', hint = 'teamboard:forbidden';
  end if;
  perform private.relabel_card(moving.id, target.board_id, labels);
  return moving;
end;
$$;

-- copy_card ------------------------------------------------------------------------
-- A new card at the end of `list_id` (on this board or another of the workspace).
create function public.copy_card(card_id uuid, list_id uuid) returns public.cards
language plpgsql
set search_path = ''
as $$
declare
  source public.cards;
  target public.lists;
  copied public.cards;
begin
  perform private.require_role(private.card_role(copy_card.card_id), false, 'Card');
  select * into source from public.cards c where c.id = copy_card.card_id;
  target := private.card_transfer_target(source, copy_card.list_id);

  insert into public.cards (board_id, list_id, title, description, due_at)
  values (target.board_id, target.id, source.title, source.description, source.due_at)
  returning * into copied;
  insert into public.card_assignees (card_id, user_id)
  select copied.id, a.user_id from public.card_assignees a where a.card_id = source.id;
  insert into public.checklist_items (card_id, body, done, position)
  select copied.id, i.body, i.done, i.position from public.checklist_items i where i.card_id = source.id
  order by i.position;
  perform private.relabel_card(copied.id, target.board_id, private.card_label_names(source.id));
  select * into copied from public.cards c where c.id = copied.id;
  return copied;
end;
$$;

revoke all on function public.move_card_to_board(uuid, uuid) from public, anon;
revoke all on function public.copy_card(uuid, uuid) from public, anon;
grant execute on function public.move_card_to_board(uuid, uuid) to authenticated, service_role;
grant execute on function public.copy_card(uuid, uuid) to authenticated, service_role;
