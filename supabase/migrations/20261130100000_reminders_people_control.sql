-- Reminders people control (issue 32). Each person chooses, in their
-- notification settings:
-- - how long before a due date they hear `due_soon` (at due, 15 min, 1 h or
--   1 day before; 1 day, as before, by default). `overdue` still comes at the
--   due moment; "at due" sends only that one;
-- - whether they also hear `start_soon` for start dates, with the same lead;
-- - quiet hours in their own IANA time zone, during which no email goes out:
--   what is queued waits and goes out as one digest when the quiet hours end.
-- A reminder in the inbox can be snoozed (1 h, 3 h, or tomorrow 09:00 in the
-- person's zone): it is marked read and comes again, as a new notification,
-- when the snooze ends, unless the card was done, archived, unassigned or
-- re-dated meanwhile (a new date re-arms the reminders anyway).
--
-- Exactly once: the ledger's key is card + person + moment (due or start) +
-- lead + the date it was for, so a doubled or late scheduler run sends nothing
-- twice, and a new date (a new key) re-arms.

alter type public.notification_kind add value if not exists 'start_soon';

-- Settings ---------------------------------------------------------------------
alter table public.notification_settings
  add column reminder_lead_minutes integer not null default 1440
    constraint notification_settings_reminder_lead_minutes_check
    check (reminder_lead_minutes in (0, 15, 60, 1440)),
  add column start_reminders boolean not null default false,
  add column time_zone text not null default 'UTC',
  add column quiet_hours_start time(0),
  add column quiet_hours_end time(0),
  -- Both or neither, not the same time (a day-long quiet would never send),
  -- whole minutes (what the screen offers).
  add constraint notification_settings_quiet_hours_check check (
    (quiet_hours_start is null) = (quiet_hours_end is null)
    and (quiet_hours_start is null or quiet_hours_start <> quiet_hours_end)
    and coalesce(extract(second from quiet_hours_start), 0) = 0
    and coalesce(extract(second from quiet_hours_end), 0) = 0
  );
comment on column public.notification_settings.reminder_lead_minutes is
  'How many minutes before a due (and, with start_reminders, a start) date the person is reminded: 0, 15, 60 or 1440.';
comment on column public.notification_settings.time_zone is
  'IANA zone quiet hours and "tomorrow 09:00" snoozes count in; one Postgres knows (pg_timezone_names).';
comment on column public.notification_settings.quiet_hours_start is
  'Start of the daily quiet hours (local time in time_zone); may be after quiet_hours_end: then they span midnight.';

-- The zone is checked as a board's is (one rule for what a zone is), on every write.
create function private.guard_notification_settings_time_zone() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.time_zone := coalesce(new.time_zone, 'UTC');
  end if;
  perform private.check_board_time_zone(new.time_zone);
  return new;
end;
$$;
revoke all on function private.guard_notification_settings_time_zone() from public;
create trigger notification_settings_check_time_zone
  before insert or update of time_zone on public.notification_settings
  for each row execute function private.guard_notification_settings_time_zone();

-- True when `at` falls in the quiet hours [quiet_start, quiet_end) local time
-- in `zone`; a start after the end spans midnight (22:00–07:00).
create function private.in_quiet_hours(zone text, quiet_start time, quiet_end time, at timestamptz)
returns boolean
language sql stable
set search_path = ''
as $$
  select case
    when in_quiet_hours.quiet_start is null or in_quiet_hours.quiet_end is null then false
    when in_quiet_hours.quiet_start < in_quiet_hours.quiet_end then
      (in_quiet_hours.at at time zone in_quiet_hours.zone)::time >= in_quiet_hours.quiet_start
      and (in_quiet_hours.at at time zone in_quiet_hours.zone)::time < in_quiet_hours.quiet_end
    else
      (in_quiet_hours.at at time zone in_quiet_hours.zone)::time >= in_quiet_hours.quiet_start
      or (in_quiet_hours.at at time zone in_quiet_hours.zone)::time < in_quiet_hours.quiet_end
  end
$$;
revoke all on function private.in_quiet_hours(text, time, time, timestamptz) from public;

-- The ledger ---------------------------------------------------------------------
-- Which reminder went to whom: one row per card + person + moment + lead + the
-- date it was for. `overdue` is moment 'due' with lead 0.
create table private.reminders_sent (
  card_id uuid not null references public.cards (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  moment text not null check (moment in ('due', 'start')),
  lead_minutes integer not null check (lead_minutes in (0, 15, 60, 1440)),
  at timestamptz not null,
  sent_at timestamptz not null default now(),
  primary key (card_id, user_id, moment, lead_minutes, at)
);
create index reminders_sent_user_id_idx on private.reminders_sent (user_id);
create index reminders_sent_at_idx on private.reminders_sent (at);
revoke all on private.reminders_sent from public, anon, authenticated;

-- What the old ledger said was sent stays sent (it knew only the 1-day lead).
insert into private.reminders_sent (card_id, user_id, moment, lead_minutes, at, sent_at)
select r.card_id, r.user_id, 'due', case when r.kind::text = 'overdue' then 0 else 1440 end, r.due_at, r.sent_at
from private.card_reminders_sent r
on conflict do nothing;
drop table private.card_reminders_sent;

-- Snoozes: the reminder comes again at `until`.
create table private.reminder_snoozes (
  notification_id uuid primary key references public.notifications (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  until timestamptz not null,
  created_at timestamptz not null default now()
);
create index reminder_snoozes_until_idx on private.reminder_snoozes (until);
create index reminder_snoozes_user_id_idx on private.reminder_snoozes (user_id);
revoke all on private.reminder_snoozes from public, anon, authenticated;

-- When a snooze ends, counted from `at` in the person's zone: '1_hour',
-- '3_hours', or 'tomorrow' (09:00 local on the next day, whatever its length).
create function private.snooze_until(snooze text, zone text, at timestamptz) returns timestamptz
language plpgsql stable
set search_path = ''
as $$
begin
  case snooze_until.snooze
    when '1_hour' then return snooze_until.at + interval '1 hour';
    when '3_hours' then return snooze_until.at + interval '3 hours';
    when 'tomorrow' then
      return (((snooze_until.at at time zone snooze_until.zone)::date + 1) + time '09:00')
        at time zone snooze_until.zone;
    else
      raise exception 'Snooze for 1 hour, 3 hours or until tomorrow.'
        using errcode = 'P0001', hint = 'teamboard:validation', detail = 'snooze';
  end case;
end;
$$;
revoke all on function private.snooze_until(text, text, timestamptz) from public;

-- Snoozes one of the caller's reminders: marks it read and returns when it comes again.
create function public.snooze_reminder(notification_id uuid, snooze text) returns timestamptz
language plpgsql security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  target public.notifications;
  zone text;
  wakes timestamptz;
begin
  if me is null then
    raise exception 'Sign in to snooze reminders.' using errcode = '42501', hint = 'teamboard:forbidden';
  end if;
  if snooze_reminder.snooze is null or snooze_reminder.snooze not in ('1_hour', '3_hours', 'tomorrow') then
    raise exception 'Snooze for 1 hour, 3 hours or until tomorrow.'
      using errcode = 'P0001', hint = 'teamboard:validation', detail = 'snooze';
  end if;
  select * into target from public.notifications n
  where n.id = snooze_reminder.notification_id and n.user_id = me
  for update;
  if not found then
    raise exception 'Notification not found.' using errcode = 'P0001', hint = 'teamboard:not-found';
  end if;
  if target.kind::text not in ('due_soon', 'overdue', 'start_soon') then
    raise exception 'Only reminders can be snoozed.'
      using errcode = 'P0001', hint = 'teamboard:validation', detail = 'kind';
  end if;
  select coalesce((select s.time_zone from public.notification_settings s where s.user_id = me), 'UTC')
  into zone;
  wakes := private.snooze_until(snooze_reminder.snooze, zone, now());
  insert into private.reminder_snoozes (notification_id, user_id, until)
  values (target.id, me, wakes)
  on conflict on constraint reminder_snoozes_pkey do update set until = excluded.until, created_at = now();
  update public.notifications n set read_at = coalesce(n.read_at, now()) where n.id = target.id;
  return wakes;
end;
$$;
revoke all on function public.snooze_reminder(uuid, text) from public, anon;
grant execute on function public.snooze_reminder(uuid, text) to authenticated, service_role;

-- The job -------------------------------------------------------------------------
-- send_due_reminders: 20261126010000_board_access.sql's, now with a given
-- "now" (the cron job passes none), each person's lead, start dates, and
-- snoozes that have ended.
drop function private.send_due_reminders();
create function private.send_due_reminders(at timestamptz default now()) returns integer
language plpgsql security definer
set search_path = ''
as $$
declare
  now_at timestamptz := coalesce(send_due_reminders.at, now());
  sent integer;
  woke integer;
begin
  with assigned as (
    select c.id as card_id, c.board_id, b.workspace_id, c.due_at, c.start_at, a.user_id,
           coalesce(s.reminder_lead_minutes, 1440) as lead,
           coalesce(s.start_reminders, false) as start_reminders
    from public.cards c
    join public.lists l on l.id = c.list_id
    join public.boards b on b.id = c.board_id
    join public.card_assignees a on a.card_id = c.id
    left join public.notification_settings s on s.user_id = a.user_id
    where c.completed_at is null
      and c.archived_at is null and l.archived_at is null and b.archived_at is null
      -- Only dates within the longest lead; a card long overdue (or long
      -- started) when reminders began is not news.
      and ((c.due_at <= now_at + interval '1 day' and c.due_at > now_at - interval '7 days')
           or (c.start_at <= now_at + interval '1 day' and c.start_at > now_at - interval '1 day'))
      and private.person_board_role(b.id, a.user_id) is not null
  ),
  due as (
    select d.card_id, d.board_id, d.workspace_id, d.user_id, 'due' as moment, 0 as lead, d.due_at as at,
           'overdue'::public.notification_kind as kind
    from assigned d
    where d.due_at <= now_at and d.due_at > now_at - interval '7 days'
    union all
    select d.card_id, d.board_id, d.workspace_id, d.user_id, 'due', d.lead, d.due_at,
           'due_soon'::public.notification_kind
    from assigned d
    where d.lead > 0 and d.due_at > now_at and d.due_at - make_interval(mins => d.lead) <= now_at
    union all
    select d.card_id, d.board_id, d.workspace_id, d.user_id, 'start', d.lead, d.start_at,
           'start_soon'::public.notification_kind
    from assigned d
    where d.start_reminders and d.start_at > now_at - interval '1 day'
      and d.start_at - make_interval(mins => d.lead) <= now_at
  ),
  fresh as (
    insert into private.reminders_sent as r (card_id, user_id, moment, lead_minutes, at, sent_at)
    select d.card_id, d.user_id, d.moment, d.lead, d.at, now() from due d
    on conflict do nothing
    returning r.card_id, r.user_id, r.moment, r.lead_minutes, r.at
  ),
  inserted as (
    insert into public.notifications (user_id, workspace_id, board_id, card_id, kind, payload)
    select d.user_id, d.workspace_id, d.board_id, d.card_id, d.kind,
           private.card_notification_payload(d.card_id, null)
             || jsonb_build_object(case d.moment when 'start' then 'start_at' else 'due_at' end, d.at)
    from fresh f
    join due d on d.card_id = f.card_id and d.user_id = f.user_id and d.moment = f.moment
      and d.lead = f.lead_minutes and d.at = f.at
    returning 1
  )
  select count(*) into sent from inserted;

  -- Snoozes that ended: deleting them is what makes each come back once, even
  -- when two runs overlap (the second finds nothing to delete).
  with woken as (
    delete from private.reminder_snoozes z
    where z.until <= now_at
    returning z.notification_id
  ),
  again as (
    insert into public.notifications (user_id, workspace_id, board_id, card_id, kind, payload)
    select n.user_id, n.workspace_id, n.board_id, n.card_id, n.kind, n.payload || '{"snoozed": true}'
    from woken w
    join public.notifications n on n.id = w.notification_id
    join public.cards c on c.id = n.card_id
    join public.lists l on l.id = c.list_id
    join public.boards b on b.id = c.board_id
    where c.completed_at is null
      and c.archived_at is null and l.archived_at is null and b.archived_at is null
      and exists (select 1 from public.card_assignees a where a.card_id = c.id and a.user_id = n.user_id)
      -- Re-dated meanwhile: the new date's own reminders take over.
      and (case when n.kind::text = 'start_soon' then n.payload ->> 'start_at' else n.payload ->> 'due_at' end)::timestamptz
          is not distinct from (case when n.kind::text = 'start_soon' then c.start_at else c.due_at end)
      and private.person_board_role(b.id, n.user_id) is not null
    returning 1
  )
  select count(*) into woke from again;

  -- The ledger outlives every window above (7 days past due), then goes;
  -- rows are written at the real now(), so a run for another "now" (a test's,
  -- a late run's) never clears what still counts.
  delete from private.reminders_sent r where r.at < least(now_at, now()) - interval '30 days';
  delete from public.notifications n where n.created_at < least(now_at, now()) - interval '90 days';
  return sent + woke;
end;
$$;
revoke all on function private.send_due_reminders(timestamptz) from public;

-- users_due_notification_email: 20261124030000_notification_emails.sql's, now
-- holding everyone in their quiet hours (their mail waits, then goes as one digest).
drop function private.users_due_notification_email();
create function private.users_due_notification_email(at timestamptz default now()) returns setof uuid
language sql stable security definer
set search_path = ''
as $$
  select distinct q.user_id
  from private.notification_emails q
  join public.notification_settings s on s.user_id = q.user_id and s.email_enabled
  where q.sent_at is null
    and not private.in_quiet_hours(s.time_zone, s.quiet_hours_start, s.quiet_hours_end,
                                   coalesce(users_due_notification_email.at, now()))
    and not exists (
      select 1 from private.notification_emails e
      where e.user_id = q.user_id
        and e.sent_at > coalesce(users_due_notification_email.at, now()) - interval '5 minutes'
    )
$$;
revoke all on function private.users_due_notification_email(timestamptz) from public;
