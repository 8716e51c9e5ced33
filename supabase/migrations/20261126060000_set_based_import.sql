-- A legal import fits the request's statement timeout (8 s on `authenticated`,
-- as PostgREST applies it). `import_board` wrote row by row, and every row set
-- off its side effects: the card's search document was rebuilt after each
-- card, checklist item and comment (20,000 times for the largest legal
-- import), each assignment and comment notified and subscribed people, each
-- card and comment wrote an activity row. The largest legal import ran past
-- the timeout on PostgreSQL 15.
--
-- Now it inserts each kind of row in one statement, and while it does, the
-- per-row side effects are held back (`private.importing()`); once the rows
-- are in, `private.finish_import` builds the board's search documents in one
-- statement and subscribes assignees to their cards. An import notifies
-- nobody and logs only the board and its lists being made, no card or
-- comment: the history it brings in is the other tool's, and a thousand
-- "assigned you" notifications for one import help no one. Every check stays per row: policies, limits, the
-- board of each label and the membership of each assignee.

-- True inside import_board. A setting local to its transaction, set by it
-- only: no API call runs SQL of its own, and what it holds back is derived
-- data and notices, never a check.
create function private.importing() returns boolean
language sql stable
set search_path = ''
as $$ select coalesce(current_setting('teamboard.importing', true), '') = 'on' $$;
revoke all on function private.importing() from public;
grant execute on function private.importing() to authenticated, service_role;

-- The search documents of many cards in one statement; the one-card refresh
-- the triggers call is this with one id, so there is one formula (as in
-- 20261126040000_custom_fields.sql: text and URL field values weigh as the
-- checklist does).
create function private.refresh_search_of_cards(target_card_ids uuid[]) returns void
language sql security definer
set search_path = ''
as $$
  insert into private.card_search (card_id, workspace_id, document, body)
  select card.id, b.workspace_id,
    setweight(to_tsvector('private.search', card.title), 'A')
      || setweight(to_tsvector('private.search', card.description), 'B')
      || setweight(to_tsvector('private.search', checklist.text), 'C')
      || setweight(to_tsvector('private.search', field_text.text), 'C')
      || setweight(to_tsvector('private.search', comment.text), 'D'),
    concat_ws(E'\n', card.title, nullif(card.description, ''), nullif(checklist.text, ''),
      nullif(field_text.text, ''), nullif(comment.text, ''))
  from public.cards card
  join public.boards b on b.id = card.board_id
  cross join lateral (
    select coalesce(string_agg(i.body, ' · ' order by i.position), '') as text
    from public.checklist_items i where i.card_id = card.id
  ) checklist
  cross join lateral (
    select coalesce(string_agg(v.value #>> '{}', ' · ' order by f.position, f.id), '') as text
    from public.card_field_values v join public.custom_fields f on f.id = v.field_id
    where v.card_id = card.id and f.type in ('text', 'url')
  ) field_text
  cross join lateral (
    select left(coalesce(string_agg(m.body, ' · ' order by m.created_at desc), ''), 100000) as text
    from public.comments m where m.card_id = card.id and m.deleted_at is null
  ) comment
  where card.id = any (target_card_ids)
  on conflict (card_id) do update
    set workspace_id = excluded.workspace_id, document = excluded.document, body = excluded.body
$$;
revoke all on function private.refresh_search_of_cards(uuid[]) from public;

create or replace function private.refresh_card_search(target_card_id uuid) returns void
language sql security definer
set search_path = ''
as $$ select private.refresh_search_of_cards(array[target_card_id]) $$;

-- What the held-back triggers would have done, once, for a board just imported
-- by the caller (who must be able to edit it).
create function private.finish_import(target_board_id uuid) returns void
language plpgsql security definer
set search_path = ''
as $$
begin
  if not coalesce(private.can_edit(private.board_role(target_board_id)), false) then
    raise exception 'Board not found.' using errcode = 'P0001', hint = 'teamboard:not-found';
  end if;
  perform private.refresh_search_of_cards(
    array(select c.id from public.cards c where c.board_id = target_board_id));
  insert into public.card_watchers (card_id, user_id)
  select a.card_id, a.user_id
  from public.card_assignees a join public.cards c on c.id = a.card_id
  where c.board_id = target_board_id
  on conflict do nothing;
end;
$$;
revoke all on function private.finish_import(uuid) from public;
grant execute on function private.finish_import(uuid) to authenticated, service_role;

-- The per-row side effects an import holds back.
drop trigger cards_refresh_search on public.cards;
create trigger cards_refresh_search
  after insert or update of title, description, board_id on public.cards
  for each row when (not private.importing()) execute function private.refresh_card_search_of_row();
drop trigger checklist_items_refresh_search on public.checklist_items;
create trigger checklist_items_refresh_search
  after insert or update of body or delete on public.checklist_items
  for each row when (not private.importing()) execute function private.refresh_card_search_of_row();
drop trigger comments_refresh_search on public.comments;
create trigger comments_refresh_search
  after insert or update of body, deleted_at or delete on public.comments
  for each row when (not private.importing()) execute function private.refresh_card_search_of_row();
drop trigger comments_notify on public.comments;
create trigger comments_notify
  after insert or update of body on public.comments
  for each row when (not private.importing()) execute function private.notify_comment();
drop trigger card_assignees_notify on public.card_assignees;
create trigger card_assignees_notify
  after insert on public.card_assignees
  for each row when (not private.importing()) execute function private.notify_assignment();
drop trigger cards_notify_description_mentions on public.cards;
create trigger cards_notify_description_mentions
  after insert or update of description on public.cards
  for each row when (not private.importing()) execute function private.notify_description_mentions();
drop trigger cards_log_activity on public.cards;
create trigger cards_log_activity
  after insert or update on public.cards
  for each row when (not private.importing()) execute function private.log_card_activity();
drop trigger comments_log_activity on public.comments;
create trigger comments_log_activity
  after insert or update of deleted_at on public.comments
  for each row when (not private.importing()) execute function private.log_comment_activity();

drop trigger cards_append_position on public.cards;
create trigger cards_append_position
  before insert on public.cards
  for each row when (not private.importing()) execute function private.append_position('lists', 'list_id');
drop trigger checklist_items_append_position on public.checklist_items;
create trigger checklist_items_append_position
  before insert on public.checklist_items
  for each row when (not private.importing()) execute function private.append_position('cards', 'card_id');

-- As in 20261125030000_bounded_imports.sql, with each kind of row written in
-- one statement, as the definer: the caller's right is checked first (a
-- manager of the workspace, cleared for its two-factor requirement), and
-- every row goes to the board it has just made, so asking the row policies
-- 25,000 times the same question adds nothing. Positions are distinct by
-- construction (the file's order), so they are not looked up row by row.
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
                    "comments": 0, "assignees": 0, "due_dates": 0}';
  n integer;
  limits constant jsonb := private.import_limits();
  card_count integer;
  comment_count integer;
  item_count integer;
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
     or jsonb_typeof(coalesce(content -> 'cards', '[]')) <> 'array' then
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
