-- Buckets and the policies of PRODUCT.md §6 on storage.objects.
--   attachments: private, 25 MB, objects at {workspace_id}/{card_id}/{attachment_id}/{file_name};
--                read by members, written by owners/admins/members; programs refused.
--   avatars:     public read, 2 MB, PNG/JPEG/WebP; each user writes only under {user_id}/.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('attachments', 'attachments', false, 26214400, null),
  ('avatars', 'avatars', true, 2097152, array['image/png', 'image/jpeg', 'image/webp'])
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

-- The caller's role in the workspace an attachment path belongs to, checking
-- that the card in the path really is in that workspace.
create function private.attachment_path_role(object_name text) returns public.workspace_role
language sql stable security definer
set search_path = ''
as $$
  select m.role
  from public.cards c
  join public.boards b on b.id = c.board_id
  join public.workspace_members m on m.workspace_id = b.workspace_id
  where b.workspace_id = private.try_uuid(split_part(object_name, '/', 1))
    and c.id = private.try_uuid(split_part(object_name, '/', 2))
    and m.user_id = (select auth.uid())
$$;
revoke all on function private.attachment_path_role(text) from public;
grant execute on function private.attachment_path_role(text) to authenticated, service_role;

-- Executable programs a teammate could run by opening them, by extension
-- (the bucket can only allow-list types, and the upload check has no type yet).
create function private.is_executable_file_name(object_name text) returns boolean
language sql immutable
set search_path = ''
as $$
  select lower(substring(object_name from '\.([^./]+)$')) in (
    'exe', 'msi', 'com', 'scr', 'bat', 'cmd', 'ps1', 'vbs', 'sh', 'csh', 'bash',
    'dll', 'dmg', 'pkg', 'app', 'jar', 'apk', 'elf', 'run', 'bin'
  )
$$;
revoke all on function private.is_executable_file_name(text) from public;
grant execute on function private.is_executable_file_name(text) to authenticated, service_role;

create policy "members can read attachment files" on storage.objects
  for select to authenticated
  using (bucket_id = 'attachments' and private.attachment_path_role(name) is not null);

create policy "editors can upload attachment files" on storage.objects
  for insert to authenticated
  with check (
    bucket_id = 'attachments'
    and array_length(string_to_array(name, '/'), 1) = 4
    and private.try_uuid(split_part(name, '/', 3)) is not null
    and not private.is_executable_file_name(name)
    and private.can_edit(private.attachment_path_role(name))
  );

create policy "uploaders and owners and admins can delete attachment files" on storage.objects
  for delete to authenticated
  using (
    bucket_id = 'attachments'
    and (
      (owner_id = (select auth.uid())::text and private.can_edit(private.attachment_path_role(name)))
      or private.can_manage(private.attachment_path_role(name))
    )
  );

create policy "users can see avatar files" on storage.objects
  for select to authenticated
  using (bucket_id = 'avatars');

create policy "users can upload their own avatar" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);

create policy "users can replace their own avatar" on storage.objects
  for update to authenticated
  using (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text)
  with check (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);

create policy "users can delete their own avatar" on storage.objects
  for delete to authenticated
  using (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);
