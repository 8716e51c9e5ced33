import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { idSchema } from '../schemas/fields';
import { validate } from '../validate';
import type { Board } from './types';
import { writeBoard } from './update-board';

/**
 * Brings an archived board back. Same errors as {@link archiveBoard}.
 *
 * @category Boards
 * @example
 * const board = await restoreBoard(client, boardId);
 */
export async function restoreBoard(
  client: TeamboardClient,
  boardId: string,
  options: CallOptions = {},
): Promise<Board> {
  return withCall(client, options, async ({ client }) => {
    const id = validate(idSchema, boardId);
    return writeBoard(client, id, { archived_at: null });
  });
}
