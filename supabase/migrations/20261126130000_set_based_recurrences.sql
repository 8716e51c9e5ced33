-- Recurring cards, applied a batch at a time (issue 32: 10,000 occurrences due
-- in the same minute within 3× the same INSERTs). The expander used to apply
-- one rule per call, each occurrence in a loop of its own; now it hands all
-- the rules it claimed to apply_card_occurrences at once, and each kind of row
-- is written for the whole batch in one statement: the occurrences (the
-- exactly-once key (recurrence_id, occurrence_at) decides which are new), the
-- copies, their assignees, checklists and labels, the reopened cards, and the
-- rules moved on. Every per-row check stays: the card limit, positions,
-- activity and search are the cards' own triggers.
--
-- The scheduler's clock. On a hosted project it is now(); a test moves it on
-- (as the local backend's injectable clock moves token expiry) by writing one
-- row here, so "a day later" is the expander's real path rather than a rule's
-- bookkeeping rewritten into the past. Only the database owner writes it.
create table private.clock_offset (
  only_row boolean primary key default true check (only_row),
  offset_by interval not null check (offset_by >= interval '0')
);
alter table private.clock_offset enable row level security;
revoke all on private.clock_offset from public, anon, authenticated;
comment on table private.clock_offset is
  'Testing only: how far the scheduler''s clock (private.clock_now) runs ahead of now(). Empty on a real project.';

create function private.clock_now() returns timestamptz
language sql stable security definer
set search_path = ''
as $$
  select now() + coalesce((select o.offset_by from private.clock_offset o), interval '0')
$$;
revoke all on function private.clock_now() from public;

-- A copy's id is drawn before the card exists, so its occurrence can be
-- recorded first and only the new ones copied; the occurrence's reference to
-- its card is therefore checked at commit.
alter table public.card_occurrences
  alter constraint card_occurrences_card_id_fkey deferrable initially deferred;

-- A lease a run took before the database last started was cut off with that
-- run: it lapses at once instead of after its two minutes, so a restart does
-- not hold rules back. (Lease start = leased_until - 2 minutes, as claimed.)
create or replace function private.due_card_recurrences() returns setof public.card_recurrences
language sql stable security definer
set search_path = ''
as $$
  select r.*
  from public.card_recurrences r
  join public.cards c on c.id = r.card_id
  join public.lists l on l.id = c.list_id
  join public.boards b on b.id = c.board_id
  where r.next_at is not null
    and (r.leased_until is null or r.leased_until < private.clock_now()
         or r.leased_until - interval '2 minutes' < pg_postmaster_start_time() + (private.clock_now() - now()))
    and c.archived_at is null and l.archived_at is null and b.archived_at is null
    and case r.mode
      when 'copy' then r.next_at <= private.clock_now()
      else c.completed_at is not null
    end
$$;

drop function public.apply_card_occurrences(uuid, timestamptz[], timestamptz, timestamptz);

-- As before, on the scheduler's clock: the lease and `as_of` (the time the
-- expander plans up to) are private.clock_now().
create or replace function public.claim_card_recurrences(max_rules integer default 100)
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
    set leased_until = private.clock_now() + interval '2 minutes'
    from locked
    where r.id = locked.id
    returning r.*
  )
  select c.id, c.rrule, c.dtstart, c.time_zone, c.mode, c.expanded_until, card.due_at, private.clock_now()
  from claimed c join public.cards card on card.id = c.card_id;
end;
$$;

-- Records the occurrences the expander computed for a batch of claimed rules
-- and acts on the new ones, then moves each rule on and ends its lease.
-- `plans` is an array of what the SDK's planOccurrences returns per rule:
--   recurrence_id
--   occurrences   copy: those in (expanded_until, as_of]; reopen: the one due date
--   expanded_to   copy: the as_of of the claim; reopen: that due date
--   next_at       the first occurrence after expanded_to, or null when the rule has ended
-- Copy occurrences later than the scheduler's clock are refused: nothing is created early. A
-- rule cleared while the expander computed is passed over. Any refusal (a
-- full board, say) fails the whole batch, and the expander then applies the
-- batch's plans one by one, so one rule cannot hold the others back.
-- Returns how many occurrences were new.
create function public.apply_card_occurrences(plans jsonb) returns integer
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
  insert into public.cards (id, board_id, list_id, title, description, due_at, created_by)
  select f.copy_id, source.board_id, coalesce(target.id, source.list_id), source.title,
         source.description, f.occurrence_at, r.created_by
  from pg_temp.fresh_copies f
  join public.cards source on source.id = f.source_id
  join public.card_recurrences r on r.card_id = source.id
  left join public.lists target on target.id = r.list_id and target.archived_at is null
  order by f.occurrence_at, f.copy_id;
  insert into public.card_assignees (card_id, user_id)
  select f.copy_id, a.user_id from pg_temp.fresh_copies f join public.card_assignees a on a.card_id = f.source_id;
  insert into public.checklist_items (card_id, body, done, position)
  select f.copy_id, i.body, false, i.position
  from pg_temp.fresh_copies f join public.checklist_items i on i.card_id = f.source_id;
  insert into public.card_labels (card_id, label_id)
  select f.copy_id, cl.label_id from pg_temp.fresh_copies f join public.card_labels cl on cl.card_id = f.source_id;

  update public.cards c set completed_at = null, due_at = f.at
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

revoke all on function public.apply_card_occurrences(jsonb) from public, anon, authenticated;
grant execute on function public.apply_card_occurrences(jsonb) to service_role;
