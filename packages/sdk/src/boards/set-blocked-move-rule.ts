import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { setBlockedMoveRuleInput, type SetBlockedMoveRuleInput } from '../schemas/dependencies';
import { validate } from '../validate';
import type { Board } from './types';
import { writeBoard } from './update-board';

/**
 * What the board does when a blocked card is moved into a done list:
 * `confirm` (the default: `moveCard` with `moveBlocked: true` after asking)
 * or `refuse` (never). Board admins.
 *
 * @throws `validation`; `not-found`; `forbidden` for anyone but the board's admins.
 *
 * @category Dependencies
 * @example
 * const board = await setBlockedMoveRule(client, { boardId, rule: 'refuse' });
 */
export async function setBlockedMoveRule(
  client: TeamboardClient,
  input: SetBlockedMoveRuleInput,
  options: CallOptions = {},
): Promise<Board> {
  return withCall(client, options, async ({ client }) => {
    const { boardId, rule } = validate(setBlockedMoveRuleInput, input);
    return writeBoard(client, boardId, { blocked_move: rule });
  });
}
