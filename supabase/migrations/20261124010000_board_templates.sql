-- Board templates (PRODUCT.md §10.3): a board marked as template is offered in
-- "new board from template", which duplicates it with its cards
-- (see duplicate_board). The flag is a board setting like its name, so the
-- existing board policies decide who sets it: owners and admins.
alter table public.boards add column is_template boolean not null default false;

-- The templates a workspace offers, for the "new board" dialog.
create index boards_workspace_id_templates_idx on public.boards (workspace_id) where is_template;
