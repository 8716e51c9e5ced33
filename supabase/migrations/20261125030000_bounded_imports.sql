-- Bounded imports: `import_board` counts everything an import brings in
-- before it writes anything, archived cards included. The board limit only
-- counts open cards (archived ones cost a board nothing to show), but an
-- import writes every row in one request, so an export of 20,000 archived
-- cards held a transaction, and the rows it touched, for half a minute. The
-- import is now bounded by all its cards (`cardsPerBoard`), its comments
-- (`commentsPerImport`) and its checklist items (`checklistItemsPerImport`),
-- the LIMITS of packages/sdk/src/constants.ts, which `import-board` checks
-- first and tests/constants-parity.test.ts compares with this copy.

-- The SDK's import limits, as the database enforces them (one copy, read by
-- import_board and by the parity test).
create function private.import_limits() returns jsonb
language sql immutable
set search_path = ''
as $$
  select '{"cardsPerBoard": 5000, "commentsPerImport": 5000, "checklistItemsPerImport": 10000}'::jsonb
$$;
revoke all on function private.import_limits() from public;
grant execute on function private.import_limits() to authenticated, service_role;

-- As in 20261124020000_import_board.sql, with the limits checked after the
-- caller's role and the content's shape, and before the first insert.
create or replace function public.import_board(workspace_id uuid, content jsonb) returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  role public.workspace_role := private.workspace_role(import_board.workspace_id);
  created public.boards;
  list_ids uuid[] := '{}';
  label_ids uuid[] := '{}';
  list_item jsonb;
  label_item jsonb;
  card_item jsonb;
  card_id uuid;
  list_index integer;
  member_ids jsonb;
  wanted_emails text[];
  unmatched text[] := '{}';
  counts jsonb := '{"lists": 0, "labels": 0, "cards": 0, "archived_cards": 0, "checklist_items": 0,
                    "comments": 0, "assignees": 0, "due_dates": 0}';
  card_position integer := 0;
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

  insert into public.boards (workspace_id, name, description)
  values (import_board.workspace_id, btrim(content ->> 'name'), coalesce(content ->> 'description', ''))
  returning * into created;

  for list_item in select value from jsonb_array_elements(coalesce(content -> 'lists', '[]')) loop
    insert into public.lists (board_id, name, position, archived_at)
    values (
      created.id,
      btrim(list_item ->> 'name'),
      (cardinality(list_ids) + 1) * 1024,
      case when (list_item ->> 'archived')::boolean then now() end
    )
    returning id into card_id;
    list_ids := list_ids || card_id;
  end loop;

  for label_item in select value from jsonb_array_elements(coalesce(content -> 'labels', '[]')) loop
    insert into public.labels (board_id, name, color)
    values (created.id, btrim(label_item ->> 'name'), coalesce(label_item ->> 'color', 'gray'))
    returning id into card_id;
    label_ids := label_ids || card_id;
  end loop;

  -- Every address any card asks for, matched once.
  select coalesce(array_agg(distinct lower(btrim(e))), '{}') into wanted_emails
  from jsonb_array_elements(coalesce(content -> 'cards', '[]')) c,
       jsonb_array_elements_text(coalesce(c.value -> 'assignee_emails', '[]')) e;
  select coalesce(jsonb_object_agg(f.email, f.user_id), '{}') into member_ids
  from private.workspace_members_by_email(import_board.workspace_id, wanted_emails) f;
  select coalesce(array_agg(e order by e), '{}') into unmatched
  from unnest(wanted_emails) e where not member_ids ? e;

  for card_item in select value from jsonb_array_elements(coalesce(content -> 'cards', '[]')) loop
    list_index := (card_item ->> 'list')::integer;
    if list_index is null or list_index < 0 or list_index >= cardinality(list_ids) then
      raise exception 'A card names a list that is not in the import.'
        using errcode = 'P0001', hint = 'teamboard:validation', detail = 'list';
    end if;
    card_position := card_position + 1;
    insert into public.cards (
      board_id, list_id, title, description, position, due_at, completed_at, archived_at
    )
    values (
      created.id,
      list_ids[list_index + 1],
      btrim(card_item ->> 'title'),
      coalesce(card_item ->> 'description', ''),
      card_position * 1024,
      (card_item ->> 'due_at')::timestamptz,
      case when (card_item ->> 'completed')::boolean then now() end,
      case when (card_item ->> 'archived')::boolean then now() end
    )
    returning id into card_id;

    insert into public.card_labels (card_id, label_id)
    select distinct card_id, label_ids[l::integer + 1]
    from jsonb_array_elements_text(coalesce(card_item -> 'labels', '[]')) l
    where l::integer between 0 and cardinality(label_ids) - 1;

    insert into public.card_assignees (card_id, user_id)
    select distinct card_id, (member_ids ->> lower(btrim(e)))::uuid
    from jsonb_array_elements_text(coalesce(card_item -> 'assignee_emails', '[]')) e
    where member_ids ? lower(btrim(e));
    get diagnostics n = row_count;
    counts := jsonb_set(counts, '{assignees}', to_jsonb((counts ->> 'assignees')::integer + n));

    insert into public.checklist_items (card_id, body, done, position)
    select card_id, btrim(i.value ->> 'body'), coalesce((i.value ->> 'done')::boolean, false), i.ordinality * 1024
    from jsonb_array_elements(coalesce(card_item -> 'checklist', '[]')) with ordinality i
    order by i.ordinality;
    get diagnostics n = row_count;
    counts := jsonb_set(counts, '{checklist_items}', to_jsonb((counts ->> 'checklist_items')::integer + n));

    -- Comments of one transaction share their created_at, and readers order
    -- them by (created_at, id): ids handed out in ascending order keep the
    -- file's order.
    with bodies as (
      select m.value, m.ordinality
      from jsonb_array_elements_text(coalesce(card_item -> 'comments', '[]')) with ordinality m
    ),
    ids as (
      select g.id, row_number() over (order by g.id) as n
      from (select gen_random_uuid() as id from bodies) g
    )
    insert into public.comments (id, card_id, author_id, body)
    select ids.id, card_id, (select auth.uid()), bodies.value
    from bodies join ids on ids.n = bodies.ordinality;
    get diagnostics n = row_count;
    counts := jsonb_set(counts, '{comments}', to_jsonb((counts ->> 'comments')::integer + n));

    counts := jsonb_set(counts, '{cards}', to_jsonb((counts ->> 'cards')::integer + 1));
    if (card_item ->> 'archived')::boolean then
      counts := jsonb_set(counts, '{archived_cards}', to_jsonb((counts ->> 'archived_cards')::integer + 1));
    end if;
    if card_item ->> 'due_at' is not null then
      counts := jsonb_set(counts, '{due_dates}', to_jsonb((counts ->> 'due_dates')::integer + 1));
    end if;
  end loop;

  counts := jsonb_set(counts, '{lists}', to_jsonb(cardinality(list_ids)));
  counts := jsonb_set(counts, '{labels}', to_jsonb(cardinality(label_ids)));
  return jsonb_build_object(
    'board_id', created.id,
    'imported', counts,
    'unmatched_assignee_emails', to_jsonb(unmatched)
  );
end;
$$;

revoke all on function public.import_board(uuid, jsonb) from public, anon;
grant execute on function public.import_board(uuid, jsonb) to authenticated, service_role;
