import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { run } from '../run';
import { transferOwnershipInput, type TransferOwnershipInput } from '../schemas/workspaces';
import { validate } from '../validate';

/**
 * Makes another member owner and the caller an admin, in one step (RPC `transfer_ownership`).
 *
 * @throws `validation` (also for transferring to yourself); `not-found` (workspace,
 *   or a user who is not a member); `forbidden` (reason `not_owner`) unless the caller owns it.
 *
 * @category Members
 * @example
 * await transferOwnership(client, { workspaceId, userId });
 */
export async function transferOwnership(
  client: TeamboardClient,
  input: TransferOwnershipInput,
  options: CallOptions = {},
): Promise<void> {
  return withCall(client, options, async ({ client }) => {
    const { workspaceId, userId } = validate(transferOwnershipInput, input);
    await run(client.supabase.rpc('transfer_ownership', { workspace_id: workspaceId, user_id: userId }));
  });
}
