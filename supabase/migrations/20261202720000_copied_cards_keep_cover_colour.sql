-- A copied card keeps its cover colour (issue 31), as a Trello copy keeps its cover. An image
-- cover stays behind with the original: a copy does not take the attachments (each is one
-- stored file), and a cover is always one of the card's own attachments.
--
-- copy_card: 20261130500000_checklists_that_own_work.sql's, with cover_color.
create or replace function public.copy_card(card_id uuid, list_id uuid) returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  source public.cards;
  target public.lists;
  copied public.cards;
  carried jsonb;
  dropped jsonb;
begin
  perform private.require_role(private.card_role(copy_card.card_id), false, 'Card');
  select * into source from public.cards c where c.id = copy_card.card_id;
  target := private.card_transfer_target(source, copy_card.list_id);

  insert into public.cards (board_id, list_id, title, description, start_at, due_at, cover_color)
  values (target.board_id, target.id, source.title, source.description, source.start_at, source.due_at,
          source.cover_color)
  returning * into copied;
  insert into public.card_assignees (card_id, user_id)
  select copied.id, a.user_id from public.card_assignees a where a.card_id = source.id;
  insert into public.checklist_items (card_id, body, done, position, checklist, due_at)
  select copied.id, i.body, i.done, i.position, l.name, i.due_at
  from public.checklist_items i join public.checklists l on l.id = i.checklist_id
  where i.card_id = source.id
  order by l.position, l.id, i.position;
  perform private.relabel_card(copied.id, target.board_id, private.card_label_names(source.id));

  with mapped as materialized (
    select * from private.field_values_for_board(source.id, target.board_id)
  ),
  inserted as (
    insert into public.card_field_values (card_id, field_id, value)
    select copied.id, m.field_id, m.value from mapped m where m.field_id is not null
    returning 1
  )
  select coalesce(jsonb_agg(m.name order by m.field_position) filter (where m.field_id is not null), '[]'),
         coalesce(jsonb_agg(m.name order by m.field_position) filter (where m.field_id is null), '[]')
    into carried, dropped
  from mapped m;

  select * into copied from public.cards c where c.id = copied.id;
  return to_jsonb(copied) || jsonb_build_object('copied_field_values', carried, 'dropped_field_values', dropped);
end;
$$;
