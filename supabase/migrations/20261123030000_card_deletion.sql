-- Deleting a card for good (PRODUCT.md §4: archived items are kept; this is
-- the explicit "delete forever"): owners, admins, and the card's creator
-- while they may still edit. Its checklist, labels, assignees, comments and
-- attachment rows go by cascade; the attachment files are removed by the
-- caller through the Storage API with the paths delete_card() returns
-- (hosted Storage refuses direct deletes from storage.objects).
--
-- Once the card row is gone, the storage policies that look the card up no
-- longer match its files. So every removed attachment row leaves a note of
-- who removed it, and that person may still see and delete the file. Notes
-- older than a day are pruned: by then the file is gone or given up on.

create table private.removed_attachment_files (
  object_path text primary key,
  removed_by uuid not null,
  removed_at timestamptz not null default now()
);
create index removed_attachment_files_removed_at_idx on private.removed_attachment_files (removed_at);
alter table private.removed_attachment_files enable row level security;
revoke all on private.removed_attachment_files from public, anon, authenticated;

create function private.note_removed_attachment() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  actor uuid := (select auth.uid());
begin
  delete from private.removed_attachment_files f where f.removed_at < now() - interval '1 day';
  if actor is not null then
    insert into private.removed_attachment_files (object_path, removed_by)
    values (old.object_path, actor)
    on conflict (object_path) do update set removed_by = excluded.removed_by, removed_at = now();
  end if;
  return null;
end;
$$;
revoke all on function private.note_removed_attachment() from public;

create trigger attachments_note_removed
  after delete on public.attachments
  for each row execute function private.note_removed_attachment();

-- Whether the caller removed the attachment row of this object lately.
create function private.removed_attachment_file(object_name text) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from private.removed_attachment_files f
    where f.object_path = object_name
      and f.removed_by = (select auth.uid())
      and f.removed_at >= now() - interval '1 day'
  )
$$;
revoke all on function private.removed_attachment_file(text) from public;
grant execute on function private.removed_attachment_file(text) to authenticated, service_role;

-- A delete through the Storage API must first see the row it deletes.
create policy "people who removed an attachment can see its leftover file" on storage.objects
  for select to authenticated
  using (bucket_id = 'attachments' and private.removed_attachment_file(name));

create policy "people who removed an attachment can delete its leftover file" on storage.objects
  for delete to authenticated
  using (bucket_id = 'attachments' and private.removed_attachment_file(name));

-- Cards: the creator may delete their own card too (§6 leaves deleting to
-- owners and admins; issue 17 adds the creator, as in peer boards).
drop policy "owners and admins can delete cards" on public.cards;
create policy "owners, admins and the card's creator can delete cards" on public.cards
  for delete to authenticated
  using (
    private.can_manage(private.board_role(board_id))
    or (created_by = (select auth.uid()) and private.can_edit(private.board_role(board_id)))
  );

-- delete_card ----------------------------------------------------------------
-- Returns the object paths of the card's attachment files, for the caller to
-- remove through the Storage API.
create function public.delete_card(card_id uuid) returns text[]
language plpgsql
set search_path = ''
as $$
declare
  target public.cards;
  role public.workspace_role := private.card_role(delete_card.card_id);
  paths text[];
begin
  perform private.require_role(role, true, 'Card');
  select * into target from public.cards c where c.id = delete_card.card_id for update;
  if not private.can_manage(role) and target.created_by is distinct from (select auth.uid()) then
    raise exception 'Only an owner, an admin or the card''s creator can delete this card.'
      using errcode = '42501', hint = 'teamboard:forbidden', detail = 'not_creator';
  end if;
  select coalesce(array_agg(a.object_path order by a.object_path), '{}') into paths
  from public.attachments a where a.card_id = target.id;
  delete from public.cards c where c.id = target.id;
  return paths;
end;
$$;

-- delete_list ----------------------------------------------------------------
-- Deletes a list and its cards for good (owners and admins, like the row
-- policy); returns the attachment files to remove, as delete_card does.
create function public.delete_list(list_id uuid) returns text[]
language plpgsql
set search_path = ''
as $$
declare
  target public.lists;
  role public.workspace_role;
  paths text[];
begin
  select * into target from public.lists l where l.id = delete_list.list_id for update;
  role := private.board_role(target.board_id);
  perform private.require_role(role, true, 'List');
  if not private.can_manage(role) then
    raise exception 'Only owners and admins can delete lists.'
      using errcode = '42501', hint = 'teamboard:forbidden', detail = 'not_manager';
  end if;
  select coalesce(array_agg(a.object_path order by a.object_path), '{}') into paths
  from public.attachments a join public.cards c on c.id = a.card_id
  where c.list_id = target.id;
  delete from public.lists l where l.id = target.id;
  return paths;
end;
$$;

revoke all on function public.delete_card(uuid) from public, anon;
revoke all on function public.delete_list(uuid) from public, anon;
grant execute on function public.delete_card(uuid) to authenticated, service_role;
grant execute on function public.delete_list(uuid) to authenticated, service_role;
