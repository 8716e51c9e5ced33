-- Private realtime channels. Presence (who views a board, which card they
-- have open) and broadcast hints travel on `board:<board id>`; database
-- notices about a workspace travel on `workspace:<workspace id>`. Realtime
-- authorises a private channel at join (and on every token refresh) by
-- probing these policies on realtime.messages: a probe row the user can
-- select means "may receive", one the user can insert means "may send and
-- track". No policy names anon, so anon can do neither.

-- The board a `board:<uuid>` topic names, or null for any other topic. Only
-- the canonical spelling of the id counts, so one board has one topic.
create function private.topic_board_id(topic text) returns uuid
language sql immutable
set search_path = ''
as $$
  select b.id
  from (select private.try_uuid(substr(topic, 7)) as id) b
  where starts_with(topic, 'board:') and b.id::text = substr(topic, 7)
$$;

-- The workspace a `workspace:<uuid>` topic names, or null.
create function private.topic_workspace_id(topic text) returns uuid
language sql immutable
set search_path = ''
as $$
  select w.id
  from (select private.try_uuid(substr(topic, 11)) as id) w
  where starts_with(topic, 'workspace:') and w.id::text = substr(topic, 11)
$$;

revoke all on function private.topic_board_id(text) from public;
revoke all on function private.topic_workspace_id(text) from public;
grant execute on function private.topic_board_id(text) to authenticated, service_role;
grant execute on function private.topic_workspace_id(text) to authenticated, service_role;

-- Both checks read realtime.topic() once per statement (wrapped in a
-- select) and then cost one indexed membership lookup.
create policy "members can receive presence and hints of their boards" on realtime.messages
  for select to authenticated
  using (
    extension in ('broadcast', 'presence')
    and private.board_role(private.topic_board_id((select realtime.topic()))) is not null
  );

create policy "members can share presence and hints on their boards" on realtime.messages
  for insert to authenticated
  with check (
    extension in ('broadcast', 'presence')
    and topic = (select realtime.topic())
    and private.board_role(private.topic_board_id((select realtime.topic()))) is not null
  );

-- Workspace channels only carry what the database sends (see the workspace
-- notices migration): members receive, nobody sends or tracks from a client.
create policy "members can receive their workspaces' notices" on realtime.messages
  for select to authenticated
  using (
    extension = 'broadcast'
    and private.workspace_role(private.topic_workspace_id((select realtime.topic()))) is not null
  );
