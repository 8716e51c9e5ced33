-- Checklist items' owners and due dates travel (issue 31): an import or a
-- restore brings each item's owner and due date, and a recurring card's next
-- occurrence moves its items' due dates with its own.
--
-- A timestamp from a file, or null when it is no finite timestamp Postgres
-- reads (an import refuses such a value with a typed error rather than a
-- bare cast failure).
create function private.try_timestamptz(value text) returns timestamptz
language plpgsql stable
set search_path = ''
as $$
declare
  parsed timestamptz;
begin
  if value is null or char_length(value) > 64 then
    return null;
  end if;
  parsed := value::timestamptz;
  return case when isfinite(parsed) then parsed end;
exception when data_exception then
  return null;
end;
$$;
revoke all on function private.try_timestamptz(text) from public;
grant execute on function private.try_timestamptz(text) to authenticated, service_role;

-- import_board: 20261130200000_imported_board_time_zone.sql's (the latest). A
-- checklist item is { body, done, checklist, due_at, assignee_email,
-- assignee_id }: its owner is the workspace member with that address (as a
-- card's assignees are found), else the member with that user id (an export
-- or backup of this workspace), and stays only when they can see the new
-- board; an owner not found is left off the item and reported in
-- `unmatched_item_owners` as { card, item } (indexes into the file's cards
-- and that card's checklist). An owner id that is no id, or a due date that
-- is no finite timestamp, refuses the import (`validation` / `checklist`).
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
  unowned jsonb;
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
  -- An item's owner and due date, when given, are an id, an address and a finite timestamp.
  if exists (
    select 1
    from jsonb_array_elements(coalesce(content -> 'cards', '[]')) c,
         jsonb_array_elements(case when jsonb_typeof(c.value -> 'checklist') = 'array'
                                   then c.value -> 'checklist' else '[]' end) i
    where jsonb_typeof(i.value) <> 'object'
       or jsonb_typeof(coalesce(i.value -> 'due_at', 'null')) not in ('string', 'null')
       or jsonb_typeof(coalesce(i.value -> 'assignee_id', 'null')) not in ('string', 'null')
       or jsonb_typeof(coalesce(i.value -> 'assignee_email', 'null')) not in ('string', 'null')
       or (i.value ->> 'due_at' is not null and private.try_timestamptz(i.value ->> 'due_at') is null)
       or (i.value ->> 'assignee_id' is not null and private.try_uuid(i.value ->> 'assignee_id') is null)
       or char_length(i.value ->> 'assignee_email') > 320
  ) then
    raise exception 'A checklist item''s owner must be an id or an address, and its due date a date-time.'
      using errcode = 'P0001', hint = 'teamboard:validation', detail = 'checklist';
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
    union all
    select i.value ->> 'assignee_email'
    from jsonb_array_elements(coalesce(content -> 'cards', '[]')) c,
         jsonb_array_elements(coalesce(c.value -> 'checklist', '[]')) i
    where i.value ->> 'assignee_email' is not null
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

  -- An item's owner: the member with its address, else the member with its
  -- id; kept only when they can see the board (as the item's own trigger asks).
  create temp table if not exists pg_temp.imported_items (
    card integer, item integer, card_id uuid, body text, done boolean, checklist text,
    due_at timestamptz, named boolean, owner uuid
  ) on commit drop;
  truncate pg_temp.imported_items;
  insert into pg_temp.imported_items
  select c.ordinality - 1, i.ordinality - 1, card_ids[c.ordinality], btrim(i.value ->> 'body'),
    coalesce((i.value ->> 'done')::boolean, false), coalesce(btrim(i.value ->> 'checklist'), ''),
    private.try_timestamptz(i.value ->> 'due_at'),
    coalesce(i.value ->> 'assignee_email', i.value ->> 'assignee_id') is not null,
    (select p.user_id from (
       select (member_ids ->> lower(btrim(i.value ->> 'assignee_email')))::uuid as user_id, 1 as rank
       union all
       select m.user_id, 2 from public.workspace_members m
       where m.workspace_id = import_board.workspace_id
         and m.user_id = private.try_uuid(i.value ->> 'assignee_id')
     ) p
     where p.user_id is not null and private.person_board_role(created.id, p.user_id) is not null
     order by p.rank limit 1)
  from jsonb_array_elements(coalesce(content -> 'cards', '[]')) with ordinality c,
       jsonb_array_elements(coalesce(c.value -> 'checklist', '[]')) with ordinality i;
  insert into public.checklist_items (card_id, body, done, position, checklist, due_at, assignee_id)
  select i.card_id, i.body, i.done, (i.item + 1) * 1024, i.checklist, i.due_at, i.owner
  from pg_temp.imported_items i
  order by i.card, i.item;
  get diagnostics n = row_count;
  counts := jsonb_set(counts, '{checklist_items}', to_jsonb(n));
  select coalesce(jsonb_agg(jsonb_build_object('card', i.card, 'item', i.item) order by i.card, i.item), '[]')
    into unowned
  from pg_temp.imported_items i
  where i.named and i.owner is null;

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
    'unmatched_item_owners', unowned,
    'card_ids', to_jsonb(card_ids)
  );
end;
$$;

-- apply_card_occurrences: 20261130500000_checklists_that_own_work.sql's. A
-- copy's items keep their owners, and each dated item is due as long before
-- (or after) the copy's due date as it was before the card's (no date when
-- the card has none to measure from, as for its start); a reopened card's
-- dated items move with its due date.
create or replace function public.apply_card_occurrences(plans jsonb) returns integer
language plpgsql security definer
set search_path = ''
as $$
declare
  fresh_rules uuid[];
  fresh_at timestamptz[];
  fresh_cards uuid[];
begin
  if jsonb_typeof(apply_card_occurrences.plans) is distinct from 'array'
     or jsonb_array_length(apply_card_occurrences.plans) > 1000 then
    raise exception 'Give at most 1000 plans, as an array.'
      using errcode = 'P0001', hint = 'teamboard:validation', detail = 'plans';
  end if;
  create temp table if not exists pg_temp.occurrence_plans (
    recurrence_id uuid primary key, occurrences timestamptz[], expanded_to timestamptz, next_at timestamptz
  ) on commit drop;
  truncate pg_temp.occurrence_plans;
  begin
    insert into pg_temp.occurrence_plans
    select p.recurrence_id, p.occurrences, p.expanded_to, p.next_at
    from jsonb_to_recordset(apply_card_occurrences.plans)
      as p(recurrence_id uuid, occurrences timestamptz[], expanded_to timestamptz, next_at timestamptz);
  exception
    when data_exception or integrity_constraint_violation then
      raise exception 'Each plan names its rule once, with occurrences as timestamps.'
        using errcode = 'P0001', hint = 'teamboard:validation', detail = 'plans';
  end;
  if exists (
    select 1 from pg_temp.occurrence_plans p
    where p.recurrence_id is null or p.expanded_to is null or p.occurrences is null
      or cardinality(p.occurrences) > 1000
  ) then
    raise exception 'Each plan names its rule, its occurrences (at most 1000) and how far it reaches.'
      using errcode = 'P0001', hint = 'teamboard:validation', detail = 'plans';
  end if;

  -- The rules, in one order, so two batches never wait on each other in a circle.
  perform 1 from public.card_recurrences r
  where r.id in (select p.recurrence_id from pg_temp.occurrence_plans p)
  order by r.id
  for update of r;
  if exists (
    select 1 from pg_temp.occurrence_plans p
    join public.card_recurrences r on r.id = p.recurrence_id and r.mode = 'copy'
    cross join unnest(p.occurrences) o(at)
    where o.at > private.clock_now()
  ) then
    raise exception 'An occurrence cannot be created before its time.'
      using errcode = 'P0001', hint = 'teamboard:validation', detail = 'occurrences';
  end if;

  -- The new occurrences. A copy gets the id of the card made for it below; a
  -- reopen rule's occurrence counts only while its card is still completed.
  with fresh as (
    insert into public.card_occurrences as o (recurrence_id, occurrence_at, card_id)
    select r.id, occ.at, case r.mode when 'copy' then gen_random_uuid() else r.card_id end
    from pg_temp.occurrence_plans p
    join public.card_recurrences r on r.id = p.recurrence_id
    join public.cards source on source.id = r.card_id
    cross join lateral (select distinct u.at from unnest(p.occurrences) u(at)) occ
    where occ.at > r.expanded_until and (r.mode = 'copy' or source.completed_at is not null)
    order by r.id, occ.at
    on conflict on constraint card_occurrences_once do nothing
    returning o.recurrence_id, o.occurrence_at, o.card_id
  )
  select coalesce(array_agg(f.recurrence_id), '{}'), coalesce(array_agg(f.occurrence_at), '{}'),
         coalesce(array_agg(f.card_id), '{}')
    into fresh_rules, fresh_at, fresh_cards
  from fresh f;

  create temp table if not exists pg_temp.fresh_copies (
    copy_id uuid primary key, source_id uuid, occurrence_at timestamptz
  ) on commit drop;
  truncate pg_temp.fresh_copies;
  insert into pg_temp.fresh_copies
  select f.card_id, r.card_id, f.at
  from unnest(fresh_rules, fresh_at, fresh_cards) f(recurrence_id, at, card_id)
  join public.card_recurrences r on r.id = f.recurrence_id
  where r.mode = 'copy';

  -- The copies, each due at its occurrence, onto the rule's list while it is
  -- open, else the card's; positions, limits and activity by the cards' triggers.
  -- A copy starts as long before its due date as the card does (no start
  -- when the card has no due date to measure the span from).
  insert into public.cards (id, board_id, list_id, title, description, start_at, due_at, created_by)
  select f.copy_id, source.board_id, coalesce(target.id, source.list_id), source.title,
         source.description, f.occurrence_at - (source.due_at - source.start_at), f.occurrence_at, r.created_by
  from pg_temp.fresh_copies f
  join public.cards source on source.id = f.source_id
  join public.card_recurrences r on r.card_id = source.id
  left join public.lists target on target.id = r.list_id and target.archived_at is null
  order by f.occurrence_at, f.copy_id;
  insert into public.card_assignees (card_id, user_id)
  select f.copy_id, a.user_id from pg_temp.fresh_copies f join public.card_assignees a on a.card_id = f.source_id;
  insert into public.checklist_items (card_id, body, done, position, checklist, assignee_id, due_at)
  select f.copy_id, i.body, false, i.position, l.name, i.assignee_id,
         f.occurrence_at - (source.due_at - i.due_at)
  from pg_temp.fresh_copies f
  join public.cards source on source.id = f.source_id
  join public.checklist_items i on i.card_id = f.source_id
  join public.checklists l on l.id = i.checklist_id
  order by f.copy_id, l.position, l.id, i.position;
  insert into public.card_labels (card_id, label_id)
  select f.copy_id, cl.label_id from pg_temp.fresh_copies f join public.card_labels cl on cl.card_id = f.source_id;

  -- A reopened card's dated items move with its due date (before the card's
  -- own update below, which the offset is read from); undated, they stay.
  update public.checklist_items i set due_at = f.at - (c.due_at - i.due_at)
  from unnest(fresh_rules, fresh_at, fresh_cards) f(recurrence_id, at, card_id)
  join public.card_recurrences r on r.id = f.recurrence_id
  join public.cards c on c.id = f.card_id
  where r.mode = 'reopen' and i.card_id = c.id and i.due_at is not null and c.due_at is not null;

  -- A reopened card's start moves with its due date, keeping the span; with
  -- no due date before, a start later than the new due date is dropped.
  update public.cards c set completed_at = null, due_at = f.at,
    start_at = case when c.due_at is not null then f.at - (c.due_at - c.start_at)
                    when c.start_at <= f.at then c.start_at end
  from unnest(fresh_rules, fresh_at, fresh_cards) f(recurrence_id, at, card_id)
  join public.card_recurrences r on r.id = f.recurrence_id
  where r.mode = 'reopen' and c.id = f.card_id;

  update public.card_recurrences r
  set expanded_until = greatest(r.expanded_until, p.expanded_to),
      next_at = p.next_at,
      leased_until = null
  from pg_temp.occurrence_plans p
  where r.id = p.recurrence_id;
  return cardinality(fresh_rules);
end;
$$;
