-- Checklists that own work (issue 31): a card has several named checklists
-- (added, renamed, reordered, deleted), each item belongs to one of them, and
-- an item may have an assignee (someone who can see the board) and a due date,
-- and may be turned into a card of its own that it then links to.
--
-- Until now a card's items formed one checklist, or several by the name in
-- `checklist_items.checklist` (imports and backups). Each card's items move
-- here into checklists of those names ('' becomes "Checklist"). The name
-- column stays as a way in for the statements that write items by name
-- (import_board, the copies below): an insert naming a checklist, or naming
-- none, is filed into the card's checklist of that name (made when missing),
-- and the column is then cleared, so the name has one home: `checklists`.

create table public.checklists (
  id uuid primary key default gen_random_uuid(),
  card_id uuid not null references public.cards (id) on delete cascade,
  name text not null constraint checklists_name_check check (char_length(btrim(name)) between 1 and 100),
  position numeric not null default 0 constraint checklists_position_is_a_number check (position <> 'NaN'),
  created_at timestamptz not null default now()
);
create index checklists_card_id_position_idx on public.checklists (card_id, position);
comment on table public.checklists is 'A card''s named checklists, in order; each checklist item belongs to one.';

alter table public.checklist_items
  add column checklist_id uuid references public.checklists (id) on delete cascade,
  add column assignee_id uuid references public.profiles (id) on delete set null,
  add column due_at timestamptz,
  add column converted_card_id uuid references public.cards (id) on delete set null;
create index checklist_items_checklist_id_position_idx on public.checklist_items (checklist_id, position);
create index checklist_items_assignee_id_idx on public.checklist_items (assignee_id) where assignee_id is not null;
create index checklist_items_converted_card_id_idx on public.checklist_items (converted_card_id)
  where converted_card_id is not null;
comment on column public.checklist_items.assignee_id is 'Who owns the item: someone who can see the board.';
comment on column public.checklist_items.converted_card_id is 'The card this item was turned into, if any.';
comment on column public.checklist_items.checklist is
  'Only read on insert: the name of the card''s checklist to file a new item into (made when missing; '''' is the card''s first). Cleared once filed: the name lives in checklists.';

-- Today's items into checklists of their names, in the order of their first item.
insert into public.checklists (card_id, name, position)
select i.card_id, coalesce(nullif(btrim(i.checklist), ''), 'Checklist'),
       1024 * row_number() over (partition by i.card_id order by min(i.position), coalesce(nullif(btrim(i.checklist), ''), 'Checklist'))
from public.checklist_items i
group by i.card_id, coalesce(nullif(btrim(i.checklist), ''), 'Checklist');
update public.checklist_items i
set checklist_id = l.id, checklist = ''
from public.checklists l
where l.card_id = i.card_id and l.name = coalesce(nullif(btrim(i.checklist), ''), 'Checklist');
alter table public.checklist_items alter column checklist_id set not null;
-- No checklist named means "file it" (checklist_items_0_file_into_checklist
-- fills it in before the not-null check), so the column has a default that
-- says so: writers may leave it out.
create function private.unfiled_checklist() returns uuid
language sql stable
set search_path = ''
as $$ select null::uuid $$;
revoke all on function private.unfiled_checklist() from public;
grant execute on function private.unfiled_checklist() to authenticated, service_role;
alter table public.checklist_items alter column checklist_id set default private.unfiled_checklist();

-- The limits (the SDK's LIMITS.checklistsPerCard, checklistItemsPerChecklist and
-- TEXT_LIMITS.checklistName, whose copy is checklists_name_check).
create function private.checklist_limits() returns jsonb
language sql immutable
set search_path = ''
as $$ select '{"checklistsPerCard": 10, "checklistItemsPerChecklist": 50, "checklistName": 100}'::jsonb $$;
revoke all on function private.checklist_limits() from public;
grant execute on function private.checklist_limits() to authenticated, service_role;

create function private.enforce_checklists_limit() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform 1 from public.cards c where c.id = new.card_id for no key update;
  if (select count(*) from public.checklists l where l.card_id = new.card_id)
     >= (private.checklist_limits() ->> 'checklistsPerCard')::integer then
    raise exception 'A card can have at most % checklists.', private.checklist_limits() ->> 'checklistsPerCard'
      using errcode = 'P0001', hint = 'teamboard:limit-reached', detail = 'checklistsPerCard';
  end if;
  return new;
end;
$$;
revoke all on function private.enforce_checklists_limit() from public;
create trigger checklists_enforce_limit
  before insert on public.checklists
  for each row execute function private.enforce_checklists_limit();
create trigger checklists_append_position
  before insert on public.checklists
  for each row execute function private.append_position('cards', 'card_id');
create trigger checklists_keep_card
  before update of card_id on public.checklists
  for each row execute function private.keep_parent('card_id');

-- Files a new item into its checklist, keeps a moved item on its card, and
-- holds a checklist to its item limit. Named to fire before the other
-- insert triggers (by name), which read the card it sets.
create function private.file_checklist_item() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  wanted text := btrim(coalesce(new.checklist, ''));
  home public.checklists;
begin
  if new.checklist_id is null then
    if new.card_id is null then
      raise exception 'Checklist not found.' using errcode = 'P0001', hint = 'teamboard:not-found';
    end if;
    perform 1 from public.cards c where c.id = new.card_id for no key update;
    select * into home from public.checklists l
    where l.card_id = new.card_id and (wanted = '' or l.name = wanted)
    order by l.position, l.id limit 1;
    if home.id is null then
      insert into public.checklists (card_id, name)
      values (new.card_id, coalesce(nullif(wanted, ''), 'Checklist'))
      returning * into home;
    end if;
  else
    select * into home from public.checklists l where l.id = new.checklist_id;
    if home.id is null then
      raise exception 'Checklist not found.' using errcode = 'P0001', hint = 'teamboard:not-found';
    end if;
    if home.card_id <> coalesce(case when tg_op = 'UPDATE' then old.card_id else new.card_id end, home.card_id) then
      raise exception 'An item belongs to a checklist of its own card.'
        using errcode = 'P0001', hint = 'teamboard:validation', detail = 'checklist_id';
    end if;
  end if;
  new.checklist_id := home.id;
  new.card_id := home.card_id;
  new.checklist := '';
  if (tg_op = 'INSERT' or new.checklist_id is distinct from old.checklist_id)
     and (select count(*) from public.checklist_items i where i.checklist_id = home.id)
         >= (private.checklist_limits() ->> 'checklistItemsPerChecklist')::integer then
    raise exception 'A checklist can have at most % items.', private.checklist_limits() ->> 'checklistItemsPerChecklist'
      using errcode = 'P0001', hint = 'teamboard:limit-reached', detail = 'checklistItemsPerChecklist';
  end if;
  return new;
end;
$$;
revoke all on function private.file_checklist_item() from public;
create trigger checklist_items_0_file_into_checklist
  before insert or update of checklist_id on public.checklist_items
  for each row execute function private.file_checklist_item();

-- An item's owner is someone who can see the card's board.
create function private.check_checklist_item_assignee() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if new.assignee_id is not null and private.person_board_role(
       (select c.board_id from public.cards c where c.id = new.card_id), new.assignee_id) is null then
    raise exception 'Only people who can see the board can be assigned.'
      using errcode = 'P0001', hint = 'teamboard:validation', detail = 'assignee_id';
  end if;
  return new;
end;
$$;
revoke all on function private.check_checklist_item_assignee() from public;
create trigger checklist_items_check_assignee
  before insert or update of assignee_id on public.checklist_items
  for each row execute function private.check_checklist_item_assignee();

-- A converted item links to a card of its own board; only convert_checklist_item sets it.
create function private.check_converted_card() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  -- Clearing it is the card's deletion (on delete set null).
  if new.converted_card_id is distinct from old.converted_card_id and new.converted_card_id is not null
     and coalesce(current_setting('teamboard.converting', true), '') <> 'on' then
    raise exception 'An item links to a card only by being converted.'
      using errcode = 'P0001', hint = 'teamboard:validation', detail = 'converted_card_id';
  end if;
  return new;
end;
$$;
revoke all on function private.check_converted_card() from public;
create trigger checklist_items_check_converted_card
  before update of converted_card_id on public.checklist_items
  for each row execute function private.check_converted_card();
create function private.refuse_converted_card_on_insert() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.converted_card_id := null;
  return new;
end;
$$;
revoke all on function private.refuse_converted_card_on_insert() from public;
create trigger checklist_items_new_item_is_not_converted
  before insert on public.checklist_items
  for each row execute function private.refuse_converted_card_on_insert();

alter table public.checklists enable row level security;
create policy "second factor verified when the user has one" on public.checklists
  as restrictive to authenticated
  using ((select private.assurance_met()))
  with check ((select private.assurance_met()));
create policy "members can read checklists" on public.checklists
  for select to authenticated
  using (private.card_role(card_id) is not null);
create policy "editors can add checklists" on public.checklists
  for insert to authenticated
  with check (private.can_edit(private.card_role(card_id)));
create policy "editors can update checklists" on public.checklists
  for update to authenticated
  using (private.can_edit(private.card_role(card_id)))
  with check (private.can_edit(private.card_role(card_id)));
create policy "editors can delete checklists" on public.checklists
  for delete to authenticated
  using (private.can_edit(private.card_role(card_id)));
grant select, insert, update, delete on public.checklists to authenticated;
grant all on public.checklists to service_role;


-- Turns an item into a card of its own in the card's list, titled by the
-- item, which then links to it; the new card's activity says where it came from.
create function public.convert_checklist_item(item_id uuid) returns public.cards
language plpgsql security definer
set search_path = ''
as $$
declare
  item public.checklist_items;
  source public.cards;
  made public.cards;
begin
  select * into item from public.checklist_items i where i.id = convert_checklist_item.item_id;
  perform private.require_role(private.card_role(item.card_id), true, 'Checklist item');
  if item.converted_card_id is not null then
    raise exception 'This item is already a card.'
      using errcode = 'P0001', hint = 'teamboard:conflict', detail = 'already_converted';
  end if;
  select * into source from public.cards c where c.id = item.card_id;
  insert into public.cards (board_id, list_id, title, due_at)
  values (source.board_id, source.list_id, btrim(item.body), item.due_at)
  returning * into made;
  if item.assignee_id is not null then
    insert into public.card_assignees (card_id, user_id) values (made.id, item.assignee_id);
  end if;
  perform set_config('teamboard.converting', 'on', true);
  update public.checklist_items i set converted_card_id = made.id where i.id = item.id;
  perform set_config('teamboard.converting', '', true);
  perform private.record_activity(b.workspace_id, made.board_id, made.id, 'card.converted_from_item',
    jsonb_build_object('from_card_id', source.id, 'from_card_title', source.title, 'item', item.body))
  from public.boards b where b.id = made.board_id;
  return made;
end;
$$;
revoke all on function public.convert_checklist_item(uuid) from public, anon;
grant execute on function public.convert_checklist_item(uuid) to authenticated, service_role;

-- drop_people_without_access: 20261126050200_lost_access_leaves_cards.sql's, also taking the
-- person off the items they own on the board.
create or replace function private.drop_people_without_access(target_board_ids uuid[]) returns void
language sql security definer
set search_path = ''
as $$
  with gone as (
    select distinct c.id as card_id, p.user_id
    from public.cards c
    cross join lateral (
      select a.user_id from public.card_assignees a where a.card_id = c.id
      union
      select w.user_id from public.card_watchers w where w.card_id = c.id
      union
      select i.assignee_id from public.checklist_items i where i.card_id = c.id and i.assignee_id is not null
    ) p
    where c.board_id = any (target_board_ids)
      and private.person_board_role(c.board_id, p.user_id) is null
  ),
  unassigned as (
    delete from public.card_assignees a using gone
    where a.card_id = gone.card_id and a.user_id = gone.user_id
  ),
  unowned as (
    update public.checklist_items i set assignee_id = null from gone
    where i.card_id = gone.card_id and i.assignee_id = gone.user_id
  )
  delete from public.card_watchers w using gone
  where w.card_id = gone.card_id and w.user_id = gone.user_id
$$;

-- copy_card: 20261128150000_copied_cards_keep_field_values.sql's, each item copied into the copy's
-- checklist of the same name (the filing trigger makes it), checklists in their order.
create or replace function public.copy_card(card_id uuid, list_id uuid) returns jsonb
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
  insert into public.checklist_items (card_id, body, done, position, checklist, due_at)
  select copied.id, i.body, i.done, i.position, l.name, i.due_at
  from public.checklist_items i join public.checklists l on l.id = i.checklist_id
  where i.card_id = source.id
  order by l.position, l.id, i.position;
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

-- duplicate_board: 20261129400000_board_time_zone.sql's, items keeping their checklists.
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

    insert into public.checklist_items (card_id, body, done, position, checklist, due_at)
    select (card_ids ->> i.card_id::text)::uuid, i.body, i.done, i.position, l.name, i.due_at
    from public.checklist_items i join public.checklists l on l.id = i.checklist_id
    where card_ids ? i.card_id::text
    order by i.card_id, l.position, l.id, i.position, i.id;

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

-- apply_card_occurrences: 20261127110000_start_dates_everywhere.sql's, a new occurrence's items
-- unticked in the checklists of the same names.
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
  insert into public.checklist_items (card_id, body, done, position, checklist)
  select f.copy_id, i.body, false, i.position, l.name
  from pg_temp.fresh_copies f join public.checklist_items i on i.card_id = f.source_id
  join public.checklists l on l.id = i.checklist_id
  order by f.copy_id, l.position, l.id, i.position;
  insert into public.card_labels (card_id, label_id)
  select f.copy_id, cl.label_id from pg_temp.fresh_copies f join public.card_labels cl on cl.card_id = f.source_id;

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
