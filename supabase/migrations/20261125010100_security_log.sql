-- A person's own security log (issue 29): what others did to their account's
-- sign-in, shown in /account, so a two-factor reset by a workspace owner is
-- never silent. Written by the platform (edge functions, service role) only.
create table public.security_events (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  kind text not null check (kind in ('two_factor_reset')),
  actor_id uuid references public.profiles (id) on delete set null,
  workspace_id uuid references public.workspaces (id) on delete set null,
  created_at timestamptz not null default now()
);
create index security_events_user_id_created_at_idx on public.security_events (user_id, created_at desc);
create index security_events_actor_id_idx on public.security_events (actor_id);
create index security_events_workspace_id_idx on public.security_events (workspace_id);

alter table public.security_events enable row level security;
revoke all on public.security_events from anon, authenticated;
grant select on public.security_events to authenticated;
grant select, insert on public.security_events to service_role;

create policy "users can read their own security log" on public.security_events
  for select to authenticated
  using (user_id = (select auth.uid()));

create policy "second factor verified when the user has one" on public.security_events
  as restrictive to authenticated
  using ((select private.assurance_met()))
  with check ((select private.assurance_met()));
