-- Who is told what (PRODUCT.md §10.1). Every notification row is written
-- here, by the database, so the app, an edge function, an import or a
-- script produce the same ones. Rules shared by every trigger:
--   * only current members of the workspace are notified;
--   * nobody is notified of their own action (the actor is the JWT subject,
--     or the author / creator when a trusted caller writes without one);
--   * being assigned, commenting or being mentioned makes you a watcher.

-- The user ids a text mentions with the stable token `@[display name](uuid)`.
create function private.mentioned_user_ids(body text) returns uuid[]
language sql immutable
set search_path = ''
as $$
  select coalesce(array_agg(distinct lower(m[1])::uuid), '{}')
  from regexp_matches(
    coalesce(body, ''),
    '@\[[^\]\n]{1,100}\]\(([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})\)',
    'g'
  ) as m
$$;

-- What an inbox row shows for a card without another query.
create function private.card_notification_payload(target_card_id uuid, actor uuid) returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'card_title', c.title,
    'board_name', b.name,
    'workspace_name', w.name,
    'workspace_slug', w.slug,
    'actor_name', (select p.display_name from public.profiles p where p.id = actor)
  )
  from public.cards c
  join public.boards b on b.id = c.board_id
  join public.workspaces w on w.id = b.workspace_id
  where c.id = target_card_id
$$;

-- Writes one notification of `kind` about a card to each recipient who is a
-- member of the card's workspace and not the actor. Returns who was notified.
create function private.notify_card(
  target_card_id uuid,
  recipients uuid[],
  actor uuid,
  kind public.notification_kind,
  extra jsonb default '{}'
) returns uuid[]
language plpgsql security definer
set search_path = ''
as $$
declare
  notified uuid[];
begin
  with card as (
    select c.id, c.board_id, b.workspace_id
    from public.cards c join public.boards b on b.id = c.board_id
    where c.id = target_card_id
  ),
  inserted as (
    insert into public.notifications (user_id, workspace_id, board_id, card_id, actor_id, kind, payload)
    select m.user_id, card.workspace_id, card.board_id, card.id, actor, kind,
           private.card_notification_payload(card.id, actor) || extra
    from card
    join public.workspace_members m on m.workspace_id = card.workspace_id
    where m.user_id = any (recipients) and m.user_id is distinct from actor
    returning user_id
  )
  select coalesce(array_agg(user_id), '{}') into notified from inserted;
  return notified;
end;
$$;

-- Makes members of the card's workspace watchers of it.
create function private.watch_card(target_card_id uuid, users uuid[]) returns void
language sql security definer
set search_path = ''
as $$
  insert into public.card_watchers (card_id, user_id)
  select c.id, m.user_id
  from public.cards c
  join public.boards b on b.id = c.board_id
  join public.workspace_members m on m.workspace_id = b.workspace_id
  where c.id = target_card_id and m.user_id = any (users)
  on conflict do nothing
$$;

-- comments -------------------------------------------------------------------------
-- A new comment: its mentions are told they were mentioned, the card's other
-- watchers that someone commented. An edit tells only the newly mentioned.
create function private.notify_comment() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  actor uuid := coalesce((select auth.uid()), new.author_id);
  mentioned uuid[];
  mention_note jsonb := jsonb_build_object('comment_id', new.id, 'excerpt', left(new.body, 200), 'source', 'comment');
  watchers uuid[];
begin
  if new.deleted_at is not null then
    return null;
  end if;
  mentioned := private.mentioned_user_ids(new.body);
  if tg_op = 'UPDATE' then
    mentioned := array(select unnest(mentioned) except select unnest(private.mentioned_user_ids(old.body)));
  end if;
  mentioned := private.notify_card(new.card_id, mentioned, actor, 'mentioned', mention_note);
  perform private.watch_card(new.card_id, mentioned);

  if tg_op = 'INSERT' then
    perform private.watch_card(new.card_id, array[new.author_id]);
    -- Someone mentioned in this comment already has the more specific notification.
    select coalesce(array_agg(w.user_id), '{}') into watchers
    from public.card_watchers w
    where w.card_id = new.card_id and w.user_id <> all (mentioned);
    perform private.notify_card(new.card_id, watchers, actor, 'commented', mention_note - 'source');
  end if;
  return null;
end;
$$;
revoke all on function private.notify_comment() from public;

create trigger comments_notify
  after insert or update of body on public.comments
  for each row execute function private.notify_comment();

-- card descriptions ------------------------------------------------------------------
create function private.notify_description_mentions() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  actor uuid := coalesce((select auth.uid()), case when tg_op = 'INSERT' then new.created_by end);
  mentioned uuid[] := private.mentioned_user_ids(new.description);
begin
  if tg_op = 'UPDATE' then
    mentioned := array(select unnest(mentioned) except select unnest(private.mentioned_user_ids(old.description)));
  end if;
  if cardinality(mentioned) = 0 then
    return null;
  end if;
  mentioned := private.notify_card(
    new.id, mentioned, actor, 'mentioned',
    jsonb_build_object('excerpt', left(new.description, 200), 'source', 'description')
  );
  perform private.watch_card(new.id, mentioned);
  return null;
end;
$$;
revoke all on function private.notify_description_mentions() from public;

create trigger cards_notify_description_mentions
  after insert or update of description on public.cards
  for each row execute function private.notify_description_mentions();

-- assignment -------------------------------------------------------------------------
create function private.notify_assignment() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform private.watch_card(new.card_id, array[new.user_id]);
  perform private.notify_card(new.card_id, array[new.user_id], (select auth.uid()), 'assigned');
  return null;
end;
$$;
revoke all on function private.notify_assignment() from public;

create trigger card_assignees_notify
  after insert on public.card_assignees
  for each row execute function private.notify_assignment();

-- invitations --------------------------------------------------------------------------
-- Someone who already has an account learns of the invitation in the app too;
-- accepting still takes the emailed link (the token is the capability).
create function private.notify_invitation() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  actor uuid := coalesce((select auth.uid()), new.invited_by);
begin
  insert into public.notifications (user_id, workspace_id, actor_id, kind, payload)
  select p.id, new.workspace_id, actor, 'invited',
         jsonb_build_object(
           'invitation_id', new.id,
           'role', new.role,
           'workspace_name', w.name,
           'actor_name', (select a.display_name from public.profiles a where a.id = actor)
         )
  from auth.users u
  join public.profiles p on p.id = u.id
  join public.workspaces w on w.id = new.workspace_id
  where lower(u.email) = new.email and u.id is distinct from actor;
  return null;
end;
$$;
revoke all on function private.notify_invitation() from public;

create trigger invitations_notify_invitee
  after insert on public.invitations
  for each row execute function private.notify_invitation();

-- role changes ---------------------------------------------------------------------------
create function private.notify_role_change() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  actor uuid := (select auth.uid());
begin
  if new.role = old.role or new.user_id is not distinct from actor then
    return null;
  end if;
  insert into public.notifications (user_id, workspace_id, actor_id, kind, payload)
  select new.user_id, new.workspace_id, actor, 'role_changed',
         jsonb_build_object(
           'old_role', old.role,
           'role', new.role,
           'workspace_name', w.name,
           'workspace_slug', w.slug,
           'actor_name', (select a.display_name from public.profiles a where a.id = actor)
         )
  from public.workspaces w
  where w.id = new.workspace_id;
  return null;
end;
$$;
revoke all on function private.notify_role_change() from public;

create trigger workspace_members_notify_role_change
  after update of role on public.workspace_members
  for each row execute function private.notify_role_change();

revoke all on function private.mentioned_user_ids(text) from public;
revoke all on function private.card_notification_payload(uuid, uuid) from public;
revoke all on function private.notify_card(uuid, uuid[], uuid, public.notification_kind, jsonb) from public;
revoke all on function private.watch_card(uuid, uuid[]) from public;

-- Cards assigned or commented on before watchers existed keep telling those people.
insert into public.card_watchers (card_id, user_id)
select a.card_id, a.user_id from public.card_assignees a
union
select c.card_id, c.author_id from public.comments c where c.author_id is not null and c.deleted_at is null
on conflict do nothing;
