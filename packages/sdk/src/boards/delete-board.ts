import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { expectWritten } from '../errors/write-outcome';
import { run } from '../run';
import { idSchema } from '../schemas/fields';
import { validate } from '../validate';

/**
 * Deletes a board with its lists, cards and everything on them, for good. Owners and admins.
 *
 * @throws `validation`; `not-found`; `forbidden`.
 *
 * @category Boards
 * @example
 * await deleteBoard(client, boardId);
 */
export async function deleteBoard(
  client: TeamboardClient,
  boardId: string,
  options: CallOptions = {},
): Promise<void> {
  return withCall(client, options, async ({ client }) => {
    const id = validate(idSchema, boardId);
    const rows = await run(client.supabase.from('boards').delete().eq('id', id).select('id'));
    await expectWritten(rows, () => client.supabase.from('boards').select('id').eq('id', id).maybeSingle(), {
      notFound: 'Board not found.',
      forbidden: 'Only owners and admins can delete boards.',
    });
  });
}
