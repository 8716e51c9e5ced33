import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { run } from '../run';
import { resetMemberTwoFactorInput, type ResetMemberTwoFactorInput } from '../schemas/workspaces';
import { validate } from '../validate';

/**
 * Removes every two-factor method of a member who lost their authenticator
 * (edge function `reset-member-two-factor`, which needs the service role), so
 * they sign in with their password alone and may enroll again. Owners only, on
 * a session where they entered their own code; the member is emailed and the
 * reset is written to their security log. Your own methods are removed in
 * `/account` with a code instead.
 *
 * @throws `validation`; `not-found` (a workspace the caller is not in, or a user
 *   who is not its member); `forbidden` (reason `not_owner` for admins, members
 *   and viewers, `own_account` for yourself, `insufficient_aal` for an owner
 *   without a verified second factor on this session,
 *   `member_of_other_workspaces` when the member also belongs to a workspace
 *   the caller does not own); `function-failed` for anything the function did
 *   not explain.
 *
 * @category Members
 * @example
 * await resetMemberTwoFactor(client, { workspaceId, userId });
 */
export async function resetMemberTwoFactor(
  client: TeamboardClient,
  input: ResetMemberTwoFactorInput,
  options: CallOptions = {},
): Promise<void> {
  return withCall(client, options, async ({ client, signal }) => {
    const { workspaceId, userId } = validate(resetMemberTwoFactorInput, input);
    await run(
      client.supabase.functions.invoke('reset-member-two-factor', {
        body: { workspace_id: workspaceId, user_id: userId },
        signal,
      }),
    );
  });
}
