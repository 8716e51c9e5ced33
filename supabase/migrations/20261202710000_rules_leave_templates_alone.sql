-- Card templates are kinds of work, not work (issue 31): automation rules leave them alone.
-- A template keeps its list (the drawer edits it like any card), so without this a label put
-- on a template, its checklist finished, its due date passing or a list's schedule would set
-- off the board's rules on it (moving it, assigning people, completing it). Written in one
-- place per way a rule starts:
--   * an event on a template's card runs no rule (run_automation_rules), whatever its kind;
--   * a scheduled rule acts on the list's cards but its templates (run_scheduled_rules);
--   * a template's due moment is not "passed" news (emit_due_passed), so neither webhooks nor
--     rules hear of it, as reminders already skip templates (20261201600000).
-- The activity of a template itself (its label, its checklist) is still written: the feed and
-- the event stream say what happened to it.

create or replace function private.run_automation_rules() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  depth constant integer := coalesce(nullif(current_setting('teamboard.rule_depth', true), ''), '0')::integer;
  rule public.automation_rules;
begin
  if depth >= (private.automation_rule_limits() ->> 'chainDepth')::integer then
    return null;
  end if;
  for rule in
    select * from public.automation_rules r
    where r.board_id = new.board_id and r.enabled
      and private.automation_trigger_matches(r.trigger, new.kind, new.payload)
      -- Read once, and only on a board with a matching rule.
      and not exists (select 1 from public.cards c where c.id = new.card_id and c.is_template)
    order by r.created_at, r.id
  loop
    perform private.apply_automation_rule(rule, new, depth);
  end loop;
  return null;
end;
$$;
revoke all on function private.run_automation_rules() from public;

create or replace function private.emit_due_passed() returns integer
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
      and c.completed_at is null and not c.is_template
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

create or replace function private.run_scheduled_rules(at timestamptz default now()) returns integer
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
        and not c.is_template
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
