import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { expectWritten } from '../errors/write-outcome';
import { run } from '../run';
import { idSchema } from '../schemas/fields';
import { validate } from '../validate';
import { SAVED_VIEW_MESSAGES } from './types';

/**
 * Deletes a view: the owner their own, editors and up the board's shared ones.
 *
 * @throws `validation`; `not-found` (a view the caller cannot see);
 *   `forbidden` (a shared view, for someone who cannot edit the board).
 *
 * @category Saved views
 * @example
 * await deleteSavedView(client, viewId);
 */
export async function deleteSavedView(
  client: TeamboardClient,
  viewId: string,
  options: CallOptions = {},
): Promise<void> {
  return withCall(client, options, async ({ client }) => {
    const id = validate(idSchema, viewId);
    const rows = await run(client.supabase.from('saved_views').delete().eq('id', id).select('id'));
    await expectWritten(
      rows,
      () => client.supabase.from('saved_views').select('id').eq('id', id).maybeSingle(),
      SAVED_VIEW_MESSAGES,
    );
  });
}
