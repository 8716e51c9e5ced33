-- Reactions on comments (issue 31): a fixed set of emoji, each toggled per
-- person on a comment, seen live by everyone on the card with who reacted.
--   * Whoever may read the card's comments reads their reactions (the same
--     rule as comments: private.card_role).
--   * Whoever may comment may react (private.can_comment: editors and up, and
--     a board's commenters); viewers may not. Each person adds and removes
--     only their own.
-- The set is the SDK's COMMENT_REACTIONS (packages/sdk/src/constants.ts),
-- stored by name; the CHECK below is its copy, compared by the database tests.
-- A reaction writes no activity row and sends no notification: it is a
-- passing acknowledgement, not a change to the card.

create table public.comment_reactions (
  comment_id uuid not null references public.comments (id) on delete cascade,
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  reaction text not null constraint comment_reactions_reaction_check
    check (reaction in ('thumbs_up', 'heart', 'tada', 'laugh', 'eyes', 'rocket')),
  -- The comment's card, filled in by the trigger below: what the policies
  -- and the board's realtime routing go by. A comment never changes card.
  card_id uuid not null references public.cards (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (comment_id, user_id, reaction)
);
create index comment_reactions_user_id_idx on public.comment_reactions (user_id);
create index comment_reactions_card_id_idx on public.comment_reactions (card_id);

alter table public.comment_reactions enable row level security;
revoke all on public.comment_reactions from anon;
-- Who reacted is the session's user and the card is the comment's: clients name the comment and the reaction only.
revoke insert, update on public.comment_reactions from authenticated;
grant insert (comment_id, reaction) on public.comment_reactions to authenticated;

create policy "second factor verified when the user has one" on public.comment_reactions
  as restrictive to authenticated
  using ((select private.assurance_met()))
  with check ((select private.assurance_met()));

create policy "people who can read a card's comments see their reactions" on public.comment_reactions
  for select to authenticated
  using (private.card_role(card_id) is not null);
create policy "people who may comment react as themselves" on public.comment_reactions
  for insert to authenticated
  with check (user_id = (select auth.uid()) and private.can_comment(card_id));
create policy "people who may comment take back their own reactions" on public.comment_reactions
  for delete to authenticated
  using (user_id = (select auth.uid()) and private.can_comment(card_id));

-- The card comes from the comment, never from the client. A comment the
-- caller cannot read, or one deleted, is not there to react to: not-found,
-- so another board's comment id tells nothing about that board.
create function private.comment_reaction_card() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  target_card uuid;
begin
  select c.card_id into target_card
  from public.comments c
  where c.id = new.comment_id and c.deleted_at is null;
  if target_card is null or private.card_role(target_card) is null then
    raise exception 'This comment does not exist or you cannot see it.'
      using errcode = 'P0001', hint = 'teamboard:not-found', detail = 'comment_id';
  end if;
  new.card_id := target_card;
  return new;
end;
$$;
revoke all on function private.comment_reaction_card() from public;
create trigger comment_reactions_card
  before insert on public.comment_reactions
  for each row execute function private.comment_reaction_card();

-- toggle_comment_reaction ------------------------------------------------------
-- Adds the caller's reaction, or takes it back if they had it; true when it
-- was added. Row-level security decides as for a direct write; the checks
-- first say why in a sentence. Two toggles racing end with one row.
create function public.toggle_comment_reaction(comment_id uuid, reaction text) returns boolean
language plpgsql
set search_path = ''
as $$
declare
  target_card uuid;
begin
  select c.card_id into target_card
  from public.comments c
  where c.id = toggle_comment_reaction.comment_id and c.deleted_at is null;
  if target_card is null then
    raise exception 'This comment does not exist or you cannot see it.'
      using errcode = 'P0001', hint = 'teamboard:not-found', detail = 'comment_id';
  end if;
  if not private.can_comment(target_card) then
    raise exception 'You can read this card but not react to its comments.'
      using errcode = '42501', hint = 'teamboard:forbidden';
  end if;
  delete from public.comment_reactions r
  where r.comment_id = toggle_comment_reaction.comment_id
    and r.user_id = (select auth.uid())
    and r.reaction = toggle_comment_reaction.reaction;
  if found then
    return false;
  end if;
  -- An unknown reaction fails the CHECK here: `validation` on `reaction`.
  insert into public.comment_reactions (comment_id, reaction)
  values (toggle_comment_reaction.comment_id, toggle_comment_reaction.reaction)
  on conflict do nothing;
  return true;
end;
$$;
revoke all on function public.toggle_comment_reaction(uuid, text) from public, anon;
grant execute on function public.toggle_comment_reaction(uuid, text) to authenticated, service_role;

-- Realtime: everyone on the card sees reactions come and go. Full replica
-- identity like the other board tables; a DELETE arrives with the primary
-- key only, whose comment_id routes it to the board.
alter table public.comment_reactions replica identity full;
alter publication supabase_realtime add table public.comment_reactions;
