import { toTeamboardError } from '../errors/map-error';
import { TeamboardError } from '../errors/teamboard-error';
import type { StorageTransport } from './supabase-internals';

/** Hosted Supabase accepts exactly 6 MiB TUS chunks (the last one may be shorter). */
export const TUS_CHUNK_BYTES = 6 * 1024 * 1024;
const TUS_VERSION = '1.0.0';
/** Waits before resuming a chunk after a network failure or a 5xx; then the upload fails. */
const RETRY_DELAYS_MS = [500, 1500, 4000];

/** Bytes of one upload that the server has accepted so far. */
export interface UploadProgress {
  readonly loaded: number;
  readonly total: number;
  /** `loaded / total`, 0–1 (1 for an empty file once stored). */
  readonly fraction: number;
}

export interface TusUploadRequest {
  readonly bucket: string;
  readonly objectName: string;
  readonly contentType: string;
  readonly body: Blob;
  readonly upsert: boolean;
  readonly chunkBytes?: number | undefined;
  readonly signal?: AbortSignal | undefined;
  readonly onProgress?: ((progress: UploadProgress) => void) | undefined;
}

function base64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
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

/** A TUS error response carries Storage's JSON error body: map it like a storage-js error. */
async function responseError(response: Response): Promise<TeamboardError> {
  const text = await response.text().catch(() => '');
  let body: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null) body = parsed as Record<string, unknown>;
  } catch {
    // Not JSON (a proxy's page, say): the status alone decides.
  }
  return toTeamboardError({
    __isStorageError: true,
    name: 'StorageApiError',
    message: typeof body.message === 'string' ? body.message : text,
    status: response.status,
    statusCode: typeof body.statusCode === 'string' ? body.statusCode : String(response.status),
    code: typeof body.code === 'string' ? body.code : undefined,
  });
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(cancelled(signal));
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(cancelled(signal));
      },
      { once: true },
    );
  });
}

/**
 * Uploads one object with the TUS resumable protocol Storage serves at
 * `/upload/resumable`. Plain fetch, so it runs the same in browsers and Node
 * and through the client's own fetch; progress is reported per accepted
 * chunk, because fetch has no upload progress. A chunk that fails on the
 * network (or with a 5xx) is resumed from the offset the server reports.
 * The object exists only once the last chunk is accepted; on any failure or
 * abort the upload is terminated, so nothing is left behind.
 */
export async function tusUpload(transport: StorageTransport, request: TusUploadRequest): Promise<void> {
  const { body, signal, onProgress } = request;
  const chunkBytes = request.chunkBytes ?? TUS_CHUNK_BYTES;
  const total = body.size;
  const report = (loaded: number) =>
    onProgress?.({ loaded, total, fraction: total === 0 ? 1 : loaded / total });
  const call = async (url: string, init: RequestInit): Promise<Response> => {
    if (signal?.aborted) throw cancelled(signal);
    try {
      return await transport.fetch(url, { ...init, signal });
    } catch (error) {
      if (signal?.aborted) throw cancelled(signal);
      throw toTeamboardError(error);
    }
  };

  const metadata = [
    ['bucketName', request.bucket],
    ['objectName', request.objectName],
    ['contentType', request.contentType],
    ['cacheControl', '3600'],
  ]
    .map(([key, value]) => `${key ?? ''} ${base64(value ?? '')}`)
    .join(',');
  const created = await call(`${transport.storageUrl}/upload/resumable`, {
    method: 'POST',
    headers: {
      'Tus-Resumable': TUS_VERSION,
      'Upload-Length': String(total),
      'Upload-Metadata': metadata,
      'x-upsert': String(request.upsert),
    },
  });
  if (created.status !== 201) throw await responseError(created);
  const location = created.headers.get('location');
  if (location === null)
    throw new TeamboardError({ code: 'unknown', message: 'The upload could not start.' });
  const uploadUrl = new URL(location, `${transport.storageUrl}/`).href;

  try {
    report(0);
    let offset = 0;
    let failures = 0;
    // A zero-byte file still needs one PATCH: that is what stores the object.
    do {
      const chunk = body.slice(offset, Math.min(offset + chunkBytes, total));
      let response: Response;
      try {
        response = await call(uploadUrl, {
          method: 'PATCH',
          headers: {
            'Tus-Resumable': TUS_VERSION,
            'Upload-Offset': String(offset),
            'Content-Type': 'application/offset+octet-stream',
          },
          body: chunk,
        });
      } catch (error) {
        const retryable = error instanceof TeamboardError && error.code === 'network';
        if (!retryable || failures >= RETRY_DELAYS_MS.length) throw error;
        await sleep(RETRY_DELAYS_MS[failures++] ?? 0, signal);
        offset = await currentOffset(call, uploadUrl);
        continue;
      }
      if (response.status >= 500 && failures < RETRY_DELAYS_MS.length) {
        await sleep(RETRY_DELAYS_MS[failures++] ?? 0, signal);
        offset = await currentOffset(call, uploadUrl);
        continue;
      }
      if (response.status !== 204) throw await responseError(response);
      offset = Number(response.headers.get('upload-offset') ?? offset + chunk.size);
      failures = 0;
      report(offset);
    } while (offset < total);
  } catch (error) {
    // Best effort: the server also expires unfinished uploads.
    await transport
      .fetch(uploadUrl, { method: 'DELETE', headers: { 'Tus-Resumable': TUS_VERSION } })
      .catch(() => undefined);
    throw error;
  }
}

async function currentOffset(
  call: (url: string, init: RequestInit) => Promise<Response>,
  uploadUrl: string,
): Promise<number> {
  const response = await call(uploadUrl, { method: 'HEAD', headers: { 'Tus-Resumable': TUS_VERSION } });
  if (response.status !== 200) throw await responseError(response);
  return Number(response.headers.get('upload-offset') ?? '0');
}
