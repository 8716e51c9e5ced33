import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { idSchema } from '../schemas/fields';
import { validate } from '../validate';
import type { Board } from './types';
import { writeBoard } from './update-board';

/**
 * Hides a board from the workspace, keeping everything on it. Owners and admins.
 *
 * @throws `validation`; `not-found`; `forbidden`.
 *
 * @category Boards
 * @example
 * const board = await archiveBoard(client, boardId);
 */
export async function archiveBoard(
  client: TeamboardClient,
  boardId: string,
  options: CallOptions = {},
): Promise<Board> {
  return withCall(client, options, async ({ client }) => {
    const id = validate(idSchema, boardId);
    return writeBoard(client, id, { archived_at: new Date().toISOString() });
  });
}
