import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { TeamboardError } from '../errors/teamboard-error';
import { expectWritten } from '../errors/write-outcome';
import { run } from '../run';
import { updateSavedViewInput, type UpdateSavedViewInput } from '../schemas/saved-views';
import { validate } from '../validate';
import { SAVED_VIEW_MESSAGES, toSavedView, type SavedView } from './types';

/**
 * Renames a view, shares or unshares it, or replaces its settings. The owner
 * changes their own views; editors and up change the board's shared views
 * (but only the owner may unshare one).
 *
 * @throws `validation`; `not-found` (a view the caller cannot see);
 *   `forbidden` (a shared view, for someone who cannot edit the board).
 *
 * @category Saved views
 * @example
 * const renamed = await updateSavedView(client, { viewId, name: 'Next sprint' });
 */
export async function updateSavedView(
  client: TeamboardClient,
  input: UpdateSavedViewInput,
  options: CallOptions = {},
): Promise<SavedView> {
  return withCall(client, options, async ({ client }) => {
    const { viewId, name, shared, settings } = validate(updateSavedViewInput, input);
    const rows = await run(
      client.supabase.from('saved_views').update({ name, shared, settings }).eq('id', viewId).select('*'),
    );
    const row = await expectWritten(
      rows,
      () => client.supabase.from('saved_views').select('id').eq('id', viewId).maybeSingle(),
      SAVED_VIEW_MESSAGES,
    );
    const view = toSavedView(row);
    // Only settings written past this SDK fail to read back, and this call wrote them when given.
    if (view === null)
      throw new TeamboardError({ code: 'validation', message: 'This view’s settings cannot be read.' });
    return view;
  });
}
