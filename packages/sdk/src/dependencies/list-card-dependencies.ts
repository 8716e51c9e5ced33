import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { run } from '../run';
import { idSchema } from '../schemas/fields';
import { validate } from '../validate';
import type { CardDependencies, LinkedCard } from './types';

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
