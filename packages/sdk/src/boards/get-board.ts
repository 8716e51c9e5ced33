import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { expectFound } from '../errors/write-outcome';
import { run } from '../run';
import { idSchema } from '../schemas/fields';
import { validate } from '../validate';
import type { Board } from './types';

/**
 * @throws `validation`; `not-found` when it does not exist or the caller is not a member.
 *
 * @category Boards
 * @example
 * const board = await getBoard(client, boardId);
 */
export async function getBoard(
  client: TeamboardClient,
  boardId: string,
  options: CallOptions = {},
): Promise<Board> {
  return withCall(client, options, async ({ client }) => {
    const id = validate(idSchema, boardId);
    const row = await run(client.supabase.from('boards').select('*').eq('id', id).maybeSingle());
    return expectFound(row, 'Board not found.');
  });
}
