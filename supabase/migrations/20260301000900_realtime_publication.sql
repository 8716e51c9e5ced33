-- Tables the board view subscribes to, with full replica identity. On tables
-- with RLS, Supabase Realtime sends only the primary key of a DELETE's old row
-- (and so does the local backend), so a delete does not carry board_id or
-- card_id: the client routes it by the ids of the rows it already holds.
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
