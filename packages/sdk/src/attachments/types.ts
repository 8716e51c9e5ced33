import type { CallOptions } from '../call/call-options';
import type { Tables } from '../database.types';
import type { UploadProgress } from '../storage/resumable-upload';

/** An attachment row: `object_path` is the key in the private `attachments` bucket. */
// An interface, not an alias: the reference then shows `Attachment` instead of spelling out the row.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the row is the whole type
export interface Attachment extends Tables<'attachments'> {}

export interface UploadAttachmentInput {
  readonly cardId: string;
  /** The card's workspace; looked up from the card when omitted (one extra request). */
  readonly workspaceId?: string | undefined;
  /** A browser `File`, or any `Blob` with `fileName` given. */
  readonly file: Blob;
  /** Defaults to `file.name` for a `File`. */
  readonly fileName?: string | undefined;
  /** Defaults to `file.type`. */
  readonly mimeType?: string | undefined;
}

export interface UploadOptions extends CallOptions {
  /** Called as the server accepts each chunk, from `loaded: 0` to `loaded: total`. */
  readonly onProgress?: ((progress: UploadProgress) => void) | undefined;
  /** Aborting cancels the upload and removes whatever was stored; the call rejects with `timeout` (reason `aborted`). */
  readonly signal?: AbortSignal | undefined;
  /** TUS chunk size in bytes; 6 MiB by default, the only size hosted Supabase accepts. */
  readonly chunkBytes?: number | undefined;
}
