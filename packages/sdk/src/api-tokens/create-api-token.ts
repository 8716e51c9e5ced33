import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { run } from '../run';
import { validate } from '../validate';
import { createApiTokenInput, type CreateApiTokenInput } from './schemas';
import type { CreatedApiToken } from './types';

/**
 * Creates an API token for a script or an app (RPC `create_api_token`): it
 * acts as you, in one workspace, reading only (`read`) or also changing
 * (`write`), until `expiresAt` (within a year) or until revoked. The returned
 * `token` (`tbk_…`) is shown this once; the database keeps only its hash.
 * Use it with `createTeamboardClient({ url, key, token })`. A client that is
 * itself on a token cannot create tokens.
 *
 * @throws `validation` (name empty or over 100 characters, unknown scope,
 *   expiry past or over a year away); `not-found` (a workspace you are not in);
 *   `forbidden` (reason `token_session` on a token's client);
 *   `limit-reached` (50 active tokens).
 *
 * @category API tokens
 * @example
 * const { token } = await createApiToken(client, {
 *   workspaceId,
 *   name: 'CSV import',
 *   scope: 'write',
 *   expiresAt: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000),
 * });
 */
export async function createApiToken(
  client: TeamboardClient,
  input: CreateApiTokenInput,
  options: CallOptions = {},
): Promise<CreatedApiToken> {
  return withCall(client, options, async ({ client }) => {
    const { workspaceId, name, scope, expiresAt } = validate(createApiTokenInput, input);
    const created = await run(
      client.supabase.rpc('create_api_token', {
        name,
        target_workspace_id: workspaceId,
        scope,
        expires_at: expiresAt.toISOString(),
      }),
    );
    // The function answers the row without its hash, and the token (supabase/migrations/*_api_tokens.sql).
    return created as unknown as CreatedApiToken;
  });
}
