-- The board's time zone (issue 32): the zone its schedules count in (repeat
-- rules, weekly automation triggers). Due dates are still shown in each
-- viewer's own zone; this is what "every Monday at 9:00" means for the board.
-- Existing boards get UTC; a new board gets what its creator's client sends.
alter table public.boards add column time_zone text not null default 'UTC';
comment on column public.boards.time_zone is
  'IANA time zone the board''s schedules count in; one Postgres knows (pg_timezone_names). Board admins change it.';

-- A zone Postgres lists by name. The shape is checked first so that nothing
-- odd reaches the lookup or an error message; pg_timezone_names rather than
-- `at time zone`, which also accepts POSIX strings such as 'UTC+3' or '<+03>-3'.
create function private.check_board_time_zone(zone text) returns void
language plpgsql stable
set search_path = ''
as $$
begin
  if zone is null or char_length(zone) > 64
     or zone !~ '^[A-Za-z][A-Za-z0-9_+-]*(/[A-Za-z0-9_+-]+){0,2}$'
     or not exists (select 1 from pg_catalog.pg_timezone_names z where z.name = zone) then
    raise exception 'The time zone is not valid.'
      using errcode = 'P0001', hint = 'teamboard:validation', detail = 'time_zone';
  end if;
end;
$$;
revoke all on function private.check_board_time_zone(text) from public;
grant execute on function private.check_board_time_zone(text) to authenticated, service_role;

-- Every write of the column, whoever makes it (a client's insert, a copy, an import).
-- Who may change it is the row's update policy: the board's admins. A new
-- board sent without a zone gets UTC even as null (PostgREST sends null for a
-- key that only some rows of a bulk insert have).
create function private.guard_board_time_zone() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.time_zone := coalesce(new.time_zone, 'UTC');
  end if;
  perform private.check_board_time_zone(new.time_zone);
  return new;
end;
$$;
revoke all on function private.guard_board_time_zone() from public;
create trigger boards_check_time_zone
  before insert or update of time_zone on public.boards
  for each row execute function private.guard_board_time_zone();

-- Changing it with a clear answer: a member or viewer gets `not_board_admin`
-- (a plain update would silently change no row).
create function public.set_board_time_zone(board_id uuid, time_zone text) returns public.boards
language plpgsql security definer
set search_path = ''
as $$
declare
  role public.workspace_role := private.board_role(set_board_time_zone.board_id);
  saved public.boards;
begin
  if role is null then
    raise exception 'Board not found.' using errcode = 'P0001', hint = 'teamboard:not-found';
  end if;
  if not private.can_manage(role) then
    raise exception 'Only the board''s admins can change its time zone.'
      using errcode = '42501', hint = 'teamboard:forbidden', detail = 'not_board_admin';
  end if;
  perform private.check_board_time_zone(set_board_time_zone.time_zone);
  update public.boards b set time_zone = set_board_time_zone.time_zone
  where b.id = set_board_time_zone.board_id
  returning * into saved;
  return saved;
end;
$$;
revoke all on function public.set_board_time_zone(uuid, text) from public, anon;
grant execute on function public.set_board_time_zone(uuid, text) to authenticated, service_role;

-- set_card_recurrence: 20261126090000_card_recurrences.sql's, a rule without a
-- zone taking its board's.
create or replace function public.set_card_recurrence(
  card_id uuid,
  rrule text,
  dtstart timestamptz,
  time_zone text,
  mode public.recurrence_mode,
  list_id uuid default null
) returns public.card_recurrences
language plpgsql security definer
set search_path = ''
as $$
declare
  target public.cards;
  saved public.card_recurrences;
  starts_after timestamptz;
  zone text;
begin
  perform private.require_role(private.card_role(set_card_recurrence.card_id), true, 'Card');
  perform private.check_rrule(set_card_recurrence.rrule);
  zone := coalesce(
    set_card_recurrence.time_zone,
    (select b.time_zone from public.cards c join public.boards b on b.id = c.board_id
     where c.id = set_card_recurrence.card_id)
  );
  perform private.check_time_zone(zone);
  if set_card_recurrence.mode is null then
    raise exception 'A repeat rule needs a mode.'
      using errcode = 'P0001', hint = 'teamboard:validation', detail = 'mode';
  end if;
  -- Within ten years of now: the expander walks a rule from its start.
  if set_card_recurrence.dtstart is null
     or set_card_recurrence.dtstart not between now() - interval '10 years' and now() + interval '10 years' then
    raise exception 'A repeat rule starts within ten years of today.'
      using errcode = 'P0001', hint = 'teamboard:validation', detail = 'dtstart';
  end if;
  select * into target from public.cards c where c.id = set_card_recurrence.card_id for update;
  if set_card_recurrence.list_id is not null and (
    set_card_recurrence.mode <> 'copy'
    or not exists (
      select 1 from public.lists l
      where l.id = set_card_recurrence.list_id and l.board_id = target.board_id and l.archived_at is null
    )
  ) then
    raise exception 'Copies go to an open list of the card''s board.'
      using errcode = 'P0001', hint = 'teamboard:validation', detail = 'list_id';
  end if;

  starts_after := greatest(now(), set_card_recurrence.dtstart - interval '1 microsecond');
  insert into public.card_recurrences as r
    (card_id, board_id, rrule, dtstart, time_zone, mode, list_id, expanded_until, next_at, created_by)
  values (
    target.id, target.board_id, set_card_recurrence.rrule, set_card_recurrence.dtstart,
    zone, set_card_recurrence.mode, set_card_recurrence.list_id,
    starts_after, greatest(now(), set_card_recurrence.dtstart), auth.uid()
  )
  on conflict on constraint card_recurrences_card_id_key do update
    set rrule = excluded.rrule, dtstart = excluded.dtstart, time_zone = excluded.time_zone,
        mode = excluded.mode, list_id = excluded.list_id, expanded_until = excluded.expanded_until,
        next_at = excluded.next_at, leased_until = null, updated_at = now()
  returning * into saved;
  return saved;
end;
$$;

-- duplicate_board: 20261128150000_copied_cards_keep_field_values.sql's, the
-- copy keeping the board's time zone.
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
  insert into public.boards (id, workspace_id, name, description, visibility, time_zone)
  values (copied.id, source.workspace_id, btrim(duplicate_board.name), source.description, source.visibility,
          source.time_zone);
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
