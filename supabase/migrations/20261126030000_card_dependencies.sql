-- Card dependencies: "card A is blocked by card B", between cards of one
-- workspace, across its boards.
--
-- Access is the board rule of private.card_role, never derived again here:
-- a link is read by whoever may read the blocked card; adding or removing one
-- takes edit rights on the blocked card and read rights on the blocker.
--
-- Each card keeps the number of its open blockers (not completed, not
-- archived) in cards.open_blocker_count, kept by the triggers below. The
-- number thus travels wherever a card row goes: load_board and listCards
-- return it, and the card's UPDATE reaches every open screen of the blocked
-- card's board through Realtime — also when the blocker lives on another
-- board, which that board's subscribers never hear of. Hidden blockers count
-- too: the mark is about the card, not about the viewer.
--
-- A list an admin marks "done" (lists.is_done) does not take a blocked card
-- quietly: per board (boards.blocked_move), 'confirm' lets move_card through
-- with move_blocked => true and records it, 'refuse' never does.

create table public.card_dependencies (
  blocked_card_id uuid not null references public.cards (id) on delete cascade,
  blocker_card_id uuid not null references public.cards (id) on delete cascade,
  created_by uuid references public.profiles (id) on delete set null default auth.uid(),
  created_at timestamptz not null default now(),
  primary key (blocked_card_id, blocker_card_id)
);
comment on table public.card_dependencies is
  'blocked_card_id is blocked by blocker_card_id until the blocker is completed or archived.';
-- "What does this card block?": the walk of the cycle check and the counts.
create index card_dependencies_blocker_card_id_idx on public.card_dependencies (blocker_card_id);
create index card_dependencies_created_by_idx on public.card_dependencies (created_by);

alter table public.card_dependencies enable row level security;
revoke all on public.card_dependencies from anon;
-- A link is added or removed, never changed.
revoke update on public.card_dependencies from authenticated;
create policy "second factor verified when the user has one" on public.card_dependencies
  as restrictive to authenticated
  using ((select private.assurance_met()))
  with check ((select private.assurance_met()));

create policy "people who can read the blocked card read its links" on public.card_dependencies
  for select to authenticated
  using (private.card_role(blocked_card_id) is not null);

create policy "editors of the blocked card who can read the blocker add links" on public.card_dependencies
  for insert to authenticated
  with check (
    created_by = (select auth.uid())
    and private.can_edit(private.card_role(blocked_card_id))
    and private.card_role(blocker_card_id) is not null
  );

create policy "editors of the blocked card who can read the blocker remove links" on public.card_dependencies
  for delete to authenticated
  using (
    private.can_edit(private.card_role(blocked_card_id))
    and private.card_role(blocker_card_id) is not null
  );

-- Lists and boards ------------------------------------------------------------
alter table public.lists add column is_done boolean not null default false;
comment on column public.lists.is_done is
  'Set by a board admin: cards here are finished, so a blocked card does not come in unasked.';

create type public.blocked_move_rule as enum ('confirm', 'refuse');
alter table public.boards add column blocked_move public.blocked_move_rule not null default 'confirm';
comment on column public.boards.blocked_move is
  'A blocked card moved into a done list: confirm (move_card with move_blocked) or refuse.';

-- Editors update lists; only the board's admins say which lists are done.
-- Security invoker: current_user tells a client's statement from the
-- database's own (imports, copies).
create function private.guard_done_list() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated')
     and new.is_done is distinct from (case when tg_op = 'UPDATE' then old.is_done else false end)
     and not coalesce(private.can_manage(private.board_role(new.board_id)), false) then
    raise exception 'Only the board''s admins can mark a list as done.'
      using errcode = '42501', hint = 'teamboard:forbidden', detail = 'not_board_admin';
  end if;
  return new;
end;
$$;
revoke all on function private.guard_done_list() from public;
create trigger lists_guard_done
  before insert or update of is_done on public.lists
  for each row execute function private.guard_done_list();

-- The count ---------------------------------------------------------------------
alter table public.cards add column open_blocker_count integer not null default 0;
comment on column public.cards.open_blocker_count is
  'How many of the cards blocking this one are neither completed nor archived (kept by the database).';

-- Recounts the given cards from the links; a recount, not a ±1, so the
-- number cannot drift whatever the order of concurrent changes.
create function private.recount_open_blockers(card_ids uuid[]) returns void
language sql security definer
set search_path = ''
as $$
  update public.cards c
  set open_blocker_count = counted.n
  from (
    select t.id, (
      select count(*) from public.card_dependencies d
      join public.cards b on b.id = d.blocker_card_id
      where d.blocked_card_id = t.id and b.completed_at is null and b.archived_at is null
    )::integer as n
    from unnest(card_ids) t(id)
  ) counted
  where c.id = counted.id and c.open_blocker_count is distinct from counted.n
$$;
revoke all on function private.recount_open_blockers(uuid[]) from public;

-- Nobody writes the count but the database: a client's value is put back.
-- A recount (a trigger's statement, so depth > 1) is not an edit of the
-- card: it keeps version and updated_at, so nobody editing the card meets a
-- stale version because a blocker was completed elsewhere.
create or replace function private.bump_card_version() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if pg_catalog.pg_trigger_depth() > 1 and new.open_blocker_count is distinct from old.open_blocker_count then
    return new;
  end if;
  new.open_blocker_count := old.open_blocker_count;
  new.version := old.version + 1;
  new.updated_at := now();
  new.created_at := old.created_at;
  new.created_by := old.created_by;
  return new;
end;
$$;

create function private.zero_new_card_blockers() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.open_blocker_count := 0;
  return new;
end;
$$;
revoke all on function private.zero_new_card_blockers() from public;
create trigger cards_zero_blockers
  before insert on public.cards
  for each row execute function private.zero_new_card_blockers();

-- A blocker completed, reopened, archived or restored: the cards it blocks
-- are recounted (their UPDATE is what open boards hear).
create function private.recount_blocked_by_card() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform private.recount_open_blockers(array(
    select d.blocked_card_id from public.card_dependencies d where d.blocker_card_id = new.id
  ));
  return null;
end;
$$;
revoke all on function private.recount_blocked_by_card() from public;
create trigger cards_recount_blocked
  after update of completed_at, archived_at on public.cards
  for each row
  when ((old.completed_at is null and old.archived_at is null)
        is distinct from (new.completed_at is null and new.archived_at is null))
  execute function private.recount_blocked_by_card();

-- Adding a link ---------------------------------------------------------------------
-- Checked here, before the row's policy, with errors that say what is wrong:
-- a card the caller cannot read is "not found" whatever else is true of it,
-- so nothing is learnt of cards one may not see (not even their workspace).
create function private.check_card_dependency() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  blocked_workspace uuid;
  blocker_workspace uuid;
  client boolean := (select auth.uid()) is not null;
begin
  if client and (private.card_role(new.blocked_card_id) is null or private.card_role(new.blocker_card_id) is null) then
    raise exception 'Card not found.'
      using errcode = 'P0001', hint = 'teamboard:not-found', detail = 'card_id';
  end if;
  if client and not private.can_edit(private.card_role(new.blocked_card_id)) then
    raise exception 'You cannot change what blocks this card.'
      using errcode = '42501', hint = 'teamboard:forbidden';
  end if;
  if new.blocked_card_id = new.blocker_card_id then
    raise exception 'A card cannot be blocked by itself.'
      using errcode = 'P0001', hint = 'teamboard:validation', detail = 'dependency_self';
  end if;
  select b.workspace_id into blocked_workspace
  from public.cards c join public.boards b on b.id = c.board_id where c.id = new.blocked_card_id;
  select b.workspace_id into blocker_workspace
  from public.cards c join public.boards b on b.id = c.board_id where c.id = new.blocker_card_id;
  if blocked_workspace is distinct from blocker_workspace then
    raise exception 'A card can only be blocked by a card of the same workspace.'
      using errcode = 'P0001', hint = 'teamboard:validation', detail = 'dependency_workspace';
  end if;
  -- One link at a time per workspace, so two links that would close a loop
  -- together cannot both pass the check below.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('card_dependencies:' || blocked_workspace::text, 0));
  -- A loop: the blocker already waits, through any chain, on the blocked card.
  -- The walk sees every link (hidden boards too): a loop is one whoever sees it.
  if exists (
    with recursive waits_on(card_id) as (
      select new.blocker_card_id
      union
      select d.blocker_card_id
      from public.card_dependencies d
      join waits_on w on d.blocked_card_id = w.card_id
    )
    select 1 from waits_on where card_id = new.blocked_card_id
  ) then
    raise exception 'This would make a loop: the other card already waits on this one.'
      using errcode = 'P0001', hint = 'teamboard:conflict', detail = 'dependency_cycle';
  end if;
  new.created_at := now();
  return new;
end;
$$;
revoke all on function private.check_card_dependency() from public;
create trigger card_dependencies_check
  before insert on public.card_dependencies
  for each row execute function private.check_card_dependency();

-- The count and the activity of the blocked card, for links added and removed.
create function private.after_card_dependency_change() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  link public.card_dependencies := case when tg_op = 'DELETE' then old else new end;
  blocked record;
begin
  perform private.recount_open_blockers(array[link.blocked_card_id]);
  select c.board_id, b.workspace_id into blocked
  from public.cards c join public.boards b on b.id = c.board_id where c.id = link.blocked_card_id;
  -- Gone with its card (a cascade): nothing left to record on.
  if blocked.board_id is null or not exists (select 1 from public.cards c where c.id = link.blocker_card_id) then
    return null;
  end if;
  perform private.record_activity(blocked.workspace_id, blocked.board_id, link.blocked_card_id,
    case when tg_op = 'DELETE' then 'dependency.removed' else 'dependency.added' end,
    jsonb_build_object('blocker_card_id', link.blocker_card_id));
  return null;
end;
$$;
revoke all on function private.after_card_dependency_change() from public;
create trigger card_dependencies_after_change
  after insert or delete on public.card_dependencies
  for each row execute function private.after_card_dependency_change();

-- Moving a blocked card into a done list ----------------------------------------------
-- Any path that changes a card's list passes here (move_card, a plain
-- update, move_card_to_board). Only move_card can say "move it anyway", by
-- setting teamboard.move_blocked for its own statement; clients cannot set
-- settings through the API.
create function private.guard_blocked_move() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  rule public.blocked_move_rule;
  ws uuid;
begin
  if new.open_blocker_count = 0
     or not exists (select 1 from public.lists l where l.id = new.list_id and l.is_done) then
    return new;
  end if;
  select b.blocked_move, b.workspace_id into rule, ws from public.boards b where b.id = new.board_id;
  if rule = 'refuse' then
    raise exception 'This card is still blocked by % open card(s); this board keeps blocked cards out of done lists.',
      new.open_blocker_count
      using errcode = 'P0001', hint = 'teamboard:conflict', detail = 'card_blocked';
  end if;
  if coalesce(pg_catalog.current_setting('teamboard.move_blocked', true), '') <> 'on' then
    raise exception 'This card is still blocked by % open card(s). Confirm to move it to a done list anyway.',
      new.open_blocker_count
      using errcode = 'P0001', hint = 'teamboard:conflict', detail = 'card_blocked';
  end if;
  perform private.record_activity(ws, new.board_id, new.id, 'card.moved_blocked',
    jsonb_build_object('to_list_id', new.list_id, 'open_blockers', new.open_blocker_count));
  return new;
end;
$$;
revoke all on function private.guard_blocked_move() from public;
create trigger cards_guard_blocked_move
  before update of list_id on public.cards
  for each row
  when (new.list_id is distinct from old.list_id)
  execute function private.guard_blocked_move();

-- move_card gains its override: the positioning stays where it was (now
-- private.move_card), this wrapper only says whether a blocked card may go.
alter function public.move_card(uuid, uuid, uuid, uuid) set schema private;
revoke all on function private.move_card(uuid, uuid, uuid, uuid) from public, anon;
grant execute on function private.move_card(uuid, uuid, uuid, uuid) to authenticated, service_role;

create function public.move_card(
  card_id uuid, list_id uuid, before_id uuid default null, after_id uuid default null,
  move_blocked boolean default false
) returns public.cards
language plpgsql
set search_path = ''
as $$
declare
  moved public.cards;
begin
  perform pg_catalog.set_config('teamboard.move_blocked', case when move_card.move_blocked then 'on' else '' end, true);
  moved := private.move_card(move_card.card_id, move_card.list_id, move_card.before_id, move_card.after_id);
  perform pg_catalog.set_config('teamboard.move_blocked', '', true);
  return moved;
end;
$$;
revoke all on function public.move_card(uuid, uuid, uuid, uuid, boolean) from public, anon;
grant execute on function public.move_card(uuid, uuid, uuid, uuid, boolean) to authenticated, service_role;

-- Listing a card's links ----------------------------------------------------------------
-- Both directions of one card. A card on a board the caller cannot see is
-- there (it still blocks), as "a card you cannot see": no id, title or board.
create function public.list_card_dependencies(card_id uuid)
returns table (
  direction text,
  linked_card_id uuid,
  title text,
  board_id uuid,
  board_name text,
  is_open boolean,
  hidden boolean,
  created_at timestamptz
)
language plpgsql stable security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  if private.card_role(list_card_dependencies.card_id) is null then
    raise exception 'Card not found.' using errcode = 'P0001', hint = 'teamboard:not-found';
  end if;
  return query
    select x.direction,
      case when seen.ok then c.id end,
      case when seen.ok then c.title end,
      case when seen.ok then b.id end,
      case when seen.ok then b.name end,
      c.completed_at is null and c.archived_at is null,
      not seen.ok,
      x.created_at
    from (
      select 'blocked_by'::text as direction, d.blocker_card_id as other, d.created_at
      from public.card_dependencies d where d.blocked_card_id = list_card_dependencies.card_id
      union all
      select 'blocks'::text, d.blocked_card_id, d.created_at
      from public.card_dependencies d where d.blocker_card_id = list_card_dependencies.card_id
    ) x
    join public.cards c on c.id = x.other
    join public.boards b on b.id = c.board_id
    cross join lateral (select private.card_role(c.id) is not null as ok) seen
    order by x.direction, not seen.ok, x.created_at, c.id;
end;
$$;
revoke all on function public.list_card_dependencies(uuid) from public, anon;
grant execute on function public.list_card_dependencies(uuid) to authenticated, service_role;
