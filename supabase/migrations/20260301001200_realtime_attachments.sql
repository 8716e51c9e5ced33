-- Attachments are part of the live board: a tile's attachment count and the
-- open card's file list follow other people's uploads and deletions. Full
-- replica identity like the other board tables; a DELETE still arrives with
-- only its primary key (RLS table), so the client routes it by the
-- attachment ids it holds.
alter table public.attachments replica identity full;
alter publication supabase_realtime add table public.attachments;
