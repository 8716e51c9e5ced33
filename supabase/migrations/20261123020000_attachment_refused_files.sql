-- Attachments: which files are refused. The rule (the SDK's constants are its
-- source, and a parity test compares both lists with them):
--   * programs, scripts, installers and shortcuts a desktop runs when a
--     teammate opens the file are refused, by extension (the storage policy
--     and the table) and by media type (the table);
--   * everything else may be attached; only pictures (not SVG), PDF, plain
--     text, audio and video are ever shown inline, the rest (HTML, SVG, …) is
--     served as a download, which the client asks for when signing the URL.
-- The lists replace the shorter ones of the storage and card-details
-- migrations, which let .js, .hta, .lnk and other scripts through.

create function private.refused_attachment_extensions() returns text[]
language sql immutable
set search_path = ''
as $$
  select array[
    'exe', 'com', 'scr', 'pif', 'cpl', 'msi', 'msp', 'mst',
    'msc', 'dll', 'sys', 'ocx', 'drv', 'appx', 'appxbundle', 'msix',
    'msixbundle', 'application', 'appref-ms', 'gadget', 'bat', 'cmd', 'ps1', 'psm1',
    'psd1', 'vb', 'vbs', 'vbe', 'js', 'jse', 'ws', 'wsf',
    'wsc', 'wsh', 'hta', 'lnk', 'scf', 'url', 'reg', 'inf',
    'chm', 'settingcontent-ms', 'app', 'command', 'tool', 'dmg', 'pkg', 'mpkg',
    'scpt', 'workflow', 'action', 'sh', 'bash', 'csh', 'ksh', 'zsh',
    'run', 'bin', 'elf', 'so', 'deb', 'rpm', 'appimage', 'desktop',
    'jar', 'apk'
  ]
$$;

create function private.refused_attachment_mime_types() returns text[]
language sql immutable
set search_path = ''
as $$
  select array[
    'application/x-msdownload', 'application/x-msdos-program', 'application/x-ms-installer',
    'application/x-msi', 'application/x-dosexec', 'application/vnd.microsoft.portable-executable',
    'application/x-ms-shortcut', 'application/x-ms-application', 'application/hta',
    'application/x-bat', 'application/x-powershell', 'text/vbscript',
    'text/javascript', 'application/javascript', 'application/x-javascript',
    'application/ecmascript', 'text/ecmascript', 'application/x-executable',
    'application/x-elf', 'application/x-mach-binary', 'application/x-sharedlib',
    'application/x-sh', 'application/x-csh', 'application/x-shellscript',
    'text/x-shellscript', 'application/x-apple-diskimage', 'application/vnd.apple.installer+xml',
    'application/java-archive', 'application/x-java-archive', 'application/vnd.android.package-archive',
    'application/x-debian-package', 'application/x-rpm'
  ]
$$;

-- Whether a file name (or an object key) ends in a refused extension.
create function private.has_refused_extension(file_name text) returns boolean
language sql immutable
set search_path = ''
as $$
  select coalesce(
    lower(substring(file_name from '\.([^./]+)$')) = any (private.refused_attachment_extensions()),
    false
  )
$$;

-- The table checks call these as the inserting role.
revoke all on function private.refused_attachment_extensions() from public;
revoke all on function private.refused_attachment_mime_types() from public;
revoke all on function private.has_refused_extension(text) from public;
grant execute on function private.refused_attachment_extensions() to authenticated, service_role;
grant execute on function private.refused_attachment_mime_types() to authenticated, service_role;
grant execute on function private.has_refused_extension(text) to authenticated, service_role;

drop policy "editors can upload attachment files" on storage.objects;
create policy "editors can upload attachment files" on storage.objects
  for insert to authenticated
  with check (
    bucket_id = 'attachments'
    and array_length(string_to_array(name, '/'), 1) = 4
    and private.try_uuid(split_part(name, '/', 3)) is not null
    and not private.has_refused_extension(name)
    and private.can_edit(private.attachment_path_role(name))
  );

drop function private.is_executable_file_name(text);

-- Rows already stored are left as they are (not valid); every new row is checked.
alter table public.attachments drop constraint attachments_mime_type_check;
alter table public.attachments
  add constraint attachments_mime_type_check check (
    char_length(mime_type) <= 255
    and lower(btrim(split_part(mime_type, ';', 1))) <> all (private.refused_attachment_mime_types())
  ) not valid;
alter table public.attachments
  add constraint attachments_file_name_not_refused check (not private.has_refused_extension(file_name)) not valid;
