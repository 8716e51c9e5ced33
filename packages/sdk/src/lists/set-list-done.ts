import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { setListDoneInput, type SetListDoneInput } from '../schemas/dependencies';
import { validate } from '../validate';
import type { List } from './types';
import { writeList } from './write-list';

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
