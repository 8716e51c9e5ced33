-- Boards, lists and cards.
--
-- Positions are numeric keys: a card or list moved between two neighbours
-- takes the midpoint, so a move writes one row; move_card()/move_list()
-- renumber a whole list/board only when the gap has become too small.
--
-- Card edits and conflicts: cards.version is bumped by a trigger on every
-- update. Clients edit through update_card(card_id, expected_version, patch),
-- which raises teamboard:conflict (detail 'stale_version') when the version
-- moved on. A plain `.update(...).eq('id', id).eq('version', seen)` is also
-- safe: 0 rows updated then means the card changed (or is not visible).
create table public.boards (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  name text not null check (char_length(btrim(name)) between 1 and 80),
  description text not null default '' check (char_length(description) <= 2000),
  position numeric not null default 0,
  archived_at timestamptz,
  created_by uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index boards_workspace_id_position_idx on public.boards (workspace_id, position);
create index boards_created_by_idx on public.boards (created_by);

create table public.lists (
  id uuid primary key default gen_random_uuid(),
  board_id uuid not null references public.boards (id) on delete cascade,
  name text not null check (char_length(btrim(name)) between 1 and 60),
  position numeric not null default 0,
  wip_limit integer check (wip_limit between 1 and 999),
  archived_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Target of cards' (list_id, board_id) key: a card's list is on the card's board.
  unique (id, board_id)
);
create index lists_board_id_position_idx on public.lists (board_id, position);

create table public.cards (
  id uuid primary key default gen_random_uuid(),
  board_id uuid not null references public.boards (id) on delete cascade,
  list_id uuid not null,
  title text not null check (char_length(btrim(title)) between 1 and 200),
  description text not null default '' check (char_length(description) <= 20000),
  position numeric not null default 0,
  due_at timestamptz,
  completed_at timestamptz,
  archived_at timestamptz,
  created_by uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1,
  constraint cards_list_id_fkey foreign key (list_id, board_id)
    references public.lists (id, board_id) on delete cascade
);
create index cards_list_id_board_id_position_idx on public.cards (list_id, board_id, position);
create index cards_board_id_idx on public.cards (board_id) where archived_at is null;
create index cards_board_id_all_idx on public.cards (board_id);
create index cards_created_by_idx on public.cards (created_by);

alter table public.boards enable row level security;
alter table public.lists enable row level security;
alter table public.cards enable row level security;

-- The caller's role in the workspace of a board / card, or null.
create function private.board_role(target_board_id uuid) returns public.workspace_role
language sql stable security definer
set search_path = ''
as $$
  select m.role
  from public.boards b
  join public.workspace_members m on m.workspace_id = b.workspace_id
  where b.id = target_board_id and m.user_id = (select auth.uid())
$$;

create function private.card_role(target_card_id uuid) returns public.workspace_role
language sql stable security definer
set search_path = ''
as $$
  select m.role
  from public.cards c
  join public.boards b on b.id = c.board_id
  join public.workspace_members m on m.workspace_id = b.workspace_id
  where c.id = target_card_id and m.user_id = (select auth.uid())
$$;

revoke all on function private.board_role(uuid) from public;
revoke all on function private.card_role(uuid) from public;
grant execute on function private.board_role(uuid) to authenticated, service_role;
grant execute on function private.card_role(uuid) to authenticated, service_role;

-- boards ---------------------------------------------------------------------
create policy "members can read boards of their workspaces" on public.boards
  for select to authenticated
  using (private.workspace_role(workspace_id) is not null);

create policy "owners and admins can create boards" on public.boards
  for insert to authenticated
  with check (private.can_manage(private.workspace_role(workspace_id)));

create policy "owners and admins can update boards" on public.boards
  for update to authenticated
  using (private.can_manage(private.workspace_role(workspace_id)))
  with check (private.can_manage(private.workspace_role(workspace_id)));

create policy "owners and admins can delete boards" on public.boards
  for delete to authenticated
  using (private.can_manage(private.workspace_role(workspace_id)));

-- lists ----------------------------------------------------------------------
create policy "members can read lists of their boards" on public.lists
  for select to authenticated
  using (private.board_role(board_id) is not null);

create policy "editors can create lists" on public.lists
  for insert to authenticated
  with check (private.can_edit(private.board_role(board_id)));

create policy "editors can update lists" on public.lists
  for update to authenticated
  using (private.can_edit(private.board_role(board_id)))
  with check (private.can_edit(private.board_role(board_id)));

-- Members archive; deleting for good is for those who may delete the whole board.
create policy "owners and admins can delete lists" on public.lists
  for delete to authenticated
  using (private.can_manage(private.board_role(board_id)));

-- cards ----------------------------------------------------------------------
create policy "members can read cards of their boards" on public.cards
  for select to authenticated
  using (private.board_role(board_id) is not null);

create policy "editors can create cards" on public.cards
  for insert to authenticated
  with check (private.can_edit(private.board_role(board_id)));

create policy "editors can update cards" on public.cards
  for update to authenticated
  using (private.can_edit(private.board_role(board_id)))
  with check (private.can_edit(private.board_role(board_id)));

create policy "owners and admins can delete cards" on public.cards
  for delete to authenticated
  using (private.can_manage(private.board_role(board_id)));

-- updated_at, version and immutable columns ------------------------------------
create trigger boards_touch_updated_at
  before update on public.boards
  for each row execute function private.touch_updated_at();
create trigger lists_touch_updated_at
  before update on public.lists
  for each row execute function private.touch_updated_at();

create function private.bump_card_version() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.version := old.version + 1;
  new.updated_at := now();
  new.created_at := old.created_at;
  new.created_by := old.created_by;
  return new;
end;
$$;
revoke all on function private.bump_card_version() from public;

create trigger cards_bump_version
  before update on public.cards
  for each row execute function private.bump_card_version();

-- Rows never move between parents by a plain update (moves keep the board).
create function private.keep_parent() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  parent text := tg_argv[0];
begin
  if (to_jsonb(new) -> parent) is distinct from (to_jsonb(old) -> parent) then
    raise exception 'This item cannot be moved to another %.', replace(parent, '_id', '')
      using errcode = 'P0001', hint = 'teamboard:validation', detail = parent;
  end if;
  return new;
end;
$$;
revoke all on function private.keep_parent() from public;

create trigger boards_keep_workspace
  before update of workspace_id on public.boards
  for each row execute function private.keep_parent('workspace_id');
create trigger lists_keep_board
  before update of board_id on public.lists
  for each row execute function private.keep_parent('board_id');
create trigger cards_keep_board
  before update of board_id on public.cards
  for each row execute function private.keep_parent('board_id');

-- §9 limits -------------------------------------------------------------------
create function private.enforce_board_limit() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform 1 from public.workspaces w where w.id = new.workspace_id for no key update;
  if (select count(*) from public.boards b where b.workspace_id = new.workspace_id) >= 100 then
    raise exception 'A workspace can have at most 100 boards.'
      using errcode = 'P0001', hint = 'teamboard:limit-reached', detail = 'boardsPerWorkspace';
  end if;
  new.created_by := coalesce((select auth.uid()), new.created_by);
  return new;
end;
$$;
revoke all on function private.enforce_board_limit() from public;

create trigger boards_enforce_limit
  before insert on public.boards
  for each row execute function private.enforce_board_limit();

create function private.enforce_list_limit() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform 1 from public.boards b where b.id = new.board_id for no key update;
  if (select count(*) from public.lists l where l.board_id = new.board_id) >= 50 then
    raise exception 'A board can have at most 50 lists.'
      using errcode = 'P0001', hint = 'teamboard:limit-reached', detail = 'listsPerBoard';
  end if;
  return new;
end;
$$;
revoke all on function private.enforce_list_limit() from public;

create trigger lists_enforce_limit
  before insert on public.lists
  for each row execute function private.enforce_list_limit();

-- Counted over cards not archived: inserting one, or restoring one.
create function private.enforce_card_limit() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.created_by := coalesce((select auth.uid()), new.created_by);
    new.version := 1;
  end if;
  if new.archived_at is not null or (tg_op = 'UPDATE' and old.archived_at is null) then
    return new;
  end if;
  perform 1 from public.boards b where b.id = new.board_id for no key update;
  if (
    select count(*) from public.cards c
    where c.board_id = new.board_id and c.archived_at is null
  ) >= 5000 then
    raise exception 'A board can have at most 5,000 cards that are not archived.'
      using errcode = 'P0001', hint = 'teamboard:limit-reached', detail = 'cardsPerBoard';
  end if;
  return new;
end;
$$;
revoke all on function private.enforce_card_limit() from public;

create trigger cards_enforce_limit
  before insert or update of archived_at on public.cards
  for each row execute function private.enforce_card_limit();
