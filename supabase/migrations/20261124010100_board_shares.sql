-- Public read-only links to a board (PRODUCT.md §10.3). The raw token exists
-- only in the link, shown once to the owner or admin who created it; the row
-- keeps its sha256 (hex), as invitations do. A board has at most one active
-- link: creating one revokes the previous, and revoking takes effect at once
-- because shared_board() reads the row on every call.
create table public.board_shares (
  id uuid primary key default gen_random_uuid(),
  board_id uuid not null references public.boards (id) on delete cascade,
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  created_by uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  revoked_at timestamptz
);
create unique index board_shares_one_active_per_board_idx on public.board_shares (board_id) where revoked_at is null;
create index board_shares_board_id_idx on public.board_shares (board_id, created_at);
create index board_shares_created_by_idx on public.board_shares (created_by);

alter table public.board_shares enable row level security;

-- Links are made and revoked only through the functions below; owners and
-- admins read when and by whom, never the hash (no column grant for it).
revoke all on public.board_shares from anon, authenticated;
grant select (id, board_id, created_by, created_at, revoked_at) on public.board_shares to authenticated;

create policy "owners and admins can read share links of their boards" on public.board_shares
  for select to authenticated
  using (private.can_manage(private.board_role(board_id)));

-- The caller must manage the board's workspace; non-members learn nothing.
create function private.require_board_manager(target_board_id uuid) returns void
language plpgsql stable
set search_path = ''
as $$
declare
  role public.workspace_role := private.board_role(target_board_id);
begin
  if role is null then
    raise exception 'Board not found.'
      using errcode = 'P0001', hint = 'teamboard:not-found';
  end if;
  if not private.can_manage(role) then
    raise exception 'Only owners and admins can share a board.'
      using errcode = '42501', hint = 'teamboard:forbidden';
  end if;
end;
$$;
revoke all on function private.require_board_manager(uuid) from public;
grant execute on function private.require_board_manager(uuid) to authenticated, service_role;

-- create_board_share -----------------------------------------------------------------
-- A new link for the board, replacing the active one; returns the raw token,
-- which is never stored and cannot be read again.
create function public.create_board_share(board_id uuid) returns text
language plpgsql security definer
set search_path = ''
as $$
declare
  token text;
begin
  perform private.require_board_manager(create_board_share.board_id);
  -- One writer per board at a time, so two clicks leave one active link.
  perform 1 from public.boards b where b.id = create_board_share.board_id for no key update;
  update public.board_shares s set revoked_at = now()
  where s.board_id = create_board_share.board_id and s.revoked_at is null;
  token := rtrim(translate(encode(extensions.gen_random_bytes(32), 'base64'), '+/', '-_'), '=');
  insert into public.board_shares (board_id, token_hash, created_by)
  values (create_board_share.board_id, encode(extensions.digest(token, 'sha256'), 'hex'), (select auth.uid()));
  return token;
end;
$$;

-- revoke_board_share -----------------------------------------------------------------
-- Ends the board's active link; returns whether there was one.
create function public.revoke_board_share(board_id uuid) returns boolean
language plpgsql security definer
set search_path = ''
as $$
declare
  revoked integer;
begin
  perform private.require_board_manager(revoke_board_share.board_id);
  update public.board_shares s set revoked_at = now()
  where s.board_id = revoke_board_share.board_id and s.revoked_at is null;
  get diagnostics revoked = row_count;
  return revoked > 0;
end;
$$;

-- shared_board -----------------------------------------------------------------------
-- What a public link shows, to anyone holding the token: the board's name and
-- description, its lists, its cards (title, description, position, due date,
-- completion, label ids, checklist) and its labels — nothing archived, and
-- never comments, attachments, assignees, member emails, activity or the
-- workspace. Null for a revoked, unknown or malformed token, or an archived board.
create function public.shared_board(token text) returns jsonb
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
        jsonb_agg(jsonb_build_object('id', i.id, 'body', i.body, 'done', i.done, 'position', i.position)
                  order by i.position, i.id) as items
      from public.checklist_items i
      join visible_cards c on c.id = i.card_id
      group by i.card_id
    )
    select jsonb_build_object(
      'board', jsonb_build_object('id', b.id, 'name', b.name, 'description', b.description),
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
                  'id', c.id, 'list_id', c.list_id, 'title', c.title, 'description', c.description,
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

revoke all on function public.create_board_share(uuid) from public, anon;
revoke all on function public.revoke_board_share(uuid) from public, anon;
revoke all on function public.shared_board(text) from public;
grant execute on function public.create_board_share(uuid) to authenticated, service_role;
grant execute on function public.revoke_board_share(uuid) to authenticated, service_role;
grant execute on function public.shared_board(text) to anon, authenticated, service_role;
