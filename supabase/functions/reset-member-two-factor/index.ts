// POST { workspace_id, user_id } — an owner removes the two-factor methods of
// a member who lost their authenticator, so they sign in with the password
// again. Deleting another user's factors needs the Auth admin API (service
// role); who may do it is decided first, as the caller, through RLS.
//
// The factors belong to the person's account, not to the workspace, so the
// reset is guarded beyond "owner of this workspace":
//   * the owner must have verified their own second factor on this session (aal2);
//   * the member may belong to no workspace the caller does not own: otherwise
//     an owner of one small workspace could weaken an account that matters
//     elsewhere (they ask an owner of every workspace they share, or reset
//     from their own account with a backup factor);
//   * the member is emailed at once and the reset is written to their own
//     security log, shown in /account.
import { callerOf } from '../_shared/caller.ts';
import { sendEmail } from '../_shared/email.ts';
import { corsHeaders, FunctionError, serve } from '../_shared/http.ts';
import { parseInput } from '../_shared/input.ts';
import { rest, serviceRest } from '../_shared/rest.ts';
import { siteUrl } from '../_shared/site-url.ts';
import { resetMemberTwoFactorInput } from '../_shared/sdk/inputs.js';

/** Calls /auth/v1/admin with the service-role key. */
async function authAdmin(path: string, method = 'GET'): Promise<unknown> {
  const key = Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '';
  const res = await fetch(`${Deno.env.get('SUPABASE_URL')}/auth/v1/admin/${path}`, {
    method,
    headers: { apikey: key, Authorization: `Bearer ${key}` },
  });
  const text = await res.text();
  if (!res.ok) throw new FunctionError('unknown', `Auth answered ${res.status}.`);
  return text ? JSON.parse(text) : null;
}

serve(async (req) => {
  if (req.method !== 'POST') throw new FunctionError('validation', 'Use POST.');
  const caller = callerOf(req);
  const body: unknown = await req.json().catch(() => null);
  const input = parseInput(
    resetMemberTwoFactorInput,
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {},
    { workspaceId: 'workspace_id', userId: 'user_id' },
  );
  if (input.userId === caller.userId) {
    throw new FunctionError('forbidden', 'Remove your own two-factor method in your account.', 'own_account');
  }

  const [membership] = await rest<{ role: string }[]>(
    caller,
    `workspace_members?select=role&workspace_id=eq.${input.workspaceId}&user_id=eq.${caller.userId}`,
  );
  if (!membership) throw new FunctionError('not-found', 'Workspace not found.');
  if (membership.role !== 'owner') {
    throw new FunctionError('forbidden', 'Only owners can reset two-factor sign-in.', 'not_owner');
  }
  const [target] = await rest<{ user_id: string }[]>(
    caller,
    `workspace_members?select=user_id&workspace_id=eq.${input.workspaceId}&user_id=eq.${input.userId}`,
  );
  if (!target) throw new FunctionError('not-found', 'Member not found.');
  if (caller.aal !== 'aal2') {
    throw new FunctionError(
      'forbidden',
      'Set up two-factor sign-in and enter a code before resetting someone else’s.',
      'insufficient_aal',
    );
  }

  const [theirs, owned] = await Promise.all([
    serviceRest<{ workspace_id: string }[]>(`workspace_members?select=workspace_id&user_id=eq.${input.userId}`),
    rest<{ workspace_id: string }[]>(
      caller,
      `workspace_members?select=workspace_id&user_id=eq.${caller.userId}&role=eq.owner`,
    ),
  ]);
  const ownedIds = new Set(owned.map((m) => m.workspace_id));
  if (theirs.some((m) => !ownedIds.has(m.workspace_id))) {
    throw new FunctionError(
      'forbidden',
      'This person also belongs to a workspace you do not own, so only they can change their two-factor sign-in.',
      'member_of_other_workspaces',
    );
  }

  const factors = (await authAdmin(`users/${input.userId}/factors`)) as { id: string }[];
  for (const factor of factors) {
    await authAdmin(`users/${input.userId}/factors/${factor.id}`, 'DELETE');
  }
  // The workspace's activity feed is its audit trail; members may read it, only the platform writes it.
  await serviceRest('activity', {
    method: 'POST',
    prefer: 'return=minimal',
    body: {
      workspace_id: input.workspaceId,
      actor_id: caller.userId,
      kind: 'member.two_factor_reset',
      payload: { user_id: input.userId, factors: factors.length },
    },
  });
  await serviceRest('security_events', {
    method: 'POST',
    prefer: 'return=minimal',
    body: { user_id: input.userId, kind: 'two_factor_reset', actor_id: caller.userId, workspace_id: input.workspaceId },
  });
  const member = (await authAdmin(`users/${input.userId}`)) as { email?: string };
  if (member.email) {
    // No workspace or person name in the email: both are text others chose.
    const site = siteUrl();
    await sendEmail({
      to: member.email,
      subject: 'Your two-factor sign-in was reset',
      html: `<p>An owner of a workspace you belong to removed the two-factor sign-in of your Teamboard account.
You now sign in with your password alone.</p>
<p>If you did not ask for this, set up two-factor sign-in again and review your account: <a href="${site}/account">${site}/account</a></p>`,
      text: `An owner of a workspace you belong to removed the two-factor sign-in of your Teamboard account. You now sign in with your password alone.\n\nIf you did not ask for this, set up two-factor sign-in again and review your account: ${site}/account`,
    });
  }
  return new Response(null, { status: 204, headers: corsHeaders });
});
