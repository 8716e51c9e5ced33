import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { insertOrExplain } from '../errors/write-outcome';
import { run } from '../run';
import { createSavedViewInput, type CreateSavedViewInput } from '../schemas/saved-views';
import { validate } from '../validate';
import { toSavedView, type SavedView } from './types';

/**
 * Saves a way to look at a board under a name: the caller's alone, or
 * shared with everyone who can read the board (editors and up may share).
 *
 * @throws `validation` (a name, or settings that are not a view's);
 *   `not-found` (a board the caller cannot see); `forbidden` (sharing
 *   without being an editor of the board).
 *
 * @category Saved views
 * @example
 * const view = await createSavedView(client, {
 *   boardId,
 *   name: 'This sprint by person',
 *   shared: true,
 *   settings: {
 *     type: 'table',
 *     filters: { assignees: [], labels: [], due: null, text: '', fields: {} },
 *     sort: { column: 'due', direction: 'asc' },
 *     groupBy: 'assignee',
 *   },
 * });
 */
export async function createSavedView(
  client: TeamboardClient,
  input: CreateSavedViewInput,
  options: CallOptions = {},
): Promise<SavedView> {
  return withCall(client, options, async ({ client }) => {
    const { boardId, name, shared, settings } = validate(createSavedViewInput, input);
    const row = await insertOrExplain(
      () =>
        run(
          client.supabase
            .from('saved_views')
            .insert({ board_id: boardId, name, shared, settings })
            .select('*')
            .single(),
        ),
      () => client.supabase.from('boards').select('id').eq('id', boardId).maybeSingle(),
      'Board not found.',
    );
    // Just validated: it reads back.
    return toSavedView(row)!;
  });
}
