import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { run } from '../run';
import { idSchema } from '../schemas/fields';
import { validate } from '../validate';
import { removeAttachmentFiles } from '../attachments/remove-attachment-files';

/**
 * Deletes a card for good with its checklist, comments and attachments, files
 * included (RPC `delete_card`, then the Storage API). Owners, admins, and the
 * card's creator while they may edit. Archiving (`archiveCard`) is the
 * reversible way to hide a card.
 *
 * @throws `validation`; `not-found` (no such card, or not visible); `forbidden`
 *   (viewers; members deleting a card someone else created, reason `not_creator`).
 *
 * @category Cards
 * @example
 * await deleteCard(client, cardId);
 */
export async function deleteCard(
  client: TeamboardClient,
  cardId: string,
  options: CallOptions = {},
): Promise<void> {
  return withCall(client, options, async ({ client }) => {
    const id = validate(idSchema, cardId);
    const paths = await run(client.supabase.rpc('delete_card', { card_id: id }));
    await removeAttachmentFiles(client, paths);
  });
}
