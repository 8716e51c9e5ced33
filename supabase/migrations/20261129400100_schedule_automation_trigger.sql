-- A weekly schedule as an automation trigger (issue 34): "every Monday at
-- 09:00 in the board's time zone". Trigger `schedule` with
-- { weekdays: [1..7] (ISO: 1 is Monday), time: 'HH:MM', list_id }.
--
-- A schedule has no card of its own, so it acts on the cards of one list:
-- at each slot, the rule's conditions are checked and its actions applied to
-- every open card of `list_id` ("every Friday at 17:00, archive the cards in
-- Done"; "every Monday at 09:00, move what is in Waiting to the top of
-- Todo"). Every action of a card rule therefore makes sense here and none is
-- refused; the trigger itself must name a list of the board.
--
-- No one's change sets it off: a cron job (teamboard-automation-schedule,
-- every minute, as teamboard-due-passed) finds the rules whose latest slot has
-- come, in boards.time_zone (so across daylight saving), and
-- private.automation_schedule_fired remembers each (rule, slot): a slot fires
-- once however often or late the job runs. A job late by more than a day
-- fires only the latest slot, and only one after the rule was made; archived
-- boards and lists, disabled rules fire nothing.

-- The trigger's own parts: one to seven distinct ISO weekdays and a wall-clock time.
create function private.check_automation_schedule(part jsonb) returns void
language plpgsql immutable
set search_path = ''
as $$
begin
  if not coalesce(
    jsonb_typeof(part -> 'weekdays') = 'array'
    and jsonb_array_length(part -> 'weekdays') between 1 and 7
    and not exists (
      select 1 from jsonb_array_elements(part -> 'weekdays') d
      where jsonb_typeof(d.value) <> 'number' or (d.value #>> '{}') !~ '^[1-7]$')
    and (select count(distinct d.value) from jsonb_array_elements(part -> 'weekdays') d)
        = jsonb_array_length(part -> 'weekdays'),
    false) then
    perform private.automation_rule_invalid('Pick the weekdays the rule runs on.', 'trigger');
  end if;
  if not coalesce(jsonb_typeof(part -> 'time') = 'string'
                  and (part ->> 'time') ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$', false) then
    perform private.automation_rule_invalid('The time is HH:MM, from 00:00 to 23:59.', 'trigger');
  end if;
end;
$$;
revoke all on function private.check_automation_schedule(jsonb) from public;

-- The latest slot of a schedule at or before `at`, counted in `zone`; null
-- when none falls in the week before. A wall-clock time that does not exist
-- on the day clocks go forward is read as Postgres reads it (an hour later);
-- one that happens twice when they go back is one instant, so one slot.
create function private.automation_schedule_slot(schedule jsonb, zone text, at timestamptz)
returns timestamptz
language sql stable
set search_path = ''
as $$
  select max(slot)
  from (
    select ((day + (schedule ->> 'time')::time) at time zone zone) as slot
    from generate_series(0, 7) back,
    lateral (select ((at at time zone zone)::date - back) as day) d
    where extract(isodow from day)::integer in (
      select (w.value #>> '{}')::integer from jsonb_array_elements(schedule -> 'weekdays') w)
  ) slots
  where slot <= at
$$;
revoke all on function private.automation_schedule_slot(jsonb, text, timestamptz) from public;

-- Which slot of which rule has fired. The key is the idempotency key of a run.
create table private.automation_schedule_fired (
  rule_id uuid not null references public.automation_rules (id) on delete cascade,
  slot timestamptz not null,
  cards integer not null default 0,
  fired_at timestamptz not null default now(),
  primary key (rule_id, slot)
);
revoke all on private.automation_schedule_fired from public, anon, authenticated;

-- The cron job's body (`at` is now; tests pass another moment): fires every
-- due slot once and answers how many slots it fired. Each card acted on gets
-- a run of its own (an event id made for it), as a card event's would.
create function private.run_scheduled_rules(at timestamptz default now()) returns integer
language plpgsql security definer
set search_path = ''
as $$
declare
  due record;
  target record;
  fired integer := 0;
  acted integer;
  ev public.activity;
begin
  for due in
    select r.id, b.workspace_id, s.slot
    from public.automation_rules r
    join public.boards b on b.id = r.board_id
    join public.lists l on l.id = private.try_uuid(r.trigger ->> 'list_id') and l.board_id = r.board_id
    cross join lateral (select private.automation_schedule_slot(r.trigger, b.time_zone, at) as slot) s
    where r.enabled and r.trigger ->> 'type' = 'schedule'
      and b.archived_at is null and l.archived_at is null
      and s.slot is not null and s.slot > r.created_at and s.slot > at - interval '1 day'
      and not exists (
        select 1 from private.automation_schedule_fired f where f.rule_id = r.id and f.slot = s.slot)
    order by s.slot, r.created_at, r.id
  loop
    -- Two runs at once: the row decides which one acts.
    insert into private.automation_schedule_fired (rule_id, slot) values (due.id, due.slot)
    on conflict do nothing;
    if not found then
      continue;
    end if;
    acted := 0;
    for target in
      select c.id, c.board_id
      from public.cards c
      join public.automation_rules r on r.id = due.id
      where c.list_id = private.try_uuid(r.trigger ->> 'list_id') and c.archived_at is null
      order by c.position, c.id
      limit 1000
    loop
      ev := null;
      ev.id := gen_random_uuid();
      ev.workspace_id := due.workspace_id;
      ev.board_id := target.board_id;
      ev.card_id := target.id;
      ev.kind := 'rule.scheduled';
      ev.payload := jsonb_build_object('slot', due.slot);
      -- Read again each time: an earlier card's actions may have changed the rule's author's role.
      perform private.apply_automation_rule(
        (select r from public.automation_rules r where r.id = due.id), ev, 0);
      acted := acted + 1;
    end loop;
    update private.automation_schedule_fired f set cards = acted where f.rule_id = due.id and f.slot = due.slot;
    fired := fired + 1;
  end loop;
  return fired;
end;
$$;
revoke all on function private.run_scheduled_rules(timestamptz) from public;

select cron.schedule('teamboard-automation-schedule', '* * * * *', $$select private.run_scheduled_rules()$$);

-- A schedule matches no event: the cron job applies it.
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
    when 'schedule' then false
  end, false)
$$;

-- check_automation_rule: 20261128140000_more_automation_triggers.sql's, with the trigger schedule.
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
  elsif kind = 'schedule' and private.automation_part_ok(part, array['weekdays', 'time', 'list_id']) then
    perform private.check_automation_schedule(part);
    perform private.automation_board_list(new.board_id, part -> 'list_id', 'trigger');
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
