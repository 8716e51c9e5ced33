import type { TeamboardClient } from '../client';
import { run } from '../run';
import { duplicateBoardInput, type DuplicateBoardInput } from '../schemas/sharing';
import { validate } from '../validate';
import type { Board } from './types';

/**
 * A copy of a board in the same workspace (RPC `duplicate_board`): its
 * description, the lists that are not archived (name, order, WIP limit) and
 * every label; with `withCards`, also the cards that are not archived, with
 * their description, order, due date, labels and checklist. Comments,
 * attachments, assignees, completion and activity stay with the original,
 * and the copy is not a template. Owners and admins; "new board from
 * template" is a duplicate with cards.
 *
 * @throws `validation`; `not-found` (board not visible); `forbidden` (members
 *   and viewers); `limit-reached` (reason `boardsPerWorkspace`,
 *   `checklistItemsPerCard`, …): nothing is created then.
 */
export async function duplicateBoard(client: TeamboardClient, input: DuplicateBoardInput): Promise<Board> {
  const { boardId, name, withCards } = validate(duplicateBoardInput, input);
  return run(client.supabase.rpc('duplicate_board', { board_id: boardId, name, with_cards: withCards }));
}
