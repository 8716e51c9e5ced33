import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { TeamboardError } from '../errors/teamboard-error';
import { run } from '../run';
import { idSchema } from '../schemas/fields';
import { validate } from '../validate';
import { ATTACHMENTS_BUCKET } from './upload-attachment';
import type { Attachment } from './types';

/**
 * Deletes an attachment: its row, then its file. Uploaders delete their own
 * (if they may still edit); owners and admins delete anyone's (§6).
 *
 * Row first: once the row is gone nobody sees the attachment, so a file
 * whose removal then fails is invisible garbage rather than a broken link.
 * The storage policy mirrors the row policy, so whoever could delete the row
 * can delete the file. A row the caller cannot see is `not-found`; one they
 * can see but not delete is `forbidden`.
 *
 * @category Files
 * @example
 * await deleteAttachment(client, attachment);
 */
export async function deleteAttachment(
  client: TeamboardClient,
  attachment: Pick<Attachment, 'id'> | string,
  options: CallOptions = {},
): Promise<void> {
  return withCall(client, options, async ({ client }) => {
    const id = validate(idSchema, typeof attachment === 'string' ? attachment : attachment.id);
    const deleted = await run(
      client.supabase.from('attachments').delete().eq('id', id).select('object_path'),
    );
    const row = deleted[0];
    if (row === undefined) {
      const visible = await run(client.supabase.from('attachments').select('id').eq('id', id).maybeSingle());
      throw new TeamboardError(
        visible === null
          ? { code: 'not-found', message: 'This attachment does not exist or you cannot see it.' }
          : {
              code: 'forbidden',
              message: 'Only the uploader, an owner or an admin can delete this attachment.',
            },
      );
    }
    await run(client.supabase.storage.from(ATTACHMENTS_BUCKET).remove([row.object_path]));
  });
}
