-- What hangs off a card: labels, assignees, checklist items, comments and
-- attachment metadata (the bytes live in the `attachments` bucket).
create table public.labels (
  id uuid primary key default gen_random_uuid(),
  board_id uuid not null references public.boards (id) on delete cascade,
  name text not null check (char_length(btrim(name)) between 1 and 30),
  color text not null default 'gray' check (
    color in ('gray', 'red', 'orange', 'yellow', 'green', 'teal', 'blue', 'indigo', 'purple', 'pink')
  )
);
create index labels_board_id_idx on public.labels (board_id);

create table public.card_labels (
  card_id uuid not null references public.cards (id) on delete cascade,
  label_id uuid not null references public.labels (id) on delete cascade,
  primary key (card_id, label_id)
);
create index card_labels_label_id_idx on public.card_labels (label_id);

create table public.card_assignees (
  card_id uuid not null references public.cards (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  primary key (card_id, user_id)
);
create index card_assignees_user_id_idx on public.card_assignees (user_id);

create table public.checklist_items (
  id uuid primary key default gen_random_uuid(),
  card_id uuid not null references public.cards (id) on delete cascade,
  body text not null check (char_length(btrim(body)) between 1 and 300),
  done boolean not null default false,
  position numeric not null default 0
);
create index checklist_items_card_id_position_idx on public.checklist_items (card_id, position);

-- Deleting a comment may be soft: deleted_at set and the body cleared.
create table public.comments (
  id uuid primary key default gen_random_uuid(),
  card_id uuid not null references public.cards (id) on delete cascade,
  author_id uuid references public.profiles (id) on delete set null,
  body text not null,
  created_at timestamptz not null default now(),
  edited_at timestamptz,
  deleted_at timestamptz,
  constraint comments_body_check check (
    (deleted_at is null and char_length(btrim(body)) between 1 and 5000)
    or (deleted_at is not null and body = '')
  )
);
create index comments_card_id_created_at_idx on public.comments (card_id, created_at);
create index comments_author_id_idx on public.comments (author_id);

create table public.attachments (
  id uuid primary key default gen_random_uuid(),
  card_id uuid not null references public.cards (id) on delete cascade,
  object_path text not null unique check (char_length(object_path) <= 1024),
  file_name text not null check (char_length(file_name) between 1 and 255 and file_name !~ '[/\\]'),
  mime_type text not null check (
    char_length(mime_type) <= 255
    and lower(btrim(split_part(mime_type, ';', 1))) not in (
      'application/x-msdownload', 'application/x-msdos-program', 'application/x-ms-installer',
      'application/x-msi', 'application/x-dosexec', 'application/vnd.microsoft.portable-executable',
      'application/x-executable', 'application/x-elf', 'application/x-mach-binary',
      'application/x-sharedlib', 'application/x-sh', 'application/x-csh', 'application/x-shellscript',
      'application/x-bat', 'application/x-apple-diskimage', 'application/vnd.apple.installer+xml',
      'application/java-archive', 'application/x-java-archive'
    )
  ),
  size_bytes bigint not null check (size_bytes between 0 and 26214400),
  uploaded_by uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now()
);
create index attachments_card_id_idx on public.attachments (card_id);
create index attachments_uploaded_by_idx on public.attachments (uploaded_by);

alter table public.labels enable row level security;
alter table public.card_labels enable row level security;
alter table public.card_assignees enable row level security;
alter table public.checklist_items enable row level security;
alter table public.comments enable row level security;
alter table public.attachments enable row level security;

-- labels ---------------------------------------------------------------------
create policy "members can read labels of their boards" on public.labels
  for select to authenticated
  using (private.board_role(board_id) is not null);
create policy "editors can create labels" on public.labels
  for insert to authenticated
  with check (private.can_edit(private.board_role(board_id)));
create policy "editors can update labels" on public.labels
  for update to authenticated
  using (private.can_edit(private.board_role(board_id)))
  with check (private.can_edit(private.board_role(board_id)));
create policy "editors can delete labels" on public.labels
  for delete to authenticated
  using (private.can_edit(private.board_role(board_id)));

-- card_labels ----------------------------------------------------------------
create policy "members can read labels on cards" on public.card_labels
  for select to authenticated
  using (private.card_role(card_id) is not null);
create policy "editors can label cards" on public.card_labels
  for insert to authenticated
  with check (private.can_edit(private.card_role(card_id)));
create policy "editors can unlabel cards" on public.card_labels
  for delete to authenticated
  using (private.can_edit(private.card_role(card_id)));

-- card_assignees -------------------------------------------------------------
create policy "members can read assignees" on public.card_assignees
  for select to authenticated
  using (private.card_role(card_id) is not null);
create policy "editors can assign cards" on public.card_assignees
  for insert to authenticated
  with check (private.can_edit(private.card_role(card_id)));
create policy "editors can unassign cards" on public.card_assignees
  for delete to authenticated
  using (private.can_edit(private.card_role(card_id)));

-- checklist_items ------------------------------------------------------------
create policy "members can read checklist items" on public.checklist_items
  for select to authenticated
  using (private.card_role(card_id) is not null);
create policy "editors can add checklist items" on public.checklist_items
  for insert to authenticated
  with check (private.can_edit(private.card_role(card_id)));
create policy "editors can update checklist items" on public.checklist_items
  for update to authenticated
  using (private.can_edit(private.card_role(card_id)))
  with check (private.can_edit(private.card_role(card_id)));
create policy "editors can delete checklist items" on public.checklist_items
  for delete to authenticated
  using (private.can_edit(private.card_role(card_id)));

-- comments -------------------------------------------------------------------
create policy "members can read comments" on public.comments
  for select to authenticated
  using (private.card_role(card_id) is not null);
create policy "editors can comment as themselves" on public.comments
  for insert to authenticated
  with check (author_id = (select auth.uid()) and private.can_edit(private.card_role(card_id)));
-- Authors edit their text; owners and admins may only soft-delete (see guard_comment_update).
create policy "authors can edit and owners and admins can soft-delete comments" on public.comments
  for update to authenticated
  using (
    (author_id = (select auth.uid()) and private.can_edit(private.card_role(card_id)))
    or private.can_manage(private.card_role(card_id))
  )
  with check (
    (author_id = (select auth.uid()) and private.can_edit(private.card_role(card_id)))
    or private.can_manage(private.card_role(card_id))
  );
create policy "authors and owners and admins can delete comments" on public.comments
  for delete to authenticated
  using (
    (author_id = (select auth.uid()) and private.can_edit(private.card_role(card_id)))
    or private.can_manage(private.card_role(card_id))
  );

-- attachments ----------------------------------------------------------------
create policy "members can read attachments" on public.attachments
  for select to authenticated
  using (private.card_role(card_id) is not null);
create policy "editors can add attachments as themselves" on public.attachments
  for insert to authenticated
  with check (uploaded_by = (select auth.uid()) and private.can_edit(private.card_role(card_id)));
create policy "uploaders and owners and admins can delete attachments" on public.attachments
  for delete to authenticated
  using (
    (uploaded_by = (select auth.uid()) and private.can_edit(private.card_role(card_id)))
    or private.can_manage(private.card_role(card_id))
  );

-- integrity across parents ----------------------------------------------------
create function private.check_card_label() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if not exists (
    select 1 from public.cards c join public.labels l on l.board_id = c.board_id
    where c.id = new.card_id and l.id = new.label_id
  ) then
    raise exception 'A label can only go on cards of its own board.'
      using errcode = 'P0001', hint = 'teamboard:validation', detail = 'label_id';
  end if;
  return new;
end;
$$;
revoke all on function private.check_card_label() from public;
create trigger card_labels_check_board
  before insert or update on public.card_labels
  for each row execute function private.check_card_label();

create function private.check_card_assignee() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if not exists (
    select 1 from public.cards c
    join public.boards b on b.id = c.board_id
    join public.workspace_members m on m.workspace_id = b.workspace_id
    where c.id = new.card_id and m.user_id = new.user_id
  ) then
    raise exception 'Only members of the workspace can be assigned.'
      using errcode = 'P0001', hint = 'teamboard:validation', detail = 'user_id';
  end if;
  return new;
end;
$$;
revoke all on function private.check_card_assignee() from public;
create trigger card_assignees_check_member
  before insert or update on public.card_assignees
  for each row execute function private.check_card_assignee();

create function private.guard_comment_update() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  actor uuid := (select auth.uid());
begin
  if new.card_id <> old.card_id or new.author_id is distinct from old.author_id
     or new.created_at <> old.created_at then
    raise exception 'Only the text of a comment can change.'
      using errcode = 'P0001', hint = 'teamboard:validation', detail = 'body';
  end if;
  if old.deleted_at is not null then
    raise exception 'This comment was deleted.'
      using errcode = 'P0001', hint = 'teamboard:conflict', detail = 'comment_deleted';
  end if;
  if new.deleted_at is not null then
    new.deleted_at := now();
    new.body := '';
    new.edited_at := old.edited_at;
    return new;
  end if;
  if actor is not null and actor is distinct from old.author_id then
    raise exception 'Only its author can edit a comment.'
      using errcode = '42501', hint = 'teamboard:forbidden', detail = 'author_only';
  end if;
  if new.body is distinct from old.body then
    new.edited_at := now();
  else
    new.edited_at := old.edited_at;
  end if;
  return new;
end;
$$;
revoke all on function private.guard_comment_update() from public;
create trigger comments_guard_update
  before update on public.comments
  for each row execute function private.guard_comment_update();

create function private.prepare_comment() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.created_at := now();
  new.edited_at := null;
  new.deleted_at := null;
  return new;
end;
$$;
revoke all on function private.prepare_comment() from public;
create trigger comments_prepare
  before insert on public.comments
  for each row execute function private.prepare_comment();

-- Attachment objects live at {workspace_id}/{card_id}/{attachment_id}/{file_name}.
create function private.prepare_attachment() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  expected_prefix text;
begin
  perform 1 from public.cards c where c.id = new.card_id for no key update;
  select b.workspace_id::text || '/' || c.id::text || '/' || new.id::text || '/'
  into expected_prefix
  from public.cards c join public.boards b on b.id = c.board_id
  where c.id = new.card_id;
  if new.object_path <> expected_prefix || new.file_name then
    raise exception 'The attachment path must be {workspace_id}/{card_id}/{attachment_id}/{file_name}.'
      using errcode = 'P0001', hint = 'teamboard:validation', detail = 'object_path';
  end if;
  if (select count(*) from public.attachments a where a.card_id = new.card_id) >= 50 then
    raise exception 'A card can have at most 50 attachments.'
      using errcode = 'P0001', hint = 'teamboard:limit-reached', detail = 'attachmentsPerCard';
  end if;
  new.created_at := now();
  return new;
end;
$$;
revoke all on function private.prepare_attachment() from public;
create trigger attachments_prepare
  before insert on public.attachments
  for each row execute function private.prepare_attachment();

create function private.enforce_label_limit() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform 1 from public.boards b where b.id = new.board_id for no key update;
  if (select count(*) from public.labels l where l.board_id = new.board_id) >= 30 then
    raise exception 'A board can have at most 30 labels.'
      using errcode = 'P0001', hint = 'teamboard:limit-reached', detail = 'labelsPerBoard';
  end if;
  return new;
end;
$$;
revoke all on function private.enforce_label_limit() from public;
create trigger labels_enforce_limit
  before insert on public.labels
  for each row execute function private.enforce_label_limit();

create function private.enforce_checklist_limit() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform 1 from public.cards c where c.id = new.card_id for no key update;
  if (select count(*) from public.checklist_items i where i.card_id = new.card_id) >= 100 then
    raise exception 'A card can have at most 100 checklist items.'
      using errcode = 'P0001', hint = 'teamboard:limit-reached', detail = 'checklistItemsPerCard';
  end if;
  return new;
end;
$$;
revoke all on function private.enforce_checklist_limit() from public;
create trigger checklist_items_enforce_limit
  before insert on public.checklist_items
  for each row execute function private.enforce_checklist_limit();

create trigger labels_keep_board
  before update of board_id on public.labels
  for each row execute function private.keep_parent('board_id');
create trigger checklist_items_keep_card
  before update of card_id on public.checklist_items
  for each row execute function private.keep_parent('card_id');
