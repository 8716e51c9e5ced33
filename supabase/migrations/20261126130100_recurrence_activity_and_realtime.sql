-- A person setting, changing or removing a card's repeat rule is a line in the
-- card's activity (issue 32), as a dependency is. The expander's own writes
-- (expanded_until, next_at, leases) are bookkeeping, not activity, and an
-- import holds back per-row activity as it does for cards.
create function private.log_card_recurrence_activity() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  rule public.card_recurrences := case when tg_op = 'DELETE' then old else new end;
  ws uuid;
begin
  if tg_op = 'UPDATE' and (new.rrule, new.dtstart, new.time_zone, new.mode, new.list_id)
     is not distinct from (old.rrule, old.dtstart, old.time_zone, old.mode, old.list_id) then
    return null;
  end if;
  select b.workspace_id into ws from public.boards b where b.id = rule.board_id;
  -- Gone with its card or board (a cascade): nothing left to record on.
  if ws is null or not exists (select 1 from public.cards c where c.id = rule.card_id) then
    return null;
  end if;
  perform private.record_activity(ws, rule.board_id, rule.card_id,
    case tg_op when 'INSERT' then 'recurrence.set' when 'UPDATE' then 'recurrence.changed'
      else 'recurrence.removed' end,
    case when tg_op = 'DELETE' then '{}'::jsonb
      else jsonb_build_object('rrule', rule.rrule, 'time_zone', rule.time_zone, 'mode', rule.mode) end);
  return null;
end;
$$;
revoke all on function private.log_card_recurrence_activity() from public;
create trigger card_recurrences_log_activity
  after insert or update or delete on public.card_recurrences
  for each row when (not private.importing()) execute function private.log_card_recurrence_activity();

-- Every open board hears a rule set, changed or removed: the rules join the
-- realtime publication, routed by board_id and read through their own policy
-- (whoever can read the card). Whole old rows, as for the other board tables.
alter table public.card_recurrences replica identity full;
alter publication supabase_realtime add table public.card_recurrences;
