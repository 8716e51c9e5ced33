-- Two rules the screens implied and the server now keeps (issue 29):

-- A public link is only as good as its creator's right to share: when the
-- creator stops being an owner or admin of the workspace (demoted, removed,
-- or left), their active links to its boards end at once.
create function private.revoke_shares_of_former_managers() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if old.role in ('owner', 'admin') and (tg_op = 'DELETE' or new.role not in ('owner', 'admin')) then
    update public.board_shares s set revoked_at = now()
    from public.boards b
    where b.id = s.board_id and b.workspace_id = old.workspace_id
      and s.created_by = old.user_id and s.revoked_at is null;
  end if;
  return null;
end;
$$;
revoke all on function private.revoke_shares_of_former_managers() from public;

create trigger workspace_members_revoke_shares
  after update of role or delete on public.workspace_members
  for each row execute function private.revoke_shares_of_former_managers();

-- An avatar is a file in its owner's own folder of the avatars bucket
-- (`<user id>/<file>`), never a path into another folder or bucket.
alter table public.profiles add constraint profiles_avatar_path_own_folder_check check (
  avatar_path is null
  or (
    starts_with(avatar_path, id::text || '/')
    and avatar_path ~ '^[0-9a-f-]{36}/[A-Za-z0-9_-][A-Za-z0-9._-]{0,200}$'
    and position('..' in avatar_path) = 0
  )
);
