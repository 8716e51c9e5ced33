-- API tokens, continued (issue 34): a token may be held to some boards of its
-- workspace, and a workspace admin may make a token that acts as the
-- workspace's bot rather than as themselves.
--
-- Boards: `board_ids` (null: every board the person may see). The token
-- session carries it through `private.request_api_token()`, like the
-- workspace: every helper that answers "may the caller reach this board?"
-- (board_role, card_role, can_comment, board_row_role, attachment_path_role,
-- readable_board_ids, visible_board_ids) is restated here with
-- `private.api_token_allows_board(b.id)`, so the RPCs, search, my cards and
-- Realtime's board topics see only the token's boards; a restrictive policy
-- on every table with a `board_id` holds direct reads and writes to them
-- whatever the table's own policies say; and such a token hears no
-- workspace-wide notices (they name every board).
--
-- Bots: the bot is an Auth user of its own (no password, an address that
-- cannot receive mail), a member of the workspace with its own profile, so
-- what it does is signed with its name. The token is the bot's (`user_id`),
-- and `created_by` names the admin who made it: they, and the workspace's
-- other admins, list and revoke it. The exchange opens the bot's session the
-- same way as a person's (a magic-link hash through the Auth admin API).

alter table public.api_tokens
  add column board_ids uuid[] check (board_ids is null or cardinality(board_ids) between 1 and 50),
  add column bot boolean not null default false,
  -- Who made the token: its person, or for a bot the admin who made it.
  add column created_by uuid references auth.users (id) on delete cascade;
update public.api_tokens set created_by = user_id;
alter table public.api_tokens
  alter column created_by set not null,
  alter column created_by set default auth.uid();
create index api_tokens_created_by_idx on public.api_tokens (created_by, created_at);
grant select (board_ids, bot, created_by) on public.api_tokens to authenticated;
comment on column public.api_tokens.board_ids is
  'The boards the token reaches; null for every board of its workspace its person may see.';
comment on column public.api_tokens.bot is
  'The token acts as the workspace''s bot (user_id), made by a workspace admin (created_by).';

-- The token's boards -------------------------------------------------------------

-- The boards of the request's token; null without a token or for a token of the whole workspace.
create function private.request_api_token_boards() returns uuid[]
language sql stable
set search_path = ''
as $$ select t.board_ids from private.request_api_token() t $$;

-- May this request reach the board? Always, without a board-limited token.
create function private.api_token_allows_board(target_board_id uuid) returns boolean
language sql stable
set search_path = ''
as $$
  select case
    when allowed is null then true
    else coalesce(target_board_id = any (allowed), false)
  end
  from (select private.request_api_token_boards() as allowed) token
$$;

revoke all on function private.request_api_token_boards() from public;
revoke all on function private.api_token_allows_board(uuid) from public;
grant execute on function private.request_api_token_boards() to authenticated, service_role;
grant execute on function private.api_token_allows_board(uuid) to authenticated, service_role;

-- The caller's helpers, restated from their current definitions with the token's boards.
create or replace function private.board_role(target_board_id uuid) returns public.workspace_role
language sql stable security definer
set search_path = ''
as $$
  select private.effective_board_role(b.visibility, m.role, bm.role)
  from public.boards b
  join public.workspaces w on w.id = b.workspace_id
  left join public.workspace_members m on m.workspace_id = b.workspace_id and m.user_id = (select auth.uid())
  left join public.board_members bm on bm.board_id = b.id and bm.user_id = (select auth.uid())
  where b.id = target_board_id
    and private.sign_in_cleared(w.id, w.require_two_factor, w.required_provider)
    and private.api_token_allows_board(b.id)
$$;

create or replace function private.card_role(target_card_id uuid) returns public.workspace_role
language sql stable security definer
set search_path = ''
as $$
  select private.effective_board_role(b.visibility, m.role, bm.role)
  from public.cards c
  join public.boards b on b.id = c.board_id
  join public.workspaces w on w.id = b.workspace_id
  left join public.workspace_members m on m.workspace_id = b.workspace_id and m.user_id = (select auth.uid())
  left join public.board_members bm on bm.board_id = b.id and bm.user_id = (select auth.uid())
  where c.id = target_card_id
    and private.sign_in_cleared(w.id, w.require_two_factor, w.required_provider)
    and private.api_token_allows_board(b.id)
$$;

create or replace function private.can_comment(target_card_id uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select coalesce(bool_or(
    private.can_edit(private.effective_board_role(b.visibility, m.role, bm.role))
    or (bm.role = 'commenter')
  ), false)
  from public.cards c
  join public.boards b on b.id = c.board_id
  join public.workspaces w on w.id = b.workspace_id
  left join public.workspace_members m on m.workspace_id = b.workspace_id and m.user_id = (select auth.uid())
  left join public.board_members bm on bm.board_id = b.id and bm.user_id = (select auth.uid())
  where c.id = target_card_id
    and private.sign_in_cleared(w.id, w.require_two_factor, w.required_provider)
    and private.api_token_allows_board(b.id)
$$;

create or replace function private.attachment_path_role(object_name text) returns public.workspace_role
language sql stable security definer
set search_path = ''
as $$
  select private.effective_board_role(b.visibility, m.role, bm.role)
  from public.cards c
  join public.boards b on b.id = c.board_id
  join public.workspaces w on w.id = b.workspace_id
  left join public.workspace_members m on m.workspace_id = b.workspace_id and m.user_id = (select auth.uid())
  left join public.board_members bm on bm.board_id = b.id and bm.user_id = (select auth.uid())
  where b.workspace_id = private.try_uuid(split_part(object_name, '/', 1))
    and c.id = private.try_uuid(split_part(object_name, '/', 2))
    and private.sign_in_cleared(w.id, w.require_two_factor, w.required_provider)
    and private.api_token_allows_board(b.id)
$$;

create or replace function private.board_row_role(
  target_workspace_id uuid,
  target_board_id uuid,
  visibility public.board_visibility
) returns public.workspace_role
language sql stable security definer
set search_path = ''
as $$
  select private.effective_board_role(
    visibility,
    (select m.role from public.workspace_members m
     where m.workspace_id = target_workspace_id and m.user_id = (select auth.uid())),
    (select bm.role from public.board_members bm
     where bm.board_id = target_board_id and bm.user_id = (select auth.uid()))
  )
  from public.workspaces w
  where w.id = target_workspace_id and private.sign_in_cleared(w.id, w.require_two_factor, w.required_provider)
    and private.api_token_allows_board(target_board_id)
$$;

create or replace function private.readable_board_ids() returns setof uuid
language sql stable security definer
set search_path = ''
as $$
  select b.id
  from public.workspace_members m
  join public.boards b on b.workspace_id = m.workspace_id
  join public.workspaces w on w.id = b.workspace_id
  left join public.board_members bm on bm.board_id = b.id and bm.user_id = m.user_id
  where m.user_id = (select auth.uid())
    and private.effective_board_role(b.visibility, m.role, bm.role) is not null
    and private.sign_in_cleared(w.id, w.require_two_factor, w.required_provider)
    and private.api_token_allows_board(b.id)
  union
  select b.id
  from public.board_members bm
  join public.boards b on b.id = bm.board_id
  join public.workspaces w on w.id = b.workspace_id
  left join public.workspace_members m on m.workspace_id = b.workspace_id and m.user_id = bm.user_id
  where bm.user_id = (select auth.uid())
    and private.effective_board_role(b.visibility, m.role, bm.role) is not null
    and private.sign_in_cleared(w.id, w.require_two_factor, w.required_provider)
    and private.api_token_allows_board(b.id)
$$;

create or replace function private.visible_board_ids(target_workspace_id uuid) returns uuid[]
language sql stable security definer
set search_path = ''
as $$
  select coalesce(array_agg(b.id), '{}')
  from public.boards b
  join public.workspaces w on w.id = b.workspace_id
  left join public.workspace_members m on m.workspace_id = b.workspace_id and m.user_id = (select auth.uid())
  left join public.board_members bm on bm.board_id = b.id and bm.user_id = (select auth.uid())
  where b.workspace_id = target_workspace_id
    and (m.user_id is not null or bm.user_id is not null)
    and private.effective_board_role(b.visibility, m.role, bm.role) is not null
    and private.sign_in_cleared(w.id, w.require_two_factor, w.required_provider)
    and private.api_token_allows_board(b.id)
$$;

-- And every row that names its board, whatever its own policies allow; a board
-- itself by its id. Rows of no board (workspace-wide activity) are out of reach too.
do $$
declare
  t record;
  -- Asked once per statement (an init plan), not once per row.
  cond constant text :=
    '(select private.request_api_token_boards()) is null or %I = any ((select private.request_api_token_boards())::uuid[])';
begin
  for t in
    select c.relname, case when c.relname = 'boards' then 'id' else 'board_id' end as col
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'r'
      and (c.relname = 'boards' or exists (
        select 1 from pg_attribute a
        where a.attrelid = c.oid and a.attname = 'board_id' and not a.attisdropped
      ))
  loop
    execute format(
      'create policy %I on public.%I as restrictive to authenticated using (%s) with check (%s)',
      'tokens reach their own boards only',
      t.relname,
      format(cond, t.col),
      format(cond, t.col)
    );
  end loop;
end
$$;

-- Workspace notices name every board; a board-limited token hears only its boards' topics.
create policy "board tokens hear their boards only" on realtime.messages
  as restrictive for select to authenticated
  using (
    (select private.request_api_token_boards()) is null
    or private.topic_board_id((select realtime.topic())) = any ((select private.request_api_token_boards())::uuid[])
  );

-- Who sees and revokes a token ------------------------------------------------------

-- A token's maker; for a bot, also the workspace's other admins.
create function private.manages_api_token(token public.api_tokens) returns boolean
language sql stable
set search_path = ''
as $$
  select token.created_by = (select auth.uid())
    or (token.bot and private.workspace_role(token.workspace_id) in ('owner', 'admin'))
$$;
revoke all on function private.manages_api_token(public.api_tokens) from public;
grant execute on function private.manages_api_token(public.api_tokens) to authenticated, service_role;

drop policy "people read their own tokens" on public.api_tokens;
create policy "people read the tokens they manage" on public.api_tokens
  for select to authenticated
  using (private.manages_api_token(api_tokens) and private.api_token_allows_workspace(workspace_id));

-- Creating and revoking ----------------------------------------------------------

drop function public.create_api_token(text, uuid, text, timestamptz);

-- Creates a token in one of the caller's workspaces, optionally held to some
-- of its boards (each one the caller may see), and optionally as the
-- workspace's bot (workspace owners and admins only; the token's name is the
-- bot's name). Answers its row and the token itself, this once. A token
-- cannot create or revoke tokens: otherwise a read token could mint a write
-- one, or outlive its revocation.
create function public.create_api_token(
  name text,
  target_workspace_id uuid,
  scope text,
  expires_at timestamptz,
  board_ids uuid[] default null,
  as_bot boolean default false
) returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  token text;
  boards uuid[];
  holder uuid := (select auth.uid());
  created public.api_tokens;
begin
  if (select auth.uid()) is null then
    raise exception 'Sign in first.' using errcode = 'P0001', hint = 'teamboard:forbidden';
  end if;
  if (select t.id is not null from private.request_api_token() t) then
    raise exception 'An API token cannot create tokens.'
      using errcode = 'P0001', hint = 'teamboard:forbidden', detail = 'token_session';
  end if;
  if create_api_token.name is null or char_length(btrim(create_api_token.name)) not between 1 and 100 then
    raise exception 'Give the token a name of 1 to 100 characters.'
      using errcode = 'P0001', hint = 'teamboard:validation', detail = 'name';
  end if;
  if create_api_token.scope is null or create_api_token.scope not in ('read', 'write') then
    raise exception 'The scope is read or write.' using errcode = 'P0001', hint = 'teamboard:validation', detail = 'scope';
  end if;
  if create_api_token.expires_at is null
     or create_api_token.expires_at <= now()
     or create_api_token.expires_at > now() + interval '366 days' then
    raise exception 'A token expires within a year.'
      using errcode = 'P0001', hint = 'teamboard:validation', detail = 'expires_at';
  end if;
  if create_api_token.board_ids is not null then
    if array_position(create_api_token.board_ids, null) is not null then
      raise exception 'Name each board by its id.' using errcode = 'P0001', hint = 'teamboard:validation', detail = 'board_ids';
    end if;
    boards := array(select distinct u from unnest(create_api_token.board_ids) u order by u);
    if cardinality(boards) not between 1 and 50 then
      raise exception 'A token names 1 to 50 boards.' using errcode = 'P0001', hint = 'teamboard:validation', detail = 'board_ids';
    end if;
  end if;
  if private.workspace_role(target_workspace_id) is null then
    raise exception 'Workspace not found.' using errcode = 'P0001', hint = 'teamboard:not-found';
  end if;
  -- Boards of another workspace, or that the caller cannot see, are all "not found".
  if boards is not null and exists (
    select 1 from unnest(boards) u
    left join public.boards b on b.id = u
    where b.id is null or b.workspace_id <> target_workspace_id or private.board_role(b.id) is null
  ) then
    raise exception 'Board not found.' using errcode = 'P0001', hint = 'teamboard:not-found', detail = 'board_ids';
  end if;
  if create_api_token.as_bot and private.workspace_role(target_workspace_id) not in ('owner', 'admin') then
    raise exception 'Only the workspace''s owners and admins make bot tokens.'
      using errcode = 'P0001', hint = 'teamboard:forbidden', detail = 'not_admin';
  end if;
  if (select count(*) from public.api_tokens t
      where t.created_by = (select auth.uid()) and t.revoked_at is null and t.expires_at > now()) >= 50 then
    raise exception 'You have 50 active tokens. Revoke one first.'
      using errcode = 'P0001', hint = 'teamboard:limit-reached', detail = 'api_tokens';
  end if;

  if create_api_token.as_bot then
    -- The bot's own account: no password and an address no mail reaches, so
    -- only the token exchange opens its sessions. The profile trigger names it.
    holder := gen_random_uuid();
    insert into auth.users (
      instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
      raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
      confirmation_token, recovery_token, email_change_token_new, email_change
    ) values (
      '00000000-0000-0000-0000-000000000000', holder, 'authenticated', 'authenticated',
      'bot-' || holder || '@bots.teamboard.invalid', '', now(),
      jsonb_build_object('provider', 'email', 'providers', jsonb_build_array('email'), 'teamboard_bot', true),
      jsonb_build_object('display_name', left(btrim(create_api_token.name), 50)), now(), now(),
      '', '', '', ''
    );
    insert into public.workspace_members (workspace_id, user_id, role)
    values (target_workspace_id, holder, 'member');
    -- A private board it is given: as an editor, or a viewer for a read token.
    insert into public.board_members (board_id, user_id, role)
    select b.id, holder, case when create_api_token.scope = 'write' then 'editor' else 'viewer' end::public.board_member_role
    from public.boards b
    where b.id = any (boards) and b.visibility = 'private';
  end if;

  token := 'tbk_' || rtrim(translate(encode(extensions.gen_random_bytes(32), 'base64'), '+/', '-_'), '=');
  insert into public.api_tokens (user_id, created_by, workspace_id, name, scope, token_hash, prefix, expires_at, board_ids, bot)
  values (holder, (select auth.uid()), target_workspace_id, btrim(create_api_token.name), create_api_token.scope,
          encode(extensions.digest(token, 'sha256'), 'hex'), left(token, 12), create_api_token.expires_at,
          boards, create_api_token.as_bot)
  returning * into created;
  return (to_jsonb(created) - 'token_hash') || jsonb_build_object('token', token);
end;
$$;

-- Revokes a token the caller manages at once: its sessions end, and the
-- checks refuse any access token they already handed out.
create or replace function public.revoke_api_token(token_id uuid) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  if (select t.id is not null from private.request_api_token() t) then
    raise exception 'An API token cannot revoke tokens.'
      using errcode = 'P0001', hint = 'teamboard:forbidden', detail = 'token_session';
  end if;
  update public.api_tokens t set revoked_at = coalesce(t.revoked_at, now())
  where t.id = revoke_api_token.token_id and private.manages_api_token(t);
  if not found then
    raise exception 'Token not found.' using errcode = 'P0001', hint = 'teamboard:not-found';
  end if;
  delete from auth.sessions s
  using private.api_token_sessions ts
  where ts.token_id = revoke_api_token.token_id and s.id = ts.session_id;
end;
$$;

revoke all on function public.create_api_token(text, uuid, text, timestamptz, uuid[], boolean) from public, anon;
grant execute on function public.create_api_token(text, uuid, text, timestamptz, uuid[], boolean) to authenticated;
