-- Invitations are limited by person, not by workspace (issue 29): a workspace
-- is free to create and delete, so "20 per workspace per hour" alone let one
-- person send any number of emails. Each invitation is also counted in a
-- ledger that outlives its workspace:
--   * one person sends at most `invitationsPerUserPerDay` in 24 hours;
--   * one address receives at most `invitationsPerAddressPerDay` in 24 hours.
-- The ledger keeps the address's sha256, never the address.
create table private.invitation_sends (
  inviter_id uuid,
  email_hash text not null,
  created_at timestamptz not null default now()
);
create index invitation_sends_inviter_idx on private.invitation_sends (inviter_id, created_at);
create index invitation_sends_email_idx on private.invitation_sends (email_hash, created_at);

-- Refused invitations, counted for operators (see supabase/README.md): the
-- refusing statement rolls back, so invite-member records them afterwards.
create table private.invitation_refusals (
  inviter_id uuid,
  reason text not null check (char_length(reason) <= 64),
  created_at timestamptz not null default now()
);
create index invitation_refusals_created_at_idx on private.invitation_refusals (created_at);

create function private.limit_invitations_per_person() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  inviter uuid := coalesce(new.invited_by, (select auth.uid()));
  address text := encode(extensions.digest(lower(btrim(new.email)), 'sha256'), 'hex');
begin
  -- One writer per inviter and per address at a time, so two parallel
  -- requests cannot both take the last place.
  perform pg_advisory_xact_lock(hashtextextended('invitation:' || coalesce(inviter::text, '') , 0));
  perform pg_advisory_xact_lock(hashtextextended('invitation:' || address, 0));
  delete from private.invitation_sends s where s.created_at <= now() - interval '1 day'
    and (s.inviter_id = inviter or s.email_hash = address);

  if inviter is not null and (
    select count(*) from private.invitation_sends s where s.inviter_id = inviter
  ) >= 50 then
    raise exception 'You can send at most 50 invitations a day. Try again tomorrow.'
      using errcode = 'P0001', hint = 'teamboard:limit-reached', detail = 'invitationsPerUserPerDay';
  end if;
  if (select count(*) from private.invitation_sends s where s.email_hash = address) >= 3 then
    raise exception 'This address received 3 invitations today. Try again tomorrow.'
      using errcode = 'P0001', hint = 'teamboard:limit-reached', detail = 'invitationsPerAddressPerDay';
  end if;
  insert into private.invitation_sends (inviter_id, email_hash) values (inviter, address);
  return new;
end;
$$;
revoke all on function private.limit_invitations_per_person() from public;

-- After invitations_prepare (triggers fire by name): the workspace's own
-- limits answer first, and only invitations that pass them are counted.
create trigger invitations_rate_per_person
  before insert on public.invitations
  for each row execute function private.limit_invitations_per_person();

-- record_invitation_refusal ----------------------------------------------------
-- Called by invite-member (service role) when the database refused an
-- invitation for a limit; nobody else may write the report.
create function public.record_invitation_refusal(inviter_id uuid, reason text) returns void
language sql security definer
set search_path = ''
as $$
  insert into private.invitation_refusals (inviter_id, reason)
  values (record_invitation_refusal.inviter_id, left(record_invitation_refusal.reason, 64))
$$;
revoke all on function public.record_invitation_refusal(uuid, text) from public, anon, authenticated;
grant execute on function public.record_invitation_refusal(uuid, text) to service_role;
