import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { run } from '../run';
import { idSchema } from '../schemas/fields';
import { validate } from '../validate';
import { toSavedView, type SavedView } from './types';

/**
 * The caller's own views of a board and the views shared with it, by name.
 * A board the caller cannot see has none; a view whose settings this SDK
 * cannot read (written past it) is left out.
 *
 * @throws `validation` (a board id that is not an id).
 *
 * @category Saved views
 * @example
 * const views = await listSavedViews(client, boardId);
 * const shared = views.filter((view) => view.shared);
 */
export async function listSavedViews(
  client: TeamboardClient,
  boardId: string,
  options: CallOptions = {},
): Promise<SavedView[]> {
  return withCall(client, options, async ({ client }) => {
    const id = validate(idSchema, boardId);
    const rows = await run(
      client.supabase.from('saved_views').select('*').eq('board_id', id).order('name').order('id'),
    );
    return rows.map(toSavedView).filter((view): view is SavedView => view !== null);
  });
}
