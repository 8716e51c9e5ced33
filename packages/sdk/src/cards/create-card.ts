import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import type { TablesInsert } from '../database.types';
import { insertOnce } from '../errors/write-outcome';
import { run } from '../run';
import { createCardInput, type CreateCardInput } from '../schemas/cards';
import { validate } from '../validate';
import type { Card } from './types';

/**
 * Adds a card at the bottom of a list (the database assigns the position). With an `id` chosen
 * by the caller it is safe to send again: a second add with that id returns the stored card.
 *
 * @throws `validation`; `not-found` (a list the caller cannot see); `forbidden` (viewers);
 *   `limit-reached` (reason `cardsPerBoard`).
 *
 * @category Cards
 * @example
 * const card = await createCard(client, { listId, title: 'Write the spec' });
 */
export async function createCard(
  client: TeamboardClient,
  input: CreateCardInput,
  options: CallOptions = {},
): Promise<Card> {
  return withCall(client, options, async ({ client }) => {
    const { id, listId, title, description, dueAt } = validate(createCardInput, input);
    // One request: the database takes the board from the list (trigger cards_0_board_from_list),
    // answering "List not found." for a list the caller cannot read. The generated insert type
    // cannot know that trigger, so it still asks for the board.
    const row = { id, list_id: listId, title, description, due_at: dueAt } as TablesInsert<'cards'>;
    const insert = () => run(client.supabase.from('cards').insert(row).select().single());
    if (id === undefined) return insert();
    return insertOnce(insert, 'cards_pkey', () =>
      run(client.supabase.from('cards').select().eq('id', id).maybeSingle()),
    );
  });
}
