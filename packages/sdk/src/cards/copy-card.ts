import { withCall, type CallOptions } from '../call/call-options';
import type { Card } from '../cards/types';
import type { TeamboardClient } from '../client';
import { run } from '../run';
import { transferCardInput, type TransferCardInput } from '../schemas/cards';
import { validate } from '../validate';

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
