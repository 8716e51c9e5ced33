import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { run } from '../run';
import { duplicateBoardInput, type DuplicateBoardInput } from '../schemas/sharing';
import { validate } from '../validate';
import type { Board } from './types';

/**
 * A copy of a board in the same workspace (RPC `duplicate_board`): its
 * description, the lists that are not archived (name, order, WIP limit),
 * every label and every custom field with its options; with `withCards`,
 * also the cards that are not archived, with their description, order, start
 * and due dates, labels, checklist and custom field values (a person's only
 * while that person can see the copy: a private board's copy starts with its
 * maker as its only member). Comments,
 * attachments, assignees, completion and activity stay with the original,
 * and the copy is not a template. Owners and admins; "new board from
 * template" is a duplicate with cards.
 *
 * @throws `validation`; `not-found` (board not visible); `forbidden` (members
 *   and viewers); `limit-reached` (reason `boardsPerWorkspace`,
 *   `checklistItemsPerCard`, …): nothing is created then.
 *
 * @category Boards
 * @example
 * const copy = await duplicateBoard(client, { boardId, name: 'Roadmap' });
 */
export async function duplicateBoard(
  client: TeamboardClient,
  input: DuplicateBoardInput,
  options: CallOptions = {},
): Promise<Board> {
  return withCall(client, options, async ({ client }) => {
    const { boardId, name, withCards } = validate(duplicateBoardInput, input);
    return run(client.supabase.rpc('duplicate_board', { board_id: boardId, name, with_cards: withCards }));
  });
}
