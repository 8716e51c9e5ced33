import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import type { Json } from '../database.types';
import { isTeamboardError } from '../errors/teamboard-error';
import { run } from '../run';
import { updateCardInput, type UpdateCardInput } from '../schemas/cards';
import { validate } from '../validate';
import { CardConflictError } from './card-conflict-error';
import { getCard } from './get-card';
import type { Card } from './types';

/** The `patch` keys `update_card` knows. */
export interface CardPatch {
  title?: string;
  description?: string;
  start_at?: string | null;
  due_at?: string | null;
  completed?: boolean;
  archived?: boolean;
}

/**
 * Calls `update_card`, and on a stale version throws {@link CardConflictError}
 * carrying the card as it is now (one more request).
 */
export async function writeCard(
  client: TeamboardClient,
  cardId: string,
  expectedVersion: number,
  patch: CardPatch,
): Promise<Card> {
  try {
    return await run(
      client.supabase.rpc('update_card', {
        card_id: cardId,
        expected_version: expectedVersion,
        patch: patch as { [key: string]: Json },
      }),
    );
  } catch (error) {
    if (!isTeamboardError(error) || error.code !== 'conflict' || error.reason !== 'stale_version')
      throw error;
    // If the card vanished meanwhile, getCard's `not-found` is the truer answer.
    throw new CardConflictError(await getCard(client, cardId), error);
  }
}

/**
 * Edits a card's title, description, start or due date (`null` clears) or completion,
 * refusing to overwrite someone else's newer edit. Pass the `version` of the
 * card the user edited as `expectedVersion`.
 *
 * On a stale version it throws a {@link CardConflictError}: `code` `conflict`,
 * `reason` `stale_version`, and `latest`, the newer card to show the user.
 * Re-apply with `expectedVersion: error.latest.version` once they have seen it.
 *
 * A card may not start after it is due: `validation` with the issue on
 * `startAt` (checked here when both dates are given, by the database against
 * the stored date otherwise).
 *
 * @throws `validation` (also for a patch with nothing in it); `not-found`;
 *   `forbidden` (viewers); `conflict` as above.
 *
 * @category Cards
 * @example
 * const updated = await updateCard(client, { cardId: card.id, expectedVersion: card.version, title: 'Ship it' });
 * @example
 * // Work on it runs from 1 to 5 March.
 * const planned = await updateCard(client, {
 *   cardId: card.id,
 *   expectedVersion: card.version,
 *   startAt: '2027-03-01T09:00:00Z',
 *   dueAt: '2027-03-05T17:00:00Z',
 * });
 */
export async function updateCard(
  client: TeamboardClient,
  input: UpdateCardInput,
  options: CallOptions = {},
): Promise<Card> {
  return withCall(client, options, async ({ client }) => {
    const { cardId, expectedVersion, title, description, startAt, dueAt, completed } = validate(
      updateCardInput,
      input,
    );
    const patch: CardPatch = {};
    if (title !== undefined) patch.title = title;
    if (description !== undefined) patch.description = description;
    if (startAt !== undefined) patch.start_at = startAt;
    if (dueAt !== undefined) patch.due_at = dueAt;
    if (completed !== undefined) patch.completed = completed;
    return writeCard(client, cardId, expectedVersion, patch);
  });
}
