import * as z from 'zod/mini';
import { withCall, type CallOptions } from '../call/call-options';
import type { CopiedCard } from '../cards/types';
import type { TeamboardClient } from '../client';
import { TeamboardError } from '../errors/teamboard-error';
import { run } from '../run';
import { copiedCardSchema, transferCardInput, type TransferCardInput } from '../schemas/cards';
import { validate } from '../validate';

/**
 * Copies a card to the end of a list of this or another board of the same
 * workspace (RPC `copy_card`): title, dates, description, checklist,
 * assignees, labels matched as {@link moveCardToBoard} does, and the custom
 * field values the target board has a field for (same name and type; select
 * options matched by label; a person only while they can see the target
 * board), and a cover colour. Comments and attachments stay with the
 * original, and so does an image cover (always one of the card's own
 * attachments). The copy is created by the caller.
 *
 * @returns the copy, with the names of the fields whose values it kept
 * (`copied_field_values`) and of those it could not (`dropped_field_values`).
 * @throws as {@link moveCardToBoard}; the caller needs only to read the original.
 *
 * @category Cards
 * @example
 * const copy = await copyCard(client, { cardId, listId });
 * if (copy.dropped_field_values.length > 0) {
 *   console.log(`Not carried: ${copy.dropped_field_values.join(', ')}`);
 * }
 */
export async function copyCard(
  client: TeamboardClient,
  input: TransferCardInput,
  options: CallOptions = {},
): Promise<CopiedCard> {
  return withCall(client, options, async ({ client }) => {
    const { cardId, listId } = validate(transferCardInput, input);
    const answer: unknown = await run(client.supabase.rpc('copy_card', { card_id: cardId, list_id: listId }));
    if (!z.safeParse(copiedCardSchema, answer).success) {
      throw new TeamboardError({ code: 'unknown', message: 'The server’s answer to a copy is unreadable.' });
    }
    // The schema checked the parts this call adds; the rest is the cards row the database wrote.
    return answer as CopiedCard;
  });
}
