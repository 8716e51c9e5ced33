import { withCall } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { toTeamboardError } from '../errors/map-error';
import { run } from '../run';
import { attachmentFileSchema } from '../schemas/files';
import { idSchema } from '../schemas/fields';
import { validate } from '../validate';
import { hasRefusedExtension } from './file-rules';
import { TeamboardError } from '../errors/teamboard-error';
import { keySafeFileName } from './object-key';
import { cancelled, resumableUpload } from '../storage/resumable-upload';
import type { Attachment, UploadAttachmentInput, UploadOptions } from './types';

export const ATTACHMENTS_BUCKET = 'attachments';

function fileNameOf(input: UploadAttachmentInput): string {
  if (input.fileName !== undefined) return input.fileName;
  const { name } = input.file as Blob & { name?: unknown };
  return typeof name === 'string' ? name : '';
}

async function workspaceOf(client: TeamboardClient, cardId: string): Promise<string> {
  const card = await run(
    client.supabase.from('cards').select('id, boards!inner(workspace_id)').eq('id', cardId).single(),
  );
  return card.boards.workspace_id;
}

/**
 * Uploads a file to a card: checks its size and type before any byte is sent
 * (`payload-too-large`, `unsupported-file-type`), stores the object at
 * `{workspace_id}/{card_id}/{attachment_id}/{file_name}` with resumable
 * (TUS) chunks, then records the `attachments` row.
 *
 * Order: object first, then row. The row is what the board shows, so it must
 * never point at a missing object; if the insert fails (limit reached, card
 * deleted meanwhile, role changed) the object is removed again, and an
 * unfinished or cancelled upload never becomes an object at all.
 *
 * @category Files
 * @example
 * const attachment = await uploadAttachment(client, { cardId, file });
 */
export async function uploadAttachment(
  client: TeamboardClient,
  input: UploadAttachmentInput,
  options: UploadOptions = {},
): Promise<Attachment> {
  return withCall(client, options, async ({ client, signal }) => {
    const file = validate(attachmentFileSchema, {
      fileName: fileNameOf(input),
      mimeType: input.mimeType ?? input.file.type,
      sizeBytes: input.file.size,
    });
    const fileName = keySafeFileName(file.fileName);
    // The key-safe name is what the bucket policy checks, so check it too.
    if (hasRefusedExtension(fileName)) {
      throw new TeamboardError({
        code: 'unsupported-file-type',
        message: 'Programs cannot be attached.',
        issues: [{ path: ['fileName'], message: 'Programs cannot be attached.' }],
      });
    }
    const cardId = validate(idSchema, input.cardId);
    const workspaceId =
      input.workspaceId === undefined
        ? await workspaceOf(client, cardId)
        : validate(idSchema, input.workspaceId);
    const id = crypto.randomUUID();
    const objectPath = `${workspaceId}/${cardId}/${id}/${fileName}`;

    await resumableUpload(client, {
      bucket: ATTACHMENTS_BUCKET,
      objectName: objectPath,
      contentType: file.mimeType,
      body: input.file,
      chunkBytes: options.chunkBytes,
      signal,
      onProgress: options.onProgress,
    });

    try {
      if (signal?.aborted === true) throw cancelled(signal);
      const { data: auth } = await client.supabase.auth.getSession();
      return await run(
        client.supabase
          .from('attachments')
          .insert({
            id,
            card_id: cardId,
            object_path: objectPath,
            file_name: fileName,
            mime_type: file.mimeType,
            size_bytes: file.sizeBytes,
            uploaded_by: auth.session?.user.id ?? null,
          })
          .select()
          .single(),
      );
    } catch (error) {
      await client.supabase.storage
        .from(ATTACHMENTS_BUCKET)
        .remove([objectPath])
        .catch(() => undefined);
      throw toTeamboardError(error);
    }
  });
}
