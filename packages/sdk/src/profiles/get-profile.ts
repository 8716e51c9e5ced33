import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { expectFound } from '../errors/write-outcome';
import { run } from '../run';
import { idSchema } from '../schemas/fields';
import { validate } from '../validate';
import type { Profile } from './types';

/**
 * Someone's profile. Visible: your own, and those of people you share a workspace with.
 *
 * @throws `validation`; `not-found` for anyone else.
 *
 * @category Profiles
 * @example
 * const profile = await getProfile(client, userId);
 */
export async function getProfile(
  client: TeamboardClient,
  userId: string,
  options: CallOptions = {},
): Promise<Profile> {
  return withCall(client, options, async ({ client }) => {
    const id = validate(idSchema, userId);
    const row = await run(client.supabase.from('profiles').select('*').eq('id', id).maybeSingle());
    return expectFound(row, 'Profile not found.');
  });
}
