-- The activity feed: written only by the triggers below, read by members.
create table public.activity (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  board_id uuid references public.boards (id) on delete cascade,
  card_id uuid references public.cards (id) on delete cascade,
  actor_id uuid references public.profiles (id) on delete set null,
  kind text not null check (kind ~ '^[a-z_]+\.[a-z_]+$'),
  payload jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now()
);
create index activity_workspace_id_created_at_idx on public.activity (workspace_id, created_at desc);
create index activity_board_id_created_at_idx on public.activity (board_id, created_at desc);
create index activity_card_id_created_at_idx on public.activity (card_id, created_at desc);
create index activity_actor_id_idx on public.activity (actor_id);

alter table public.activity enable row level security;
revoke insert, update, delete, truncate on public.activity from anon, authenticated;

create policy "members can read activity of their workspaces" on public.activity
  for select to authenticated
  using (private.workspace_role(workspace_id) is not null);

create function private.record_activity(
  target_workspace_id uuid, target_board_id uuid, target_card_id uuid, activity_kind text, details jsonb
) returns void
language sql security definer
set search_path = ''
as $$
  insert into public.activity (workspace_id, board_id, card_id, actor_id, kind, payload)
  select target_workspace_id, target_board_id, target_card_id,
         (select p.id from public.profiles p where p.id = (select auth.uid())),
         activity_kind, coalesce(details, '{}'::jsonb)
$$;
revoke all on function private.record_activity(uuid, uuid, uuid, text, jsonb) from public;

create function private.log_board_activity() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    perform private.record_activity(new.workspace_id, new.id, null, 'board.created', jsonb_build_object('name', new.name));
  elsif new.archived_at is distinct from old.archived_at then
    perform private.record_activity(new.workspace_id, new.id, null,
      case when new.archived_at is null then 'board.restored' else 'board.archived' end,
      jsonb_build_object('name', new.name));
  elsif new.name is distinct from old.name then
    perform private.record_activity(new.workspace_id, new.id, null, 'board.renamed',
      jsonb_build_object('from', old.name, 'to', new.name));
  end if;
  return null;
end;
$$;
revoke all on function private.log_board_activity() from public;
create trigger boards_log_activity
  after insert or update on public.boards
  for each row execute function private.log_board_activity();

create function private.log_list_activity() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  ws uuid := (select b.workspace_id from public.boards b where b.id = new.board_id);
begin
  if tg_op = 'INSERT' then
    perform private.record_activity(ws, new.board_id, null, 'list.created', jsonb_build_object('list_id', new.id, 'name', new.name));
  elsif new.archived_at is distinct from old.archived_at then
    perform private.record_activity(ws, new.board_id, null,
      case when new.archived_at is null then 'list.restored' else 'list.archived' end,
      jsonb_build_object('list_id', new.id, 'name', new.name));
  end if;
  return null;
end;
$$;
revoke all on function private.log_list_activity() from public;
create trigger lists_log_activity
  after insert or update of archived_at on public.lists
  for each row execute function private.log_list_activity();

create function private.log_card_activity() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  ws uuid := (select b.workspace_id from public.boards b where b.id = new.board_id);
begin
  if tg_op = 'INSERT' then
    perform private.record_activity(ws, new.board_id, new.id, 'card.created',
      jsonb_build_object('title', new.title, 'list_id', new.list_id));
    return null;
  end if;
  if new.list_id is distinct from old.list_id then
    perform private.record_activity(ws, new.board_id, new.id, 'card.moved',
      jsonb_build_object('from_list_id', old.list_id, 'to_list_id', new.list_id));
  end if;
  if new.archived_at is distinct from old.archived_at then
    perform private.record_activity(ws, new.board_id, new.id,
      case when new.archived_at is null then 'card.restored' else 'card.archived' end, '{}'::jsonb);
  end if;
  if new.completed_at is distinct from old.completed_at then
    perform private.record_activity(ws, new.board_id, new.id,
      case when new.completed_at is null then 'card.reopened' else 'card.completed' end, '{}'::jsonb);
  end if;
  if new.title is distinct from old.title or new.description is distinct from old.description
     or new.due_at is distinct from old.due_at then
    perform private.record_activity(ws, new.board_id, new.id, 'card.updated',
      jsonb_build_object('fields', to_jsonb(array_remove(array[
        case when new.title is distinct from old.title then 'title' end,
        case when new.description is distinct from old.description then 'description' end,
        case when new.due_at is distinct from old.due_at then 'due_at' end
      ], null))));
  end if;
  return null;
end;
$$;
revoke all on function private.log_card_activity() from public;
create trigger cards_log_activity
  after insert or update on public.cards
  for each row execute function private.log_card_activity();

create function private.log_comment_activity() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  board uuid;
  ws uuid;
begin
  select c.board_id, b.workspace_id into board, ws
  from public.cards c join public.boards b on b.id = c.board_id where c.id = new.card_id;
  if tg_op = 'INSERT' then
    perform private.record_activity(ws, board, new.card_id, 'comment.added', jsonb_build_object('comment_id', new.id));
  elsif new.deleted_at is not null and old.deleted_at is null then
    perform private.record_activity(ws, board, new.card_id, 'comment.deleted', jsonb_build_object('comment_id', new.id));
  end if;
  return null;
end;
$$;
revoke all on function private.log_comment_activity() from public;
create trigger comments_log_activity
  after insert or update of deleted_at on public.comments
  for each row execute function private.log_comment_activity();

create function private.log_attachment_activity() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  board uuid;
  ws uuid;
begin
  select c.board_id, b.workspace_id into board, ws
  from public.cards c join public.boards b on b.id = c.board_id where c.id = new.card_id;
  perform private.record_activity(ws, board, new.card_id, 'attachment.added',
    jsonb_build_object('attachment_id', new.id, 'file_name', new.file_name));
  return null;
end;
$$;
revoke all on function private.log_attachment_activity() from public;
create trigger attachments_log_activity
  after insert on public.attachments
  for each row execute function private.log_attachment_activity();

-- Membership changes; skipped when the whole workspace is being deleted.
create function private.log_member_activity() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    perform private.record_activity(new.workspace_id, null, null, 'member.joined',
      jsonb_build_object('user_id', new.user_id, 'role', new.role));
  elsif tg_op = 'UPDATE' then
    if new.role is distinct from old.role then
      perform private.record_activity(new.workspace_id, null, null, 'member.role_changed',
        jsonb_build_object('user_id', new.user_id, 'from', old.role, 'to', new.role));
    end if;
  elsif exists (select 1 from public.workspaces w where w.id = old.workspace_id) then
    perform private.record_activity(old.workspace_id, null, null,
      case when old.user_id = (select auth.uid()) then 'member.left' else 'member.removed' end,
      jsonb_build_object('user_id', old.user_id, 'role', old.role));
  end if;
  return null;
end;
$$;
revoke all on function private.log_member_activity() from public;
create trigger workspace_members_log_activity
  after insert or update or delete on public.workspace_members
  for each row execute function private.log_member_activity();
