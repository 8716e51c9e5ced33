import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { setBoardTemplateInput, type SetBoardTemplateInput } from '../schemas/sharing';
import { validate } from '../validate';
import type { Board } from './types';
import { writeBoard } from './update-board';

/**
 * Marks a board as a template, offered in "new board from template", or
 * unmarks it. Owners and admins, like the board's other settings.
 *
 * @throws `validation`; `not-found`; `forbidden` for members and viewers.
 *
 * @category Boards
 * @example
 * const board = await setBoardTemplate(client, { boardId, isTemplate: true });
 */
export async function setBoardTemplate(
  client: TeamboardClient,
  input: SetBoardTemplateInput,
  options: CallOptions = {},
): Promise<Board> {
  return withCall(client, options, async ({ client }) => {
    const { boardId, isTemplate } = validate(setBoardTemplateInput, input);
    return writeBoard(client, boardId, { is_template: isTemplate });
  });
}
