import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { expectWritten } from '../errors/write-outcome';
import { run } from '../run';
import { cardDependencyInput, type CardDependencyInput } from '../schemas/dependencies';
import { validate } from '../validate';

/**
 * Removes a link: the card no longer waits on that blocker.
 *
 * @throws `validation`; `not-found` (no such link the caller can read);
 *   `forbidden` (the caller cannot edit the card, or cannot see the blocker).
 *
 * @category Dependencies
 * @example
 * await removeCardDependency(client, { cardId: releaseId, blockerCardId: notesId });
 */
export async function removeCardDependency(
  client: TeamboardClient,
  input: CardDependencyInput,
  options: CallOptions = {},
): Promise<void> {
  return withCall(client, options, async ({ client }) => {
    const { cardId, blockerCardId } = validate(cardDependencyInput, input);
    const link = () =>
      client.supabase
        .from('card_dependencies')
        .select('blocked_card_id')
        .eq('blocked_card_id', cardId)
        .eq('blocker_card_id', blockerCardId);
    const rows = await run(
      client.supabase
        .from('card_dependencies')
        .delete()
        .eq('blocked_card_id', cardId)
        .eq('blocker_card_id', blockerCardId)
        .select('blocked_card_id'),
    );
    await expectWritten(rows, () => link().maybeSingle(), {
      notFound: 'This card is not blocked by that card.',
      forbidden: 'You cannot change what blocks this card.',
    });
  });
}
