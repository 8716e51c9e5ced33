import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import type { Tables } from '../database.types';
import { run } from '../run';
import { cardDependencyInput, type CardDependencyInput } from '../schemas/dependencies';
import { validate } from '../validate';
import type { CardDependency } from './types';

function toDependency(row: Tables<'card_dependencies'>): CardDependency {
  return {
    blockedCardId: row.blocked_card_id,
    blockerCardId: row.blocker_card_id,
    createdBy: row.created_by,
    createdAt: row.created_at,
  };
}

/**
 * Marks `cardId` as blocked by `blockerCardId`, a card of the same workspace
 * on any board the caller can see. Until the blocker is completed or
 * archived, the card's `open_blocker_count` counts it (live on every open
 * board), and a list marked done takes the card only when confirmed.
 *
 * @throws `validation` (reasons `dependency_self`, `dependency_workspace`);
 *   `not-found` (either card unknown to the caller); `forbidden` (the caller
 *   cannot edit the blocked card); `conflict` with reason `dependency_cycle`
 *   (the blocker already waits on the card, through any chain) or
 *   `card_dependencies_pkey` (the link exists); `limit-reached` with reason
 *   `blockersPerCard` (the card already waits on `LIMITS.blockersPerCard` cards).
 *
 * @category Dependencies
 * @example
 * await addCardDependency(client, { cardId: releaseId, blockerCardId: notesId });
 */
export async function addCardDependency(
  client: TeamboardClient,
  input: CardDependencyInput,
  options: CallOptions = {},
): Promise<CardDependency> {
  return withCall(client, options, async ({ client }) => {
    const { cardId, blockerCardId } = validate(cardDependencyInput, input);
    const row = await run(
      client.supabase
        .from('card_dependencies')
        .insert({ blocked_card_id: cardId, blocker_card_id: blockerCardId })
        .select()
        .single(),
    );
    return toDependency(row);
  });
}
