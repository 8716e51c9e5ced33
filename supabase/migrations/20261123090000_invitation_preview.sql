-- invitation_preview --------------------------------------------------------------
-- The invitation page names the workspace and who invited, and pre-fills the invited
-- address, before the visitor has an account. Invitations are readable only by owners
-- and admins and keep only the token's hash, so this function is the one way in: the
-- raw token is the capability (as for accept_invitation), and it reveals only what the
-- email that carried the link already said. Expired, revoked and used invitations say
-- only their status; an unknown token says 'not_found'. Exactly one row either way.
create function public.invitation_preview(token text)
returns table (
  status text,
  workspace_name text,
  inviter_name text,
  email text,
  role public.workspace_role,
  expires_at timestamptz
)
language plpgsql stable security definer
set search_path = ''
as $$
declare
  invitation public.invitations;
begin
  -- A real token is 43 characters; anything far longer is not one, and is not hashed.
  if invitation_preview.token is null or char_length(invitation_preview.token) > 256 then
    return query select 'not_found'::text, null::text, null::text, null::text,
      null::public.workspace_role, null::timestamptz;
    return;
  end if;
  select * into invitation from public.invitations i
  where i.token_hash = encode(extensions.digest(invitation_preview.token, 'sha256'), 'hex');
  if invitation.id is null then
    return query select 'not_found'::text, null::text, null::text, null::text,
      null::public.workspace_role, null::timestamptz;
  elsif invitation.accepted_at is not null then
    return query select 'accepted'::text, null::text, null::text, null::text,
      null::public.workspace_role, null::timestamptz;
  elsif invitation.revoked_at is not null then
    return query select 'revoked'::text, null::text, null::text, null::text,
      null::public.workspace_role, null::timestamptz;
  elsif invitation.expires_at <= now() then
    return query select 'expired'::text, null::text, null::text, null::text,
      null::public.workspace_role, null::timestamptz;
  else
    return query
    select 'pending'::text, w.name, p.display_name, invitation.email, invitation.role,
      invitation.expires_at
    from public.workspaces w
    left join public.profiles p on p.id = invitation.invited_by
    where w.id = invitation.workspace_id;
  end if;
end;
$$;

revoke all on function public.invitation_preview(text) from public;
grant execute on function public.invitation_preview(text) to anon, authenticated, service_role;
