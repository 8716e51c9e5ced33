import type { Board } from '../boards/types';
import { writeBoard } from '../boards/update-board';
import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import type { List } from '../lists/types';
import { writeList } from '../lists/write-list';
import {
  setBlockedMoveRuleInput,
  setListDoneInput,
  type SetBlockedMoveRuleInput,
  type SetListDoneInput,
} from '../schemas/dependencies';
import { validate } from '../validate';

/**
 * Marks a list as done (or not): a card with open blockers then enters it
 * only as the board's rule says ({@link setBlockedMoveRule}). Board admins.
 *
 * @throws `validation`; `not-found`; `forbidden` (reason `not_board_admin`
 *   for editors; viewers).
 *
 * @category Dependencies
 * @example
 * const list = await setListDone(client, { listId: doneListId, done: true });
 */
export async function setListDone(
  client: TeamboardClient,
  input: SetListDoneInput,
  options: CallOptions = {},
): Promise<List> {
  return withCall(client, options, async ({ client }) => {
    const { listId, done } = validate(setListDoneInput, input);
    return writeList(client, listId, { is_done: done });
  });
}

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
