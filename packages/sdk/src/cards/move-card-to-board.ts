import { withCall, type CallOptions } from '../call/call-options';
import type { Card } from '../cards/types';
import type { TeamboardClient } from '../client';
import { run } from '../run';
import { transferCardInput, type TransferCardInput } from '../schemas/cards';
import { validate } from '../validate';

/**
 * Moves a card to the end of a list of another board of the same workspace
 * (RPC `move_card_to_board`; a list of its own board is a plain move). Its
 * comments, attachments, checklist and assignees go with it; its labels are
 * matched on the target board by name and colour, and created there when
 * missing while the board has room for them.
 *
 * @throws `validation` (reason `list_id`: another workspace, or an archived list);
 *   `not-found` (card or list not visible); `forbidden` (viewers, on either board);
 *   `limit-reached` (reason `cardsPerBoard`).
 *
 * @category Cards
 * @example
 * const moved = await moveCardToBoard(client, { cardId, listId });
 */
export async function moveCardToBoard(
  client: TeamboardClient,
  input: TransferCardInput,
  options: CallOptions = {},
): Promise<Card> {
  return withCall(client, options, async ({ client }) => {
    const { cardId, listId } = validate(transferCardInput, input);
    return run(client.supabase.rpc('move_card_to_board', { card_id: cardId, list_id: listId }));
  });
}
