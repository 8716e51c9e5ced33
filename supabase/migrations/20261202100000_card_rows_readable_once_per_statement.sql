-- A board's load (load_board, issue 31) read every row of a card's details
-- through a read policy that asked private.card_role(card_id) for that row:
-- a security-definer function, never inlined, so per row one card lookup, the
-- board's workspace and board memberships, and the sign-in and token checks,
-- each a function call of its own. On a 5,000-card board with five custom
-- field values per card that was 25,000 calls for the values, 7,500 for the
-- labels and 5,000 for the assignees: 99 % of load_board's time on
-- PostgreSQL 15 (docs/performance.md, "A card's depth").
--
-- A card's details are readable exactly when the card is: the policies now ask
-- that of the cards table itself, as the caller. The cards' read policy
-- (20261126080000_readable_boards_once_per_statement.sql) computes the caller's
-- readable boards once per statement, so each row costs one index lookup of its
-- card and a hash probe, and the rule keeps one home.
--
-- Same rows as before: private.card_role(id) is not null exactly when the
-- card's board is in private.readable_board_ids(), both restated in
-- 20261130300000_api_token_boards_and_bots.sql from the same joins
-- (effective_board_role over the workspace and board memberships,
-- sign_in_cleared, api_token_allows_board); the cards' other policies, which
-- apply to the lookup too, hold a token to its boards (as api_token_allows_board
-- did) and ask for the second factor (as these tables' own restrictive policies
-- do). Archived cards and templates stay readable, as they were. Only the read
-- policies change: writes touch a row at a time and keep their
-- private.card_role checks with the level they need.
--
-- Tables: what load_board reads per card (labels, assignees, comments,
-- attachments and so covers, checklist items, custom field values), a card's
-- checklists (same shape as its items), and the links between cards, which the
-- timeline reads for a whole board (listBoardDependencies).

do $$
declare
  p record;
begin
  for p in
    select * from (values
      ('card_field_values', 'people with access can read field values', 'card_id'),
      ('card_assignees', 'members can read assignees', 'card_id'),
      ('card_labels', 'members can read labels on cards', 'card_id'),
      ('attachments', 'members can read attachments', 'card_id'),
      ('checklist_items', 'members can read checklist items', 'card_id'),
      ('checklists', 'members can read checklists', 'card_id'),
      ('comments', 'members can read comments', 'card_id'),
      ('card_dependencies', 'people who can read the blocked card read its links', 'blocked_card_id')
    ) as t(table_name, policy_name, card_column)
  loop
    execute format('drop policy %I on public.%I', p.policy_name, p.table_name);
    execute format(
      'create policy %I on public.%I for select to authenticated
         using (exists (select 1 from public.cards c where c.id = %I))',
      p.policy_name,
      p.table_name,
      p.card_column
    );
  end loop;
end
$$;

-- The planner prices each of those lookups as a small subplan, which puts a
-- 5,000-card board's load over jit_above_cost: PostgreSQL 15 then spent
-- 220-460 ms (by the machine's load) compiling expressions for a statement that
-- runs once (EXPLAIN's "JIT" timing), more than all the lookups took. The load
-- is many small aggregates, which compiled expressions do not speed up.
alter function public.load_board(uuid) set jit = off;
