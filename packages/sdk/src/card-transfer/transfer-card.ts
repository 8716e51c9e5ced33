import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import type { Card } from '../cards/types';
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

/**
 * Copies a card to the end of a list of this or another board of the same
 * workspace (RPC `copy_card`): title, description, due date, checklist,
 * assignees, and labels matched as {@link moveCardToBoard} does. Comments and
 * attachments stay with the original. The copy is created by the caller.
 *
 * @throws as {@link moveCardToBoard}; the caller needs only to read the original.
 *
 * @category Cards
 * @example
 * const copy = await copyCard(client, { cardId, listId });
 */
export async function copyCard(
  client: TeamboardClient,
  input: TransferCardInput,
  options: CallOptions = {},
): Promise<Card> {
  return withCall(client, options, async ({ client }) => {
    const { cardId, listId } = validate(transferCardInput, input);
    return run(client.supabase.rpc('copy_card', { card_id: cardId, list_id: listId }));
  });
}
