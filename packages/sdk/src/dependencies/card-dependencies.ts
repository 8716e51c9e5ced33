import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import type { Tables } from '../database.types';
import { expectWritten } from '../rows/write-outcome';
import { run } from '../run';
import { cardDependencyInput, type CardDependencyInput } from '../schemas/dependencies';
import { idSchema } from '../schemas/fields';
import { validate } from '../validate';
import type { CardDependencies, CardDependency, LinkedCard } from './types';

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

/**
 * What a card waits on and what waits on it (RPC `list_card_dependencies`).
 * A card on a board the caller cannot see is listed as `{ hidden: true }`:
 * it still blocks, but shows no id, title or board ("a card you cannot see").
 *
 * @throws `validation`; `not-found` (a card the caller cannot see).
 *
 * @category Dependencies
 * @example
 * const { blockedBy, blocks } = await listCardDependencies(client, cardId);
 */
export async function listCardDependencies(
  client: TeamboardClient,
  cardId: string,
  options: CallOptions = {},
): Promise<CardDependencies> {
  return withCall(client, options, async ({ client }) => {
    const id = validate(idSchema, cardId);
    const rows = await run(client.supabase.rpc('list_card_dependencies', { card_id: id }));
    const blockedBy: LinkedCard[] = [];
    const blocks: LinkedCard[] = [];
    for (const row of rows) {
      // The function leaves every detail of a hidden card null (see its migration).
      const linked: LinkedCard =
        row.hidden || row.linked_card_id === null
          ? { hidden: true, isOpen: row.is_open }
          : {
              hidden: false,
              cardId: row.linked_card_id,
              title: row.title ?? '',
              boardId: row.board_id ?? '',
              boardName: row.board_name ?? '',
              isOpen: row.is_open,
            };
      (row.direction === 'blocks' ? blocks : blockedBy).push(linked);
    }
    return { blockedBy, blocks };
  });
}
