-- A card waits on at most 50 open or done cards (LIMITS.blockersPerCard in
-- the SDK): past that a card's "blocked by" list stops being something a
-- person can read, and each link costs every move of the card a recount. A
-- card may block any number of others (a milestone many cards wait on).
create function private.enforce_blocker_limit() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  -- Serialises two links added to the same card at once, as the other per-card limits do.
  perform 1 from public.cards c where c.id = new.blocked_card_id for no key update;
  if (select count(*) from public.card_dependencies d where d.blocked_card_id = new.blocked_card_id) >= 50 then
    raise exception 'A card can be blocked by at most 50 cards.'
      using errcode = 'P0001', hint = 'teamboard:limit-reached', detail = 'blockersPerCard';
  end if;
  return new;
end;
$$;
revoke all on function private.enforce_blocker_limit() from public;
create trigger card_dependencies_enforce_limit
  before insert on public.card_dependencies
  for each row execute function private.enforce_blocker_limit();
