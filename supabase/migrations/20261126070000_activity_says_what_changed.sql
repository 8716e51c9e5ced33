-- The activity log says what changed, not only that something did: a card's
-- rename keeps the old title, a due date change its new date (or that it was
-- removed), a move the names the lists had then (a list renamed or deleted
-- later still reads as it did). Descriptions stay "updated": their text is
-- the card's to show, not the log's.
create or replace function private.log_card_activity() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  ws uuid := (select b.workspace_id from public.boards b where b.id = new.board_id);
begin
  if tg_op = 'INSERT' then
    perform private.record_activity(ws, new.board_id, new.id, 'card.created',
      jsonb_build_object('title', new.title, 'list_id', new.list_id));
    return null;
  end if;
  if new.list_id is distinct from old.list_id then
    perform private.record_activity(ws, new.board_id, new.id, 'card.moved',
      jsonb_build_object(
        'from_list_id', old.list_id, 'to_list_id', new.list_id,
        'from_list_name', (select l.name from public.lists l where l.id = old.list_id),
        'to_list_name', (select l.name from public.lists l where l.id = new.list_id)));
  end if;
  if new.archived_at is distinct from old.archived_at then
    perform private.record_activity(ws, new.board_id, new.id,
      case when new.archived_at is null then 'card.restored' else 'card.archived' end, '{}'::jsonb);
  end if;
  if new.completed_at is distinct from old.completed_at then
    perform private.record_activity(ws, new.board_id, new.id,
      case when new.completed_at is null then 'card.reopened' else 'card.completed' end, '{}'::jsonb);
  end if;
  if new.title is distinct from old.title then
    perform private.record_activity(ws, new.board_id, new.id, 'card.renamed',
      jsonb_build_object('title', new.title, 'previous_title', old.title));
  end if;
  if new.due_at is distinct from old.due_at then
    perform private.record_activity(ws, new.board_id, new.id, 'card.due_changed',
      jsonb_build_object('due_at', new.due_at, 'previous_due_at', old.due_at));
  end if;
  if new.description is distinct from old.description then
    perform private.record_activity(ws, new.board_id, new.id, 'card.updated',
      jsonb_build_object('fields', jsonb_build_array('description')));
  end if;
  return null;
end;
$$;
