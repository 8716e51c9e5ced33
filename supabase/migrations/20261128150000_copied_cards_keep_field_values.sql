-- Custom field values carried along (issue 31): a copied card keeps the
-- values its target board has a field for, and a duplicated board gets the
-- fields, their options and its cards' values.
--
-- A value finds its field on the target board by name (trimmed, any case)
-- and type, the first such field by position; a select value finds its
-- options by label the same way. A value is carried whole or not at all, so
-- that what the caller is told (the names of the values not carried) is all
-- that was lost: a multi select missing one of its labels is not carried. A
-- person value is carried only when that person can see the target board
-- (the check of private.check_card_field_value would refuse it).
--
-- copy_card now answers jsonb (the copied card plus `copied_field_values`
-- and `dropped_field_values`, field names in the source card's field order),
-- so it is dropped and created again with its grants.

-- Whether `user_id` can see `board_id`, answered only to someone who can see
-- that board themselves (the service role included): who is on a board is no
-- news to anyone else.
create function private.board_shows_person(board_id uuid, user_id uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select ((select auth.uid()) is null or private.board_role(board_shows_person.board_id) is not null)
    and private.person_board_role(board_shows_person.board_id, board_shows_person.user_id) is not null
$$;
revoke all on function private.board_shows_person(uuid, uuid) from public;
grant execute on function private.board_shows_person(uuid, uuid) to authenticated, service_role;

-- A card's field values as they would be on `target_board_id`: one row per
-- value of the card, in its board's field order, with the target field and
-- the value in the target's terms, or both null when it is not carried.
-- Runs with the caller's rights, so it reads only fields they can see.
create function private.field_values_for_board(source_card_id uuid, target_board_id uuid)
returns table (name text, field_position numeric, field_id uuid, value jsonb)
language sql stable
set search_path = ''
as $$
  with mapped as (
    select f.name, f.position, f.id as source_field_id, t.field_id,
      case
        when t.field_id is null then null
        when f.type in ('single_select', 'multi_select') then (
          -- Each of the value's options by label; null unless every one is found.
          select case when count(*) > 0 and count(*) = count(o.id) then
              case f.type when 'single_select' then to_jsonb(min(o.id::text))
                          else jsonb_agg(distinct o.id::text) end
            end
          from jsonb_array_elements_text(
            case jsonb_typeof(v.value) when 'array' then v.value else jsonb_build_array(v.value) end
          ) s(option_id)
          left join public.custom_field_options so on so.field_id = f.id and so.id::text = s.option_id
          left join lateral (
            select o.id from public.custom_field_options o
            where o.field_id = t.field_id and lower(btrim(o.label)) = lower(btrim(so.label))
            order by o.position, o.id limit 1
          ) o on true
        )
        when f.type = 'person' then
          case when private.board_shows_person(field_values_for_board.target_board_id, private.try_uuid(v.value #>> '{}'))
               then v.value end
        else v.value
      end as value
    from public.card_field_values v
    join public.custom_fields f on f.id = v.field_id
    left join lateral (
      select t.id as field_id from public.custom_fields t
      where t.board_id = field_values_for_board.target_board_id and t.type = f.type
        and lower(btrim(t.name)) = lower(btrim(f.name))
      order by t.position, t.id limit 1
    ) t on true
    where v.card_id = field_values_for_board.source_card_id
  ),
  -- Two fields of the same name and type on the source fill one field on the
  -- target: the first by position is carried, the other is not.
  ranked as (
    select m.*, row_number() over (
      partition by m.field_id, m.value is null order by m.position, m.source_field_id
    ) as nth
    from mapped m
  )
  select r.name, r.position,
    case when r.value is not null and r.nth = 1 then r.field_id end,
    case when r.value is not null and r.nth = 1 then r.value end
  from ranked r
  order by r.position, r.source_field_id
$$;
revoke all on function private.field_values_for_board(uuid, uuid) from public;
grant execute on function private.field_values_for_board(uuid, uuid) to authenticated, service_role;

-- copy_card: 20261127110000_start_dates_everywhere.sql's, carrying field values and saying which were not.
drop function public.copy_card(uuid, uuid);
create function public.copy_card(card_id uuid, list_id uuid) returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  source public.cards;
  target public.lists;
  copied public.cards;
  carried jsonb;
  dropped jsonb;
begin
  perform private.require_role(private.card_role(copy_card.card_id), false, 'Card');
  select * into source from public.cards c where c.id = copy_card.card_id;
  target := private.card_transfer_target(source, copy_card.list_id);

  insert into public.cards (board_id, list_id, title, description, start_at, due_at)
  values (target.board_id, target.id, source.title, source.description, source.start_at, source.due_at)
  returning * into copied;
  insert into public.card_assignees (card_id, user_id)
  select copied.id, a.user_id from public.card_assignees a where a.card_id = source.id;
  insert into public.checklist_items (card_id, body, done, position)
  select copied.id, i.body, i.done, i.position from public.checklist_items i where i.card_id = source.id
  order by i.position;
  perform private.relabel_card(copied.id, target.board_id, private.card_label_names(source.id));

  with mapped as materialized (
    select * from private.field_values_for_board(source.id, target.board_id)
  ),
  inserted as (
    insert into public.card_field_values (card_id, field_id, value)
    select copied.id, m.field_id, m.value from mapped m where m.field_id is not null
    returning 1
  )
  select coalesce(jsonb_agg(m.name order by m.field_position) filter (where m.field_id is not null), '[]'),
         coalesce(jsonb_agg(m.name order by m.field_position) filter (where m.field_id is null), '[]')
    into carried, dropped
  from mapped m;

  select * into copied from public.cards c where c.id = copied.id;
  return to_jsonb(copied) || jsonb_build_object('copied_field_values', carried, 'dropped_field_values', dropped);
end;
$$;
revoke all on function public.copy_card(uuid, uuid) from public, anon;
grant execute on function public.copy_card(uuid, uuid) to authenticated, service_role;

-- duplicate_board: 20261127110000_start_dates_everywhere.sql's, the copy getting the board's custom
-- fields with their options, and the cards' copies their values (a person's only while that person
-- can see the copy: a private board's copy starts with its maker as its only member).
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
  field_ids jsonb;
  option_ids jsonb;
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

  with originals as materialized (
    select f.id, gen_random_uuid() as copy_id, f.name, f.type, f.unit, f.show_on_card, f.position
    from public.custom_fields f
    where f.board_id = source.id
  ),
  inserted as (
    insert into public.custom_fields (id, board_id, name, type, unit, show_on_card, position)
    select o.copy_id, copied.id, o.name, o.type, o.unit, o.show_on_card, o.position
    from originals o order by o.position, o.id
    returning id
  )
  select coalesce(jsonb_object_agg(o.id, o.copy_id), '{}') into field_ids
  from originals o;

  with originals as materialized (
    select o.id, gen_random_uuid() as copy_id, (field_ids ->> o.field_id::text)::uuid as field_id,
      o.label, o.color, o.position
    from public.custom_field_options o
    where field_ids ? o.field_id::text
  ),
  inserted as (
    insert into public.custom_field_options (id, field_id, label, color, position)
    select o.copy_id, o.field_id, o.label, o.color, o.position
    from originals o order by o.field_id, o.position, o.id
    returning id
  )
  select coalesce(jsonb_object_agg(o.id, o.copy_id), '{}') into option_ids
  from originals o;

  if coalesce(duplicate_board.with_cards, false) then
    with originals as materialized (
      select c.id, gen_random_uuid() as copy_id, (list_ids ->> c.list_id::text)::uuid as list_id,
        c.title, c.description, c.position, c.start_at, c.due_at
      from public.cards c
      where c.board_id = source.id and c.archived_at is null and list_ids ? c.list_id::text
    ),
    inserted as (
      insert into public.cards (id, board_id, list_id, title, description, position, start_at, due_at)
      select o.copy_id, copied.id, o.list_id, o.title, o.description, o.position, o.start_at, o.due_at
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

    -- A select's options are the copy's own options of the same place.
    insert into public.card_field_values (card_id, field_id, value)
    select (card_ids ->> v.card_id::text)::uuid, (field_ids ->> v.field_id::text)::uuid,
      case f.type
        when 'single_select' then option_ids -> (v.value #>> '{}')
        when 'multi_select' then (
          select jsonb_agg(option_ids -> e.option_id order by e.n)
          from jsonb_array_elements_text(v.value) with ordinality e(option_id, n)
        )
        else v.value
      end
    from public.card_field_values v
    join public.custom_fields f on f.id = v.field_id
    where card_ids ? v.card_id::text and field_ids ? v.field_id::text
      and (f.type <> 'person' or private.board_shows_person(copied.id, private.try_uuid(v.value #>> '{}')))
    order by v.card_id, v.field_id;
  end if;

  return copied;
end;
$$;
