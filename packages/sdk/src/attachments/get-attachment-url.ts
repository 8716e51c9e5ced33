import { withCall, type CallOptions } from '../call/call-options';
import * as z from 'zod/mini';
import type { TeamboardClient } from '../client';
import { run } from '../run';
import { validate } from '../validate';
import { canShowInline } from './file-rules';
import { ATTACHMENTS_BUCKET } from './upload-attachment';
import type { Attachment } from './types';

export interface AttachmentUrlOptions extends CallOptions {
  /** Seconds the link stays valid; 1 hour by default, at most 7 days. */
  readonly expiresIn?: number | undefined;
  /**
   * Makes the browser save the file instead of showing it: `true` uses its
   * file name, a string names it. Types not in
   * {@link INLINE_ATTACHMENT_MIME_TYPES} are always downloads.
   */
  readonly download?: boolean | string | undefined;
}

export const expiresInSchema = z
  .number({ error: 'expiresIn must be a number of seconds.' })
  .check(
    z.int({ error: 'expiresIn must be a whole number of seconds.' }),
    z.gte(1, { error: 'expiresIn must be at least 1 second.' }),
    z.lte(7 * 24 * 3600, { error: 'expiresIn can be at most 7 days.' }),
  );

/**
 * A signed link to an attachment's file (the bucket is private). Refused
 * with `not-found` for a file the caller cannot read. Only the types of
 * {@link INLINE_ATTACHMENT_MIME_TYPES} may open in the browser; every other
 * file (HTML, SVG, …) is served with `Content-Disposition: attachment`, so
 * it never runs as a page.
 *
 * @example
 * const url = await getAttachmentUrl(client, attachment, { expiresIn: 60 });
 *
 * @category Files
 */
export async function getAttachmentUrl(
  client: TeamboardClient,
  attachment: Pick<Attachment, 'object_path' | 'file_name' | 'mime_type'>,
  options: AttachmentUrlOptions = {},
): Promise<string> {
  return withCall(
    client,
    options,
    async ({ client }) => {
      const expiresIn = validate(expiresInSchema, options.expiresIn ?? 3600);
      const download =
        options.download === true || (options.download === undefined && !canShowInline(attachment.mime_type))
          ? attachment.file_name
          : options.download;
      const data = await run(
        client.supabase.storage
          .from(ATTACHMENTS_BUCKET)
          .createSignedUrl(attachment.object_path, expiresIn, download === undefined ? {} : { download }),
      );
      return data.signedUrl;
    },
    { race: true },
  );
}
