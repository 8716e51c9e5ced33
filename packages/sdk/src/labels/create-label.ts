import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { insertOrExplain } from '../errors/write-outcome';
import { run } from '../run';
import { createLabelInput, type CreateLabelInput } from '../schemas/cards';
import { validate } from '../validate';
import { toLabel } from './to-label';
import type { Label } from './types';

/**
 * @throws `validation`; `not-found` (a board the caller cannot see); `forbidden` (viewers);
 *   `limit-reached` (reason `labelsPerBoard`).
 *
 * @category Labels
 * @example
 * const label = await createLabel(client, { boardId, name: 'Roadmap', color: 'blue' });
 */
export async function createLabel(
  client: TeamboardClient,
  input: CreateLabelInput,
  options: CallOptions = {},
): Promise<Label> {
  return withCall(client, options, async ({ client }) => {
    const { boardId, name, color } = validate(createLabelInput, input);
    const row = await insertOrExplain(
      () => run(client.supabase.from('labels').insert({ board_id: boardId, name, color }).select().single()),
      () => client.supabase.from('boards').select('id').eq('id', boardId).maybeSingle(),
      'Board not found.',
    );
    return toLabel(row);
  });
}
