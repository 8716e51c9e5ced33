-- A card's cover change is written to its activity (issue 31: "activity rows"
-- for everything a card carries), like a template mark or a field value.
--
--   * `card.cover_set`: the card shows an image attachment (`attachment_id`,
--     `file_name` as it was then) or a palette colour (`color`) now;
--   * `card.cover_removed`: the card has no cover now, whether someone took it
--     off or its attachment was deleted (the foreign key's SET NULL is an
--     update of the column too, so it is written the same way).
--
-- Written however the change was made (the SDK's setCardCover, a plain
-- update, an import setting covers after its rows), so the feed, the event
-- stream and webhooks see every one.

create function private.log_card_cover_activity() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if new.cover_attachment_id is not distinct from old.cover_attachment_id
     and new.cover_color is not distinct from old.cover_color then
    return null;
  end if;
  perform private.record_activity(b.workspace_id, new.board_id, new.id,
    case when new.cover_attachment_id is null and new.cover_color is null
         then 'card.cover_removed' else 'card.cover_set' end,
    case when new.cover_attachment_id is null and new.cover_color is null
         then jsonb_build_object('title', new.title)
         else jsonb_build_object(
           'title', new.title,
           'attachment_id', new.cover_attachment_id,
           'file_name', (select a.file_name from public.attachments a where a.id = new.cover_attachment_id),
           'color', new.cover_color)
    end)
  from public.boards b where b.id = new.board_id;
  return null;
end;
$$;
revoke all on function private.log_card_cover_activity() from public;

create trigger cards_log_cover_activity
  after update of cover_attachment_id, cover_color on public.cards
  for each row execute function private.log_card_cover_activity();
