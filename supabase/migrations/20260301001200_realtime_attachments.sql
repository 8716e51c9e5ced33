-- Attachments are part of the live board: a tile's attachment count and the
-- open card's file list follow other people's uploads and deletions. Full
-- replica identity for the same reason as the other board tables: a DELETE
-- then carries the card_id the client routes it by.
alter table public.attachments replica identity full;
alter publication supabase_realtime add table public.attachments;
