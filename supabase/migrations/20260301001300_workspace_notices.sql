-- Live workspace screens (settings: members and invitations; the board
-- list): the database itself tells the private channel
-- `workspace:<workspace id>` what changed, through realtime.send. Only the
-- workspace's members may join it (see the private channels migration).
--
-- Notices rather than publishing these tables:
--   * Realtime sends a published row whole to everyone RLS lets read it, and
--     invitations keep token_hash. A notice names the invitation only; the
--     app refetches through the API, which never selects the hash.
--   * Realtime checks no RLS for a DELETE: every subscriber of the table gets
--     its key, and workspace_members' key (workspace_id, user_id) would tell
--     anyone who left which workspace.
-- Workspaces, their members and boards may be read by every member, so those
-- rows travel whole; an invitation travels as its id.

create function private.send_workspace_notice() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  changed jsonb;
  workspace_id text;
  key jsonb;
begin
  if tg_op = 'DELETE' then
    changed := to_jsonb(old);
  else
    changed := to_jsonb(new);
  end if;
  if tg_table_name = 'workspaces' then
    workspace_id := changed ->> 'id';
  else
    workspace_id := changed ->> 'workspace_id';
  end if;
  if tg_table_name = 'workspace_members' then
    key := jsonb_build_object('workspace_id', changed -> 'workspace_id', 'user_id', changed -> 'user_id');
  else
    key := jsonb_build_object('id', changed -> 'id');
  end if;
  perform realtime.send(
    jsonb_build_object(
      'table', tg_table_name,
      'type', tg_op,
      'key', key,
      'row', case when tg_op = 'DELETE' or tg_table_name = 'invitations' then null else changed end
    ),
    'change',
    'workspace:' || workspace_id,
    true
  );
  return null;
end;
$$;
revoke all on function private.send_workspace_notice() from public;

create trigger workspaces_notify
  after update or delete on public.workspaces
  for each row execute function private.send_workspace_notice();
create trigger workspace_members_notify
  after insert or update or delete on public.workspace_members
  for each row execute function private.send_workspace_notice();
create trigger invitations_notify
  after insert or update or delete on public.invitations
  for each row execute function private.send_workspace_notice();
create trigger boards_notify
  after insert or update or delete on public.boards
  for each row execute function private.send_workspace_notice();
