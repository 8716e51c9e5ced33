-- Due-date reminders (PRODUCT.md §10.1), run every minute by Supabase Cron
-- (pg_cron on hosted Supabase; the local backend provides the same `cron`
-- schema). Each assignee of an open card hears `due_soon` once when it is due
-- within 24 hours and `overdue` once when it is past due; a new `due_at`
-- re-arms both. The same job deletes notifications older than 90 days.
create extension if not exists pg_cron with schema pg_catalog;

-- Which reminder went to whom for which due date: a changed due_at no longer
-- matches, so the reminder goes out again. Kept apart from notifications,
-- which are purged and must not make an old overdue card remind again.
create table private.card_reminders_sent (
  card_id uuid not null references public.cards (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  kind public.notification_kind not null check (kind in ('due_soon', 'overdue')),
  due_at timestamptz not null,
  sent_at timestamptz not null default now(),
  primary key (card_id, user_id, kind)
);
create index card_reminders_sent_user_id_idx on private.card_reminders_sent (user_id);
revoke all on private.card_reminders_sent from public, anon, authenticated;

-- Sends what is due now; returns how many notifications it wrote.
create function private.send_due_reminders() returns integer
language plpgsql security definer
set search_path = ''
as $$
declare
  sent integer;
begin
  with due as (
    select c.id as card_id, c.board_id, b.workspace_id, c.due_at, a.user_id,
           (case when c.due_at <= now() then 'overdue' else 'due_soon' end)::public.notification_kind as kind
    from public.cards c
    join public.lists l on l.id = c.list_id
    join public.boards b on b.id = c.board_id
    join public.card_assignees a on a.card_id = c.id
    join public.workspace_members m on m.workspace_id = b.workspace_id and m.user_id = a.user_id
    where c.due_at <= now() + interval '24 hours'
      -- A card long overdue when reminders began is not news.
      and c.due_at > now() - interval '7 days'
      and c.completed_at is null
      and c.archived_at is null and l.archived_at is null and b.archived_at is null
  ),
  fresh as (
    insert into private.card_reminders_sent as r (card_id, user_id, kind, due_at)
    select d.card_id, d.user_id, d.kind, d.due_at from due d
    on conflict (card_id, user_id, kind) do update
      set due_at = excluded.due_at, sent_at = now()
      where r.due_at is distinct from excluded.due_at
    returning r.card_id, r.user_id, r.kind
  ),
  inserted as (
    insert into public.notifications (user_id, workspace_id, board_id, card_id, kind, payload)
    select d.user_id, d.workspace_id, d.board_id, d.card_id, d.kind,
           private.card_notification_payload(d.card_id, null) || jsonb_build_object('due_at', d.due_at)
    from fresh f
    join due d on d.card_id = f.card_id and d.user_id = f.user_id and d.kind = f.kind
    returning 1
  )
  select count(*) into sent from inserted;

  delete from public.notifications n where n.created_at < now() - interval '90 days';
  return sent;
end;
$$;
revoke all on function private.send_due_reminders() from public;

select cron.schedule('teamboard-due-reminders', '* * * * *', $$select private.send_due_reminders()$$);
