-- A new board, list, card or checklist item goes after its siblings unless
-- the insert names a position: the column's default 'NaN' means "after the
-- last", and the trigger below turns it into the last sibling's position plus
-- one step (1024, the spacing move_card and move_list keep). Clients then need
-- no request to read the last position before adding something.
--
-- Inserts under one parent are serialised on the parent row, so two people
-- adding at the same moment get distinct positions; a named position that a
-- sibling already holds goes after the last too (this replaces the cards- and
-- lists-only triggers of the append_positions migration). NaN never stays: a
-- CHECK refuses it should the trigger be bypassed (bulk loads with
-- session_replication_role = replica must name their positions).

create function private.append_position() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  parent_table text := tg_argv[0];
  parent_column text := tg_argv[1];
  parent_id uuid := (to_jsonb(new) ->> parent_column)::uuid;
  taken boolean;
begin
  execute format('select 1 from public.%I where id = $1 for no key update', parent_table) using parent_id;
  if new.position <> 'NaN' then
    execute format('select exists (select 1 from public.%I where %I = $1 and position = $2)', tg_table_name, parent_column)
      into taken using parent_id, new.position;
    if not taken then
      return new;
    end if;
  end if;
  execute format('select coalesce(max(position), 0) + 1024 from public.%I where %I = $1', tg_table_name, parent_column)
    into new.position using parent_id;
  return new;
end;
$$;
revoke all on function private.append_position() from public;

drop trigger cards_unique_position on public.cards;
drop trigger lists_unique_position on public.lists;
drop function private.card_append_position();
drop function private.list_append_position();

create trigger boards_append_position
  before insert on public.boards
  for each row execute function private.append_position('workspaces', 'workspace_id');
create trigger lists_append_position
  before insert on public.lists
  for each row execute function private.append_position('boards', 'board_id');
create trigger cards_append_position
  before insert on public.cards
  for each row execute function private.append_position('lists', 'list_id');
create trigger checklist_items_append_position
  before insert on public.checklist_items
  for each row execute function private.append_position('cards', 'card_id');

alter table public.boards
  alter column position set default 'NaN',
  add constraint boards_position_is_a_number check (position <> 'NaN');
alter table public.lists
  alter column position set default 'NaN',
  add constraint lists_position_is_a_number check (position <> 'NaN');
alter table public.cards
  alter column position set default 'NaN',
  add constraint cards_position_is_a_number check (position <> 'NaN');
alter table public.checklist_items
  alter column position set default 'NaN',
  add constraint checklist_items_position_is_a_number check (position <> 'NaN');
