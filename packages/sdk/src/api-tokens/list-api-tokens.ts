import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { run } from '../run';
import type { ApiToken } from './types';

const COLUMNS =
  'id, user_id, created_by, workspace_id, name, scope, prefix, expires_at, created_at, last_used_at, revoked_at, board_ids, bot';

/**
 * The API tokens you made, and the bot tokens of the workspaces you are an
 * owner or admin of (`bot`; `user_id` is then the bot), newest first, revoked and expired ones included (with
 * `revoked_at` and `expires_at`), each with when a script last exchanged it
 * for a session (`last_used_at`) and the boards it is held to (`board_ids`,
 * null for every board). Never the tokens themselves.
 *
 * @category API tokens
 * @example
 * const tokens = await listApiTokens(client);
 */
export async function listApiTokens(client: TeamboardClient, options: CallOptions = {}): Promise<ApiToken[]> {
  return withCall(client, options, async ({ client }) => {
    const rows = await run(
      client.supabase
        .from('api_tokens')
        .select(COLUMNS)
        .order('created_at', { ascending: false })
        .order('id'),
    );
    return rows as ApiToken[];
  });
}
