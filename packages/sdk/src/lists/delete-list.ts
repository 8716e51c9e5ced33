import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { run } from '../run';
import { idSchema } from '../schemas/fields';
import { validate } from '../validate';
import { removeAttachmentFiles } from '../attachments/remove-attachment-files';

/**
 * Deletes a list for good with all its cards and their files (RPC
 * `delete_list`). Owners and admins; others archive (`archiveList`).
 *
 * @throws `validation`; `not-found`; `forbidden` (reason `not_manager`).
 *
 * @category Lists
 * @example
 * await deleteList(client, listId);
 */
export async function deleteList(
  client: TeamboardClient,
  listId: string,
  options: CallOptions = {},
): Promise<void> {
  return withCall(client, options, async ({ client }) => {
    const id = validate(idSchema, listId);
    const paths = await run(client.supabase.rpc('delete_list', { list_id: id }));
    await removeAttachmentFiles(client, paths);
  });
}
