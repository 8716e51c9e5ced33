-- Start dates (issue 31): a card may say when work on it begins as well as
-- when it is due, so the card, the calendar and "my cards" can show a span.
-- The database holds the rule `start_at <= due_at`: a CHECK whatever writes
-- the row, and update_card says it in a sentence before the CHECK would.

alter table public.cards add column start_at timestamptz;
-- Named `<table>_<column>_check` so the SDK's CHECK mapping points the
-- validation issue at `startAt`.
alter table public.cards add constraint cards_start_at_check
  check (start_at is null or due_at is null or start_at <= due_at);

-- update_card ----------------------------------------------------------------
-- patch keys: title, description, start_at and due_at (null clears),
-- completed (bool), archived (bool).
create or replace function public.update_card(card_id uuid, expected_version integer, patch jsonb)
returns public.cards
language plpgsql
set search_path = ''
as $$
declare
  current_card public.cards;
  unknown_keys text[];
  next_start timestamptz;
  next_due timestamptz;
begin
  perform private.require_role(private.card_role(update_card.card_id), true, 'Card');
  if jsonb_typeof(patch) is distinct from 'object' then
    raise exception 'The patch must be an object.'
      using errcode = 'P0001', hint = 'teamboard:validation', detail = 'patch';
  end if;
  select array_agg(k) into unknown_keys from jsonb_object_keys(patch) k
  where k not in ('title', 'description', 'start_at', 'due_at', 'completed', 'archived');
  if unknown_keys is not null then
    raise exception 'Cards have no field %.', unknown_keys[1]
      using errcode = 'P0001', hint = 'teamboard:validation', detail = unknown_keys[1];
  end if;

  select * into current_card from public.cards c where c.id = update_card.card_id for update;
  if current_card.version <> expected_version then
    raise exception 'This card was changed by someone else. Review the latest version and try again.'
      using errcode = 'P0001', hint = 'teamboard:conflict', detail = 'stale_version';
  end if;

  next_start := case when patch ? 'start_at' then (patch ->> 'start_at')::timestamptz else current_card.start_at end;
  next_due := case when patch ? 'due_at' then (patch ->> 'due_at')::timestamptz else current_card.due_at end;
  if next_start > next_due then
    raise exception 'A card cannot start after it is due.'
      using errcode = 'P0001', hint = 'teamboard:validation', detail = 'start_at';
  end if;

  update public.cards c set
    title = case when patch ? 'title' then patch ->> 'title' else c.title end,
    description = case when patch ? 'description' then coalesce(patch ->> 'description', '') else c.description end,
    start_at = next_start,
    due_at = next_due,
    completed_at = case
      when not patch ? 'completed' then c.completed_at
      when (patch ->> 'completed')::boolean then coalesce(c.completed_at, now())
      else null end,
    archived_at = case
      when not patch ? 'archived' then c.archived_at
      when (patch ->> 'archived')::boolean then coalesce(c.archived_at, now())
      else null end
  where c.id = update_card.card_id
  returning * into current_card;
  return current_card;
end;
$$;

-- The activity log says a start date's new value (or that it was removed),
-- as it does for the due date (20261126070000_activity_says_what_changed.sql).
create or replace function private.log_card_activity() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  ws uuid := (select b.workspace_id from public.boards b where b.id = new.board_id);
begin
  if tg_op = 'INSERT' then
    perform private.record_activity(ws, new.board_id, new.id, 'card.created',
      jsonb_build_object('title', new.title, 'list_id', new.list_id));
    return null;
  end if;
  if new.list_id is distinct from old.list_id then
    perform private.record_activity(ws, new.board_id, new.id, 'card.moved',
      jsonb_build_object(
        'from_list_id', old.list_id, 'to_list_id', new.list_id,
        'from_list_name', (select l.name from public.lists l where l.id = old.list_id),
        'to_list_name', (select l.name from public.lists l where l.id = new.list_id)));
  end if;
  if new.archived_at is distinct from old.archived_at then
    perform private.record_activity(ws, new.board_id, new.id,
      case when new.archived_at is null then 'card.restored' else 'card.archived' end, '{}'::jsonb);
  end if;
  if new.completed_at is distinct from old.completed_at then
    perform private.record_activity(ws, new.board_id, new.id,
      case when new.completed_at is null then 'card.reopened' else 'card.completed' end, '{}'::jsonb);
  end if;
  if new.title is distinct from old.title then
    perform private.record_activity(ws, new.board_id, new.id, 'card.renamed',
      jsonb_build_object('title', new.title, 'previous_title', old.title));
  end if;
  if new.start_at is distinct from old.start_at then
    perform private.record_activity(ws, new.board_id, new.id, 'card.start_changed',
      jsonb_build_object('start_at', new.start_at, 'previous_start_at', old.start_at));
  end if;
  if new.due_at is distinct from old.due_at then
    perform private.record_activity(ws, new.board_id, new.id, 'card.due_changed',
      jsonb_build_object('due_at', new.due_at, 'previous_due_at', old.due_at));
  end if;
  if new.description is distinct from old.description then
    perform private.record_activity(ws, new.board_id, new.id, 'card.updated',
      jsonb_build_object('fields', jsonb_build_array('description')));
  end if;
  return null;
end;
$$;

-- import_board is 20261126080200_import_dependencies.sql's with a card's
-- `start_at` read beside its `due_at`; a start after the due date fails the
-- CHECK above like any other write (the import-board function drops such a
-- start and reports it before it gets here).
create or replace function public.import_board(workspace_id uuid, content jsonb) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  role public.workspace_role := private.workspace_role(import_board.workspace_id);
  created public.boards;
  list_ids uuid[] := '{}';
  label_ids uuid[] := '{}';
  card_ids uuid[];
  member_ids jsonb;
  wanted_emails text[];
  unmatched text[] := '{}';
  counts jsonb := '{"lists": 0, "labels": 0, "cards": 0, "archived_cards": 0, "checklist_items": 0,
                    "comments": 0, "assignees": 0, "due_dates": 0, "dependencies": 0}';
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
     or exists (
       select 1 from jsonb_array_elements(coalesce(content -> 'cards', '[]')) c
       where jsonb_typeof(coalesce(c.value -> 'blocked_by', '[]')) <> 'array'
     ) then
    raise exception 'The import must name the board and give lists, labels and cards as arrays.'
      using errcode = 'P0001', hint = 'teamboard:validation', detail = 'content';
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

  insert into public.boards (workspace_id, name, description)
  values (import_board.workspace_id, btrim(content ->> 'name'), coalesce(content ->> 'description', ''))
  returning * into created;

  -- Ids are made first, so rows find their list, labels and card by position in the file.
  select coalesce(array_agg(gen_random_uuid() order by l.ordinality), '{}') into list_ids
  from jsonb_array_elements(coalesce(content -> 'lists', '[]')) with ordinality l;
  insert into public.lists (id, board_id, name, position, archived_at)
  select list_ids[l.ordinality], created.id, btrim(l.value ->> 'name'), l.ordinality * 1024,
    case when (l.value ->> 'archived')::boolean then now() end
  from jsonb_array_elements(coalesce(content -> 'lists', '[]')) with ordinality l
  order by l.ordinality;

  select coalesce(array_agg(gen_random_uuid() order by l.ordinality), '{}') into label_ids
  from jsonb_array_elements(coalesce(content -> 'labels', '[]')) with ordinality l;
  insert into public.labels (id, board_id, name, color)
  select label_ids[l.ordinality], created.id, btrim(l.value ->> 'name'), coalesce(l.value ->> 'color', 'gray')
  from jsonb_array_elements(coalesce(content -> 'labels', '[]')) with ordinality l
  order by l.ordinality;

  -- Every address any card asks for, matched once.
  select coalesce(array_agg(distinct lower(btrim(e))), '{}') into wanted_emails
  from jsonb_array_elements(coalesce(content -> 'cards', '[]')) c,
       jsonb_array_elements_text(coalesce(c.value -> 'assignee_emails', '[]')) e;
  select coalesce(jsonb_object_agg(f.email, f.user_id), '{}') into member_ids
  from private.workspace_members_by_email(import_board.workspace_id, wanted_emails) f;
  select coalesce(array_agg(e order by e), '{}') into unmatched
  from unnest(wanted_emails) e where not member_ids ? e;

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
    case when (c.value ->> 'completed')::boolean then now() end,
    case when (c.value ->> 'archived')::boolean then now() end
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

  insert into public.checklist_items (card_id, body, done, position)
  select card_ids[c.ordinality], btrim(i.value ->> 'body'), coalesce((i.value ->> 'done')::boolean, false),
    i.ordinality * 1024
  from jsonb_array_elements(coalesce(content -> 'cards', '[]')) with ordinality c,
       jsonb_array_elements(coalesce(c.value -> 'checklist', '[]')) with ordinality i
  order by c.ordinality, i.ordinality;
  get diagnostics n = row_count;
  counts := jsonb_set(counts, '{checklist_items}', to_jsonb(n));

  -- Comments of one transaction share their created_at, and readers order
  -- them by (created_at, id): ids handed out in ascending order keep the
  -- file's order.
  with bodies as (
    select card_ids[c.ordinality] as card_id, m.value,
      row_number() over (order by c.ordinality, m.ordinality) as n
    from jsonb_array_elements(coalesce(content -> 'cards', '[]')) with ordinality c,
         jsonb_array_elements_text(coalesce(c.value -> 'comments', '[]')) with ordinality m
  ),
  ids as (
    select g.id, row_number() over (order by g.id) as n
    from (select gen_random_uuid() as id from bodies) g
  )
  insert into public.comments (id, card_id, author_id, body)
  select ids.id, bodies.card_id, (select auth.uid()), bodies.value
  from bodies join ids on ids.n = bodies.n;
  get diagnostics n = row_count;
  counts := jsonb_set(counts, '{comments}', to_jsonb(n));

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
      'archived_cards', count(*) filter (where (c.value ->> 'archived')::boolean),
      'due_dates', count(*) filter (where c.value ->> 'due_at' is not null),
      'lists', cardinality(list_ids),
      'labels', cardinality(label_ids))
    into counts
  from jsonb_array_elements(coalesce(content -> 'cards', '[]')) c;
  return jsonb_build_object(
    'board_id', created.id,
    'imported', counts,
    'unmatched_assignee_emails', to_jsonb(unmatched)
  );
end;
$$;

revoke all on function public.import_board(uuid, jsonb) from public, anon;
grant execute on function public.import_board(uuid, jsonb) to authenticated, service_role;
