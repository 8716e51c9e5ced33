import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { run } from '../run';
import { idSchema } from '../schemas/fields';
import { validate } from '../validate';

/**
 * Revokes an API token you made, or a bot token of a workspace you are an
 * owner or admin of, at once: its sessions end, and the next
 * request of any script using it fails with `forbidden` (reason
 * `token_revoked`). Revoking a revoked token changes nothing.
 *
 * @throws `validation`; `not-found` (no such token you may revoke);
 *   `forbidden` (reason `token_session` on a token's client).
 *
 * @category API tokens
 * @example
 * await revokeApiToken(client, tokenId);
 */
export async function revokeApiToken(
  client: TeamboardClient,
  tokenId: string,
  options: CallOptions = {},
): Promise<void> {
  return withCall(client, options, async ({ client }) => {
    const id = validate(idSchema, tokenId);
    await run(client.supabase.rpc('revoke_api_token', { token_id: id }));
  });
}
