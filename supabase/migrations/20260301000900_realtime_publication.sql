-- Tables the board view subscribes to. Full replica identity so a DELETE
-- carries the parent ids (board_id, card_id) the client routes it by.
alter table public.boards replica identity full;
alter table public.lists replica identity full;
alter table public.cards replica identity full;
alter table public.card_assignees replica identity full;
alter table public.labels replica identity full;
alter table public.card_labels replica identity full;
alter table public.checklist_items replica identity full;
alter table public.comments replica identity full;

alter publication supabase_realtime add table
  public.boards,
  public.lists,
  public.cards,
  public.card_assignees,
  public.labels,
  public.card_labels,
  public.checklist_items,
  public.comments;
