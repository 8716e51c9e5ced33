-- Notifications (PRODUCT.md §10.1): the inbox rows, who watches which card,
-- and each user's email settings. Rows are written only by the database
-- (see the notification triggers migration); a user reads and marks read
-- only their own.
create type public.notification_kind as enum (
  'mentioned', 'assigned', 'commented', 'due_soon', 'overdue', 'invited', 'role_changed'
);

create table public.notifications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  -- Invitations and role changes concern a workspace, not a board or card.
  board_id uuid references public.boards (id) on delete cascade,
  card_id uuid references public.cards (id) on delete cascade,
  -- Reminders have no actor; a deleted account leaves its notifications anonymous.
  actor_id uuid references public.profiles (id) on delete set null,
  kind public.notification_kind not null,
  payload jsonb not null default '{}' check (jsonb_typeof(payload) = 'object'),
  created_at timestamptz not null default now(),
  read_at timestamptz
);
-- The inbox: newest first, all / unread / mentions, paged by (created_at, id).
create index notifications_user_id_created_at_idx on public.notifications (user_id, created_at desc, id desc);
create index notifications_user_id_unread_idx on public.notifications (user_id, created_at desc, id desc)
  where read_at is null;
create index notifications_user_id_mentions_idx on public.notifications (user_id, created_at desc, id desc)
  where kind = 'mentioned';
create index notifications_workspace_id_idx on public.notifications (workspace_id);
create index notifications_board_id_idx on public.notifications (board_id);
create index notifications_card_id_idx on public.notifications (card_id);
create index notifications_actor_id_idx on public.notifications (actor_id);
-- The 90-day purge.
create index notifications_created_at_idx on public.notifications (created_at);

create table public.card_watchers (
  card_id uuid not null references public.cards (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (card_id, user_id)
);
create index card_watchers_user_id_idx on public.card_watchers (user_id);

create table public.notification_settings (
  user_id uuid primary key references public.profiles (id) on delete cascade,
  email_enabled boolean not null default false,
  email_kinds public.notification_kind[] not null default '{mentioned,assigned,due_soon,overdue,invited}',
  updated_at timestamptz not null default now()
);

create trigger notification_settings_touch_updated_at
  before update on public.notification_settings
  for each row execute function private.touch_updated_at();

alter table public.notifications enable row level security;
alter table public.card_watchers enable row level security;
alter table public.notification_settings enable row level security;

-- notifications ------------------------------------------------------------------
-- No insert or delete policy: only triggers and the reminder job write rows.
create policy "users can read their own notifications" on public.notifications
  for select to authenticated
  using (user_id = (select auth.uid()));

-- Marking read is the only change (see private.guard_notification_update).
create policy "users can mark their own notifications read" on public.notifications
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

-- Everything but read_at is what the database wrote; a client changes only that.
create function private.guard_notification_update() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (select auth.uid()) is not null
     and (to_jsonb(new) - 'read_at') is distinct from (to_jsonb(old) - 'read_at') then
    raise exception 'Only the read state of a notification can change.'
      using errcode = '42501', hint = 'teamboard:forbidden', detail = 'read_at';
  end if;
  return new;
end;
$$;
revoke all on function private.guard_notification_update() from public;

create trigger notifications_guard_update
  before update on public.notifications
  for each row execute function private.guard_notification_update();

-- card_watchers ------------------------------------------------------------------
create policy "members can read the watchers of cards they can read" on public.card_watchers
  for select to authenticated
  using (private.card_role(card_id) is not null);
create policy "members can watch cards they can read" on public.card_watchers
  for insert to authenticated
  with check (user_id = (select auth.uid()) and private.card_role(card_id) is not null);
create policy "users can unwatch cards" on public.card_watchers
  for delete to authenticated
  using (user_id = (select auth.uid()));

-- notification_settings ------------------------------------------------------------
create policy "users can read their own notification settings" on public.notification_settings
  for select to authenticated
  using (user_id = (select auth.uid()));
create policy "users can create their own notification settings" on public.notification_settings
  for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy "users can update their own notification settings" on public.notification_settings
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

-- RPCs ---------------------------------------------------------------------------
-- Marks the caller's notifications read: the given ids, or all when null.
-- Ids of other users' notifications are ignored (RLS), so the count says
-- how many of the caller's own changed.
create function public.mark_notifications_read(ids uuid[] default null) returns integer
language plpgsql
set search_path = ''
as $$
declare
  marked integer;
begin
  if (select auth.uid()) is null then
    raise exception 'Sign in to read notifications.' using errcode = '42501', hint = 'teamboard:forbidden';
  end if;
  update public.notifications n
  set read_at = now()
  where n.user_id = (select auth.uid())
    and n.read_at is null
    and (mark_notifications_read.ids is null or n.id = any (mark_notifications_read.ids));
  get diagnostics marked = row_count;
  return marked;
end;
$$;

-- Starts or stops watching a card the caller can read; returns the new state.
create function public.set_card_watch(card_id uuid, watching boolean) returns boolean
language plpgsql
set search_path = ''
as $$
declare
  actor uuid := (select auth.uid());
begin
  if actor is null then
    raise exception 'Sign in to watch cards.' using errcode = '42501', hint = 'teamboard:forbidden';
  end if;
  if set_card_watch.watching is null then
    raise exception 'Say whether to watch the card.'
      using errcode = 'P0001', hint = 'teamboard:validation', detail = 'watching';
  end if;
  if private.card_role(set_card_watch.card_id) is null then
    raise exception 'Card not found.' using errcode = 'P0001', hint = 'teamboard:not-found';
  end if;
  if set_card_watch.watching then
    insert into public.card_watchers (card_id, user_id)
    values (set_card_watch.card_id, actor)
    on conflict do nothing;
  else
    delete from public.card_watchers w where w.card_id = set_card_watch.card_id and w.user_id = actor;
  end if;
  return set_card_watch.watching;
end;
$$;

revoke all on function public.mark_notifications_read(uuid[]) from public, anon;
revoke all on function public.set_card_watch(uuid, boolean) from public, anon;
grant execute on function public.mark_notifications_read(uuid[]) to authenticated, service_role;
grant execute on function public.set_card_watch(uuid, boolean) to authenticated, service_role;

-- Live inbox: a user receives their own rows (Realtime applies the select policy).
alter publication supabase_realtime add table public.notifications;
