import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { run } from '../run';
import { unenrollFactorInput, type UnenrollFactorInput } from '../schemas/two-factor';
import { validate } from '../validate';

/**
 * Removes a second factor. A verified one needs an `aal2` session: pass a
 * current `code` and it is verified first, so the user proves they still hold
 * the authenticator. The server takes sessions raised by this factor back to
 * `aal1`; this session is refreshed so its `assurance` says so at once.
 *
 * @throws `validation` before any request for a malformed id or code;
 *   `validation` (reason `mfa_verification_failed`) for a wrong code;
 *   `forbidden` (reason `insufficient_aal`) for a verified factor without a
 *   code on an `aal1` session; `not-found` for a factor that is not the
 *   user's; `auth/session-expired`; `network`.
 *
 * @category Auth
 * @example
 * await unenrollTwoFactorMethod(client, { factorId, code: '123456' });
 */
export async function unenrollTwoFactorMethod(
  client: TeamboardClient,
  input: UnenrollFactorInput,
  options: CallOptions = {},
): Promise<void> {
  return withCall(
    client,
    options,
    async ({ client, signal }) => {
      const { factorId, code } = validate(unenrollFactorInput, input);
      const auth = client.supabase.auth;
      if (code !== undefined) {
        await run(() => auth.mfa.challengeAndVerify({ factorId, code }));
        signal?.throwIfAborted();
      }
      await run(() => auth.mfa.unenroll({ factorId }));
      await run(() => auth.refreshSession());
    },
    { race: true },
  );
}
