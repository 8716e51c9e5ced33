-- A webhook attempt under way when the database stopped (a crash, a kill, a
-- restart) is sent again as soon as the database is back, under the same
-- `webhook-id`, rather than two minutes later.
--
-- An attempt is pg_net's request: `net.http_post` queues it and pg_net's
-- worker takes it off the queue, sends it and records the answer in
-- `net._http_response`. A stop between the taking and the recording loses
-- the answer (pg_net's tables are unlogged, so a crash empties them; the
-- local backend's worker dies with the process), and the delivery stayed
-- 'sending' until the two-minute "No answer." rule, then waited its backoff;
-- every later delivery of the same card to the same endpoint waited behind
-- it (they go in order). The kill test in packages/reliability found it.
--
-- Now an attempt that began before the database last started, has no answer
-- and is no longer queued was cut off: it goes back to pending, due at once,
-- without counting against the endpoint (the endpoint did nothing wrong), and
-- the same run sends it. Its receiver may have had it already: the id is the
-- same, which is what Standard Webhooks asks receivers to deduplicate by. An
-- attempt still queued is left to the worker, which sends it after the start.
-- (The same start time voids the recurring cards' leases, in
-- 20261126130000_set_based_recurrences.sql.)

-- As in 20261126083100_webhooks.sql, with cut-off attempts found and sent again at once.
create or replace function private.process_webhook_deliveries() returns integer
language plpgsql security definer
set search_path = ''
as $$
declare
  answer record;
  w public.webhooks;
  due public.webhook_deliveries;
  started integer := 0;
begin
  -- Answers, attempts nothing answered (pg_net keeps answers for hours; two minutes is ample),
  -- and attempts a stop of the database cut off.
  for answer in
    select d.id, d.webhook_id, d.attempts, d.retry_until, r.status_code, r.timed_out, r.error_msg,
           r.id is not null as answered, c.cut_off
    from public.webhook_deliveries d
    left join net._http_response r on r.id = d.request_id
    cross join lateral (
      select r.id is null and d.last_attempt_at < pg_postmaster_start_time()
             and not exists (select 1 from net.http_request_queue q where q.id = d.request_id) as cut_off
    ) c
    where d.status = 'sending'
      and (r.id is not null or c.cut_off or d.last_attempt_at < now() - interval '2 minutes')
    for update of d skip locked
  loop
    if answer.cut_off then
      -- Due at once, and not the endpoint's failure: it may never have seen the attempt.
      update public.webhook_deliveries
      set response_code = null,
          error = 'Cut off by a restart of the database.',
          request_id = null,
          status = case when now() > answer.retry_until then 'failed' else 'pending' end::public.webhook_delivery_status,
          next_attempt_at = case when now() > answer.retry_until then null else now() end
      where id = answer.id;
    elsif answer.status_code between 200 and 299 then
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
