-- More automation triggers (issue 34): a rule can now start when a given
-- label is added to a card (`label_added`, event 'card.labeled'), when every
-- item of a card's checklist is done (`checklist_completed`, event
-- 'checklist.completed') and when a card's due moment has passed while it is
-- still open (`due_passed`, event 'card.due_passed').
--
-- The first two are changes people make, so their events are written by
-- triggers on card_labels and checklist_items, in the change's transaction,
-- like every other activity row. The third is no one's change: time passes.
-- A cron job (teamboard-due-passed, every minute, as the due reminders of
-- 20261123050200_due_reminders.sql) writes the event, and
-- private.card_due_passed remembers which due moment of which card fired, so
-- each fires once and a new due date re-arms it.
--
-- The rules read the events as before (private.run_automation_rules); this
-- migration restates the two functions that know the triggers
-- (private.check_automation_rule, private.automation_trigger_matches) and the
-- trigger that hands events to the rules, which names the kinds it reads.

-- Events ------------------------------------------------------------------------

-- A label added to cards: one event per card and label. Statement-level, so a
-- client adding several labels in one request writes its rows in one pass.
-- An import or restore puts labels on cards it is creating, which is no
-- one adding a label (private.importing), so it writes none.
create function private.after_card_labels_insert() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if private.importing() then
    return null;
  end if;
  perform private.record_activity(b.workspace_id, c.board_id, c.id, 'card.labeled',
            jsonb_build_object('label_id', l.id, 'name', l.name))
  from added x
  join public.cards c on c.id = x.card_id
  join public.boards b on b.id = c.board_id
  join public.labels l on l.id = x.label_id;
  return null;
end;
$$;
revoke all on function private.after_card_labels_insert() from public;
create trigger card_labels_after_insert
  after insert on public.card_labels
  referencing new table as added
  for each statement execute function private.after_card_labels_insert();

-- The checklist of these cards just became complete: every item done, at
-- least one item. Called once per statement with the cards whose checklist
-- the statement changed, so ticking all items at once is one event.
create function private.record_checklists_completed(target_card_ids uuid[]) returns void
language plpgsql security definer
set search_path = ''
as $$
begin
  perform private.record_activity(b.workspace_id, c.board_id, c.id, 'checklist.completed',
            jsonb_build_object('items', s.items))
  from (
    select i.card_id, count(*) as items
    from public.checklist_items i
    where i.card_id = any (target_card_ids)
    group by i.card_id
    having bool_and(i.done)
  ) s
  join public.cards c on c.id = s.card_id
  join public.boards b on b.id = c.board_id;
end;
$$;
revoke all on function private.record_checklists_completed(uuid[]) from public;

-- An item ticked: its card's checklist may now be complete.
create function private.after_checklist_items_update() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if private.importing() then
    return null;
  end if;
  perform private.record_checklists_completed(array(
    select distinct n.card_id
    from after_rows n
    join before_rows o on o.id = n.id
    where n.done and not o.done));
  return null;
end;
$$;
revoke all on function private.after_checklist_items_update() from public;
create trigger checklist_items_after_update
  after update on public.checklist_items
  referencing old table as before_rows new table as after_rows
  for each statement execute function private.after_checklist_items_update();

-- The last open item deleted: what is left is all done.
create function private.after_checklist_items_delete() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  -- A card being deleted takes its items with it; its join to cards finds nothing.
  perform private.record_checklists_completed(array(
    select distinct o.card_id from before_rows o where not o.done));
  return null;
end;
$$;
revoke all on function private.after_checklist_items_delete() from public;
create trigger checklist_items_after_delete
  after delete on public.checklist_items
  referencing old table as before_rows
  for each statement execute function private.after_checklist_items_delete();

-- Which due moment of which card has fired 'card.due_passed'. A due_at that
-- no longer matches the card's fires again: moving the due date re-arms it.
create table private.card_due_passed (
  card_id uuid primary key references public.cards (id) on delete cascade,
  due_at timestamptz not null,
  fired_at timestamptz not null default now()
);
revoke all on private.card_due_passed from public, anon, authenticated;

-- The cron job's body: 'card.due_passed' once for every open card whose due
-- moment has passed; answers how many it wrote. A card overdue for more than
-- a week when this began (or while the job was down) is not news, as for the
-- reminders: a new board of old cards does not set off every rule at once.
create function private.emit_due_passed() returns integer
language plpgsql security definer
set search_path = ''
as $$
declare
  due record;
  fired integer := 0;
begin
  for due in
    select c.id, c.board_id, b.workspace_id, c.due_at
    from public.cards c
    join public.lists l on l.id = c.list_id
    join public.boards b on b.id = c.board_id
    where c.due_at <= now() and c.due_at > now() - interval '7 days'
      and c.completed_at is null
      and c.archived_at is null and l.archived_at is null and b.archived_at is null
      and not exists (
        select 1 from private.card_due_passed p where p.card_id = c.id and p.due_at = c.due_at)
    order by c.due_at, c.id
  loop
    -- Two runs at once (a slow run overtaken by the next): the row decides who writes the event.
    insert into private.card_due_passed as p (card_id, due_at) values (due.id, due.due_at)
    on conflict (card_id) do update set due_at = excluded.due_at, fired_at = now()
      where p.due_at is distinct from excluded.due_at;
    if found then
      perform private.record_activity(due.workspace_id, due.board_id, due.id, 'card.due_passed',
        jsonb_build_object('due_at', due.due_at));
      fired := fired + 1;
    end if;
  end loop;
  return fired;
end;
$$;
revoke all on function private.emit_due_passed() from public;

select cron.schedule('teamboard-due-passed', '* * * * *', $$select private.emit_due_passed()$$);

-- Rules -------------------------------------------------------------------------

-- As in 20261126190000_automation_rules.sql, with the triggers label_added
-- (a label of the board), checklist_completed and due_passed.
create or replace function private.check_automation_rule() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  limits constant jsonb := private.automation_rule_limits();
  part jsonb;
  kind text;
  days jsonb;
  body text;
begin
  -- Only its author's account going (saved_by set null by the foreign key): nothing to check.
  if tg_op = 'UPDATE' and (new.board_id, new.name, new.enabled, new.trigger, new.conditions, new.actions)
     is not distinct from (old.board_id, old.name, old.enabled, old.trigger, old.conditions, old.actions) then
    return new;
  end if;
  if (select auth.uid()) is not null then
    if not coalesce(private.can_manage(private.board_role(new.board_id)), false) then
      raise exception 'Only board admins manage automation rules.'
        using errcode = '42501', hint = 'teamboard:forbidden', detail = 'not_manager';
    end if;
    new.saved_by := (select auth.uid());
  end if;
  if tg_op = 'INSERT' then
    perform 1 from public.boards b where b.id = new.board_id for no key update;
    if (select count(*) from public.automation_rules r where r.board_id = new.board_id)
       >= (limits ->> 'automationRulesPerBoard')::integer then
      raise exception 'A board can have at most % automation rules.', limits ->> 'automationRulesPerBoard'
        using errcode = 'P0001', hint = 'teamboard:limit-reached', detail = 'automationRulesPerBoard';
    end if;
    new.created_at := now();
  else
    if new.board_id <> old.board_id then
      perform private.automation_rule_invalid('A rule stays on its board.', 'board_id');
    end if;
    new.created_at := old.created_at;
  end if;
  new.updated_at := now();

  -- The trigger.
  part := new.trigger;
  kind := part ->> 'type';
  if kind = 'card_moved' and private.automation_part_ok(part, array['list_id']) then
    perform private.automation_board_list(new.board_id, part -> 'list_id', 'trigger');
  elsif kind = 'card_created' and private.automation_part_ok(part, array['list_id']) then
    -- Any list when it names none.
    if coalesce(part -> 'list_id', 'null'::jsonb) <> 'null'::jsonb then
      perform private.automation_board_list(new.board_id, part -> 'list_id', 'trigger');
    end if;
  elsif kind = 'label_added' and private.automation_part_ok(part, array['label_id']) then
    perform private.automation_board_label(new.board_id, part -> 'label_id', 'trigger');
  elsif not (kind in ('card_completed', 'comment_added', 'checklist_completed', 'due_passed')
             and private.automation_part_ok(part, '{}')) then
    perform private.automation_rule_invalid('The rule''s trigger is not one Teamboard knows.', 'trigger');
  end if;

  -- The conditions.
  if jsonb_typeof(new.conditions) is distinct from 'array' then
    perform private.automation_rule_invalid('The conditions are a list.', 'conditions');
  end if;
  if jsonb_array_length(new.conditions) > (limits ->> 'conditionsPerRule')::integer then
    perform private.automation_rule_invalid(
      format('A rule has a list of at most %s conditions.', limits ->> 'conditionsPerRule'), 'conditions');
  end if;
  for part in select value from jsonb_array_elements(new.conditions) loop
    kind := part ->> 'type';
    if kind in ('has_label', 'lacks_label') and coalesce(private.automation_part_ok(part, array['label_id']), false) then
      perform private.automation_board_label(new.board_id, part -> 'label_id', 'conditions');
    elsif kind = 'assigned_to' and coalesce(private.automation_part_ok(part, array['user_id']), false) then
      perform private.automation_board_person(new.board_id, part -> 'user_id', 'conditions');
    else
      perform private.automation_rule_invalid('A condition is not one Teamboard knows.', 'conditions');
    end if;
  end loop;

  -- The actions.
  if jsonb_typeof(new.actions) is distinct from 'array' then
    perform private.automation_rule_invalid('The actions are a list.', 'actions');
  end if;
  if jsonb_array_length(new.actions) not between 1 and (limits ->> 'actionsPerRule')::integer then
    perform private.automation_rule_invalid(
      format('A rule has between 1 and %s actions.', limits ->> 'actionsPerRule'), 'actions');
  end if;
  for part in select value from jsonb_array_elements(new.actions) loop
    kind := part ->> 'type';
    if kind = 'move_to_list' and private.automation_part_ok(part, array['list_id', 'position'])
       and (not part ? 'position' or part -> 'position' in ('"top"', '"bottom"')) then
      perform private.automation_board_list(new.board_id, part -> 'list_id', 'actions');
    elsif kind in ('add_label', 'remove_label') and private.automation_part_ok(part, array['label_id']) then
      perform private.automation_board_label(new.board_id, part -> 'label_id', 'actions');
    elsif kind in ('assign', 'unassign') and private.automation_part_ok(part, array['user_id']) then
      perform private.automation_board_person(new.board_id, part -> 'user_id', 'actions');
    elsif kind = 'set_due' and private.automation_part_ok(part, array['days']) then
      days := part -> 'days';
      -- jsonb keeps a number in plain notation, so a whole one is digits only.
      if not coalesce(jsonb_typeof(days) = 'number' and (days #>> '{}') ~ '^[0-9]{1,4}$'
                      and (days #>> '{}')::integer <= (limits ->> 'dueInDays')::integer, false) then
        perform private.automation_rule_invalid(
          format('A due date is set between 0 and %s days from now.', limits ->> 'dueInDays'), 'actions');
      end if;
    elsif kind in ('complete', 'archive') and private.automation_part_ok(part, '{}') then
      null;
    elsif kind = 'comment' and private.automation_part_ok(part, array['body']) then
      body := case when jsonb_typeof(part -> 'body') = 'string' then part ->> 'body' end;
      if body is null or char_length(btrim(body)) not between 1 and (limits ->> 'comment')::integer then
        perform private.automation_rule_invalid(
          format('A rule''s comment has 1 to %s characters.', limits ->> 'comment'), 'actions');
      end if;
    else
      perform private.automation_rule_invalid('An action is not one Teamboard knows.', 'actions');
    end if;
  end loop;
  return new;
end;
$$;

create or replace function private.automation_trigger_matches(rule_trigger jsonb, kind text, payload jsonb)
returns boolean
language sql immutable
set search_path = ''
as $$
  select coalesce(case rule_trigger ->> 'type'
    when 'card_moved' then kind = 'card.moved' and payload ->> 'to_list_id' = rule_trigger ->> 'list_id'
    when 'card_created' then kind = 'card.created'
      and (rule_trigger ->> 'list_id' is null or payload ->> 'list_id' = rule_trigger ->> 'list_id')
    when 'card_completed' then kind = 'card.completed'
    when 'comment_added' then kind = 'comment.added'
    when 'label_added' then kind = 'card.labeled' and payload ->> 'label_id' = rule_trigger ->> 'label_id'
    when 'checklist_completed' then kind = 'checklist.completed'
    when 'due_passed' then kind = 'card.due_passed'
  end, false)
$$;

-- The rules now read the three new kinds too.
drop trigger run_automation_rules on public.activity;
create trigger run_automation_rules
  after insert on public.activity
  for each row
  when (new.card_id is not null and new.board_id is not null
        and new.kind in ('card.created', 'card.moved', 'card.completed', 'comment.added',
                         'card.labeled', 'checklist.completed', 'card.due_passed'))
  execute function private.run_automation_rules();
