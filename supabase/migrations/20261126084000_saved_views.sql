-- Saved views (issue 33): a named way to look at a board — the view (board,
-- table, calendar), its filters, the table's sort and grouping — kept by its
-- owner alone or shared with the board. Access is the board's
-- (private.board_role of 20261126010000_board_access.sql):
--   * a personal view is seen and changed by its owner only, while they can
--     read the board;
--   * a shared view is read by everyone who can read the board, and changed
--     or deleted by its editors and up (private.can_edit);
--   * only editors and up may share a view.
-- The settings' full shape is the SDK's viewSettingsSchema
-- (packages/sdk/src/schemas/saved-views.ts); the database checks its outline
-- and size, so no client can store a view the app cannot read back.

create table public.saved_views (
  id uuid primary key default gen_random_uuid(),
  board_id uuid not null references public.boards (id) on delete cascade,
  owner_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  name text not null check (char_length(btrim(name)) between 1 and 60),
  shared boolean not null default false,
  -- coalesce: a missing key makes the test null, which a check would let pass.
  settings jsonb not null constraint saved_views_settings_check check (coalesce(
    jsonb_typeof(settings) = 'object'
    and settings ->> 'type' in ('board', 'table', 'calendar')
    and jsonb_typeof(settings -> 'filters') = 'object'
    and settings ? 'sort' and settings ? 'groupBy'
    and octet_length(settings::text) <= 16384,
    false
  )),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index saved_views_board_id_idx on public.saved_views (board_id, name);
create index saved_views_owner_id_idx on public.saved_views (owner_id);

alter table public.saved_views enable row level security;
revoke all on public.saved_views from anon;
-- A view keeps its board and its owner; the times are the database's.
revoke insert, update on public.saved_views from authenticated;
grant insert (board_id, owner_id, name, shared, settings) on public.saved_views to authenticated;
grant update (name, shared, settings) on public.saved_views to authenticated;

create policy "second factor verified when the user has one" on public.saved_views
  as restrictive to authenticated
  using ((select private.assurance_met()))
  with check ((select private.assurance_met()));

create policy "people can read their own views and the board's shared ones" on public.saved_views
  for select to authenticated
  using (
    private.board_role(board_id) is not null
    and (owner_id = (select auth.uid()) or shared)
  );
create policy "people who can read a board can save their own views of it" on public.saved_views
  for insert to authenticated
  with check (
    owner_id = (select auth.uid())
    and private.board_role(board_id) is not null
    and (not shared or private.can_edit(private.board_role(board_id)))
  );
create policy "owners change their views and editors the shared ones" on public.saved_views
  for update to authenticated
  using (
    (owner_id = (select auth.uid()) and private.board_role(board_id) is not null)
    or (shared and private.can_edit(private.board_role(board_id)))
  )
  with check (
    (owner_id = (select auth.uid()) and private.board_role(board_id) is not null
      and (not shared or private.can_edit(private.board_role(board_id))))
    -- Someone else's view stays shared: an editor cannot take it from the board.
    or (shared and private.can_edit(private.board_role(board_id)))
  );
create policy "owners delete their views and editors the shared ones" on public.saved_views
  for delete to authenticated
  using (
    (owner_id = (select auth.uid()) and private.board_role(board_id) is not null)
    or (shared and private.can_edit(private.board_role(board_id)))
  );

create trigger saved_views_touch_updated_at
  before update on public.saved_views
  for each row execute function private.touch_updated_at();

-- Realtime: a shared view changed by one member reaches the others' open
-- boards. Full replica identity like the other board tables.
alter table public.saved_views replica identity full;
alter publication supabase_realtime add table public.saved_views;
