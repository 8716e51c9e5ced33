import * as z from 'zod/mini';
import { AVATAR_MIME_TYPES, LIMITS, REFUSED_ATTACHMENT_MIME_TYPES, TEXT_LIMITS } from '../constants';
import { hasRefusedExtension } from '../attachments/file-rules';
import { idSchema } from './fields';
import { boundedText } from './text';

/**
 * Issue `params` read by the error mapper: a file that is too big or of the
 * wrong type is its own catalogue code, not a generic `validation`.
 */
export const PAYLOAD_TOO_LARGE = { teamboardCode: 'payload-too-large' } as const;
export const UNSUPPORTED_FILE_TYPE = { teamboardCode: 'unsupported-file-type' } as const;

function megabytes(bytes: number): string {
  return `${String(bytes / (1024 * 1024))} MB`;
}

/**
 * Lower-cased, parameters (`; charset=…`) dropped; an unknown type is what
 * browsers report as `''`, stored as `application/octet-stream`.
 */
export const mimeTypeSchema = z
  .pipe(
    z.pipe(
      z.string({ error: 'File type must be text.' }),
      z.transform((value: string) => value.split(';', 1)[0]?.trim().toLowerCase() ?? ''),
    ),
    z.transform((value: string) => (value === '' ? 'application/octet-stream' : value)),
  )
  .check(
    z.refine((value) => /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+$/.test(value), {
      error: 'File type is not a valid media type.',
      params: UNSUPPORTED_FILE_TYPE,
    }),
  );

/** A name, not a path: the storage key is built from ids and this name. */
export const fileNameSchema = boundedText('File name', TEXT_LIMITS.fileName).check(
  z.refine(
    // eslint-disable-next-line no-control-regex -- NUL is exactly what must be refused
    (value) => !/[/\\\u0000]/.test(value) && value !== '.' && value !== '..',
    { error: 'File name must not contain /, \\ or NUL.' },
  ),
);

function sizeSchema(maxBytes: number, what: string) {
  return z.number({ error: 'File size must be a number.' }).check(
    z.int({ error: 'File size must be a whole number of bytes.' }),
    z.gte(0, { error: 'File size cannot be negative.' }),
    z.refine((value) => value <= maxBytes, {
      error: `${what} can be at most ${megabytes(maxBytes)}.`,
      params: PAYLOAD_TOO_LARGE,
    }),
  );
}

const refusedTypes: ReadonlySet<string> = new Set(REFUSED_ATTACHMENT_MIME_TYPES);

/** What the client knows about a file before uploading it as an attachment. */
export const attachmentFileSchema = z.object({
  fileName: fileNameSchema.check(
    z.refine((value) => !hasRefusedExtension(value), {
      error: 'Programs cannot be attached.',
      params: UNSUPPORTED_FILE_TYPE,
    }),
  ),
  mimeType: mimeTypeSchema.check(
    z.refine((value) => !refusedTypes.has(value), {
      error: 'Programs cannot be attached.',
      params: UNSUPPORTED_FILE_TYPE,
    }),
  ),
  sizeBytes: sizeSchema(LIMITS.attachmentBytes, 'Attachments'),
});

const avatarTypes: ReadonlySet<string> = new Set(AVATAR_MIME_TYPES);

export const avatarFileSchema = z.object({
  mimeType: z.pipe(
    mimeTypeSchema.check(
      z.refine((value) => avatarTypes.has(value), {
        error: 'Avatars must be PNG, JPEG or WebP images.',
        params: UNSUPPORTED_FILE_TYPE,
      }),
    ),
    z.transform((value: string) => value as (typeof AVATAR_MIME_TYPES)[number]),
  ),
  sizeBytes: sizeSchema(LIMITS.avatarBytes, 'Avatars'),
});

/** What the client knows about a file before sending it to `import-board`. */
export const importFileSchema = z.object({
  fileName: fileNameSchema,
  sizeBytes: sizeSchema(LIMITS.importFileBytes, 'An import file'),
});

/** The row the SDK records for an attachment, once its object is stored. */
export const createAttachmentInput = z.extend(attachmentFileSchema, { cardId: idSchema });

/** The shape of a browser `File` (or anything alike) that {@link describeFile} reads. */
export interface FileLike {
  readonly name: string;
  readonly type: string;
  readonly size: number;
}

/** Turns a `File` into the input of {@link attachmentFileSchema} / {@link avatarFileSchema}. */
export function describeFile(file: FileLike): { fileName: string; mimeType: string; sizeBytes: number } {
  return { fileName: file.name, mimeType: file.type, sizeBytes: file.size };
}

export type AttachmentFile = z.output<typeof attachmentFileSchema>;
export type AvatarFile = z.output<typeof avatarFileSchema>;
export type CreateAttachmentInput = z.output<typeof createAttachmentInput>;
