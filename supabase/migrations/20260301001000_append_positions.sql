-- Two people adding a card to the same list at the same moment both compute
-- "one step after the last card" from what they saw, and would get the same
-- position, leaving the order between the two cards undefined. Inserts into
-- one list (or lists into one board) are serialised here, and an insert whose
-- position is already taken goes one step after the current last instead.

create function private.card_append_position() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform 1 from public.lists l where l.id = new.list_id for no key update;
  if exists (select 1 from public.cards c where c.list_id = new.list_id and c.position = new.position) then
    new.position := (select max(c.position) from public.cards c where c.list_id = new.list_id) + 1024;
  end if;
  return new;
end;
$$;
revoke all on function private.card_append_position() from public;

create trigger cards_unique_position
  before insert on public.cards
  for each row execute function private.card_append_position();

create function private.list_append_position() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform 1 from public.boards b where b.id = new.board_id for no key update;
  if exists (select 1 from public.lists l where l.board_id = new.board_id and l.position = new.position) then
    new.position := (select max(l.position) from public.lists l where l.board_id = new.board_id) + 1024;
  end if;
  return new;
end;
$$;
revoke all on function private.list_append_position() from public;

create trigger lists_unique_position
  before insert on public.lists
  for each row execute function private.list_append_position();
