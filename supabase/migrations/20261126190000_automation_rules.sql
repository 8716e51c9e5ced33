-- Automation rules (issue 34): a board's admins say "when this happens to a
-- card (and it has these labels or people), do these things to it", and the
-- database does it in the transaction of the change that set it off.
--
-- A rule is one trigger, optional conditions (all must hold) and one or more
-- actions, kept as JSON whose full shape is the SDK's automationRuleSchema
-- (packages/sdk/src/schemas/automation-rules.ts). The database checks every
-- part here too, and that every list, label and person a rule names belongs
-- to its board, so a rule saved from any client is one the board can run.
--
-- How a rule runs: triggers read the event stream. Every change that writes
-- an activity row (20261126083000_event_stream.sql) passes an AFTER INSERT
-- trigger on public.activity; the board's enabled rules whose trigger matches
-- run then, each at most once per event (automation_rule_runs is keyed by
-- rule and event), in the same transaction, so an action exists exactly when
-- its change committed. A rule whose actions fail (a full list, a card kept
-- out of a done list) rolls back alone, in a subtransaction: the person's
-- change stands, and the failure is in the activity as 'rule.failed'.
--
-- Whose rights: a rule acts as the board, never beyond the admin who saved it
-- last (saved_by): it runs only while that person can still manage the board,
-- and acts only on the card of the event, with the board's own lists and
-- labels and people who can see the board.
--
-- Loops: the activity a rule's actions write (a move, a completion, a comment)
-- is an event too and may set off other rules; the depth of that chain is
-- carried in a transaction-local setting and stops at chainDepth (5). And a
-- rule set off by a rule's action does not run again on a card it acted on in
-- the last minute, so two rules moving a card back and forth stop at once.
--
-- What a rule did is in the activity: the rows its actions write carry
-- `rule: { id, name }` in their data (private.record_activity reads the
-- setting), and one 'rule.applied' row lists the actions that changed
-- something, since labels and assignees write no activity of their own.

-- The limits the triggers enforce; tests/constants-parity.test.ts compares them with the SDK's.
create function private.automation_rule_limits() returns jsonb
language sql immutable
set search_path = ''
as $$
  select '{"automationRulesPerBoard": 50, "conditionsPerRule": 10, "actionsPerRule": 10, "chainDepth": 5, "ruleName": 80, "comment": 5000, "dueInDays": 365}'::jsonb
$$;
revoke all on function private.automation_rule_limits() from public;
grant execute on function private.automation_rule_limits() to authenticated, service_role;

create table public.automation_rules (
  id uuid primary key default gen_random_uuid(),
  board_id uuid not null references public.boards (id) on delete cascade,
  name text not null check (char_length(btrim(name)) between 1 and 80),
  enabled boolean not null default true,
  -- { "type": "card_moved", "list_id": … } and the others of the SDK's schema.
  trigger jsonb not null,
  conditions jsonb not null default '[]'::jsonb,
  actions jsonb not null,
  -- Whoever saved the rule last: it acts only while they manage the board.
  saved_by uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.automation_rules is
  'A board''s rule: when its trigger matches an event of a card and its conditions hold, its actions run on that card.';
create index automation_rules_board_id_idx on public.automation_rules (board_id, created_at);
create index automation_rules_saved_by_idx on public.automation_rules (saved_by);

-- Each rule's run on an event: the key that makes it run once, and the loop guard's memory.
create table public.automation_rule_runs (
  id uuid primary key default gen_random_uuid(),
  rule_id uuid not null references public.automation_rules (id) on delete cascade,
  board_id uuid not null references public.boards (id) on delete cascade,
  -- No foreign keys to the event or card: a run is kept while its rule is.
  event_id uuid not null,
  card_id uuid,
  -- 1 for a rule set off by a person's change, 2 for one set off by that rule's action, …
  depth integer not null,
  outcome text not null check (outcome in ('applied', 'failed', 'loop_stopped')),
  error text check (char_length(error) <= 1000),
  ran_at timestamptz not null default now(),
  constraint automation_rule_runs_once unique (rule_id, event_id)
);
create index automation_rule_runs_board_id_idx on public.automation_rule_runs (board_id);
create index automation_rule_runs_recent_idx on public.automation_rule_runs (rule_id, card_id, ran_at desc);

alter table public.automation_rules enable row level security;
alter table public.automation_rule_runs enable row level security;
revoke all on public.automation_rules, public.automation_rule_runs from anon, authenticated;
grant select, delete on public.automation_rules to authenticated;
grant insert (board_id, name, enabled, trigger, conditions, actions) on public.automation_rules to authenticated;
grant update (name, enabled, trigger, conditions, actions) on public.automation_rules to authenticated;
grant select on public.automation_rule_runs to authenticated;

create policy "second factor verified when the user has one" on public.automation_rules
  as restrictive to authenticated
  using ((select private.assurance_met()))
  with check ((select private.assurance_met()));
create policy "second factor verified when the user has one" on public.automation_rule_runs
  as restrictive to authenticated
  using ((select private.assurance_met()))
  with check ((select private.assurance_met()));

-- Everyone on the board sees what runs on it; its admins change it.
create policy "people who can read a board read its rules" on public.automation_rules
  for select to authenticated
  using (private.board_role(board_id) is not null);
create policy "board admins create rules" on public.automation_rules
  for insert to authenticated
  with check (private.can_manage(private.board_role(board_id)));
create policy "board admins change rules" on public.automation_rules
  for update to authenticated
  using (private.can_manage(private.board_role(board_id)))
  with check (private.can_manage(private.board_role(board_id)));
create policy "board admins delete rules" on public.automation_rules
  for delete to authenticated
  using (private.can_manage(private.board_role(board_id)));
create policy "board admins read runs" on public.automation_rule_runs
  for select to authenticated
  using (private.can_manage(private.board_role(board_id)));

-- Validation -------------------------------------------------------------------

-- Is this an object with a string `type` and no keys but these?
create function private.automation_part_ok(part jsonb, allowed text[]) returns boolean
language sql immutable
set search_path = ''
as $$
  -- case: keys are read only from an object (jsonb_object_keys of anything else raises).
  select case when jsonb_typeof(part) = 'object' then
    jsonb_typeof(part -> 'type') = 'string'
    and not exists (select 1 from jsonb_object_keys(part) k where k <> all (allowed || array['type']))
  else false end
$$;
revoke all on function private.automation_part_ok(jsonb, text[]) from public;

-- Volatile, so no plan folds a call with constant arguments before it is reached.
create function private.automation_rule_invalid(message text, field text) returns void
language plpgsql volatile
set search_path = ''
as $$
begin
  raise exception '%', message using errcode = 'P0001', hint = 'teamboard:validation', detail = field;
end;
$$;
revoke all on function private.automation_rule_invalid(text, text) from public;

-- A list id of this board (archived or not), or an error naming `field`.
create function private.automation_board_list(board uuid, value jsonb, field text) returns void
language plpgsql stable security definer
set search_path = ''
as $$
begin
  if not coalesce(jsonb_typeof(value) = 'string' and exists (
    select 1 from public.lists l where l.id = private.try_uuid(value #>> '{}') and l.board_id = board
  ), false) then
    perform private.automation_rule_invalid('Pick a list of this board.', field);
  end if;
end;
$$;
revoke all on function private.automation_board_list(uuid, jsonb, text) from public;

create function private.automation_board_label(board uuid, value jsonb, field text) returns void
language plpgsql stable security definer
set search_path = ''
as $$
begin
  if not coalesce(jsonb_typeof(value) = 'string' and exists (
    select 1 from public.labels l where l.id = private.try_uuid(value #>> '{}') and l.board_id = board
  ), false) then
    perform private.automation_rule_invalid('Pick a label of this board.', field);
  end if;
end;
$$;
revoke all on function private.automation_board_label(uuid, jsonb, text) from public;

create function private.automation_board_person(board uuid, value jsonb, field text) returns void
language plpgsql stable security definer
set search_path = ''
as $$
begin
  if not coalesce(jsonb_typeof(value) = 'string'
     and private.person_board_role(board, private.try_uuid(value #>> '{}')) is not null, false) then
    perform private.automation_rule_invalid('Pick someone who can see this board.', field);
  end if;
end;
$$;
revoke all on function private.automation_board_person(uuid, jsonb, text) from public;

-- Checks a rule as it is saved: the caller's right first (so someone who may
-- not change the board's rules learns nothing of its lists from the
-- messages), then the limit, then every part of the rule.
create function private.check_automation_rule() returns trigger
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
  elsif not (kind in ('card_completed', 'comment_added') and private.automation_part_ok(part, '{}')) then
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
revoke all on function private.check_automation_rule() from public;
create trigger automation_rules_check
  before insert or update on public.automation_rules
  for each row execute function private.check_automation_rule();

-- Running ------------------------------------------------------------------------

-- The activity of a rule's actions says which rule acted: the rule running,
-- as apply_automation_rule sets it for its own actions. Only that function
-- sets the setting; no API call can.
create or replace function private.record_activity(
  target_workspace_id uuid, target_board_id uuid, target_card_id uuid, activity_kind text, details jsonb
) returns void
language sql security definer
set search_path = ''
as $$
  insert into public.activity (workspace_id, board_id, card_id, actor_id, kind, payload)
  select target_workspace_id, target_board_id, target_card_id,
         (select p.id from public.profiles p where p.id = (select auth.uid())),
         activity_kind,
         -- A row that names its rule itself (rule.failed) keeps it.
         case when coalesce(current_setting('teamboard.rule', true), '') = '' then '{}'::jsonb
              else jsonb_build_object('rule', current_setting('teamboard.rule', true)::jsonb) end
           || coalesce(details, '{}'::jsonb)
$$;

-- Does a rule's trigger match this event?
create function private.automation_trigger_matches(rule_trigger jsonb, kind text, payload jsonb) returns boolean
language sql immutable
set search_path = ''
as $$
  select coalesce(case rule_trigger ->> 'type'
    when 'card_moved' then kind = 'card.moved' and payload ->> 'to_list_id' = rule_trigger ->> 'list_id'
    when 'card_created' then kind = 'card.created'
      and (rule_trigger ->> 'list_id' is null or payload ->> 'list_id' = rule_trigger ->> 'list_id')
    when 'card_completed' then kind = 'card.completed'
    when 'comment_added' then kind = 'comment.added'
  end, false)
$$;
revoke all on function private.automation_trigger_matches(jsonb, text, jsonb) from public;

-- Do a rule's conditions all hold for this card? (Ids were checked when it was saved.)
create function private.automation_conditions_hold(conditions jsonb, target_card_id uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select coalesce(bool_and(case c.value ->> 'type'
    when 'has_label' then exists (
      select 1 from public.card_labels x
      where x.card_id = target_card_id and x.label_id = private.try_uuid(c.value ->> 'label_id'))
    when 'lacks_label' then not exists (
      select 1 from public.card_labels x
      where x.card_id = target_card_id and x.label_id = private.try_uuid(c.value ->> 'label_id'))
    when 'assigned_to' then exists (
      select 1 from public.card_assignees x
      where x.card_id = target_card_id and x.user_id = private.try_uuid(c.value ->> 'user_id'))
    else false
  end), true)
  from jsonb_array_elements(conditions) c(value)
$$;
revoke all on function private.automation_conditions_hold(jsonb, uuid) from public;

-- Does one action to one card; answers how many rows it changed (0: nothing
-- to do, or what it names has left the board since the rule was saved).
create function private.apply_automation_action(target_card_id uuid, board uuid, step jsonb) returns integer
language plpgsql security definer
set search_path = ''
as $$
declare
  changed integer := 0;
  target uuid;
  card public.cards;
  pos numeric;
begin
  select * into card from public.cards c where c.id = target_card_id;
  if not found then
    return 0;
  end if;
  case step ->> 'type'
  when 'move_to_list' then
    target := private.try_uuid(step ->> 'list_id');
    perform 1 from public.lists l where l.id = target and l.board_id = board and l.archived_at is null
      for no key update;
    if not found then
      return 0;
    end if;
    if step ->> 'position' = 'top' then
      if card.list_id = target and not exists (
        select 1 from public.cards c where c.list_id = target and c.id <> card.id and c.position <= card.position) then
        return 0;
      end if;
      pos := coalesce((select min(c.position) from public.cards c where c.list_id = target and c.id <> card.id), 1024) - 1024;
    else
      if card.list_id = target and (not step ? 'position' or not exists (
        select 1 from public.cards c where c.list_id = target and c.id <> card.id and c.position >= card.position)) then
        return 0;
      end if;
      pos := coalesce((select max(c.position) from public.cards c where c.list_id = target and c.id <> card.id), 0) + 1024;
    end if;
    update public.cards c set list_id = target, position = pos where c.id = card.id;
    get diagnostics changed = row_count;
  when 'add_label' then
    insert into public.card_labels (card_id, label_id)
    select card.id, l.id from public.labels l
    where l.id = private.try_uuid(step ->> 'label_id') and l.board_id = board
    on conflict do nothing;
    get diagnostics changed = row_count;
  when 'remove_label' then
    delete from public.card_labels x
    where x.card_id = card.id and x.label_id = private.try_uuid(step ->> 'label_id');
    get diagnostics changed = row_count;
  when 'assign' then
    insert into public.card_assignees (card_id, user_id)
    select card.id, p.id from public.profiles p
    where p.id = private.try_uuid(step ->> 'user_id') and private.person_board_role(board, p.id) is not null
    on conflict do nothing;
    get diagnostics changed = row_count;
  when 'unassign' then
    delete from public.card_assignees x
    where x.card_id = card.id and x.user_id = private.try_uuid(step ->> 'user_id');
    get diagnostics changed = row_count;
  when 'set_due' then
    update public.cards c set due_at = now() + make_interval(days => (step ->> 'days')::integer)
    where c.id = card.id and c.due_at is distinct from now() + make_interval(days => (step ->> 'days')::integer);
    get diagnostics changed = row_count;
  when 'complete' then
    update public.cards c set completed_at = now() where c.id = card.id and c.completed_at is null;
    get diagnostics changed = row_count;
  when 'archive' then
    update public.cards c set archived_at = now() where c.id = card.id and c.archived_at is null;
    get diagnostics changed = row_count;
  when 'comment' then
    -- No author: the rule speaks, not a person (the comment's activity names the rule).
    insert into public.comments (card_id, author_id, body) values (card.id, null, btrim(step ->> 'body'));
    get diagnostics changed = row_count;
  else
    return 0;
  end case;
  return changed;
end;
$$;
revoke all on function private.apply_automation_action(uuid, uuid, jsonb) from public;

-- Runs one rule for one event, once. `depth` is the chain depth of the event
-- (0 for a person's change).
create function private.apply_automation_rule(rule public.automation_rules, ev public.activity, depth integer)
returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  outer_depth constant text := current_setting('teamboard.rule_depth', true);
  outer_rule constant text := current_setting('teamboard.rule', true);
  step jsonb;
  applied text[] := '{}';
  outcome text := 'applied';
  problem text;
  state text;
begin
  if exists (select 1 from public.automation_rule_runs r where r.rule_id = rule.id and r.event_id = ev.id)
     or not exists (select 1 from public.cards c where c.id = ev.card_id and c.archived_at is null)
     or not private.automation_conditions_hold(rule.conditions, ev.card_id) then
    return;
  end if;
  -- Set off by a rule's action: not again on a card this rule acted on within the minute.
  if depth > 0 and exists (
    select 1 from public.automation_rule_runs r
    where r.rule_id = rule.id and r.card_id = ev.card_id and r.outcome = 'applied'
      and r.ran_at > now() - interval '1 minute'
  ) then
    insert into public.automation_rule_runs (rule_id, board_id, event_id, card_id, depth, outcome)
    values (rule.id, rule.board_id, ev.id, ev.card_id, depth + 1, 'loop_stopped');
    return;
  end if;
  -- Recorded before the actions, so the chain they set off sees this run.
  insert into public.automation_rule_runs (rule_id, board_id, event_id, card_id, depth, outcome)
  values (rule.id, rule.board_id, ev.id, ev.card_id, depth + 1, 'applied');

  perform set_config('teamboard.rule_depth', (depth + 1)::text, true);
  perform set_config('teamboard.rule', jsonb_build_object('id', rule.id, 'name', rule.name)::text, true);
  begin
    if not coalesce(private.can_manage(private.person_board_role(rule.board_id, rule.saved_by)), false) then
      raise exception 'The rule''s author can no longer manage this board; an admin must save it again.'
        using errcode = 'P0001', hint = 'teamboard:forbidden', detail = 'not_manager';
    end if;
    for step in select a.value from jsonb_array_elements(rule.actions) with ordinality a order by a.ordinality loop
      if private.apply_automation_action(ev.card_id, rule.board_id, step) > 0 then
        applied := applied || (step ->> 'type');
      end if;
    end loop;
    if cardinality(applied) > 0 then
      perform private.record_activity(ev.workspace_id, ev.board_id, ev.card_id, 'rule.applied',
        jsonb_build_object('event_id', ev.id, 'actions', to_jsonb(applied)));
    end if;
  exception when others then
    get stacked diagnostics problem = message_text, state = returned_sqlstate;
    -- A conflict with another transaction is the change's to retry, not the rule's to swallow.
    if state in ('40001', '40P01') then
      raise;
    end if;
    outcome := 'failed';
  end;
  perform set_config('teamboard.rule_depth', coalesce(outer_depth, ''), true);
  perform set_config('teamboard.rule', coalesce(outer_rule, ''), true);
  if outcome = 'failed' then
    update public.automation_rule_runs r set outcome = 'failed', error = left(problem, 1000)
    where r.rule_id = rule.id and r.event_id = ev.id;
    perform private.record_activity(ev.workspace_id, ev.board_id, ev.card_id, 'rule.failed',
      jsonb_build_object('rule', jsonb_build_object('id', rule.id, 'name', rule.name), 'event_id', ev.id,
                         'message', left(problem, 1000)));
  end if;
end;
$$;
revoke all on function private.apply_automation_rule(public.automation_rules, public.activity, integer) from public;

-- The event stream's reader: every card event of a board with rules. Named to
-- fire after activity_webhook_deliveries (triggers fire in name order), so an
-- event is queued for its webhooks before the events its rules cause are.
create function private.run_automation_rules() returns trigger
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
    order by r.created_at, r.id
  loop
    perform private.apply_automation_rule(rule, new, depth);
  end loop;
  return null;
end;
$$;
revoke all on function private.run_automation_rules() from public;
create trigger run_automation_rules
  after insert on public.activity
  for each row
  when (new.card_id is not null and new.board_id is not null
        and new.kind in ('card.created', 'card.moved', 'card.completed', 'comment.added'))
  execute function private.run_automation_rules();
