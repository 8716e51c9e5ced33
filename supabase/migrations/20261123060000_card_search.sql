-- Workspace search (§10.2): one maintained search document per card over its
-- title, description, checklist items and comments, and the RPC
-- search_workspace(workspace_id, query, max_rows).
--
-- Words are folded with `unaccent` then kept as they are (`simple`): cards are
-- written in many languages, so no stemming and no stop words.
--
-- The documents live in `private` (never exposed through the API). Reading
-- them is the one security definer step, private.search_cards(), which checks
-- membership itself: under RLS Postgres may not use the GIN index for `@@`
-- (the operator is not leakproof), and a search would scan every card of the
-- workspace. search_workspace() itself runs with the caller's rights, so the
-- rows it returns pass the caller's RLS on cards, lists and boards.
create extension if not exists unaccent with schema extensions;

create text search configuration private.search (copy = pg_catalog.simple);
alter text search configuration private.search
  alter mapping for word, hword, hword_part, numword, numhword, hword_numpart
  with extensions.unaccent, pg_catalog.simple;

create table private.card_search (
  card_id uuid primary key references public.cards (id) on delete cascade,
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  -- Title (weight A), description (B), checklist items (C), comments (D).
  document tsvector not null,
  -- The same text in one piece, for the highlighted snippet.
  body text not null
);
-- No pending list (fastupdate): every search would scan it linearly until a
-- vacuum merges it, and PGlite has no autovacuum. Each edit pays the index
-- update at once instead; an edit is one card, searches are many.
create index card_search_document_idx on private.card_search using gin (document) with (fastupdate = off);
create index card_search_workspace_id_idx on private.card_search (workspace_id);
-- Only the definer functions below touch it; no policy is the point.
alter table private.card_search enable row level security;
revoke all on private.card_search from public, anon, authenticated;

-- The text indexed per part is capped so a card with thousands of comments
-- stays well inside a tsvector's 1 MB (the newest comments are kept).
create function private.refresh_card_search(target_card_id uuid) returns void
language sql security definer
set search_path = ''
as $$
  with card as (
    select c.id, b.workspace_id, c.title, c.description
    from public.cards c join public.boards b on b.id = c.board_id
    where c.id = target_card_id
  ),
  checklist as (
    select coalesce(string_agg(i.body, ' · ' order by i.position), '') as text
    from public.checklist_items i where i.card_id = target_card_id
  ),
  comment as (
    select left(coalesce(string_agg(m.body, ' · ' order by m.created_at desc), ''), 100000) as text
    from public.comments m where m.card_id = target_card_id and m.deleted_at is null
  )
  insert into private.card_search (card_id, workspace_id, document, body)
  select card.id, card.workspace_id,
    setweight(to_tsvector('private.search', card.title), 'A')
      || setweight(to_tsvector('private.search', card.description), 'B')
      || setweight(to_tsvector('private.search', checklist.text), 'C')
      || setweight(to_tsvector('private.search', comment.text), 'D'),
    concat_ws(E'\n', card.title, nullif(card.description, ''), nullif(checklist.text, ''), nullif(comment.text, ''))
  from card, checklist, comment
  on conflict (card_id) do update
    set workspace_id = excluded.workspace_id, document = excluded.document, body = excluded.body
$$;
revoke all on function private.refresh_card_search(uuid) from public;

create function private.refresh_card_search_of_row() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  -- A card being deleted takes its document with it (on delete cascade).
  if tg_table_name = 'cards' then
    perform private.refresh_card_search(new.id);
  elsif tg_op = 'DELETE' then
    perform private.refresh_card_search(old.card_id);
  else
    perform private.refresh_card_search(new.card_id);
  end if;
  return null;
end;
$$;
revoke all on function private.refresh_card_search_of_row() from public;

create trigger cards_refresh_search
  after insert or update of title, description, board_id on public.cards
  for each row execute function private.refresh_card_search_of_row();
create trigger checklist_items_refresh_search
  after insert or update of body or delete on public.checklist_items
  for each row execute function private.refresh_card_search_of_row();
create trigger comments_refresh_search
  after insert or update of body, deleted_at or delete on public.comments
  for each row execute function private.refresh_card_search_of_row();

-- Cards that existed before this migration.
insert into private.card_search (card_id, workspace_id, document, body)
select c.id, b.workspace_id, ''::tsvector, ''
from public.cards c join public.boards b on b.id = c.board_id;
select private.refresh_card_search(s.card_id) from private.card_search s;

-- A typed query as a tsquery: every word must match, the last one as a prefix
-- (it is the word being typed) once it has two characters; a single letter
-- as a prefix would match nearly every card. Operators and quotes are not
-- syntax here: punctuation separates words, so no input can make the parser fail.
create function private.search_tsquery(query text) returns tsquery
language sql stable
set search_path = ''
as $$
  select coalesce(
    pg_catalog.to_tsquery('private.search', string_agg(
      pg_catalog.quote_literal(w.word)
        || case when w.n = w.total and pg_catalog.char_length(w.word) > 1 then ':*' else '' end,
      ' & ' order by w.n
    )),
    ''::tsquery
  )
  from (
    select t.word, t.n, count(*) over () as total
    from pg_catalog.regexp_split_to_table(
      pg_catalog.btrim(pg_catalog.regexp_replace(query, '[[:punct:][:cntrl:][:space:]]+', ' ', 'g')), ' '
    ) with ordinality as t(word, n)
    where t.word <> ''
  ) w
$$;
revoke all on function private.search_tsquery(text) from public;
grant execute on function private.search_tsquery(text) to authenticated, service_role;

-- The best `max_rows` documents of a workspace the caller belongs to; none
-- for anyone else (not an error: the caller learns nothing). Ranking reads
-- every candidate's document, so at most 1,000 candidates are ranked: a query
-- that broad (a common word) gets good matches rather than the best ones,
-- and the answer stays fast; one more word or letter narrows it.
create function private.search_cards(target_workspace_id uuid, query tsquery, max_rows integer)
returns table (card_id uuid, body text, rank real)
language sql stable security definer
set search_path = ''
as $$
  select c.card_id, c.body, pg_catalog.ts_rank(c.document, query) as rank
  from (
    select s.card_id, s.body, s.document
    from private.card_search s
    where s.workspace_id = target_workspace_id
      and s.document operator(pg_catalog.@@) query
      and (select private.workspace_role(target_workspace_id)) is not null
    limit 1000
  ) c
  order by rank desc, c.card_id
  limit max_rows
$$;
revoke all on function private.search_cards(uuid, tsquery, integer) from public;
grant execute on function private.search_cards(uuid, tsquery, integer) to authenticated, service_role;

create function public.search_workspace(workspace_id uuid, query text, max_rows integer default 20)
returns table (
  card_id uuid,
  board_id uuid,
  board_name text,
  list_name text,
  title text,
  snippet text,
  archived boolean,
  rank real
)
language plpgsql stable
set search_path = ''
as $$
declare
  q tsquery;
begin
  if query is null or pg_catalog.char_length(query) > 200 then
    raise exception 'A search is at most 200 characters.'
      using errcode = 'P0001', hint = 'teamboard:validation', detail = 'query';
  end if;
  if max_rows is null or max_rows not between 1 and 50 then
    raise exception 'A search returns between 1 and 50 rows.'
      using errcode = 'P0001', hint = 'teamboard:validation', detail = 'max_rows';
  end if;
  q := private.search_tsquery(query);
  -- Nothing to look for (blank, or punctuation only): nothing found.
  if pg_catalog.numnode(q) = 0 then
    return;
  end if;
  return query
    select c.id, b.id, b.name, l.name, c.title,
      pg_catalog.ts_headline('private.search', hit.body, q,
        'StartSel=<mark>, StopSel=</mark>, MaxWords=24, MinWords=8, MaxFragments=2, FragmentDelimiter=" … "'),
      (c.archived_at is not null or l.archived_at is not null or b.archived_at is not null),
      hit.rank
    from private.search_cards(search_workspace.workspace_id, q, search_workspace.max_rows) hit
    join public.cards c on c.id = hit.card_id
    join public.lists l on l.id = c.list_id
    join public.boards b on b.id = c.board_id
    order by hit.rank desc, c.updated_at desc, c.id;
end;
$$;
revoke all on function public.search_workspace(uuid, text, integer) from public;
grant execute on function public.search_workspace(uuid, text, integer) to authenticated, service_role;
