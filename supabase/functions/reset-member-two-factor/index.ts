// POST { workspace_id, user_id } — an owner removes the two-factor methods of
// a member who lost their authenticator, so they sign in with the password
// again. Deleting another user's factors needs the Auth admin API (service
// role); who may do it is decided first, as the caller, through RLS.
import { callerOf } from '../_shared/caller.ts';
import { corsHeaders, FunctionError, serve } from '../_shared/http.ts';
import { parseInput } from '../_shared/input.ts';
import { rest, serviceRest } from '../_shared/rest.ts';
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
  return new Response(null, { status: 204, headers: corsHeaders });
});
