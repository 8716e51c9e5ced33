import type { TeamboardClient } from '../client';
import { ATTACHMENTS_BUCKET } from '../attachments/upload-attachment';
import { run } from '../run';

/**
 * Removes the attachment files a delete RPC reported. The rows are already
 * gone (nobody can see the attachments any more), so a file whose removal
 * fails is invisible garbage, never a broken link; the database lets the
 * person who deleted the rows remove their files for a day.
 */
export async function removeAttachmentFiles(
  client: TeamboardClient,
  paths: readonly string[],
): Promise<void> {
  if (paths.length === 0) return;
  await run(client.supabase.storage.from(ATTACHMENTS_BUCKET).remove([...paths]));
}
