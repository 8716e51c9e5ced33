-- duplicate_board (PRODUCT.md §10.3 "Copy" and "Templates"): a new board in
-- the same workspace with the source's description, its lists that are not
-- archived (name, order, WIP limit) and all its labels; with `with_cards`,
-- also its cards that are not archived, on lists that are not (title,
-- description, order, due date, labels, checklist with each item's state).
-- Like copy_card, a copy starts its own history: comments, attachments,
-- assignees, completion and activity are not copied, and the copy is not a
-- template. "New board from template" is a duplicate with cards.
--
-- security invoker: the inserts run under the caller's row-level security,
-- and the §9 limits (boards per workspace, lists and cards per board, labels,
-- checklist items) are the insert triggers', so a copy over any of them is
-- refused whole. Ids are drawn up front so that the rows of each table are
-- inserted in one statement and their copies found again by the old id (a
-- data-modifying WITH runs once whether or not the outer select reads it).
create function public.duplicate_board(board_id uuid, name text, with_cards boolean default false)
returns public.boards
language plpgsql
set search_path = ''
as $$
declare
  role public.workspace_role := private.board_role(duplicate_board.board_id);
  source public.boards;
  copied public.boards;
  list_ids jsonb;
  label_ids jsonb;
  card_ids jsonb;
begin
  if role is null then
    raise exception 'Board not found.'
      using errcode = 'P0001', hint = 'teamboard:not-found';
  end if;
  if not private.can_manage(role) then
    raise exception 'Only owners and admins can create boards.'
      using errcode = '42501', hint = 'teamboard:forbidden';
  end if;
  select * into source from public.boards b where b.id = duplicate_board.board_id;

  insert into public.boards (workspace_id, name, description)
  values (source.workspace_id, btrim(duplicate_board.name), source.description)
  returning * into copied;

  with originals as materialized (
    select l.id, gen_random_uuid() as copy_id, l.name, l.position, l.wip_limit
    from public.lists l
    where l.board_id = source.id and l.archived_at is null
  ),
  inserted as (
    insert into public.lists (id, board_id, name, position, wip_limit)
    select o.copy_id, copied.id, o.name, o.position, o.wip_limit from originals o order by o.position, o.id
    returning id
  )
  select coalesce(jsonb_object_agg(o.id, o.copy_id), '{}') into list_ids
  from originals o;

  with originals as materialized (
    select l.id, gen_random_uuid() as copy_id, l.name, l.color
    from public.labels l
    where l.board_id = source.id
  ),
  inserted as (
    insert into public.labels (id, board_id, name, color)
    select o.copy_id, copied.id, o.name, o.color from originals o order by o.name, o.id
    returning id
  )
  select coalesce(jsonb_object_agg(o.id, o.copy_id), '{}') into label_ids
  from originals o;

  if coalesce(duplicate_board.with_cards, false) then
    with originals as materialized (
      select c.id, gen_random_uuid() as copy_id, (list_ids ->> c.list_id::text)::uuid as list_id,
        c.title, c.description, c.position, c.due_at
      from public.cards c
      where c.board_id = source.id and c.archived_at is null and list_ids ? c.list_id::text
    ),
    inserted as (
      insert into public.cards (id, board_id, list_id, title, description, position, due_at)
      select o.copy_id, copied.id, o.list_id, o.title, o.description, o.position, o.due_at
      from originals o order by o.list_id, o.position, o.id
      returning id
    )
    select coalesce(jsonb_object_agg(o.id, o.copy_id), '{}') into card_ids
    from originals o;

    insert into public.checklist_items (card_id, body, done, position)
    select (card_ids ->> i.card_id::text)::uuid, i.body, i.done, i.position
    from public.checklist_items i
    where card_ids ? i.card_id::text
    order by i.card_id, i.position, i.id;

    insert into public.card_labels (card_id, label_id)
    select (card_ids ->> cl.card_id::text)::uuid, (label_ids ->> cl.label_id::text)::uuid
    from public.card_labels cl
    where card_ids ? cl.card_id::text and label_ids ? cl.label_id::text;
  end if;

  return copied;
end;
$$;

revoke all on function public.duplicate_board(uuid, text, boolean) from public, anon;
grant execute on function public.duplicate_board(uuid, text, boolean) to authenticated, service_role;
