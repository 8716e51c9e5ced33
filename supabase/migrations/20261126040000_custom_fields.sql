-- Custom fields: a board's admins define fields (text, number with an
-- optional unit, date, single and multi select with coloured options,
-- checkbox, URL, person); editors set a value per card; everyone who sees the
-- board reads them. Access is the board's (private.board_role /
-- private.card_role of 20261126010000_board_access.sql), never derived here.
--
-- A value is one jsonb per card and field, its shape fixed by the field's
-- type and checked by private.check_card_field_value():
--   text, url        a string (url: http or https)
--   number           a number
--   date             a 'YYYY-MM-DD' string
--   single_select    the id of one of the field's options
--   multi_select     a non-empty array of distinct option ids of the field
--   checkbox         true or false
--   person           the id of someone who can see the board
-- Clearing a value deletes its row. The limits are the SDK's LIMITS and
-- TEXT_LIMITS (packages/sdk/src/constants.ts), copied once below in
-- private.custom_field_limits() and compared by tests/constants-parity.test.ts.

create type public.custom_field_type as enum (
  'text', 'number', 'date', 'single_select', 'multi_select', 'checkbox', 'url', 'person'
);

create function private.custom_field_limits() returns jsonb
language sql immutable
set search_path = ''
as $$
  select '{"customFieldsPerBoard": 30, "optionsPerCustomField": 50, "customFieldText": 2000, "customFieldUrl": 2048}'::jsonb
$$;
revoke all on function private.custom_field_limits() from public;
grant execute on function private.custom_field_limits() to authenticated, service_role;

-- A 'YYYY-MM-DD' day, or null for anything else (2026-02-30 included).
create function private.try_day(value text) returns date
language plpgsql immutable
set search_path = ''
as $$
begin
  if value !~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' then
    return null;
  end if;
  return make_date(substr(value, 1, 4)::integer, substr(value, 6, 2)::integer, substr(value, 9, 2)::integer);
exception when datetime_field_overflow or invalid_datetime_format then
  return null;
end;
$$;
revoke all on function private.try_day(text) from public;

create table public.custom_fields (
  id uuid primary key default gen_random_uuid(),
  board_id uuid not null references public.boards (id) on delete cascade,
  name text not null check (char_length(btrim(name)) between 1 and 60),
  type public.custom_field_type not null,
  -- Only a number has a unit ("h", "€", "pts").
  unit text constraint custom_fields_unit_check check (unit is null or (type = 'number' and char_length(btrim(unit)) between 1 and 16)),
  show_on_card boolean not null default false,
  -- 'NaN': after the last (private.append_position, as for lists and cards).
  position numeric not null default 'NaN' check (position <> 'NaN'),
  created_at timestamptz not null default now()
);
create index custom_fields_board_id_position_idx on public.custom_fields (board_id, position);

create table public.custom_field_options (
  id uuid primary key default gen_random_uuid(),
  field_id uuid not null references public.custom_fields (id) on delete cascade,
  label text not null check (char_length(btrim(label)) between 1 and 60),
  color text not null default 'gray' check (
    color in ('gray', 'red', 'orange', 'yellow', 'green', 'teal', 'blue', 'indigo', 'purple', 'pink')
  ),
  position numeric not null default 'NaN' check (position <> 'NaN')
);
create index custom_field_options_field_id_position_idx on public.custom_field_options (field_id, position);

create table public.card_field_values (
  card_id uuid not null references public.cards (id) on delete cascade,
  field_id uuid not null references public.custom_fields (id) on delete cascade,
  value jsonb not null,
  updated_by uuid references public.profiles (id) on delete set null,
  updated_at timestamptz not null default now(),
  primary key (card_id, field_id)
);
create index card_field_values_field_id_idx on public.card_field_values (field_id);
create index card_field_values_updated_by_idx on public.card_field_values (updated_by);

alter table public.custom_fields enable row level security;
alter table public.custom_field_options enable row level security;
alter table public.card_field_values enable row level security;
revoke all on public.custom_fields, public.custom_field_options, public.card_field_values from anon;
-- A field keeps its board and its type (values were checked against it); an
-- option keeps its field.
revoke update on public.custom_fields, public.custom_field_options from authenticated;
grant update (name, unit, show_on_card, position) on public.custom_fields to authenticated;
grant update (label, color, position) on public.custom_field_options to authenticated;

do $$
declare
  t text;
begin
  foreach t in array array['custom_fields', 'custom_field_options', 'card_field_values'] loop
    execute format(
      'create policy %I on public.%I as restrictive to authenticated using ((select private.assurance_met())) with check ((select private.assurance_met()))',
      'second factor verified when the user has one', t);
  end loop;
end
$$;

-- The caller's level on the board of a field (null: they cannot see it).
create function private.custom_field_role(target_field_id uuid) returns public.workspace_role
language sql stable security definer
set search_path = ''
as $$
  select private.board_role(f.board_id) from public.custom_fields f where f.id = target_field_id
$$;
revoke all on function private.custom_field_role(uuid) from public;
grant execute on function private.custom_field_role(uuid) to authenticated, service_role;

-- custom_fields: read by the board, defined by its admins -----------------------
create policy "people with access can read a board's fields" on public.custom_fields
  for select to authenticated
  using (private.board_role(board_id) is not null);
create policy "board admins can add fields" on public.custom_fields
  for insert to authenticated
  with check (private.can_manage(private.board_role(board_id)));
create policy "board admins can change fields" on public.custom_fields
  for update to authenticated
  using (private.can_manage(private.board_role(board_id)))
  with check (private.can_manage(private.board_role(board_id)));
create policy "board admins can delete fields" on public.custom_fields
  for delete to authenticated
  using (private.can_manage(private.board_role(board_id)));

-- custom_field_options ------------------------------------------------------------
create policy "people with access can read a field's options" on public.custom_field_options
  for select to authenticated
  using (private.custom_field_role(field_id) is not null);
create policy "board admins can add options" on public.custom_field_options
  for insert to authenticated
  with check (private.can_manage(private.custom_field_role(field_id)));
create policy "board admins can change options" on public.custom_field_options
  for update to authenticated
  using (private.can_manage(private.custom_field_role(field_id)))
  with check (private.can_manage(private.custom_field_role(field_id)));
create policy "board admins can delete options" on public.custom_field_options
  for delete to authenticated
  using (private.can_manage(private.custom_field_role(field_id)));

-- card_field_values: set by editors, like every other part of a card ---------------
create policy "people with access can read field values" on public.card_field_values
  for select to authenticated
  using (private.card_role(card_id) is not null);
create policy "editors can set field values" on public.card_field_values
  for insert to authenticated
  with check (private.can_edit(private.card_role(card_id)));
create policy "editors can change field values" on public.card_field_values
  for update to authenticated
  using (private.can_edit(private.card_role(card_id)))
  with check (private.can_edit(private.card_role(card_id)));
create policy "editors can clear field values" on public.card_field_values
  for delete to authenticated
  using (private.can_edit(private.card_role(card_id)));

create trigger custom_fields_append_position
  before insert on public.custom_fields
  for each row execute function private.append_position('boards', 'board_id');
create trigger custom_field_options_append_position
  before insert on public.custom_field_options
  for each row execute function private.append_position('custom_fields', 'field_id');

-- Limits ---------------------------------------------------------------------------
create function private.enforce_custom_field_limit() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  most integer := (private.custom_field_limits() ->> 'customFieldsPerBoard')::integer;
begin
  perform 1 from public.boards b where b.id = new.board_id for no key update;
  if (select count(*) from public.custom_fields f where f.board_id = new.board_id) >= most then
    raise exception 'A board can have at most % custom fields.', most
      using errcode = 'P0001', hint = 'teamboard:limit-reached', detail = 'customFieldsPerBoard';
  end if;
  new.created_at := now();
  return new;
end;
$$;
revoke all on function private.enforce_custom_field_limit() from public;
create trigger custom_fields_enforce_limit
  before insert on public.custom_fields
  for each row execute function private.enforce_custom_field_limit();

-- Options belong to select fields only, and a field has a bounded number.
create function private.check_custom_field_option() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  most integer := (private.custom_field_limits() ->> 'optionsPerCustomField')::integer;
  field public.custom_fields;
begin
  if (select auth.uid()) is not null and not private.can_manage(private.custom_field_role(new.field_id)) then
    raise exception 'new row violates row-level security policy for table "custom_field_options"'
      using errcode = '42501';
  end if;
  select * into field from public.custom_fields f where f.id = new.field_id for no key update;
  if field.type not in ('single_select', 'multi_select') then
    raise exception 'Only select fields have options.'
      using errcode = 'P0001', hint = 'teamboard:validation', detail = 'field_id';
  end if;
  if (select count(*) from public.custom_field_options o where o.field_id = new.field_id) >= most then
    raise exception 'A field can have at most % options.', most
      using errcode = 'P0001', hint = 'teamboard:limit-reached', detail = 'optionsPerCustomField';
  end if;
  return new;
end;
$$;
revoke all on function private.check_custom_field_option() from public;
create trigger custom_field_options_check
  before insert on public.custom_field_options
  for each row execute function private.check_custom_field_option();

-- A deleted option leaves no value pointing at it: a single select loses its
-- value, a multi select the option (and its value when none is left).
create function private.forget_custom_field_option() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  delete from public.card_field_values v
  where v.field_id = old.field_id
    and (v.value = to_jsonb(old.id::text) or v.value = jsonb_build_array(old.id::text));
  update public.card_field_values v
  set value = v.value - old.id::text
  where v.field_id = old.field_id and jsonb_typeof(v.value) = 'array' and v.value ? old.id::text;
  return null;
end;
$$;
revoke all on function private.forget_custom_field_option() from public;
create trigger custom_field_options_forget
  after delete on public.custom_field_options
  for each row execute function private.forget_custom_field_option();

-- Values ------------------------------------------------------------------------------
-- The value fits its field's type, the field is of the card's board, and the
-- row records who set it when.
create function private.check_card_field_value() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  limits constant jsonb := private.custom_field_limits();
  field public.custom_fields;
  card_board uuid;
  kind text := jsonb_typeof(new.value);
  text_value text;
  ids text[];
begin
  -- Someone who may not edit the card learns nothing from the checks below
  -- (which fields, options or people the board has): refused as RLS would.
  if (select auth.uid()) is not null and not private.can_edit(private.card_role(new.card_id)) then
    raise exception 'new row violates row-level security policy for table "card_field_values"'
      using errcode = '42501';
  end if;
  select c.board_id into card_board from public.cards c where c.id = new.card_id;
  select * into field from public.custom_fields f where f.id = new.field_id;
  if field.id is null or card_board is null or field.board_id <> card_board then
    raise exception 'A field can only hold values for cards of its own board.'
      using errcode = 'P0001', hint = 'teamboard:validation', detail = 'field_id';
  end if;
  if kind = 'string' then
    text_value := new.value #>> '{}';
  end if;

  case field.type
    when 'text' then
      if kind is distinct from 'string' or char_length(btrim(text_value)) = 0 then
        raise exception 'A text field holds some text.'
          using errcode = 'P0001', hint = 'teamboard:validation', detail = 'value';
      end if;
      if char_length(text_value) > (limits ->> 'customFieldText')::integer then
        raise exception 'A text field holds at most % characters.', limits ->> 'customFieldText'
          using errcode = 'P0001', hint = 'teamboard:validation', detail = 'value';
      end if;
    when 'url' then
      if kind is distinct from 'string' or text_value !~* '^https?://[^[:space:][:cntrl:]]+$' then
        raise exception 'A link starts with http:// or https:// and has no spaces.'
          using errcode = 'P0001', hint = 'teamboard:validation', detail = 'value';
      end if;
      if char_length(text_value) > (limits ->> 'customFieldUrl')::integer then
        raise exception 'A link is at most % characters long.', limits ->> 'customFieldUrl'
          using errcode = 'P0001', hint = 'teamboard:validation', detail = 'value';
      end if;
    when 'number' then
      -- Kept within what a JavaScript number holds exactly to 15 digits.
      if kind is distinct from 'number' or abs((new.value #>> '{}')::numeric) >= 1e15 then
        raise exception 'A number field holds a number below a million billion.'
          using errcode = 'P0001', hint = 'teamboard:validation', detail = 'value';
      end if;
    when 'date' then
      if kind is distinct from 'string' or private.try_day(text_value) is null then
        raise exception 'A date field holds a day as YYYY-MM-DD.'
          using errcode = 'P0001', hint = 'teamboard:validation', detail = 'value';
      end if;
    when 'checkbox' then
      if kind is distinct from 'boolean' then
        raise exception 'A checkbox is true or false.'
          using errcode = 'P0001', hint = 'teamboard:validation', detail = 'value';
      end if;
    when 'person' then
      if kind is distinct from 'string' or private.try_uuid(text_value) is null
         or private.person_board_role(field.board_id, private.try_uuid(text_value)) is null then
        raise exception 'Only people who can see the board can be chosen.'
          using errcode = 'P0001', hint = 'teamboard:validation', detail = 'value';
      end if;
      new.value := to_jsonb(private.try_uuid(text_value)::text);
    when 'single_select', 'multi_select' then
      if field.type = 'single_select' and kind = 'string' then
        ids := array[text_value];
      elsif field.type = 'multi_select' and kind = 'array'
            and jsonb_array_length(new.value) between 1 and (limits ->> 'optionsPerCustomField')::integer
            and not exists (select 1 from jsonb_array_elements(new.value) e where jsonb_typeof(e) <> 'string') then
        ids := array(select jsonb_array_elements_text(new.value));
      else
        raise exception 'Choose % of the field''s options.',
            case field.type when 'single_select' then 'one' else 'one or more' end
          using errcode = 'P0001', hint = 'teamboard:validation', detail = 'value';
      end if;
      if (select count(distinct i) from unnest(ids) i) <> cardinality(ids)
         or (select count(*) from public.custom_field_options o
             where o.field_id = field.id and o.id::text = any (ids)) <> cardinality(ids) then
        raise exception 'Choose among the field''s own options, each once.'
          using errcode = 'P0001', hint = 'teamboard:validation', detail = 'value';
      end if;
  end case;

  new.updated_by := (select p.id from public.profiles p where p.id = (select auth.uid()));
  new.updated_at := now();
  return new;
end;
$$;
revoke all on function private.check_card_field_value() from public;
create trigger card_field_values_check
  before insert or update on public.card_field_values
  for each row execute function private.check_card_field_value();

-- A card moved to another board leaves the old board's fields behind.
create function private.drop_field_values_of_moved_card() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  delete from public.card_field_values v where v.card_id = new.id;
  return null;
end;
$$;
revoke all on function private.drop_field_values_of_moved_card() from public;
create trigger cards_drop_field_values_on_move
  after update of board_id on public.cards
  for each row when (new.board_id is distinct from old.board_id)
  execute function private.drop_field_values_of_moved_card();

-- Activity --------------------------------------------------------------------------
create function private.log_custom_field_activity() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  row_ public.custom_fields := case when tg_op = 'DELETE' then old else new end;
  ws uuid := (select b.workspace_id from public.boards b where b.id = row_.board_id);
begin
  -- A board being deleted takes its fields along without a word.
  if ws is null then
    return null;
  end if;
  perform private.record_activity(ws, row_.board_id, null,
    case tg_op when 'INSERT' then 'custom_field.created' else 'custom_field.deleted' end,
    jsonb_build_object('field_id', row_.id, 'name', row_.name, 'type', row_.type));
  return null;
end;
$$;
revoke all on function private.log_custom_field_activity() from public;
create trigger custom_fields_log_activity
  after insert or delete on public.custom_fields
  for each row execute function private.log_custom_field_activity();

-- Set and cleared values; a value leaving with its card or its field is not news.
create function private.log_card_field_value_activity() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  row_ public.card_field_values := case when tg_op = 'DELETE' then old else new end;
  board uuid;
  ws uuid;
  field_name text := (select f.name from public.custom_fields f where f.id = row_.field_id);
begin
  select c.board_id, b.workspace_id into board, ws
  from public.cards c join public.boards b on b.id = c.board_id where c.id = row_.card_id;
  if ws is null or field_name is null then
    return null;
  end if;
  perform private.record_activity(ws, board, row_.card_id,
    case tg_op when 'DELETE' then 'card.field_cleared' else 'card.field_set' end,
    jsonb_build_object('field_id', row_.field_id, 'name', field_name)
      || case when tg_op = 'DELETE' then '{}'::jsonb else jsonb_build_object('value', row_.value) end);
  return null;
end;
$$;
revoke all on function private.log_card_field_value_activity() from public;
create trigger card_field_values_log_activity
  after insert or update of value or delete on public.card_field_values
  for each row execute function private.log_card_field_value_activity();

-- Realtime: open boards see new fields, options and values live ----------------------
-- Full replica identity like the other board tables; a DELETE arrives with its
-- primary key only (RLS table), which for a value is (card_id, field_id).
alter table public.custom_fields replica identity full;
alter table public.custom_field_options replica identity full;
alter table public.card_field_values replica identity full;
alter publication supabase_realtime add table
  public.custom_fields,
  public.custom_field_options,
  public.card_field_values;

-- Search: text and link values are part of a card's document -------------------------
-- As in 20261123060000_card_search.sql, with the card's text and URL field
-- values indexed beside its checklist (weight C).
create or replace function private.refresh_card_search(target_card_id uuid) returns void
language sql security definer
set search_path = ''
as $$
  with card as (
    select c.id, b.workspace_id, c.title, c.description
    from public.cards c join public.boards b on b.id = c.board_id
    where c.id = target_card_id
  ),
  checklist as (
    select coalesce(string_agg(i.body, ' · ' order by i.position), '') as text
    from public.checklist_items i where i.card_id = target_card_id
  ),
  field_text as (
    select coalesce(string_agg(v.value #>> '{}', ' · ' order by f.position, f.id), '') as text
    from public.card_field_values v join public.custom_fields f on f.id = v.field_id
    where v.card_id = target_card_id and f.type in ('text', 'url')
  ),
  comment as (
    select left(coalesce(string_agg(m.body, ' · ' order by m.created_at desc), ''), 100000) as text
    from public.comments m where m.card_id = target_card_id and m.deleted_at is null
  )
  insert into private.card_search (card_id, workspace_id, document, body)
  select card.id, card.workspace_id,
    setweight(to_tsvector('private.search', card.title), 'A')
      || setweight(to_tsvector('private.search', card.description), 'B')
      || setweight(to_tsvector('private.search', checklist.text), 'C')
      || setweight(to_tsvector('private.search', field_text.text), 'C')
      || setweight(to_tsvector('private.search', comment.text), 'D'),
    concat_ws(E'\n', card.title, nullif(card.description, ''), nullif(checklist.text, ''),
      nullif(field_text.text, ''), nullif(comment.text, ''))
  from card, checklist, field_text, comment
  on conflict (card_id) do update
    set workspace_id = excluded.workspace_id, document = excluded.document, body = excluded.body
$$;
revoke all on function private.refresh_card_search(uuid) from public;

create trigger card_field_values_refresh_search
  after insert or update of value or delete on public.card_field_values
  for each row execute function private.refresh_card_search_of_row();

-- Board loading ------------------------------------------------------------------------
-- As in 20261123040000_load_board.sql, plus the board's fields (by position,
-- each with its options by position) and each card's values as
-- `field_values`: { field id: value }.
create or replace function public.load_board(target_board_id uuid) returns jsonb
language sql stable security invoker
set search_path = ''
as $$
  with visible_cards as (
    select c.*
    from public.cards c
    where c.board_id = target_board_id and c.archived_at is null
  ),
  assignees as (
    select a.card_id, jsonb_agg(a.user_id order by a.user_id) as ids
    from public.card_assignees a
    join visible_cards c on c.id = a.card_id
    group by a.card_id
  ),
  labels as (
    select l.card_id, jsonb_agg(l.label_id order by l.label_id) as ids
    from public.card_labels l
    join visible_cards c on c.id = l.card_id
    group by l.card_id
  ),
  comment_counts as (
    select m.card_id, count(*) as n
    from public.comments m
    join visible_cards c on c.id = m.card_id
    where m.deleted_at is null
    group by m.card_id
  ),
  attachment_counts as (
    select f.card_id, count(*) as n
    from public.attachments f
    join visible_cards c on c.id = f.card_id
    group by f.card_id
  ),
  checklists as (
    select i.card_id, count(*) filter (where i.done) as done, count(*) as total
    from public.checklist_items i
    join visible_cards c on c.id = i.card_id
    group by i.card_id
  ),
  field_values as (
    select v.card_id, jsonb_object_agg(v.field_id, v.value) as values
    from public.card_field_values v
    join visible_cards c on c.id = v.card_id
    group by v.card_id
  )
  select jsonb_build_object(
    'board', to_jsonb(b),
    'lists', coalesce(
      (select jsonb_agg(to_jsonb(l) order by l.position, l.id)
       from public.lists l
       where l.board_id = b.id and l.archived_at is null),
      '[]'::jsonb),
    'fields', coalesce(
      (select jsonb_agg(
                to_jsonb(f) || jsonb_build_object('options', coalesce(
                  (select jsonb_agg(to_jsonb(o) order by o.position, o.id)
                   from public.custom_field_options o where o.field_id = f.id),
                  '[]'::jsonb))
                order by f.position, f.id)
       from public.custom_fields f
       where f.board_id = b.id),
      '[]'::jsonb),
    'cards', coalesce(
      (select jsonb_agg(
                to_jsonb(c) || jsonb_build_object(
                  'assignee_ids', coalesce(a.ids, '[]'::jsonb),
                  'label_ids', coalesce(lb.ids, '[]'::jsonb),
                  'comment_count', coalesce(cm.n, 0),
                  'attachment_count', coalesce(af.n, 0),
                  'checklist_done', coalesce(ck.done, 0),
                  'checklist_total', coalesce(ck.total, 0),
                  'field_values', coalesce(fv.values, '{}'::jsonb))
                order by c.list_id, c.position, c.id)
       from visible_cards c
       left join assignees a on a.card_id = c.id
       left join labels lb on lb.card_id = c.id
       left join comment_counts cm on cm.card_id = c.id
       left join attachment_counts af on af.card_id = c.id
       left join checklists ck on ck.card_id = c.id
       left join field_values fv on fv.card_id = c.id),
      '[]'::jsonb))
  from public.boards b
  where b.id = target_board_id
$$;
