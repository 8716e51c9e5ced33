import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { COVER_THUMBNAIL } from '../constants';
import { expectFound } from '../errors/write-outcome';
import { run } from '../run';
import { idSchema } from '../schemas/fields';
import { validate } from '../validate';
import { expiresInSchema } from './get-attachment-url';
import type { Attachment } from './types';
import { ATTACHMENTS_BUCKET } from './upload-attachment';

export interface CoverThumbnailOptions extends CallOptions {
  /** Seconds the link stays valid; 1 hour by default, at most 7 days. */
  readonly expiresIn?: number | undefined;
}

/**
 * A signed link to the small thumbnail of a cover image ({@link COVER_THUMBNAIL}),
 * rendered by Storage's image transform: a `/storage/v1/render/image/sign/…`
 * URL whose token carries the transformation, so it never serves the full
 * image. Give the attachment (its `object_path`) or, as a card row names its
 * cover, the attachment's id (one extra request to look its path up; a path
 * never changes, so cache the result by id). `not-found` for an attachment
 * the caller cannot read.
 *
 * @example
 * const src = await getCoverThumbnailUrl(client, card.cover_attachment_id);
 *
 * @category Files
 */
export async function getCoverThumbnailUrl(
  client: TeamboardClient,
  attachment: Pick<Attachment, 'object_path'> | string,
  options: CoverThumbnailOptions = {},
): Promise<string> {
  return withCall(
    client,
    options,
    async ({ client }) => {
      const expiresIn = validate(expiresInSchema, options.expiresIn ?? 3600);
      const objectPath =
        typeof attachment === 'string'
          ? expectFound(
              await run(
                client.supabase
                  .from('attachments')
                  .select('object_path')
                  .eq('id', validate(idSchema, attachment))
                  .maybeSingle(),
              ),
              'This attachment does not exist or you cannot see it.',
            ).object_path
          : attachment.object_path;
      const data = await run(
        client.supabase.storage
          .from(ATTACHMENTS_BUCKET)
          .createSignedUrl(objectPath, expiresIn, { transform: { ...COVER_THUMBNAIL } }),
      );
      return data.signedUrl;
    },
    { race: true },
  );
}
