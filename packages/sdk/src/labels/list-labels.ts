import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { run } from '../run';
import { idSchema } from '../schemas/fields';
import { validate } from '../validate';
import { toLabel } from './to-label';
import type { Label } from './types';

/**
 * The labels of a board, by name. A board the caller cannot see has none.
 *
 * @category Labels
 * @example
 * const labels = await listLabels(client, boardId);
 */
export async function listLabels(
  client: TeamboardClient,
  boardId: string,
  options: CallOptions = {},
): Promise<Label[]> {
  return withCall(client, options, async ({ client }) => {
    const id = validate(idSchema, boardId);
    const rows = await run(
      client.supabase.from('labels').select('*').eq('board_id', id).order('name').order('id'),
    );
    return rows.map(toLabel);
  });
}
