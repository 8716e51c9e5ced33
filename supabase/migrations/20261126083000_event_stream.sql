-- The event stream (issue 34): every activity row, read as a versioned event
-- with a stable JSON shape. A view rather than a second table, so an event is
-- written by the very insert that writes the activity row — in the same
-- transaction as the change, existing exactly when the change committed — and
-- a card move costs no more than it did. `security_invoker` makes the view
-- read through the activity table's RLS: a board's events are seen by those
-- who see the board (private boards included), workspace events by members.
--
-- Version 1 of the shape (documented in packages/sdk/src/events/):
--   id           uuid, the activity row's id
--   type         '<subject>.<verb>', e.g. 'card.moved'
--   version      1; a change to a type's `data` that is not an addition bumps it
--   occurred_at  when the change's transaction started
--   workspace_id, board_id (null for workspace events), card_id (null unless a card's)
--   actor        { "type": "user", "id": uuid } or null (the database, or a deleted account)
--   data         the type's details, as the activity log keeps them
create view public.events with (security_invoker = true) as
  select a.id,
         a.kind as type,
         1 as version,
         a.created_at as occurred_at,
         a.workspace_id,
         a.board_id,
         a.card_id,
         case when a.actor_id is null then null
              else jsonb_build_object('type', 'user', 'id', a.actor_id) end as actor,
         a.payload as data
  from public.activity a;

revoke all on public.events from public, anon;
grant select on public.events to authenticated, service_role;
