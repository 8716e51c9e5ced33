-- The whole board a member may see, in one call: the board, its lists left to
-- right, and its cards ordered by list then position, each with its assignee
-- and label ids and the counts the card face shows (comments not deleted,
-- attachments, checklist items done and total).
--
-- security invoker: every table is read under the caller's own RLS, so the
-- function shows exactly what selecting table by table would. A board the
-- caller cannot see (or that does not exist) gives null.
--
-- The related rows are aggregated per table for the board's cards at once
-- (one pass each) instead of one subquery per card, so the cost grows with
-- the rows read, not with cards × tables.
create function public.load_board(target_board_id uuid) returns jsonb
language sql stable security invoker
set search_path = ''
as $$
  with visible_cards as (
    select c.*
    from public.cards c
    where c.board_id = target_board_id and c.archived_at is null
  ),
  assignees as (
    select a.card_id, jsonb_agg(a.user_id order by a.user_id) as ids
    from public.card_assignees a
    join visible_cards c on c.id = a.card_id
    group by a.card_id
  ),
  labels as (
    select l.card_id, jsonb_agg(l.label_id order by l.label_id) as ids
    from public.card_labels l
    join visible_cards c on c.id = l.card_id
    group by l.card_id
  ),
  comment_counts as (
    select m.card_id, count(*) as n
    from public.comments m
    join visible_cards c on c.id = m.card_id
    where m.deleted_at is null
    group by m.card_id
  ),
  attachment_counts as (
    select f.card_id, count(*) as n
    from public.attachments f
    join visible_cards c on c.id = f.card_id
    group by f.card_id
  ),
  checklists as (
    select i.card_id, count(*) filter (where i.done) as done, count(*) as total
    from public.checklist_items i
    join visible_cards c on c.id = i.card_id
    group by i.card_id
  )
  select jsonb_build_object(
    'board', to_jsonb(b),
    'lists', coalesce(
      (select jsonb_agg(to_jsonb(l) order by l.position, l.id)
       from public.lists l
       where l.board_id = b.id and l.archived_at is null),
      '[]'::jsonb),
    'cards', coalesce(
      (select jsonb_agg(
                to_jsonb(c) || jsonb_build_object(
                  'assignee_ids', coalesce(a.ids, '[]'::jsonb),
                  'label_ids', coalesce(lb.ids, '[]'::jsonb),
                  'comment_count', coalesce(cm.n, 0),
                  'attachment_count', coalesce(af.n, 0),
                  'checklist_done', coalesce(ck.done, 0),
                  'checklist_total', coalesce(ck.total, 0))
                order by c.list_id, c.position, c.id)
       from visible_cards c
       left join assignees a on a.card_id = c.id
       left join labels lb on lb.card_id = c.id
       left join comment_counts cm on cm.card_id = c.id
       left join attachment_counts af on af.card_id = c.id
       left join checklists ck on ck.card_id = c.id),
      '[]'::jsonb))
  from public.boards b
  where b.id = target_board_id
$$;

revoke all on function public.load_board(uuid) from public, anon;
grant execute on function public.load_board(uuid) to authenticated, service_role;
