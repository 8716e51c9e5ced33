import type { Factor } from '@supabase/supabase-js';
import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { run } from '../run';
import type { TwoFactorMethod } from './two-factor-types';

export function toTwoFactorMethod(factor: Factor): TwoFactorMethod {
  return {
    id: factor.id,
    kind: factor.factor_type === 'phone' || factor.factor_type === 'webauthn' ? factor.factor_type : 'totp',
    status: factor.status === 'verified' ? 'verified' : 'unverified',
    friendlyName: factor.friendly_name || undefined,
    createdAt: factor.created_at,
  };
}

/**
 * The signed-in user's second factors as the server has them now (verified
 * and pending enrollments), oldest first.
 *
 * @throws `auth/session-expired` when signed out or the session was revoked; `network`.
 *
 * @category Auth
 * @example
 * const enrolled = (await listTwoFactorMethods(client)).some((m) => m.status === 'verified');
 */
export async function listTwoFactorMethods(
  client: TeamboardClient,
  options: CallOptions = {},
): Promise<TwoFactorMethod[]> {
  return withCall(
    client,
    options,
    async ({ client }) => {
      const { all } = await run(() => client.supabase.auth.mfa.listFactors());
      return all.map(toTwoFactorMethod);
    },
    { race: true },
  );
}
