-- Our own JSON export imports again, with the cards each card waits on
-- (issue 32: "our JSON export round-trips" dependencies). The import-board
-- function reads an export into the content below, where a card's
-- `blocked_by` names other cards of the same file by index; a blocker that
-- was on another board is not in the file and is reported as left out.
-- `import_board` is 20261126060000_set_based_import.sql's with the links
-- added after the comments, counted against LIMITS.dependenciesPerImport
-- before anything is written.

create or replace function private.import_limits() returns jsonb
language sql immutable
set search_path = ''
as $$
  select '{"cardsPerBoard": 5000, "commentsPerImport": 5000, "checklistItemsPerImport": 10000, "dependenciesPerImport": 5000}'::jsonb
$$;

-- The link's activity row is held back inside an import, as a card's and a
-- comment's are; the blocked card's count is not.
create or replace function private.after_card_dependency_change() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  link public.card_dependencies := case when tg_op = 'DELETE' then old else new end;
  blocked record;
begin
  perform private.recount_open_blockers(array[link.blocked_card_id]);
  select c.board_id, b.workspace_id into blocked
  from public.cards c join public.boards b on b.id = c.board_id where c.id = link.blocked_card_id;
  -- Gone with its card (a cascade): nothing left to record on.
  if blocked.board_id is null or not exists (select 1 from public.cards c where c.id = link.blocker_card_id) then
    return null;
  end if;
  -- An import records no card's history (20261126060000_set_based_import.sql); the count above it keeps.
  if not private.importing() then
    perform private.record_activity(blocked.workspace_id, blocked.board_id, link.blocked_card_id,
      case when tg_op = 'DELETE' then 'dependency.removed' else 'dependency.added' end,
      jsonb_build_object('blocker_card_id', link.blocker_card_id));
  end if;
  return null;
end;
$$;
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
    id, board_id, list_id, title, description, position, due_at, completed_at, archived_at
  )
  select card_ids[c.ordinality], created.id, list_ids[(c.value ->> 'list')::integer + 1],
    btrim(c.value ->> 'title'), coalesce(c.value ->> 'description', ''), c.ordinality * 1024,
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
