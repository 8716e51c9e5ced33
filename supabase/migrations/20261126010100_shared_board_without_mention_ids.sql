-- A public link's reader gets a mention without the person's id: user ids are
-- not for anonymous readers. It stays a mention, naming the nil id, so the app
-- still shows the name as written (`@Ada *Ops*`, not Markdown).
create function private.without_mention_ids(body text) returns text
language sql immutable
set search_path = ''
as $$
  select pg_catalog.regexp_replace(
    body,
    '@\[([^\]\n]{1,100})\]\([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}\)',
    '@[\1](00000000-0000-0000-0000-000000000000)',
    'g'
  )
$$;
revoke all on function private.without_mention_ids(text) from public;
grant execute on function private.without_mention_ids(text) to service_role;

create or replace function public.shared_board(token text) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  target_board_id uuid;
begin
  -- A real token is 43 characters; anything far longer is not one, and is not hashed.
  if shared_board.token is null or char_length(shared_board.token) > 256 then
    return null;
  end if;
  select s.board_id into target_board_id
  from public.board_shares s
  join public.boards b on b.id = s.board_id
  where s.token_hash = encode(extensions.digest(shared_board.token, 'sha256'), 'hex')
    and s.revoked_at is null and b.archived_at is null;
  if target_board_id is null then
    return null;
  end if;
  return (
    with visible_lists as (
      select l.id, l.name, l.position
      from public.lists l
      where l.board_id = target_board_id and l.archived_at is null
    ),
    visible_cards as (
      select c.id, c.list_id, c.title, c.description, c.position, c.due_at, c.completed_at
      from public.cards c
      join visible_lists l on l.id = c.list_id
      where c.board_id = target_board_id and c.archived_at is null
    ),
    card_label_ids as (
      select cl.card_id, jsonb_agg(cl.label_id order by cl.label_id) as ids
      from public.card_labels cl
      join visible_cards c on c.id = cl.card_id
      group by cl.card_id
    ),
    checklists as (
      select i.card_id,
        jsonb_agg(jsonb_build_object('id', i.id, 'body', private.without_mention_ids(i.body), 'done', i.done, 'position', i.position)
                  order by i.position, i.id) as items
      from public.checklist_items i
      join visible_cards c on c.id = i.card_id
      group by i.card_id
    )
    select jsonb_build_object(
      'board', jsonb_build_object('id', b.id, 'name', b.name, 'description', private.without_mention_ids(b.description)),
      'lists', coalesce(
        (select jsonb_agg(jsonb_build_object('id', l.id, 'name', l.name, 'position', l.position)
                          order by l.position, l.id)
         from visible_lists l),
        '[]'::jsonb),
      'labels', coalesce(
        (select jsonb_agg(jsonb_build_object('id', lb.id, 'name', lb.name, 'color', lb.color)
                          order by lb.name, lb.id)
         from public.labels lb where lb.board_id = b.id),
        '[]'::jsonb),
      'cards', coalesce(
        (select jsonb_agg(jsonb_build_object(
                  'id', c.id, 'list_id', c.list_id, 'title', c.title, 'description', private.without_mention_ids(c.description),
                  'position', c.position, 'due_at', c.due_at, 'completed_at', c.completed_at,
                  'label_ids', coalesce(cl.ids, '[]'::jsonb),
                  'checklist', coalesce(ck.items, '[]'::jsonb))
                  order by c.list_id, c.position, c.id)
         from visible_cards c
         left join card_label_ids cl on cl.card_id = c.id
         left join checklists ck on ck.card_id = c.id),
        '[]'::jsonb))
    from public.boards b
    where b.id = target_board_id
  );
end;
$$;
