import { withCall, type CallOptions } from '../call/call-options';
import * as z from 'zod/mini';
import type { TeamboardClient } from '../client';
import { run } from '../run';
import { validate } from '../validate';
import { toAuthSession, type AuthSession } from './types';

const codeSchema = z
  .string({ error: 'Code must be text.' })
  .check(z.trim(), z.minLength(1, { error: 'The link has no code.' }));

/**
 * Turns the `?code=` of an email link (PKCE) into a session, in the browser
 * that asked for the link. Emits `SIGNED_IN`, or `PASSWORD_RECOVERY` for a
 * recovery link.
 *
 * @throws `validation` for an empty code; `auth/session-expired` when the
 * link is used, expired, or opened in another browser; `network`.
 *
 * @category Auth
 * @example
 * const session = await exchangeCodeForSession(client, code);
 */
export async function exchangeCodeForSession(
  client: TeamboardClient,
  code: string,
  options: CallOptions = {},
): Promise<AuthSession> {
  return withCall(
    client,
    options,
    async ({ client }) => {
      const authCode = validate(codeSchema, code);
      const { session } = await run(() => client.supabase.auth.exchangeCodeForSession(authCode));
      return toAuthSession(session);
    },
    { race: true },
  );
}
