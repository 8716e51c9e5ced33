-- Card templates (issue 31). A template is a card row flagged `is_template`: it stays on its
-- board and in its list (so the drawer edits it like any card, with its checklists, labels,
-- field values and attachments), but the board's columns, its calendar, timeline and table,
-- search and "my cards" leave it out; the board lists its templates apart.
--
-- Decisions:
-- - Only those who may edit the board (editors and up, private-board editors included; never a
--   viewer or commenter) mark or unmark a template or make a card from one: set_card_template
--   and create_card_from_template check the role (forbidden vs not-found), and the cards' RLS
--   refuses a direct update of the flag to anyone else.
-- - A template makes cards on its own board only (its labels and fields are that board's).
-- - The new card copies the template's title (unless another is given), description, named
--   checklists with their items (owners and dates kept, every item not done yet), labels and
--   custom field values; it is not a template. Attachments stay with the template: an
--   attachment is one stored file (its object path is unique), and there are no link-only
--   attachments to copy. The card's own dates and assignees are not copied: they belong to
--   one piece of work, not to the kind of work.
-- - Marking or unmarking writes `card.made_template` / `card.template_removed` activity (and so
--   events of those types); it is an update, so no "card created" automation or webhook fires.
--   Making a card from a template inserts a card, so `card.created` fires as for any new card,
--   followed by `card.created_from_template` naming the template.
-- - Exports read the cards table whole: templates are exported as cards with `is_template`.
-- - Copying a board (duplicate_board) or a card (copy_card) makes ordinary cards: the flag is
--   not copied.

alter table public.cards add column is_template boolean not null default false;
comment on column public.cards.is_template is
  'A card template: kept on its board, hidden from its columns, views, search and my cards.';
create index cards_board_id_templates_idx on public.cards (board_id) where is_template;

-- The limit (the SDK's LIMITS.cardTemplatesPerBoard).
create function private.card_templates_per_board() returns integer
language sql immutable
set search_path = ''
as $$ select 50 $$;
revoke all on function private.card_templates_per_board() from public;
grant execute on function private.card_templates_per_board() to authenticated, service_role;

-- Holds a board to its template limit, whichever way a template arrives there
-- (marked, inserted, or moved in from another board).
create function private.enforce_card_templates_limit() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if new.is_template and (tg_op = 'INSERT' or not old.is_template or new.board_id <> old.board_id) then
    -- One writer per board, so two concurrent marks cannot both take the last place.
    perform 1 from public.boards b where b.id = new.board_id for no key update;
    if (select count(*) from public.cards c
        where c.board_id = new.board_id and c.is_template and c.id <> new.id)
       >= private.card_templates_per_board() then
      raise exception 'A board can have at most % card templates.', private.card_templates_per_board()
        using errcode = 'P0001', hint = 'teamboard:limit-reached', detail = 'cardTemplatesPerBoard';
    end if;
  end if;
  return new;
end;
$$;
revoke all on function private.enforce_card_templates_limit() from public;
create trigger cards_enforce_templates_limit
  before insert or update of is_template, board_id on public.cards
  for each row execute function private.enforce_card_templates_limit();

-- The activity of a mark or unmark, however it was made.
create function private.log_card_template_activity() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if new.is_template is distinct from old.is_template then
    perform private.record_activity(b.workspace_id, new.board_id, new.id,
      case when new.is_template then 'card.made_template' else 'card.template_removed' end,
      jsonb_build_object('title', new.title))
    from public.boards b where b.id = new.board_id;
  end if;
  return null;
end;
$$;
revoke all on function private.log_card_template_activity() from public;
create trigger cards_log_template_activity
  after update of is_template on public.cards
  for each row execute function private.log_card_template_activity();

-- Marks a card as a template (`template` true) or makes it an ordinary card again.
create function public.set_card_template(card_id uuid, template boolean) returns public.cards
language plpgsql
set search_path = ''
as $$
declare
  changed public.cards;
begin
  perform private.require_role(private.card_role(set_card_template.card_id), true, 'Card');
  if template is null then
    raise exception 'Say whether the card is a template.'
      using errcode = 'P0001', hint = 'teamboard:validation', detail = 'template';
  end if;
  update public.cards c set is_template = set_card_template.template
  where c.id = set_card_template.card_id
  returning * into changed;
  return changed;
end;
$$;
revoke all on function public.set_card_template(uuid, boolean) from public, anon;
grant execute on function public.set_card_template(uuid, boolean) to authenticated, service_role;

-- A new card at the end of `list_id` (a list of the template's own board) from a template.
create function public.create_card_from_template(template_id uuid, list_id uuid, title text default null)
returns public.cards
-- Definer, as convert_checklist_item, to write the activity row; the role checks are its own:
-- the template readable, the target list's board editable (card_transfer_target), the same board.
language plpgsql security definer
set search_path = ''
as $$
declare
  source public.cards;
  target public.lists;
  made public.cards;
  sheet record;
  copied_sheet uuid;
begin
  perform private.require_role(private.card_role(create_card_from_template.template_id), false, 'Card');
  select * into source from public.cards c where c.id = create_card_from_template.template_id;
  if not source.is_template then
    raise exception 'That card is not a template.'
      using errcode = 'P0001', hint = 'teamboard:validation', detail = 'template_id';
  end if;
  target := private.card_transfer_target(source, create_card_from_template.list_id);
  if target.board_id <> source.board_id then
    raise exception 'A template makes cards on its own board.'
      using errcode = 'P0001', hint = 'teamboard:validation', detail = 'list_id';
  end if;

  insert into public.cards (board_id, list_id, title, description)
  values (target.board_id, target.id,
          coalesce(nullif(btrim(create_card_from_template.title), ''), source.title), source.description)
  returning * into made;
  -- Each checklist by name and in order, then its items in order (the position triggers append).
  for sheet in
    select l.id, l.name from public.checklists l where l.card_id = source.id order by l.position, l.id
  loop
    insert into public.checklists (card_id, name) values (made.id, sheet.name) returning id into copied_sheet;
    insert into public.checklist_items (card_id, checklist_id, body, done, assignee_id, due_at)
    select made.id, copied_sheet, i.body, false, i.assignee_id, i.due_at
    from public.checklist_items i
    where i.checklist_id = sheet.id
    order by i.position, i.id;
  end loop;
  insert into public.card_labels (card_id, label_id)
  select made.id, l.label_id from public.card_labels l where l.card_id = source.id;
  insert into public.card_field_values (card_id, field_id, value)
  select made.id, v.field_id, v.value from public.card_field_values v where v.card_id = source.id;

  perform private.record_activity(b.workspace_id, made.board_id, made.id, 'card.created_from_template',
    jsonb_build_object('from_card_id', source.id, 'from_card_title', source.title))
  from public.boards b where b.id = made.board_id;
  select * into made from public.cards c where c.id = made.id;
  return made;
end;
$$;
revoke all on function public.create_card_from_template(uuid, uuid, text) from public, anon;
grant execute on function public.create_card_from_template(uuid, uuid, text) to authenticated, service_role;

-- load_board: 20261126040000_custom_fields.sql's, without the board's templates.
create or replace function public.load_board(target_board_id uuid) returns jsonb
language sql stable security invoker
set search_path = ''
as $$
  with visible_cards as (
    select c.*
    from public.cards c
    where c.board_id = target_board_id and c.archived_at is null and not c.is_template
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

-- search_cards: 20261126010000_board_access.sql's, without templates.
create or replace function private.search_cards(target_workspace_id uuid, query tsquery, max_rows integer)
returns table (card_id uuid, body text, rank real)
language sql stable security definer
set search_path = ''
as $$
  select c.card_id, c.body, pg_catalog.ts_rank(c.document, query) as rank
  from (
    select s.card_id, s.body, s.document
    from private.card_search s
    join public.cards card on card.id = s.card_id
    where s.workspace_id = target_workspace_id
      and s.document operator(pg_catalog.@@) query
      and card.board_id = any ((select private.visible_board_ids(target_workspace_id))::uuid[])
      and not card.is_template
    limit 1000
  ) c
  order by rank desc, c.card_id
  limit max_rows
$$;
