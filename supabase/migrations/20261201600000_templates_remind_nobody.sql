-- Card templates remind nobody (issue 31). A template is a card kept as a
-- pattern: its due date and its items' owners and dates are what the cards
-- made from it start with, not work anyone has to do. The templates and the
-- item reminders were built side by side, so the reminder job did not know
-- the templates yet.
--
-- send_due_reminders: 20261201100000_live_checklists_and_item_reminders.sql's,
-- leaving out template cards and their items, and a snoozed reminder of a card
-- made a template since.
create or replace function private.send_due_reminders(at timestamptz default now()) returns integer
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
    where c.completed_at is null and not c.is_template
      and c.archived_at is null and l.archived_at is null and b.archived_at is null
      -- Only dates within the longest lead; a card long overdue (or long
      -- started) when reminders began is not news.
      and ((c.due_at <= now_at + interval '1 day' and c.due_at > now_at - interval '7 days')
           or (c.start_at <= now_at + interval '1 day' and c.start_at > now_at - interval '1 day'))
      and private.person_board_role(b.id, a.user_id) is not null
  ),
  -- Items owned, open, not turned into a card, due within the same windows, on open cards.
  owned as (
    select i.id as item_id, i.body as item_body, c.id as card_id, c.board_id, b.workspace_id, i.due_at,
           i.assignee_id as user_id, coalesce(s.reminder_lead_minutes, 1440) as lead
    from public.checklist_items i
    join public.cards c on c.id = i.card_id
    join public.lists l on l.id = c.list_id
    join public.boards b on b.id = c.board_id
    left join public.notification_settings s on s.user_id = i.assignee_id
    where i.assignee_id is not null and not i.done and i.converted_card_id is null
      and i.due_at <= now_at + interval '1 day' and i.due_at > now_at - interval '7 days'
      and c.completed_at is null and not c.is_template
      and c.archived_at is null and l.archived_at is null and b.archived_at is null
      and private.person_board_role(b.id, i.assignee_id) is not null
  ),
  due as (
    select d.card_id, null::uuid as item_id, null::text as item_body, d.board_id, d.workspace_id, d.user_id,
           'due' as moment, 0 as lead, d.due_at as at, 'overdue'::public.notification_kind as kind
    from assigned d
    where d.due_at <= now_at and d.due_at > now_at - interval '7 days'
    union all
    select d.card_id, null, null, d.board_id, d.workspace_id, d.user_id, 'due', d.lead, d.due_at,
           'due_soon'::public.notification_kind
    from assigned d
    where d.lead > 0 and d.due_at > now_at and d.due_at - make_interval(mins => d.lead) <= now_at
    union all
    select d.card_id, null, null, d.board_id, d.workspace_id, d.user_id, 'start', d.lead, d.start_at,
           'start_soon'::public.notification_kind
    from assigned d
    where d.start_reminders and d.start_at > now_at - interval '1 day'
      and d.start_at - make_interval(mins => d.lead) <= now_at
    union all
    select o.card_id, o.item_id, o.item_body, o.board_id, o.workspace_id, o.user_id, 'due', 0, o.due_at,
           'overdue'::public.notification_kind
    from owned o
    where o.due_at <= now_at
    union all
    select o.card_id, o.item_id, o.item_body, o.board_id, o.workspace_id, o.user_id, 'due', o.lead, o.due_at,
           'due_soon'::public.notification_kind
    from owned o
    where o.lead > 0 and o.due_at > now_at and o.due_at - make_interval(mins => o.lead) <= now_at
  ),
  fresh as (
    insert into private.reminders_sent as r (card_id, item_id, user_id, moment, lead_minutes, at, sent_at)
    select d.card_id, d.item_id, d.user_id, d.moment, d.lead, d.at, now() from due d
    on conflict do nothing
    returning r.card_id, r.item_id, r.user_id, r.moment, r.lead_minutes, r.at
  ),
  inserted as (
    insert into public.notifications (user_id, workspace_id, board_id, card_id, kind, payload)
    select d.user_id, d.workspace_id, d.board_id, d.card_id, d.kind,
           private.card_notification_payload(d.card_id, null)
             || jsonb_build_object(case d.moment when 'start' then 'start_at' else 'due_at' end, d.at)
             || case when d.item_id is null then '{}'::jsonb
                     else jsonb_build_object('checklist_item_id', d.item_id, 'item', d.item_body) end
    from fresh f
    join due d on d.card_id = f.card_id and d.item_id is not distinct from f.item_id
      and d.user_id = f.user_id and d.moment = f.moment and d.lead = f.lead_minutes and d.at = f.at
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
    where c.completed_at is null and not c.is_template
      and c.archived_at is null and l.archived_at is null and b.archived_at is null
      and private.person_board_role(b.id, n.user_id) is not null
      and case
        -- An item's: still theirs, open, and due when it said (a new date re-arms anyway).
        when n.payload ? 'checklist_item_id' then exists (
          select 1 from public.checklist_items i
          where i.id = private.try_uuid(n.payload ->> 'checklist_item_id') and i.card_id = c.id
            and i.assignee_id = n.user_id and not i.done and i.converted_card_id is null
            and i.due_at is not distinct from (n.payload ->> 'due_at')::timestamptz
        )
        else
          exists (select 1 from public.card_assignees a where a.card_id = c.id and a.user_id = n.user_id)
          -- Re-dated meanwhile: the new date's own reminders take over.
          and (case when n.kind::text = 'start_soon' then n.payload ->> 'start_at' else n.payload ->> 'due_at' end)::timestamptz
              is not distinct from (case when n.kind::text = 'start_soon' then c.start_at else c.due_at end)
      end
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
