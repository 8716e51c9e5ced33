import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { run } from '../run';
import { validate } from '../validate';
import { createApiTokenInput, type CreateApiTokenInput } from './schemas';
import type { CreatedApiToken } from './types';

/**
 * Creates an API token for a script or an app (RPC `create_api_token`): it
 * acts as you, in one workspace, reading only (`read`) or also changing
 * (`write`), until `expiresAt` (within a year) or until revoked. With
 * `boardIds` it reaches only those boards of the workspace: the database
 * hides every other board, its cards, search results, activity and realtime
 * topics, and refuses writes to them. With `asBot` (workspace owners and
 * admins) it acts as the workspace's bot instead of you: a member of the
 * workspace of its own, named after the token, so what it does is shown as
 * the bot's; you and the workspace's other admins list and revoke it. The returned
 * `token` (`tbk_…`) is shown this once; the database keeps only its hash.
 * Use it with `createTeamboardClient({ url, key, token })`. A client that is
 * itself on a token cannot create tokens.
 *
 * @throws `validation` (name empty or over 100 characters, unknown scope,
 *   expiry past or over a year away, an empty or over-long board list);
 *   `not-found` (a workspace you are not in, a board of another workspace or
 *   that you cannot see); `forbidden` (reason `token_session` on a token's
 *   client, `not_admin` for a bot token of a non-admin);
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
 * // The workspace's bot, on one board only:
 * const bot = await createApiToken(client, {
 *   workspaceId,
 *   name: 'Helper bot',
 *   scope: 'write',
 *   expiresAt: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000),
 *   boardIds: [boardId],
 *   asBot: true,
 * });
 */
export async function createApiToken(
  client: TeamboardClient,
  input: CreateApiTokenInput,
  options: CallOptions = {},
): Promise<CreatedApiToken> {
  return withCall(client, options, async ({ client }) => {
    const { workspaceId, name, scope, expiresAt, boardIds, asBot } = validate(createApiTokenInput, input);
    const created = await run(
      client.supabase.rpc('create_api_token', {
        name,
        target_workspace_id: workspaceId,
        scope,
        expires_at: expiresAt.toISOString(),
        ...(boardIds ? { board_ids: boardIds } : {}),
        as_bot: asBot ?? false,
      }),
    );
    // The function answers the row without its hash, and the token (supabase/migrations/*_api_tokens.sql).
    return created as unknown as CreatedApiToken;
  });
}
