-- load_board (issue 31) read each of a card's details (assignees, labels, comment and attachment
-- counts, checklist progress, field values) as a count grouped over the board's cards, then joined
-- those groups to the cards. Which join the planner picks depends on the tables' statistics: with
-- them (hosted PostgreSQL, where autovacuum analyzes written tables) hash joins, linear in the
-- cards; without them (PGlite runs no autovacuum: `pnpm dev`, the tests, a freshly seeded database)
-- it estimates the board at one card and joins every group to every card by nested loop, which
-- grows with the square of the cards (docs/performance.md, "A card's depth").
--
-- Now each card reads its own details by the card's key: one subquery per detail, each an index
-- lookup on the detail table's leading `card_id` (the primary keys of card_assignees, card_labels
-- and card_field_values; comments_card_id_created_at_idx, attachments_card_id_idx,
-- checklist_items_card_id_position_idx). That plan needs no statistics to be linear: a card costs
-- the same lookups whatever the planner believes about the table's size. Checklist progress is one
-- lateral aggregate, so the items are read once for both counts.
--
-- The JSON is the same, key for key: an aggregate over no rows gives the same null the left join
-- gave, and the same coalesce turns it into `[]`, `{}` or 0; counts stay bigint.
--
-- `set jit = off` as 20261202100000_card_rows_readable_once_per_statement.sql set it: create or
-- replace takes the function's settings from this statement, so it is restated here.
create or replace function public.load_board(target_board_id uuid) returns jsonb
language sql stable security invoker
set search_path = ''
set jit = off
as $$
  select jsonb_build_object(
    'board', to_jsonb(b),
    'lists', coalesce(
      (select jsonb_agg(to_jsonb(l) order by l.position, l.id)
       from public.lists l
       where l.board_id = b.id and l.archived_at is null),
      '[]'::jsonb),
    'fields', coalesce(
      (select jsonb_agg(
                to_jsonb(f) || jsonb_build_object('options', coalesce(
                  (select jsonb_agg(to_jsonb(o) order by o.position, o.id)
                   from public.custom_field_options o where o.field_id = f.id),
                  '[]'::jsonb))
                order by f.position, f.id)
       from public.custom_fields f
       where f.board_id = b.id),
      '[]'::jsonb),
    'cards', coalesce(
      (select jsonb_agg(
                to_jsonb(c) || jsonb_build_object(
                  'assignee_ids', coalesce(
                    (select jsonb_agg(a.user_id order by a.user_id)
                     from public.card_assignees a where a.card_id = c.id),
                    '[]'::jsonb),
                  'label_ids', coalesce(
                    (select jsonb_agg(lb.label_id order by lb.label_id)
                     from public.card_labels lb where lb.card_id = c.id),
                    '[]'::jsonb),
                  'comment_count', coalesce(
                    (select count(*) from public.comments m
                     where m.card_id = c.id and m.deleted_at is null),
                    0),
                  'attachment_count', coalesce(
                    (select count(*) from public.attachments af where af.card_id = c.id),
                    0),
                  'checklist_done', coalesce(ck.done, 0),
                  'checklist_total', coalesce(ck.total, 0),
                  'field_values', coalesce(
                    (select jsonb_object_agg(v.field_id, v.value)
                     from public.card_field_values v where v.card_id = c.id),
                    '{}'::jsonb))
                order by c.list_id, c.position, c.id)
       from public.cards c
       cross join lateral (
         select count(*) filter (where i.done) as done, count(*) as total
         from public.checklist_items i
         where i.card_id = c.id
       ) ck
       where c.board_id = b.id and c.archived_at is null and not c.is_template),
      '[]'::jsonb))
  from public.boards b
  where b.id = target_board_id
$$;
