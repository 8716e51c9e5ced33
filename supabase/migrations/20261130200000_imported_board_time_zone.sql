-- An imported board counts its schedules in a zone, as a board made in the app
-- does (20261129400000_board_time_zone.sql): `content.time_zone` is the zone a
-- Teamboard export carries, else the importer's own (the import-board function
-- fills it in from the SDK's `timeZone`); left out or null, UTC as before. The
-- zone is checked by the boards' own trigger (private.guard_board_time_zone),
-- so a zone Postgres does not list refuses the whole import with
-- `validation` / `time_zone` and creates nothing.
--
-- import_board: 20261127110000_start_dates_everywhere.sql's (the latest), with
-- the zone read and its type checked alongside the content's shape.
create or replace function public.import_board(workspace_id uuid, content jsonb) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  role public.workspace_role := private.workspace_role(import_board.workspace_id);
  created public.boards;
  list_ids uuid[] := '{}';
  label_ids uuid[] := '{}';
  field_ids uuid[] := '{}';
  option_ids jsonb := '{}';
  card_ids uuid[];
  member_ids jsonb;
  wanted_emails text[];
  unmatched text[] := '{}';
  counts jsonb := '{"lists": 0, "labels": 0, "cards": 0, "archived_cards": 0, "checklist_items": 0,
                    "comments": 0, "assignees": 0, "start_dates": 0, "due_dates": 0, "dependencies": 0,
                    "fields": 0, "field_values": 0}';
  n integer;
  limits constant jsonb := private.import_limits();
  card_count integer;
  comment_count integer;
  item_count integer;
  link_count integer;
begin
  perform private.require_role(role, false, 'Workspace');
  if not private.can_manage(role) then
    raise exception 'Only owners and admins can create boards in this workspace.'
      using errcode = '42501', hint = 'teamboard:forbidden', detail = 'not_manager';
  end if;
  if jsonb_typeof(content) is distinct from 'object'
     or jsonb_typeof(content -> 'name') is distinct from 'string'
     or jsonb_typeof(coalesce(content -> 'lists', '[]')) <> 'array'
     or jsonb_typeof(coalesce(content -> 'labels', '[]')) <> 'array'
     or jsonb_typeof(coalesce(content -> 'cards', '[]')) <> 'array'
     or jsonb_typeof(coalesce(content -> 'fields', '[]')) <> 'array'
     or exists (
       select 1 from jsonb_array_elements(coalesce(content -> 'cards', '[]')) c
       where jsonb_typeof(coalesce(c.value -> 'blocked_by', '[]')) <> 'array'
          or jsonb_typeof(coalesce(c.value -> 'fields', '[]')) <> 'array'
     )
     or exists (
       select 1 from jsonb_array_elements(coalesce(content -> 'fields', '[]')) f
       where jsonb_typeof(coalesce(f.value -> 'options', '[]')) <> 'array'
     ) then
    raise exception 'The import must name the board and give lists, labels, fields and cards as arrays.'
      using errcode = 'P0001', hint = 'teamboard:validation', detail = 'content';
  end if;
  if jsonb_typeof(coalesce(content -> 'time_zone', 'null')) not in ('string', 'null') then
    raise exception 'The time zone is not valid.'
      using errcode = 'P0001', hint = 'teamboard:validation', detail = 'time_zone';
  end if;

  -- Everything the import brings in is counted before anything is written.
  select count(*)::integer,
         coalesce(sum(case when jsonb_typeof(c.value -> 'comments') = 'array'
                           then jsonb_array_length(c.value -> 'comments') else 0 end), 0)::integer,
         coalesce(sum(case when jsonb_typeof(c.value -> 'checklist') = 'array'
                           then jsonb_array_length(c.value -> 'checklist') else 0 end), 0)::integer
    into card_count, comment_count, item_count
  from jsonb_array_elements(coalesce(content -> 'cards', '[]')) c;
  select count(*)::integer into link_count
  from jsonb_array_elements(coalesce(content -> 'cards', '[]')) c,
       jsonb_array_elements(coalesce(c.value -> 'blocked_by', '[]')) b;
  if card_count > (limits ->> 'cardsPerBoard')::integer then
    raise exception 'An import can bring in at most % cards, archived ones included.', limits ->> 'cardsPerBoard'
      using errcode = 'P0001', hint = 'teamboard:limit-reached', detail = 'cardsPerBoard';
  end if;
  if comment_count > (limits ->> 'commentsPerImport')::integer then
    raise exception 'An import can bring in at most % comments.', limits ->> 'commentsPerImport'
      using errcode = 'P0001', hint = 'teamboard:limit-reached', detail = 'commentsPerImport';
  end if;
  if item_count > (limits ->> 'checklistItemsPerImport')::integer then
    raise exception 'An import can bring in at most % checklist items.', limits ->> 'checklistItemsPerImport'
      using errcode = 'P0001', hint = 'teamboard:limit-reached', detail = 'checklistItemsPerImport';
  end if;
  if link_count > (limits ->> 'dependenciesPerImport')::integer then
    raise exception 'An import can bring in at most % dependencies.', limits ->> 'dependenciesPerImport'
      using errcode = 'P0001', hint = 'teamboard:limit-reached', detail = 'dependenciesPerImport';
  end if;

  -- Per-row side effects wait until everything is in (see private.importing).
  perform set_config('teamboard.importing', 'on', true);

  -- A null zone becomes UTC in the trigger; any other is checked there.
  insert into public.boards (workspace_id, name, description, time_zone)
  values (import_board.workspace_id, btrim(content ->> 'name'), coalesce(content ->> 'description', ''),
          content ->> 'time_zone')
  returning * into created;

  -- Ids are made first, so rows find their list, labels and card by position in the file.
  select coalesce(array_agg(gen_random_uuid() order by l.ordinality), '{}') into list_ids
  from jsonb_array_elements(coalesce(content -> 'lists', '[]')) with ordinality l;
  insert into public.lists (id, board_id, name, position, archived_at, wip_limit, is_done)
  select list_ids[l.ordinality], created.id, btrim(l.value ->> 'name'), l.ordinality * 1024,
    coalesce((l.value ->> 'archived_at')::timestamptz,
             case when (l.value ->> 'archived')::boolean then now() end),
    (l.value ->> 'wip_limit')::integer,
    coalesce((l.value ->> 'is_done')::boolean, false)
  from jsonb_array_elements(coalesce(content -> 'lists', '[]')) with ordinality l
  order by l.ordinality;

  select coalesce(array_agg(gen_random_uuid() order by l.ordinality), '{}') into label_ids
  from jsonb_array_elements(coalesce(content -> 'labels', '[]')) with ordinality l;
  insert into public.labels (id, board_id, name, color)
  select label_ids[l.ordinality], created.id, btrim(l.value ->> 'name'), coalesce(l.value ->> 'color', 'gray')
  from jsonb_array_elements(coalesce(content -> 'labels', '[]')) with ordinality l
  order by l.ordinality;

  -- Custom fields and their options; an option is found by "field:option" index.
  select coalesce(array_agg(gen_random_uuid() order by f.ordinality), '{}') into field_ids
  from jsonb_array_elements(coalesce(content -> 'fields', '[]')) with ordinality f;
  insert into public.custom_fields (id, board_id, name, type, unit, show_on_card, position)
  select field_ids[f.ordinality], created.id, btrim(f.value ->> 'name'),
    (f.value ->> 'type')::public.custom_field_type, nullif(btrim(f.value ->> 'unit'), ''),
    coalesce((f.value ->> 'show_on_card')::boolean, false), f.ordinality * 1024
  from jsonb_array_elements(coalesce(content -> 'fields', '[]')) with ordinality f
  order by f.ordinality;
  get diagnostics n = row_count;
  counts := jsonb_set(counts, '{fields}', to_jsonb(n));
  with options as (
    select f.ordinality - 1 as field, o.ordinality - 1 as option, gen_random_uuid() as id,
      field_ids[f.ordinality] as field_id, o.value
    from jsonb_array_elements(coalesce(content -> 'fields', '[]')) with ordinality f,
         jsonb_array_elements(coalesce(f.value -> 'options', '[]')) with ordinality o
  ),
  inserted as (
    insert into public.custom_field_options (id, field_id, label, color, position)
    select id, field_id, btrim(value ->> 'label'), coalesce(value ->> 'color', 'gray'), (option + 1) * 1024
    from options
    returning id
  )
  select coalesce(jsonb_object_agg(field || ':' || option, id), '{}') into option_ids
  from options where id in (select id from inserted);

  -- Every address any card asks for (assignees, comment authors, people in
  -- fields), matched once.
  select coalesce(array_agg(distinct lower(btrim(e))), '{}') into wanted_emails
  from (
    select e
    from jsonb_array_elements(coalesce(content -> 'cards', '[]')) c,
         jsonb_array_elements_text(coalesce(c.value -> 'assignee_emails', '[]')) e
    union all
    select m.value ->> 'author_email'
    from jsonb_array_elements(coalesce(content -> 'cards', '[]')) c,
         jsonb_array_elements(coalesce(c.value -> 'comments', '[]')) m
    where jsonb_typeof(m.value) = 'object' and m.value ->> 'author_email' is not null
    union all
    select v.value ->> 'person_email'
    from jsonb_array_elements(coalesce(content -> 'cards', '[]')) c,
         jsonb_array_elements(coalesce(c.value -> 'fields', '[]')) v
    where v.value ->> 'person_email' is not null
  ) wanted (e);
  select coalesce(jsonb_object_agg(f.email, f.user_id), '{}') into member_ids
  from private.workspace_members_by_email(import_board.workspace_id, wanted_emails) f;
  -- Only assignees are reported as left out: a comment keeps its author as
  -- "originally by", and a person field's value is reported by the caller.
  select coalesce(array_agg(distinct lower(btrim(e)) order by lower(btrim(e))), '{}') into unmatched
  from jsonb_array_elements(coalesce(content -> 'cards', '[]')) c,
       jsonb_array_elements_text(coalesce(c.value -> 'assignee_emails', '[]')) e
  where not member_ids ? lower(btrim(e));

  if exists (
    select 1 from jsonb_array_elements(coalesce(content -> 'cards', '[]')) c
    where (c.value ->> 'list')::integer is null
       or (c.value ->> 'list')::integer not between 0 and cardinality(list_ids) - 1
  ) then
    raise exception 'A card names a list that is not in the import.'
      using errcode = 'P0001', hint = 'teamboard:validation', detail = 'list';
  end if;

  select coalesce(array_agg(gen_random_uuid() order by c.ordinality), '{}') into card_ids
  from jsonb_array_elements(coalesce(content -> 'cards', '[]')) with ordinality c;
  insert into public.cards (
    id, board_id, list_id, title, description, position, start_at, due_at, completed_at, archived_at
  )
  select card_ids[c.ordinality], created.id, list_ids[(c.value ->> 'list')::integer + 1],
    btrim(c.value ->> 'title'), coalesce(c.value ->> 'description', ''), c.ordinality * 1024,
    (c.value ->> 'start_at')::timestamptz,
    (c.value ->> 'due_at')::timestamptz,
    coalesce((c.value ->> 'completed_at')::timestamptz,
             case when (c.value ->> 'completed')::boolean then now() end),
    coalesce((c.value ->> 'archived_at')::timestamptz,
             case when (c.value ->> 'archived')::boolean then now() end)
  from jsonb_array_elements(coalesce(content -> 'cards', '[]')) with ordinality c
  order by c.ordinality;

  insert into public.card_labels (card_id, label_id)
  select distinct card_ids[c.ordinality], label_ids[l::integer + 1]
  from jsonb_array_elements(coalesce(content -> 'cards', '[]')) with ordinality c,
       jsonb_array_elements_text(coalesce(c.value -> 'labels', '[]')) l
  where l::integer between 0 and cardinality(label_ids) - 1;

  insert into public.card_assignees (card_id, user_id)
  select distinct card_ids[c.ordinality], (member_ids ->> lower(btrim(e)))::uuid
  from jsonb_array_elements(coalesce(content -> 'cards', '[]')) with ordinality c,
       jsonb_array_elements_text(coalesce(c.value -> 'assignee_emails', '[]')) e
  where member_ids ? lower(btrim(e));
  get diagnostics n = row_count;
  counts := jsonb_set(counts, '{assignees}', to_jsonb(n));

  insert into public.checklist_items (card_id, body, done, position, checklist)
  select card_ids[c.ordinality], btrim(i.value ->> 'body'), coalesce((i.value ->> 'done')::boolean, false),
    i.ordinality * 1024, coalesce(btrim(i.value ->> 'checklist'), '')
  from jsonb_array_elements(coalesce(content -> 'cards', '[]')) with ordinality c,
       jsonb_array_elements(coalesce(c.value -> 'checklist', '[]')) with ordinality i
  order by c.ordinality, i.ordinality;
  get diagnostics n = row_count;
  counts := jsonb_set(counts, '{checklist_items}', to_jsonb(n));

  -- A comment is its text, or { body, author_name, author_email, created_at }.
  -- Its author is the member with that address, else the importer with the
  -- original name kept. Comments of one date are read by (created_at, id):
  -- ids handed out in ascending order keep the file's order.
  with bodies as (
    select card_ids[c.ordinality] as card_id,
      case jsonb_typeof(m.value) when 'string' then m.value #>> '{}' else m.value ->> 'body' end as body,
      case when jsonb_typeof(m.value) = 'object' then m.value end as origin,
      row_number() over (order by c.ordinality, m.ordinality) as n
    from jsonb_array_elements(coalesce(content -> 'cards', '[]')) with ordinality c,
         jsonb_array_elements(coalesce(c.value -> 'comments', '[]')) with ordinality m
  ),
  ids as (
    select g.id, row_number() over (order by g.id) as n
    from (select gen_random_uuid() as id from bodies) g
  )
  insert into public.comments (id, card_id, author_id, body, created_at, original_author, original_author_email)
  select ids.id, bodies.card_id,
    coalesce((member_ids ->> lower(btrim(bodies.origin ->> 'author_email')))::uuid, (select auth.uid())),
    bodies.body,
    coalesce((bodies.origin ->> 'created_at')::timestamptz, now()),
    case when not member_ids ? lower(btrim(coalesce(bodies.origin ->> 'author_email', '')))
      then nullif(btrim(coalesce(bodies.origin ->> 'author_name', '')), '') end,
    case when not member_ids ? lower(btrim(coalesce(bodies.origin ->> 'author_email', '')))
      then nullif(lower(btrim(coalesce(bodies.origin ->> 'author_email', ''))), '') end
  from bodies join ids on ids.n = bodies.n;
  get diagnostics n = row_count;
  counts := jsonb_set(counts, '{comments}', to_jsonb(n));

  -- A card's field values: { field (index), value }, where a select names its
  -- options by index and a person field by `person_email` (left out when no
  -- member has it). The value passes the same checks as one set by hand.
  insert into public.card_field_values (card_id, field_id, value)
  select card_ids[c.ordinality], field_ids[(v.value ->> 'field')::integer + 1],
    case f.type
      when 'single_select' then option_ids -> ((v.value ->> 'field') || ':' || (v.value ->> 'value'))
      when 'multi_select' then (
        select jsonb_agg(option_ids -> ((v.value ->> 'field') || ':' || o.option) order by o.place)
        from jsonb_array_elements_text(v.value -> 'value') with ordinality o (option, place))
      when 'person' then to_jsonb(member_ids ->> lower(btrim(v.value ->> 'person_email')))
      else v.value -> 'value'
    end
  from jsonb_array_elements(coalesce(content -> 'cards', '[]')) with ordinality c,
       jsonb_array_elements(coalesce(c.value -> 'fields', '[]')) v
  join public.custom_fields f on f.id = field_ids[(v.value ->> 'field')::integer + 1]
  where f.type <> 'person' or member_ids ? lower(btrim(coalesce(v.value ->> 'person_email', '')));
  get diagnostics n = row_count;
  counts := jsonb_set(counts, '{field_values}', to_jsonb(n));

  -- A card waits on other cards of the file, named by their index. Each link
  -- passes the same per-row checks as one added by hand (a loop, more than
  -- LIMITS.blockersPerCard blockers of one card); an index that is no card of
  -- the file, or the card itself, is refused.
  if exists (
    select 1
    from jsonb_array_elements(coalesce(content -> 'cards', '[]')) with ordinality c,
         jsonb_array_elements(coalesce(c.value -> 'blocked_by', '[]')) b
    where jsonb_typeof(b) <> 'number'
       or b::text !~ '^[0-9]+$'
       or b::text::numeric not between 0 and cardinality(card_ids) - 1
  ) then
    raise exception 'A card waits on a card that is not in the import.'
      using errcode = 'P0001', hint = 'teamboard:validation', detail = 'blocked_by';
  end if;
  insert into public.card_dependencies (blocked_card_id, blocker_card_id)
  select distinct card_ids[c.ordinality], card_ids[b::text::integer + 1]
  from jsonb_array_elements(coalesce(content -> 'cards', '[]')) with ordinality c,
       jsonb_array_elements(coalesce(c.value -> 'blocked_by', '[]')) b;
  get diagnostics n = row_count;
  counts := jsonb_set(counts, '{dependencies}', to_jsonb(n));

  perform set_config('teamboard.importing', 'off', true);
  perform private.finish_import(created.id);

  select counts || jsonb_build_object(
      'cards', count(*),
      'archived_cards', count(*) filter (where (c.value ->> 'archived')::boolean or c.value ->> 'archived_at' is not null),
      'start_dates', count(*) filter (where c.value ->> 'start_at' is not null),
      'due_dates', count(*) filter (where c.value ->> 'due_at' is not null),
      'lists', cardinality(list_ids),
      'labels', cardinality(label_ids))
    into counts
  from jsonb_array_elements(coalesce(content -> 'cards', '[]')) c;
  return jsonb_build_object(
    'board_id', created.id,
    'imported', counts,
    'unmatched_assignee_emails', to_jsonb(unmatched),
    'card_ids', to_jsonb(card_ids)
  );
end;
$$;
