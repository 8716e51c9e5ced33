import { withCall, type CallOptions } from '../call/call-options';
import * as z from 'zod/mini';
import type { TeamboardClient } from '../client';
import { isTeamboardError } from '../errors/teamboard-error';
import { closeRealtime } from '../realtime/close-realtime';
import { run } from '../run';
import { validate } from '../validate';

export type SignOutScope = 'local' | 'global' | 'others';

export interface SignOutOptions extends CallOptions {
  /**
   * `local`: this device only; `global`: every device, this one included;
   * `others`: every device but this one. No default: "sign out" and "sign
   * out everywhere" are different buttons, so callers say which one they are.
   */
  readonly scope: SignOutScope;
}

const signOutOptions = z.object({
  scope: z.enum(['local', 'global', 'others'], { error: 'Scope must be local, global or others.' }),
});

/**
 * Ends sessions and emits `SIGNED_OUT` (except for `others`).
 *
 * With `local`, this device is signed out before the server is asked to
 * revoke its refresh token, so it works offline: a `network` or `timeout`
 * failure of that request is not reported, the device being signed out as
 * asked. With `global` and `others`, nothing changes locally unless the
 * server confirmed, and transport failures are thrown.
 *
 * Once this device is signed out (`local`, `global`), its realtime channels
 * are closed too: supabase-js would otherwise keep them open and rejoin them
 * as anonymous.
 *
 * @throws `validation` for an unknown scope; `network`, `timeout` (not for `local`).
 *
 * @category Auth
 * @example
 * await signOut(client, { scope: 'local' });
 */
export async function signOut(client: TeamboardClient, options: SignOutOptions): Promise<void> {
  return withCall(
    client,
    options,
    async ({ client }) => {
      const { scope } = validate(signOutOptions, options);
      try {
        await run(async () => ({ data: null, ...(await client.supabase.auth.signOut({ scope })) }));
      } catch (error) {
        const offline = isTeamboardError(error) && (error.code === 'network' || error.code === 'timeout');
        if (!(scope === 'local' && offline)) throw error;
      }
      if (scope !== 'others') await closeRealtime(client);
    },
    { race: true },
  );
}
