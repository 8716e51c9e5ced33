-- Webhooks (issue 34): admins register a URL for a board or a workspace and
-- the event types they want; each matching event (public.events) becomes a
-- delivery, written by the same transaction as the change, and is POSTed per
-- the Standard Webhooks specification (https://www.standardwebhooks.com):
-- headers `webhook-id` (the delivery's id, the same on every retry and
-- redelivery), `webhook-timestamp` (seconds) and `webhook-signature`
-- (`v1,` + base64 HMAC-SHA256 of `id.timestamp.body` under the endpoint's
-- `whsec_` secret).
--
-- Everything happens in the database, with what hosted Supabase provides:
-- pg_net's `net.http_post` sends (after the transaction commits, never if it
-- rolls back), pgcrypto's `hmac` signs, Vault keeps the secrets, and a
-- pg_cron job reads pg_net's answers from `net._http_response` and retries.
-- Signing in SQL rather than in an edge function means the signature covers
-- exactly the bytes pg_net sends (`body::text`), the secret never leaves the
-- database, and a delivery costs no extra hop; the local backend emulates
-- pg_net, pg_cron and Vault, so the same migration runs on both.
--
-- A first attempt leaves at once (from the trigger, so it is sent right after
-- the commit); failures are retried with exponential backoff (5 s, ×4 each
-- time, at most 10 h apart) until 24 h after the event; deliveries of one
-- card to one endpoint go strictly in order (a later one waits while an
-- earlier one is unfinished). An endpoint that has failed without a success
-- for 24 h is disabled and its admins are notified.

-- Admins hear of an endpoint the database turned off.
alter type public.notification_kind add value 'webhook_disabled';

create type public.webhook_delivery_status as enum ('pending', 'sending', 'delivered', 'failed');

create table public.webhooks (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  -- Null for a workspace's webhook: then it hears every board its creator can see.
  board_id uuid references public.boards (id) on delete cascade,
  url text not null,
  -- Empty: every type.
  event_types text[] not null default '{}'
    check (cardinality(event_types) <= 64
           and array_to_string(event_types, ',') ~ '^([a-z_]+\.[a-z_]+(,|$))*$'),
  description text not null default '' check (char_length(description) <= 200),
  enabled boolean not null default true,
  -- Why the database turned it off ('failing'); null when enabled or turned off by an admin.
  disabled_reason text check (disabled_reason in ('failing')),
  -- Since when every attempt has failed; null after a success.
  failing_since timestamptz,
  -- Whose view of the boards bounds what it hears: its creator, or whoever last
  -- pointed it elsewhere (so nobody redirects another's view to their own URL);
  -- nothing once they are gone.
  created_by uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index webhooks_workspace_id_idx on public.webhooks (workspace_id) where enabled;
create index webhooks_workspace_id_all_idx on public.webhooks (workspace_id);
create index webhooks_board_id_idx on public.webhooks (board_id);
create index webhooks_created_by_idx on public.webhooks (created_by);

create table public.webhook_deliveries (
  -- Sent as `webhook-id`: the same on every attempt, so a receiver can drop duplicates.
  id uuid primary key default gen_random_uuid(),
  -- The order deliveries of one card go out in.
  seq bigint generated always as identity unique,
  webhook_id uuid not null references public.webhooks (id) on delete cascade,
  -- No foreign keys to the event or the card: a delivery outlives a deleted card's events.
  event_id uuid not null,
  event_type text not null,
  board_id uuid,
  card_id uuid,
  -- The event as it was when it happened (public.events' shape), the body sent.
  payload jsonb not null,
  status public.webhook_delivery_status not null default 'pending',
  attempts integer not null default 0,
  next_attempt_at timestamptz,
  last_attempt_at timestamptz,
  -- The last attempt's HTTP status (null when nothing answered) and what went wrong.
  response_code integer,
  error text,
  -- pg_net's id of the attempt under way.
  request_id bigint,
  -- Retries stop here: 24 h after the event, or after a redelivery.
  retry_until timestamptz not null default now() + interval '24 hours',
  created_at timestamptz not null default now(),
  unique (webhook_id, event_id)
);
create index webhook_deliveries_webhook_id_created_at_idx on public.webhook_deliveries (webhook_id, created_at desc, seq desc);
create index webhook_deliveries_due_idx on public.webhook_deliveries (next_attempt_at) where status = 'pending';
create index webhook_deliveries_sending_idx on public.webhook_deliveries (request_id) where status = 'sending';
create index webhook_deliveries_unfinished_idx on public.webhook_deliveries (webhook_id, card_id, seq)
  where status in ('pending', 'sending');

-- Who may see and change a webhook: admins of its board, or of its workspace.
create function private.can_manage_webhook(target_workspace_id uuid, target_board_id uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select coalesce(private.can_manage(
    case when target_board_id is null then private.workspace_role(target_workspace_id)
         else private.board_role(target_board_id) end), false)
$$;
revoke all on function private.can_manage_webhook(uuid, uuid) from public;
grant execute on function private.can_manage_webhook(uuid, uuid) to authenticated, service_role;

alter table public.webhooks enable row level security;
alter table public.webhook_deliveries enable row level security;
revoke all on public.webhooks, public.webhook_deliveries from anon, authenticated;
grant select, delete on public.webhooks to authenticated;
grant update (url, event_types, description, enabled) on public.webhooks to authenticated;
grant select on public.webhook_deliveries to authenticated;

create policy "admins read webhooks" on public.webhooks
  for select to authenticated using (private.can_manage_webhook(workspace_id, board_id));
create policy "admins change webhooks" on public.webhooks
  for update to authenticated
  using (private.can_manage_webhook(workspace_id, board_id))
  with check (private.can_manage_webhook(workspace_id, board_id));
create policy "admins delete webhooks" on public.webhooks
  for delete to authenticated using (private.can_manage_webhook(workspace_id, board_id));
-- A workspace's webhook may carry a private board's events (its creator sees
-- the board): its other admins read only the deliveries of boards they see.
create policy "admins read deliveries" on public.webhook_deliveries
  for select to authenticated
  using (webhook_id in (select w.id from public.webhooks w)
         and (board_id is null or private.board_role(board_id) is not null));

do $$
declare
  t text;
begin
  foreach t in array array['webhooks', 'webhook_deliveries'] loop
    execute format(
      'create policy %I on public.%I as restrictive to authenticated using ((select private.assurance_met())) with check ((select private.assurance_met()))',
      'second factor verified when the user has one', t);
  end loop;
end
$$;

-- A local backend is one whose own URL (Vault's `project_url`) is on this
-- machine; only there may a webhook point at http://127.0.0.1 or localhost.
create function private.is_local_project() returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from vault.decrypted_secrets s
    where s.name = 'project_url'
      and s.decrypted_secret ~ '^https?://(127\.0\.0\.1|localhost)(:[0-9]+)?(/.*)?$')
$$;
revoke all on function private.is_local_project() from public;

-- Why a URL may not receive webhooks, or null when it may: https to a public
-- host, at most 2000 bytes, no credentials, no spaces or control characters;
-- hosts on this machine or a private network only over http(s) and only from a
-- local backend. (A public name that resolves to a private address is pg_net's
-- network's to refuse; this is the check that can be made from the text.)
create function private.webhook_url_problem(target text) returns text
language plpgsql stable security definer
set search_path = ''
as $$
declare
  parts text[];
  scheme text;
  authority text;
  host text;
  internal boolean;
begin
  if target is null or octet_length(target) > 2000 then
    return 'The URL must be at most 2000 bytes.';
  end if;
  parts := regexp_match(target, '^([A-Za-z][A-Za-z0-9+.-]*)://([^/?#]*)([/?#][^[:space:][:cntrl:]]*)?$');
  if parts is null then
    return 'Enter a full URL, such as https://example.com/hooks.';
  end if;
  scheme := lower(parts[1]);
  authority := parts[2];
  if position('@' in authority) > 0 then
    return 'The URL may not contain a user name or password.';
  end if;
  if authority !~ '^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.-]+)(:[0-9]{1,5})?$' then
    return 'The URL''s host is not valid.';
  end if;
  host := lower(regexp_replace(authority, ':[0-9]{1,5}$', ''));
  internal := host in ('localhost', '[::1]', '[::]') or host like '%.localhost'
    or host ~ '^\[(fc|fd|fe8|fe9|fea|feb)'
    or (host ~ '^[0-9]{1,3}(\.[0-9]{1,3}){3}$' and (
      host::inet << '127.0.0.0/8' or host::inet << '10.0.0.0/8' or host::inet << '172.16.0.0/12'
      or host::inet << '192.168.0.0/16' or host::inet << '169.254.0.0/16' or host::inet << '0.0.0.0/8'
      or host::inet << '100.64.0.0/10'));
  if scheme not in ('https', 'http') then
    return 'The URL must start with https://.';
  end if;
  if internal then
    if host in ('127.0.0.1', 'localhost') and private.is_local_project() then
      return null;
    end if;
    return 'The URL must point at a public host.';
  end if;
  if scheme = 'http' then
    return 'The URL must start with https://.';
  end if;
  return null;
end;
$$;
revoke all on function private.webhook_url_problem(text) from public;

create function private.check_webhook() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  problem text;
begin
  if tg_op = 'INSERT' or new.url is distinct from old.url then
    problem := private.webhook_url_problem(new.url);
    if problem is not null then
      raise exception '%', problem using errcode = 'P0001', hint = 'teamboard:validation', detail = 'url';
    end if;
    if tg_op = 'UPDATE' and (select auth.uid()) is not null then
      new.created_by := (select auth.uid());
    end if;
  end if;
  if tg_op = 'UPDATE' then
    if (new.url, new.event_types, new.description, new.enabled)
       is distinct from (old.url, old.event_types, old.description, old.enabled) then
      new.updated_at := now();
    end if;
    -- Turned back on, or pointed elsewhere: a fresh start.
    if (new.enabled and not old.enabled) or new.url is distinct from old.url then
      new.failing_since := null;
      new.disabled_reason := null;
    end if;
    if not new.enabled and old.enabled and new.disabled_reason is null then
      perform private.stop_webhook_deliveries(new.id, 'The webhook was turned off.');
    end if;
  end if;
  return new;
end;
$$;
revoke all on function private.check_webhook() from public;

-- Unfinished deliveries of a webhook that stops: failed, with the reason.
create function private.stop_webhook_deliveries(target_webhook_id uuid, reason text) returns void
language sql security definer
set search_path = ''
as $$
  update public.webhook_deliveries d
  set status = 'failed', error = reason, next_attempt_at = null, request_id = null
  where d.webhook_id = target_webhook_id and d.status in ('pending', 'sending')
$$;
revoke all on function private.stop_webhook_deliveries(uuid, text) from public;

create trigger webhooks_check
  before insert or update on public.webhooks
  for each row execute function private.check_webhook();

-- The secret lives in Vault under the webhook's id, and goes with it.
create function private.secret_name_of_webhook(target_webhook_id uuid) returns text
language sql immutable
set search_path = ''
as $$ select 'webhook:' || target_webhook_id::text $$;
revoke all on function private.secret_name_of_webhook(uuid) from public;

create function private.drop_webhook_secret() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  delete from vault.secrets s where s.name = private.secret_name_of_webhook(old.id);
  return null;
end;
$$;
revoke all on function private.drop_webhook_secret() from public;
create trigger webhooks_drop_secret
  after delete on public.webhooks
  for each row execute function private.drop_webhook_secret();

-- Registers a webhook; the only time its secret is seen.
create function public.create_webhook(
  url text,
  target_workspace_id uuid default null,
  target_board_id uuid default null,
  event_types text[] default '{}',
  description text default ''
) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  ws uuid := create_webhook.target_workspace_id;
  created public.webhooks;
  new_secret text := 'whsec_' || encode(extensions.gen_random_bytes(32), 'base64');
begin
  if (ws is null) = (create_webhook.target_board_id is null) then
    raise exception 'Give a workspace or a board.'
      using errcode = 'P0001', hint = 'teamboard:validation', detail = 'scope';
  end if;
  if create_webhook.target_board_id is not null then
    select b.workspace_id into ws from public.boards b where b.id = create_webhook.target_board_id;
    if ws is null or private.board_role(create_webhook.target_board_id) is null then
      raise exception 'Board not found.' using errcode = 'P0001', hint = 'teamboard:not-found';
    end if;
  elsif private.workspace_role(ws) is null then
    raise exception 'Workspace not found.' using errcode = 'P0001', hint = 'teamboard:not-found';
  end if;
  if not private.can_manage_webhook(ws, create_webhook.target_board_id) then
    raise exception 'Only admins manage webhooks.'
      using errcode = '42501', hint = 'teamboard:forbidden', detail = 'not_manager';
  end if;
  if (select count(*) from public.webhooks w where w.workspace_id = ws) >= 50 then
    raise exception 'A workspace has at most 50 webhooks.'
      using errcode = 'P0001', hint = 'teamboard:limit-reached', detail = 'webhooks';
  end if;
  insert into public.webhooks (workspace_id, board_id, url, event_types, description, created_by)
  values (ws, create_webhook.target_board_id, create_webhook.url, coalesce(create_webhook.event_types, '{}'),
          coalesce(create_webhook.description, ''), (select auth.uid()))
  returning * into created;
  perform vault.create_secret(new_secret, private.secret_name_of_webhook(created.id));
  return to_jsonb(created) || jsonb_build_object('secret', new_secret);
end;
$$;
revoke all on function public.create_webhook(text, uuid, uuid, text[], text) from public, anon;
grant execute on function public.create_webhook(text, uuid, uuid, text[], text) to authenticated;

-- Standard Webhooks' `webhook-signature` for one attempt.
create function private.webhook_signature(secret text, message_id text, sent_at bigint, body text) returns text
language sql immutable
set search_path = ''
as $$
  select 'v1,' || encode(extensions.hmac(
    convert_to(message_id || '.' || sent_at::text || '.' || body, 'UTF8'),
    decode(substr(secret, 7), 'base64'),
    'sha256'), 'base64')
$$;
revoke all on function private.webhook_signature(text, text, bigint, text) from public;

-- One attempt: signs the body pg_net will send (jsonb as text) and queues it.
create function private.send_webhook_delivery(target_delivery_id uuid) returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  d public.webhook_deliveries;
  target_url text;
  secret text;
  sent_at bigint := floor(extract(epoch from clock_timestamp()))::bigint;
begin
  select * into d from public.webhook_deliveries where id = target_delivery_id;
  select w.url into target_url from public.webhooks w where w.id = d.webhook_id;
  select s.decrypted_secret into secret
  from vault.decrypted_secrets s where s.name = private.secret_name_of_webhook(d.webhook_id);
  update public.webhook_deliveries
  set status = 'sending',
      attempts = attempts + 1,
      last_attempt_at = now(),
      next_attempt_at = null,
      request_id = net.http_post(
        url := target_url,
        body := d.payload,
        headers := jsonb_build_object(
          'Content-Type', 'application/json',
          'User-Agent', 'Teamboard-Webhooks/1',
          'webhook-id', d.id::text,
          'webhook-timestamp', sent_at::text,
          'webhook-signature', private.webhook_signature(secret, d.id::text, sent_at, d.payload::text)),
        timeout_milliseconds := 10000)
  where id = target_delivery_id;
end;
$$;
revoke all on function private.send_webhook_delivery(uuid) from public;

-- Whether a pending delivery may go: its webhook is on and no earlier
-- delivery of the same card to it is unfinished.
create function private.webhook_delivery_may_go(target public.webhook_deliveries) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (select 1 from public.webhooks w where w.id = target.webhook_id and w.enabled)
    and (target.card_id is null or not exists (
      select 1 from public.webhook_deliveries e
      where e.webhook_id = target.webhook_id and e.card_id = target.card_id
        and e.status in ('pending', 'sending') and e.seq < target.seq))
$$;
revoke all on function private.webhook_delivery_may_go(public.webhook_deliveries) from public;

-- Each new event: a delivery for every webhook that wants it and whose
-- creator can still see its board, sent at once when first in line.
create function private.enqueue_webhook_deliveries() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  event jsonb;
  d public.webhook_deliveries;
begin
  if not exists (select 1 from public.webhooks w where w.workspace_id = new.workspace_id and w.enabled) then
    return null;
  end if;
  select to_jsonb(e) into event from public.events e where e.id = new.id;
  for d in
    insert into public.webhook_deliveries (webhook_id, event_id, event_type, board_id, card_id, payload, next_attempt_at)
    select w.id, new.id, new.kind, new.board_id, new.card_id, event, now()
    from public.webhooks w
    where w.workspace_id = new.workspace_id and w.enabled
      and (w.board_id is null or w.board_id = new.board_id)
      and (cardinality(w.event_types) = 0 or new.kind = any (w.event_types))
      and case when new.board_id is null
            then exists (select 1 from public.workspace_members m
                         where m.workspace_id = new.workspace_id and m.user_id = w.created_by)
            else private.person_board_role(new.board_id, w.created_by) is not null end
    order by w.id
    returning *
  loop
    if private.webhook_delivery_may_go(d) then
      perform private.send_webhook_delivery(d.id);
    end if;
  end loop;
  return null;
end;
$$;
revoke all on function private.enqueue_webhook_deliveries() from public;
create trigger activity_webhook_deliveries
  after insert on public.activity
  for each row execute function private.enqueue_webhook_deliveries();

-- Sends a delivery again (same `webhook-id`), with a fresh 24 h of retries.
create function public.redeliver_webhook(delivery_id uuid) returns public.webhook_deliveries
language plpgsql security definer
set search_path = ''
as $$
declare
  d public.webhook_deliveries;
  w public.webhooks;
begin
  select * into d from public.webhook_deliveries x where x.id = redeliver_webhook.delivery_id for update;
  if found then
    select * into w from public.webhooks x where x.id = d.webhook_id;
  end if;
  if not found or not private.can_manage_webhook(w.workspace_id, w.board_id)
     or (d.board_id is not null and private.board_role(d.board_id) is null) then
    raise exception 'Delivery not found.' using errcode = 'P0001', hint = 'teamboard:not-found';
  end if;
  if not w.enabled then
    raise exception 'Turn the webhook on before redelivering.'
      using errcode = 'P0001', hint = 'teamboard:conflict', detail = 'disabled';
  end if;
  if d.status = 'sending' then
    raise exception 'This delivery is being sent.'
      using errcode = 'P0001', hint = 'teamboard:conflict', detail = 'sending';
  end if;
  update public.webhook_deliveries x
  set status = 'pending', next_attempt_at = now(), retry_until = now() + interval '24 hours'
  where x.id = d.id
  returning * into d;
  if private.webhook_delivery_may_go(d) then
    perform private.send_webhook_delivery(d.id);
  end if;
  select * into d from public.webhook_deliveries x where x.id = redeliver_webhook.delivery_id;
  return d;
end;
$$;
revoke all on function public.redeliver_webhook(uuid) from public, anon;
grant execute on function public.redeliver_webhook(uuid) to authenticated;

-- The wait before the next attempt, after `attempts` of them.
create function private.webhook_backoff(attempts integer) returns interval
language sql immutable
set search_path = ''
as $$ select least(interval '5 seconds' * power(4, greatest(attempts, 1) - 1), interval '10 hours') $$;
revoke all on function private.webhook_backoff(integer) from public;

-- Tells a webhook's admins that it was turned off.
create function private.notify_webhook_disabled(w public.webhooks) returns void
language plpgsql security definer
set search_path = ''
as $$
begin
  insert into public.notifications (user_id, workspace_id, board_id, kind, payload)
  select people.user_id, w.workspace_id, w.board_id, 'webhook_disabled',
         jsonb_build_object('webhook_id', w.id, 'url', w.url,
           'board_name', (select b.name from public.boards b where b.id = w.board_id),
           'workspace_name', (select x.name from public.workspaces x where x.id = w.workspace_id),
           'workspace_slug', (select x.slug from public.workspaces x where x.id = w.workspace_id))
  from (
    select m.user_id from public.workspace_members m where m.workspace_id = w.workspace_id
    union
    select bm.user_id from public.board_members bm where bm.board_id = w.board_id
  ) people
  where private.can_manage(case when w.board_id is null
          then (select m.role from public.workspace_members m
                where m.workspace_id = w.workspace_id and m.user_id = people.user_id)
          else private.person_board_role(w.board_id, people.user_id) end);
end;
$$;
revoke all on function private.notify_webhook_disabled(public.webhooks) from public;

-- The cron job: records pg_net's answers, schedules retries, turns off
-- endpoints failing for a day, and sends what is due. Returns how many
-- attempts it started.
create function private.process_webhook_deliveries() returns integer
language plpgsql security definer
set search_path = ''
as $$
declare
  answer record;
  w public.webhooks;
  due public.webhook_deliveries;
  started integer := 0;
begin
  -- Answers, and attempts nothing answered (pg_net keeps answers for hours; two minutes is ample).
  for answer in
    select d.id, d.webhook_id, d.attempts, d.retry_until, r.status_code, r.timed_out, r.error_msg,
           r.id is not null as answered
    from public.webhook_deliveries d
    left join net._http_response r on r.id = d.request_id
    where d.status = 'sending'
      and (r.id is not null or d.last_attempt_at < now() - interval '2 minutes')
    for update of d skip locked
  loop
    if answer.status_code between 200 and 299 then
      update public.webhook_deliveries
      set status = 'delivered', response_code = answer.status_code, error = null, request_id = null
      where id = answer.id;
      update public.webhooks set failing_since = null where id = answer.webhook_id and failing_since is not null;
    else
      update public.webhook_deliveries
      set response_code = answer.status_code,
          error = case when not answer.answered then 'No answer.'
                       when answer.timed_out then 'Timed out.'
                       when answer.status_code is null then left(coalesce(answer.error_msg, 'Not sent.'), 500)
                       else 'The endpoint answered ' || answer.status_code || '.' end,
          request_id = null,
          status = case when now() + private.webhook_backoff(answer.attempts) > answer.retry_until
                        then 'failed' else 'pending' end::public.webhook_delivery_status,
          next_attempt_at = case when now() + private.webhook_backoff(answer.attempts) > answer.retry_until
                                 then null else now() + private.webhook_backoff(answer.attempts) end
      where id = answer.id;
      update public.webhooks set failing_since = now() where id = answer.webhook_id and failing_since is null;
    end if;
  end loop;

  -- A day of failures without a success: off, and its admins told.
  for w in
    update public.webhooks
    set enabled = false, disabled_reason = 'failing'
    where enabled and failing_since < now() - interval '24 hours'
    returning *
  loop
    perform private.stop_webhook_deliveries(w.id, 'The webhook was turned off after failing for a day.');
    perform private.notify_webhook_disabled(w);
  end loop;

  -- What is due, oldest first.
  for due in
    select * from public.webhook_deliveries x
    where x.status = 'pending' and x.next_attempt_at <= now()
    order by x.seq
    limit 200
    for update skip locked
  loop
    if private.webhook_delivery_may_go(due) then
      perform private.send_webhook_delivery(due.id);
      started := started + 1;
    end if;
  end loop;
  return started;
end;
$$;
revoke all on function private.process_webhook_deliveries() from public;

select cron.schedule('teamboard-webhooks', '1 seconds', $$select private.process_webhook_deliveries()$$);
