import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { expectWritten } from '../errors/write-outcome';
import { run } from '../run';
import { setWorkspaceSignInRulesInput, type SetWorkspaceSignInRulesInput } from '../schemas/sign-in-rules';
import { validate } from '../validate';
import type { Workspace } from './types';

/**
 * Sets how people get into a workspace (owners only): the email domains whose people may join
 * without an invitation and the role they get, and the provider every member must sign in
 * through. The server holds back any session that did not sign in through that provider — in
 * every table, RPC, file and live channel — as it does for the two-factor requirement. An owner
 * sets a provider only from a session signed in through it, so they cannot lock themselves out.
 *
 * @throws `validation` (a domain that is not a host name, more than
 *   `LIMITS.joinDomainsPerWorkspace`, an owner role, an unknown provider); `not-found` for a
 *   workspace the caller is not in; `forbidden` for anyone but an owner (reason `not_owner`) and
 *   for a provider this session did not sign in through (reason `provider_session_required`).
 *
 * @category Workspaces
 * @example
 * await setWorkspaceSignInRules(client, { workspaceId, joinDomains: ['example.com'], joinRole: 'member' });
 * await setWorkspaceSignInRules(client, { workspaceId, requiredProvider: 'keycloak' });
 */
export async function setWorkspaceSignInRules(
  client: TeamboardClient,
  input: SetWorkspaceSignInRulesInput,
  options: CallOptions = {},
): Promise<Workspace> {
  return withCall(client, options, async ({ client }) => {
    const { workspaceId, joinDomains, joinRole, requiredProvider } = validate(
      setWorkspaceSignInRulesInput,
      input,
    );
    const rows = await run(
      client.supabase
        .from('workspaces')
        .update({
          join_domains: joinDomains === undefined ? undefined : [...new Set(joinDomains)],
          join_role: joinRole,
          required_provider: requiredProvider,
        })
        .eq('id', workspaceId)
        .select(),
    );
    return expectWritten(
      rows,
      () => client.supabase.from('workspaces').select('id').eq('id', workspaceId).maybeSingle(),
      {
        notFound: 'Workspace not found.',
        forbidden: 'Only an owner can change how people sign in to the workspace.',
      },
    );
  });
}
