import {
  COVER_IMAGE_MIME_TYPES,
  INLINE_ATTACHMENT_MIME_TYPES,
  REFUSED_ATTACHMENT_EXTENSIONS,
} from '../constants';

const inlineTypes: ReadonlySet<string> = new Set(INLINE_ATTACHMENT_MIME_TYPES);
const coverTypes: ReadonlySet<string> = new Set(COVER_IMAGE_MIME_TYPES);
const refusedExtensions: ReadonlySet<string> = new Set(REFUSED_ATTACHMENT_EXTENSIONS);

/** The part after the last dot, lower-cased; `undefined` for a name without one. */
function extensionOf(fileName: string): string | undefined {
  return /\.([^./\\]+)$/.exec(fileName)?.[1]?.toLowerCase();
}

/** Whether a file name ends in one of {@link REFUSED_ATTACHMENT_EXTENSIONS}. */
export function hasRefusedExtension(fileName: string): boolean {
  const extension = extensionOf(fileName);
  return extension !== undefined && refusedExtensions.has(extension);
}

/**
 * Whether a browser may show an attachment of this media type inline (one of
 * {@link INLINE_ATTACHMENT_MIME_TYPES}); anything else is only ever offered
 * as a download. Parameters (`; charset=…`) and case are ignored.
 *
 * @example
 * if (canShowInline(attachment.mime_type)) preview.src = await getAttachmentUrl(client, attachment);
 *
 * @category Files
 */
export function canShowInline(mimeType: string): boolean {
  return inlineTypes.has(mimeType.split(';', 1)[0]?.trim().toLowerCase() ?? '');
}

/**
 * Whether an attachment of this media type can be a card's cover (one of
 * {@link COVER_IMAGE_MIME_TYPES}); the database refuses any other.
 * Parameters and case are ignored, as the database ignores them.
 *
 * @example
 * const canBeCover = canBeCoverImage(attachment.mime_type);
 *
 * @category Files
 */
export function canBeCoverImage(mimeType: string): boolean {
  return coverTypes.has(mimeType.split(';', 1)[0]?.trim().toLowerCase() ?? '');
}
