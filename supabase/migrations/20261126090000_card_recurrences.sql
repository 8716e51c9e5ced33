-- Recurring cards (issue 32). A card may carry one rule, stored as the value
-- of an RFC 5545 RRULE property ("FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH"), with
-- its start (dtstart) and the IANA time zone the rule counts in, so calendar
-- apps can read it later. The end is the rule's own COUNT or UNTIL.
--
-- Two modes:
--   copy    at each occurrence a new card appears in list_id (default: the
--           card's list) with the card's title, description, labels and
--           assignees, its checklist reset, due at the occurrence.
--   reopen  when the card is completed it is reopened, due at the rule's next
--           occurrence after its last due date (or now).
--
-- Who expands: Postgres cannot run the `rrule` library, so a Supabase Cron job
-- asks, in SQL, whether any rule has work and only then calls the edge
-- function `expand-recurrences` through pg_net, as the notification emails do.
-- The function claims what is due (claim_card_recurrences: a short lease, so
-- a second run at the same time takes other rules), computes the occurrences
-- with `rrule` in the rule's time zone, and hands them to
-- apply_card_occurrences, which records each one under the unique key
-- (recurrence_id, occurrence_at) and creates the copy or reopens the card in
-- the same transaction. A doubled, late or interrupted run therefore creates
-- each occurrence exactly once: what is recorded is never applied again, and
-- a lease left by a killed run lapses after two minutes.
--
-- Rules of archived cards, lists or boards are skipped, not ended: restored,
-- they resume from the next occurrence after the restore (missed ones are not
-- made up, since expanded_until only moves forward with time).

create type public.recurrence_mode as enum ('copy', 'reopen');

create table public.card_recurrences (
  id uuid primary key default gen_random_uuid(),
  card_id uuid not null unique references public.cards (id) on delete cascade,
  board_id uuid not null references public.boards (id) on delete cascade,
  rrule text not null,
  dtstart timestamptz not null,
  time_zone text not null,
  mode public.recurrence_mode not null,
  list_id uuid references public.lists (id) on delete set null,
  -- Occurrences up to here are done (created, or passed while nothing was due).
  expanded_until timestamptz not null,
  -- When the expander next has work for a copy rule; for a reopen rule, the
  -- due date it gave last. Null: the rule has ended.
  next_at timestamptz,
  -- Set by a run that claimed the rule; another run leaves it alone until then.
  leased_until timestamptz,
  created_by uuid references public.profiles (id) on delete set null default auth.uid(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (char_length(rrule) <= 500),
  check (char_length(time_zone) <= 64)
);
comment on table public.card_recurrences is
  'A card''s RFC 5545 rule (RRULE value, dtstart, IANA time zone): copy onto a list, or reopen when completed.';
create index card_recurrences_board_id_idx on public.card_recurrences (board_id);
create index card_recurrences_list_id_idx on public.card_recurrences (list_id);
create index card_recurrences_created_by_idx on public.card_recurrences (created_by);
create index card_recurrences_next_at_idx on public.card_recurrences (next_at) where next_at is not null;

create table public.card_occurrences (
  id uuid primary key default gen_random_uuid(),
  recurrence_id uuid not null references public.card_recurrences (id) on delete cascade,
  occurrence_at timestamptz not null,
  -- The copy made for it (copy mode), or the card reopened (reopen mode).
  card_id uuid references public.cards (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint card_occurrences_once unique (recurrence_id, occurrence_at)
);
comment on table public.card_occurrences is
  'Each occurrence of a rule, recorded once: the idempotency key of the scheduler.';
create index card_occurrences_card_id_idx on public.card_occurrences (card_id);

alter table public.card_recurrences enable row level security;
alter table public.card_occurrences enable row level security;
-- Written through set_card_recurrence / clear_card_recurrence and the
-- expander's functions only, which check what a row policy cannot say.
revoke all on public.card_recurrences, public.card_occurrences from anon;
revoke insert, update, delete, truncate on public.card_recurrences, public.card_occurrences from authenticated;

create policy "second factor verified when the user has one" on public.card_recurrences
  as restrictive to authenticated
  using ((select private.assurance_met()));
create policy "second factor verified when the user has one" on public.card_occurrences
  as restrictive to authenticated
  using ((select private.assurance_met()));
create policy "people who can read the card read its rule" on public.card_recurrences
  for select to authenticated
  using (private.card_role(card_id) is not null);
create policy "people who can read the card read its occurrences" on public.card_occurrences
  for select to authenticated
  using (exists (
    select 1 from public.card_recurrences r
    where r.id = recurrence_id and private.card_role(r.card_id) is not null
  ));

-- Validation ----------------------------------------------------------------------
-- The shape the SDK's schema allows too (packages/sdk/src/recurrence/schemas.ts):
-- day and longer frequencies, the parts the editor and calendar apps use,
-- COUNT or UNTIL (not both). The client checks the same with `rrule`; this is
-- the database's own word, since a rule may come from anywhere.
create function private.check_rrule(rule text) returns void
language plpgsql immutable
set search_path = ''
as $$
declare
  part text;
  key text;
  val text;
  seen text[] := '{}';
  allowed boolean;
begin
  if rule is null or char_length(rule) > 500
     or rule !~ '^[A-Z]+=[A-Z0-9,+-]+(;[A-Z]+=[A-Z0-9,+-]+)*$' then
    raise exception 'The repeat rule is not valid.'
      using errcode = 'P0001', hint = 'teamboard:validation', detail = 'recurrence_invalid';
  end if;
  foreach part in array string_to_array(rule, ';') loop
    key := split_part(part, '=', 1);
    val := split_part(part, '=', 2);
    allowed := case key
      when 'FREQ' then val in ('DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY')
      when 'INTERVAL' then val ~ '^[1-9][0-9]{0,2}$'
      when 'COUNT' then val ~ '^[1-9][0-9]{0,3}$'
      when 'UNTIL' then val ~ '^[0-9]{8}T[0-9]{6}Z$'
      when 'BYDAY' then val ~ '^([+-]?[1-5]?(MO|TU|WE|TH|FR|SA|SU))(,[+-]?[1-5]?(MO|TU|WE|TH|FR|SA|SU))*$'
      when 'BYMONTHDAY' then val ~ '^-?([1-9]|[12][0-9]|3[01])(,-?([1-9]|[12][0-9]|3[01]))*$'
      when 'BYMONTH' then val ~ '^([1-9]|1[0-2])(,([1-9]|1[0-2]))*$'
      when 'BYSETPOS' then val ~ '^-?[1-5](,-?[1-5])*$'
      when 'WKST' then val in ('MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU')
      else false
    end;
    if key = any (seen) or not allowed then
      raise exception 'The repeat rule is not valid.'
        using errcode = 'P0001', hint = 'teamboard:validation', detail = 'recurrence_invalid';
    end if;
    seen := seen || key;
  end loop;
  if not 'FREQ' = any (seen) or ('COUNT' = any (seen) and 'UNTIL' = any (seen)) then
    raise exception 'The repeat rule is not valid.'
      using errcode = 'P0001', hint = 'teamboard:validation', detail = 'recurrence_invalid';
  end if;
end;
$$;
revoke all on function private.check_rrule(text) from public;

-- An IANA name Postgres knows (as the `rrule` library and Intl do).
create function private.check_time_zone(zone text) returns void
language plpgsql stable
set search_path = ''
as $$
begin
  if zone is null or zone !~ '^[A-Za-z][A-Za-z0-9_+-]*(/[A-Za-z0-9_+-]+){0,2}$' or char_length(zone) > 64 then
    raise exception 'The time zone is not valid.'
      using errcode = 'P0001', hint = 'teamboard:validation', detail = 'time_zone';
  end if;
  perform now() at time zone zone;
exception
  when invalid_parameter_value then
    raise exception 'The time zone is not valid.'
      using errcode = 'P0001', hint = 'teamboard:validation', detail = 'time_zone';
end;
$$;
revoke all on function private.check_time_zone(text) from public;

-- Setting and clearing -------------------------------------------------------------
-- Replaces the card's rule. Occurrences before the moment it is set are never
-- made up: expanded_until starts at the later of now and just before dtstart.
create function public.set_card_recurrence(
  card_id uuid,
  rrule text,
  dtstart timestamptz,
  time_zone text,
  mode public.recurrence_mode,
  list_id uuid default null
) returns public.card_recurrences
language plpgsql security definer
set search_path = ''
as $$
declare
  target public.cards;
  saved public.card_recurrences;
  starts_after timestamptz;
begin
  perform private.require_role(private.card_role(set_card_recurrence.card_id), true, 'Card');
  perform private.check_rrule(set_card_recurrence.rrule);
  perform private.check_time_zone(set_card_recurrence.time_zone);
  if set_card_recurrence.mode is null then
    raise exception 'A repeat rule needs a mode.'
      using errcode = 'P0001', hint = 'teamboard:validation', detail = 'mode';
  end if;
  -- Within ten years of now: the expander walks a rule from its start.
  if set_card_recurrence.dtstart is null
     or set_card_recurrence.dtstart not between now() - interval '10 years' and now() + interval '10 years' then
    raise exception 'A repeat rule starts within ten years of today.'
      using errcode = 'P0001', hint = 'teamboard:validation', detail = 'dtstart';
  end if;
  select * into target from public.cards c where c.id = set_card_recurrence.card_id for update;
  if set_card_recurrence.list_id is not null and (
    set_card_recurrence.mode <> 'copy'
    or not exists (
      select 1 from public.lists l
      where l.id = set_card_recurrence.list_id and l.board_id = target.board_id and l.archived_at is null
    )
  ) then
    raise exception 'Copies go to an open list of the card''s board.'
      using errcode = 'P0001', hint = 'teamboard:validation', detail = 'list_id';
  end if;

  starts_after := greatest(now(), set_card_recurrence.dtstart - interval '1 microsecond');
  insert into public.card_recurrences as r
    (card_id, board_id, rrule, dtstart, time_zone, mode, list_id, expanded_until, next_at, created_by)
  values (
    target.id, target.board_id, set_card_recurrence.rrule, set_card_recurrence.dtstart,
    set_card_recurrence.time_zone, set_card_recurrence.mode, set_card_recurrence.list_id,
    starts_after, greatest(now(), set_card_recurrence.dtstart), auth.uid()
  )
  on conflict on constraint card_recurrences_card_id_key do update
    set rrule = excluded.rrule, dtstart = excluded.dtstart, time_zone = excluded.time_zone,
        mode = excluded.mode, list_id = excluded.list_id, expanded_until = excluded.expanded_until,
        next_at = excluded.next_at, leased_until = null, updated_at = now()
  returning * into saved;
  return saved;
end;
$$;

create function public.clear_card_recurrence(card_id uuid) returns boolean
language plpgsql security definer
set search_path = ''
as $$
declare
  removed integer;
begin
  perform private.require_role(private.card_role(clear_card_recurrence.card_id), true, 'Card');
  delete from public.card_recurrences r where r.card_id = clear_card_recurrence.card_id;
  get diagnostics removed = row_count;
  return removed > 0;
end;
$$;

revoke all on function public.set_card_recurrence(uuid, text, timestamptz, text, public.recurrence_mode, uuid)
  from public, anon;
revoke all on function public.clear_card_recurrence(uuid) from public, anon;
grant execute on function public.set_card_recurrence(uuid, text, timestamptz, text, public.recurrence_mode, uuid)
  to authenticated;
grant execute on function public.clear_card_recurrence(uuid) to authenticated;

-- The expander's side --------------------------------------------------------------
-- Rules with work now: a copy rule whose next occurrence has come, a reopen
-- rule whose card is completed; never an ended rule, a leased one, or one on
-- an archived card, list or board.
create function private.due_card_recurrences() returns setof public.card_recurrences
language sql stable security definer
set search_path = ''
as $$
  select r.*
  from public.card_recurrences r
  join public.cards c on c.id = r.card_id
  join public.lists l on l.id = c.list_id
  join public.boards b on b.id = c.board_id
  where r.next_at is not null
    and (r.leased_until is null or r.leased_until < now())
    and c.archived_at is null and l.archived_at is null and b.archived_at is null
    and case r.mode
      when 'copy' then r.next_at <= now()
      else c.completed_at is not null
    end
$$;
revoke all on function private.due_card_recurrences() from public;

-- Claims up to max_rules due rules for two minutes and returns what the
-- expander needs: the rule, where expansion resumes, and the time it counts to.
create function public.claim_card_recurrences(max_rules integer default 100)
returns table (
  id uuid, rrule text, dtstart timestamptz, time_zone text, mode public.recurrence_mode,
  expanded_until timestamptz, due_at timestamptz, as_of timestamptz
)
language plpgsql security definer
set search_path = ''
as $$
begin
  if claim_card_recurrences.max_rules is null or claim_card_recurrences.max_rules not between 1 and 1000 then
    raise exception 'max_rules must be between 1 and 1000.'
      using errcode = 'P0001', hint = 'teamboard:validation', detail = 'max_rules';
  end if;
  return query
  with due as (
    select d.id from private.due_card_recurrences() d
    order by d.next_at, d.id
    limit claim_card_recurrences.max_rules
  ),
  locked as (
    select r.id from public.card_recurrences r
    where r.id in (select due.id from due)
    for update skip locked
  ),
  claimed as (
    update public.card_recurrences r
    set leased_until = now() + interval '2 minutes'
    from locked
    where r.id = locked.id
    returning r.*
  )
  select c.id, c.rrule, c.dtstart, c.time_zone, c.mode, c.expanded_until, card.due_at, now()
  from claimed c join public.cards card on card.id = c.card_id;
end;
$$;

-- Records the occurrences the expander computed for one claimed rule and
-- acts on each new one, then moves the rule on and ends its lease.
--   occurrences   copy: those in (expanded_until, as_of]; reopen: the one due date
--   expanded_to   copy: the as_of of the claim; reopen: that due date
--   next_at       the first occurrence after expanded_to, or null when the rule has ended
-- Copy occurrences later than now are refused: nothing is created early.
-- Returns how many occurrences were new.
create function public.apply_card_occurrences(
  recurrence_id uuid, occurrences timestamptz[], expanded_to timestamptz, next_at timestamptz
) returns integer
language plpgsql security definer
set search_path = ''
as $$
declare
  rule public.card_recurrences;
  source public.cards;
  target_list uuid;
  occurrence record;
  copied uuid;
  fresh integer := 0;
begin
  if apply_card_occurrences.occurrences is null or cardinality(apply_card_occurrences.occurrences) > 1000 then
    raise exception 'Give at most 1000 occurrences.'
      using errcode = 'P0001', hint = 'teamboard:validation', detail = 'occurrences';
  end if;
  select * into rule from public.card_recurrences r where r.id = apply_card_occurrences.recurrence_id for update;
  if rule.id is null then
    return 0; -- cleared while the expander computed: nothing to do
  end if;
  select * into source from public.cards c where c.id = rule.card_id for update;
  if rule.mode = 'copy' and exists (
    select 1 from unnest(apply_card_occurrences.occurrences) o(at) where o.at > now()
  ) then
    raise exception 'An occurrence cannot be created before its time.'
      using errcode = 'P0001', hint = 'teamboard:validation', detail = 'occurrences';
  end if;
  target_list := coalesce(
    (select l.id from public.lists l where l.id = rule.list_id and l.archived_at is null),
    source.list_id
  );

  for occurrence in
    insert into public.card_occurrences (recurrence_id, occurrence_at)
    select rule.id, o.at from unnest(apply_card_occurrences.occurrences) o(at)
    where o.at > rule.expanded_until
    order by o.at
    on conflict on constraint card_occurrences_once do nothing
    returning id, occurrence_at
  loop
    fresh := fresh + 1;
    if rule.mode = 'copy' then
      perform private.require_card_room(source.board_id);
      insert into public.cards (board_id, list_id, title, description, due_at, position, created_by)
      values (
        source.board_id, target_list, source.title, source.description, occurrence.occurrence_at,
        (select coalesce(max(c.position), 0) + 1024 from public.cards c where c.list_id = target_list),
        rule.created_by
      )
      returning id into copied;
      insert into public.card_assignees (card_id, user_id)
      select copied, a.user_id from public.card_assignees a where a.card_id = source.id;
      insert into public.checklist_items (card_id, body, done, position)
      select copied, i.body, false, i.position from public.checklist_items i where i.card_id = source.id;
      insert into public.card_labels (card_id, label_id)
      select copied, cl.label_id from public.card_labels cl where cl.card_id = source.id;
      update public.card_occurrences o set card_id = copied where o.id = occurrence.id;
    elsif source.completed_at is not null then
      update public.cards c set completed_at = null, due_at = occurrence.occurrence_at where c.id = source.id;
      update public.card_occurrences o set card_id = source.id where o.id = occurrence.id;
    end if;
  end loop;

  update public.card_recurrences r
  set expanded_until = greatest(r.expanded_until, apply_card_occurrences.expanded_to),
      next_at = apply_card_occurrences.next_at,
      leased_until = null
  where r.id = rule.id;
  return fresh;
end;
$$;

revoke all on function public.claim_card_recurrences(integer) from public, anon, authenticated;
revoke all on function public.apply_card_occurrences(uuid, timestamptz[], timestamptz, timestamptz)
  from public, anon, authenticated;
grant execute on function public.claim_card_recurrences(integer) to service_role;
grant execute on function public.apply_card_occurrences(uuid, timestamptz[], timestamptz, timestamptz)
  to service_role;

-- The cron job's body: calls the expander when a rule has work and the
-- project's URL is in the Vault; returns the pg_net request id, or null.
create function private.request_card_recurrences() returns bigint
language plpgsql security definer
set search_path = ''
as $$
declare
  project_url text;
  request_id bigint;
begin
  select s.decrypted_secret into project_url from vault.decrypted_secrets s where s.name = 'project_url';
  if project_url is null or project_url !~ '^https?://[^\s]+$'
     or not exists (select 1 from private.due_card_recurrences()) then
    return null;
  end if;
  select net.http_post(
    url := rtrim(project_url, '/') || '/functions/v1/expand-recurrences',
    body := '{}'::jsonb,
    headers := '{"Content-Type": "application/json"}'::jsonb,
    timeout_milliseconds := 30000
  ) into request_id;
  return request_id;
end;
$$;
revoke all on function private.request_card_recurrences() from public;

select cron.schedule('teamboard-card-recurrences', '10 seconds', $$select private.request_card_recurrences()$$);

