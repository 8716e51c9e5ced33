import type * as TusModule from 'tus-js-client';
import type { UploadOptions as TusOptions } from 'tus-js-client';
import type { TeamboardClient } from '../client';
import { toTeamboardError } from '../errors/map-error';
import { TeamboardError } from '../errors/teamboard-error';

/** Hosted Supabase accepts exactly 6 MiB TUS chunks (the last one may be shorter). */
export const TUS_CHUNK_BYTES = 6 * 1024 * 1024;
/** Waits before resuming a chunk after a network failure or a 5xx; then the upload fails. */
const RETRY_DELAYS_MS = [500, 1500, 4000];

/** Bytes of one upload that the server has accepted so far. */
export interface UploadProgress {
  readonly loaded: number;
  readonly total: number;
  /** `loaded / total`, 0–1 (1 for an empty file once stored). */
  readonly fraction: number;
}

export interface ResumableUploadRequest {
  readonly bucket: string;
  readonly objectName: string;
  readonly contentType: string;
  readonly body: Blob;
  readonly chunkBytes?: number | undefined;
  readonly signal?: AbortSignal | undefined;
  readonly onProgress?: ((progress: UploadProgress) => void) | undefined;
}

/** What a cancelled upload rejects with: `timeout`, as every aborted request does, with reason `aborted`. */
export function cancelled(signal: AbortSignal | undefined): TeamboardError {
  return new TeamboardError({
    code: 'timeout',
    message: 'The upload was cancelled.',
    reason: 'aborted',
    cause: signal?.reason,
  });
}

/**
 * `<project>/storage/v1`, read through supabase-js's public API: a public
 * object URL is `<storage>/object/public/<bucket>/<path>`. Works for clients
 * made by `createTeamboardClient` and for wrapped ones alike.
 */
function storageUrl(client: TeamboardClient, bucket: string): string {
  const { publicUrl } = client.supabase.storage.from(bucket).getPublicUrl('x').data;
  return publicUrl.slice(0, publicUrl.lastIndexOf('/object/public/'));
}

/**
 * The upload's bytes as tus-js-client reads them: slices of the Blob as
 * bytes, which both its browser (XHR) and its Node (http) transport send.
 * Its own Node reader takes only Buffers and streams, not a Blob or File.
 */
const blobReader: NonNullable<TusOptions['fileReader']> = {
  openFile: (input: Blob) =>
    Promise.resolve({
      size: input.size,
      slice: async (start: number, end: number) => {
        const bytes = new Uint8Array(await input.slice(start, end).arrayBuffer());
        // tus-js-client counts a slice by its `size`, as on a Blob.
        return { value: Object.assign(bytes, { size: bytes.length }), done: end >= input.size };
      },
      close: () => undefined,
    }),
};

/**
 * tus-js-client is loaded on the first resumable upload, not with the SDK: an app that imports
 * anything else from the module this file is bundled into (an avatar's URL, say) does not ship it.
 */
let tus: Promise<typeof TusModule> | undefined;
const loadTus = (): Promise<typeof TusModule> => (tus ??= import('tus-js-client'));

/** A failed TUS request carries Storage's JSON error body: map it like a storage-js error. */
function uploadError(error: unknown, DetailedError: typeof TusModule.DetailedError): TeamboardError {
  if (error instanceof TeamboardError) return error;
  const response = error instanceof DetailedError ? error.originalResponse : null;
  if (response === null) {
    const cause = error instanceof DetailedError ? error.causingError : error;
    const mapped = toTeamboardError(cause);
    return mapped.code === 'unknown'
      ? new TeamboardError({ code: 'network', message: 'The upload could not reach the server.', cause })
      : mapped;
  }
  const text = response.getBody();
  let body: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null) body = parsed as Record<string, unknown>;
  } catch {
    // Not JSON (a proxy's page, say): the status alone decides.
  }
  const status = response.getStatus();
  return toTeamboardError({
    __isStorageError: true,
    name: 'StorageApiError',
    message: typeof body.message === 'string' ? body.message : text,
    status,
    statusCode: typeof body.statusCode === 'string' ? body.statusCode : String(status),
    code: typeof body.code === 'string' ? body.code : undefined,
  });
}

/**
 * Stores one new object with the TUS resumable protocol Storage serves at
 * `/upload/resumable` (tus-js-client, as Supabase documents), as the signed-in
 * user: each request carries the session's current access token, so a long
 * upload survives a token refresh. Progress is reported per accepted chunk.
 * A chunk that fails on the network (or with a 5xx) is resumed from the
 * offset the server reports. The object exists only once the last chunk is
 * accepted; on any failure or abort the upload is terminated, so nothing is
 * left behind.
 */
export async function resumableUpload(
  client: TeamboardClient,
  request: ResumableUploadRequest,
): Promise<void> {
  const { body, signal, onProgress } = request;
  const total = body.size;
  const report = (loaded: number) =>
    onProgress?.({ loaded, total, fraction: total === 0 ? 1 : loaded / total });
  if (signal?.aborted) throw cancelled(signal);

  if (total === 0) {
    // Nothing to resume: TUS would create the upload and never send a chunk, so store it in one go.
    const { error } = await client.supabase.storage
      .from(request.bucket)
      .upload(request.objectName, body, { contentType: request.contentType, upsert: false });
    if (error) throw toTeamboardError(error);
    report(0);
    return;
  }

  const { DetailedError, Upload } = await loadTus();
  if (signal?.aborted) throw cancelled(signal);
  await new Promise<void>((resolve, reject) => {
    let settled = false;
    const upload = new Upload(body, {
      endpoint: `${storageUrl(client, request.bucket)}/upload/resumable`,
      chunkSize: request.chunkBytes ?? TUS_CHUNK_BYTES,
      retryDelays: RETRY_DELAYS_MS,
      metadata: {
        bucketName: request.bucket,
        objectName: request.objectName,
        contentType: request.contentType,
        cacheControl: '3600',
      },
      headers: { 'x-upsert': 'false' },
      fileReader: blobReader,
      // A new object each time: nothing to resume from an earlier run, nothing kept in localStorage.
      storeFingerprintForResuming: false,
      onBeforeRequest: async (req) => {
        const { data } = await client.supabase.auth.getSession();
        const token = data.session?.access_token;
        if (token !== undefined) req.setHeader('Authorization', `Bearer ${token}`);
      },
      onChunkComplete: (_chunk, accepted) => {
        if (!settled) report(accepted);
      },
      onSuccess: () => {
        settled = true;
        signal?.removeEventListener('abort', onAbort);
        resolve();
      },
      onError: (error) => {
        settled = true;
        signal?.removeEventListener('abort', onAbort);
        // Best effort: the server also expires unfinished uploads.
        const terminated = upload.url === null ? Promise.resolve() : upload.abort(true);
        void terminated.catch(() => undefined).then(() => reject(uploadError(error, DetailedError)));
      },
    });
    function onAbort() {
      if (settled) return;
      settled = true;
      void upload
        .abort(true)
        .catch(() => undefined)
        .then(() => reject(cancelled(signal)));
    }
    signal?.addEventListener('abort', onAbort, { once: true });
    report(0);
    upload.start();
  });
}
