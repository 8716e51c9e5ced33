import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { currentUserId } from '../auth/current-user-id';
import { expectWritten } from '../errors/write-outcome';
import { run } from '../run';
import { updateProfileLocaleInput, type UpdateProfileLocaleInput } from '../schemas/auth';
import { validate } from '../validate';
import type { Profile } from './types';

/**
 * Sets the language the app speaks to the signed-in user (`null`: follow the browser).
 *
 * @throws `validation` for a language the app does not have; `auth/session-expired` when signed out.
 *
 * @category Profiles
 * @example
 * const profile = await updateProfileLocale(client, { locale: 'de' });
 */
export async function updateProfileLocale(
  client: TeamboardClient,
  input: UpdateProfileLocaleInput,
  options: CallOptions = {},
): Promise<Profile> {
  return withCall(client, options, async ({ client }) => {
    const { locale } = validate(updateProfileLocaleInput, input);
    const me = await currentUserId(client);
    const rows = await run(client.supabase.from('profiles').update({ locale }).eq('id', me).select());
    return expectWritten(
      rows,
      () => client.supabase.from('profiles').select('id').eq('id', me).maybeSingle(),
      {
        notFound: 'Profile not found.',
        forbidden: 'You can only change your own profile.',
      },
    );
  });
}
