-- Notification emails (PRODUCT.md §10.1). A notification of a kind the user
-- chose, while their email is on, is queued here; the edge function
-- `send-notification-emails` claims what is due and sends it through the same
-- transport as invitations (the local mailbox in development).
--
-- Digest rule: a user gets at most one notification email per 5 minutes.
-- What arrives while the last email is younger than that waits and then goes
-- out as one digest; a user who has had no email for 5 minutes hears at the
-- next run. Email off (or the kind no longer chosen) when the email would go
-- out: the queued rows are dropped, nothing is sent.
--
-- Who runs the sender: a Supabase Cron job every 10 seconds asks, in SQL,
-- whether any digest is due and only then calls the edge function with
-- pg_net's `net.http_post` (hosted Supabase has pg_net; the local backend
-- provides the same `net.http_post`). The functions' base URL is a per-project
-- setting in `private.app_settings` (hosted: the project's
-- https://<ref>.supabase.co/functions/v1, set once; see docs/notification-emails.md).
-- Without it the job does nothing and emails stay queued.

create extension if not exists pg_net with schema extensions;

-- Project settings the database needs to reach its own services. Not secrets:
-- reachable by the database owner only all the same.
create table private.app_settings (
  key text primary key check (key in ('functions_url')),
  value text not null check (value ~ '^https?://[^\s]+$')
);
revoke all on private.app_settings from public, anon, authenticated;

create table private.notification_emails (
  notification_id uuid primary key references public.notifications (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  queued_at timestamptz not null default now(),
  -- Set when the sender claims the row: each notification is emailed at most once.
  sent_at timestamptz,
  digest_id uuid,
  check ((sent_at is null) = (digest_id is null))
);
create index notification_emails_pending_idx on private.notification_emails (user_id) where sent_at is null;
create index notification_emails_user_id_sent_at_idx on private.notification_emails (user_id, sent_at desc)
  where sent_at is not null;
create index notification_emails_digest_id_idx on private.notification_emails (digest_id) where digest_id is not null;
revoke all on private.notification_emails from public, anon, authenticated;

-- Queues a new notification for email when its user wants that kind by email.
create function private.queue_notification_email() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  insert into private.notification_emails (notification_id, user_id)
  select new.id, new.user_id
  from public.notification_settings s
  where s.user_id = new.user_id and s.email_enabled and new.kind = any (s.email_kinds);
  return null;
end;
$$;
revoke all on function private.queue_notification_email() from public;

create trigger notifications_queue_email
  after insert on public.notifications
  for each row execute function private.queue_notification_email();

-- Users with queued email who may hear now: email on, and no email in the last 5 minutes.
create function private.users_due_notification_email() returns setof uuid
language sql stable security definer
set search_path = ''
as $$
  select distinct q.user_id
  from private.notification_emails q
  join public.notification_settings s on s.user_id = q.user_id and s.email_enabled
  where q.sent_at is null
    and not exists (
      select 1 from private.notification_emails e
      where e.user_id = q.user_id and e.sent_at > now() - interval '5 minutes'
    )
$$;
revoke all on function private.users_due_notification_email() from public;

-- Claims every due digest (up to max_digests users) and returns one row per
-- email to send: the address, the name, and its notifications oldest first.
-- For the sender only (service_role).
create function public.claim_notification_emails(max_digests integer default 100)
returns table (digest_id uuid, email text, display_name text, notifications jsonb)
language plpgsql security definer
set search_path = ''
as $$
begin
  if claim_notification_emails.max_digests is null or claim_notification_emails.max_digests not between 1 and 1000 then
    raise exception 'max_digests must be between 1 and 1000.'
      using errcode = 'P0001', hint = 'teamboard:validation', detail = 'max_digests';
  end if;

  -- Email turned off, or the kind no longer chosen, since the row was queued: never sent.
  delete from private.notification_emails q
  using public.notifications n
  where n.id = q.notification_id and q.sent_at is null
    and not exists (
      select 1 from public.notification_settings s
      where s.user_id = q.user_id and s.email_enabled and n.kind = any (s.email_kinds)
    );

  return query
  with due as (
    select u.user_id, gen_random_uuid() as digest_id
    from private.users_due_notification_email() as u (user_id)
    order by u.user_id
    limit claim_notification_emails.max_digests
  ),
  claimed as (
    update private.notification_emails q
    set sent_at = now(), digest_id = due.digest_id
    from due
    where q.user_id = due.user_id and q.sent_at is null
    returning q.notification_id, q.user_id, q.digest_id
  )
  select c.digest_id, u.email::text, p.display_name,
         jsonb_agg(
           jsonb_build_object(
             'id', n.id, 'kind', n.kind, 'created_at', n.created_at, 'workspace_id', n.workspace_id,
             'board_id', n.board_id, 'card_id', n.card_id, 'payload', n.payload
           ) order by n.created_at, n.id
         )
  from claimed c
  join public.notifications n on n.id = c.notification_id
  join auth.users u on u.id = c.user_id
  join public.profiles p on p.id = c.user_id
  group by c.digest_id, u.email, p.display_name;
end;
$$;

-- Puts the notifications of digests that could not be sent back in the queue.
create function public.release_notification_emails(digest_ids uuid[]) returns integer
language plpgsql security definer
set search_path = ''
as $$
declare
  released integer;
begin
  if release_notification_emails.digest_ids is null
     or cardinality(release_notification_emails.digest_ids) > 1000 then
    raise exception 'Give at most 1000 digest ids.'
      using errcode = 'P0001', hint = 'teamboard:validation', detail = 'digest_ids';
  end if;
  update private.notification_emails q
  set sent_at = null, digest_id = null
  where q.digest_id = any (release_notification_emails.digest_ids);
  get diagnostics released = row_count;
  return released;
end;
$$;

revoke all on function public.claim_notification_emails(integer) from public, anon, authenticated;
revoke all on function public.release_notification_emails(uuid[]) from public, anon, authenticated;
grant execute on function public.claim_notification_emails(integer) to service_role;
grant execute on function public.release_notification_emails(uuid[]) to service_role;

-- The cron job's body: calls the sender when a digest is due and the
-- functions' URL is known; returns the pg_net request id, or null.
create function private.request_notification_emails() returns bigint
language plpgsql security definer
set search_path = ''
as $$
declare
  base_url text;
  request_id bigint;
begin
  select s.value into base_url from private.app_settings s where s.key = 'functions_url';
  if base_url is null or not exists (select 1 from private.users_due_notification_email()) then
    return null;
  end if;
  select net.http_post(
    url := rtrim(base_url, '/') || '/send-notification-emails',
    body := '{}'::jsonb,
    headers := '{"Content-Type": "application/json"}'::jsonb,
    timeout_milliseconds := 30000
  ) into request_id;
  return request_id;
end;
$$;
revoke all on function private.request_notification_emails() from public;

select cron.schedule('teamboard-notification-emails', '10 seconds', $$select private.request_notification_emails()$$);
