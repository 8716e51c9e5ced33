import { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import busboy from 'busboy';
import type { Context } from 'hono';
import type { GatewayEnv } from '../service-contract';
import { errors } from './errors';

/** An upload's bytes and the attributes the client sent with them. */
export interface UploadBody {
  stream: Readable;
  mimetype: string;
  cacheControl: string;
  userMetadata: unknown;
}

function parseMetadata(json: string | undefined): unknown {
  if (json === undefined || json === '') return null;
  try {
    return JSON.parse(json) as unknown;
  } catch {
    throw errors.invalidRequest('metadata is not valid JSON');
  }
}

/**
 * The request body as a Node stream. The HTTP server's own request stream is used when nothing has
 * started reading it: going through the web `Request.body` converts Node → web → Node stream chunk
 * by chunk, which made uploads several times slower than the disk.
 */
export function requestStream(c: Context<GatewayEnv>): Readable {
  const incoming = (c.env as { incoming?: unknown } | undefined)?.incoming;
  if (
    incoming instanceof IncomingMessage &&
    incoming.readableFlowing === null &&
    incoming.listenerCount('data') === 0 &&
    incoming.listenerCount('readable') === 0
  ) {
    return incoming;
  }
  const body = c.req.raw.body;
  return body ? Readable.fromWeb(body as NodeWebStream<Uint8Array>) : Readable.from([]);
}

/**
 * Reads the upload as storage-js sends it: multipart form data (file part
 * under any name, `cacheControl`/`metadata`/`contentType` fields first) or a
 * raw body described by headers. The bytes stay a stream.
 */
export function readUploadBody(c: Context<GatewayEnv>): Promise<UploadBody> {
  const contentType = c.req.header('content-type') ?? '';
  if (!/^multipart\/form-data/i.test(contentType)) {
    const header = c.req.header('x-metadata');
    let metadata: string | undefined;
    if (header) metadata = Buffer.from(header, 'base64').toString('utf8');
    return Promise.resolve({
      stream: requestStream(c),
      mimetype: contentType || 'application/octet-stream',
      cacheControl: c.req.header('cache-control') ?? 'no-cache',
      userMetadata: parseMetadata(metadata),
    });
  }
  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: { 'content-type': contentType }, limits: { files: 1, fields: 20 } });
    } catch {
      reject(errors.invalidRequest('Malformed multipart body'));
      return;
    }
    let settled = false;
    let current: Readable | undefined;
    // A client that disconnects mid-file must fail the upload, not leave it waiting forever.
    const fail = (error: unknown) => {
      const reason = error instanceof Error ? error : new Error(String(error));
      if (!settled) reject(errors.invalidRequest('Malformed multipart body'));
      else current?.destroy(reason);
    };
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (_name, file, info) => {
      settled = true;
      current = file;
      try {
        resolve({
          stream: file,
          mimetype: fields.contentType || info.mimeType || 'application/octet-stream',
          cacheControl: fields.cacheControl ? `max-age=${fields.cacheControl}` : 'no-cache',
          userMetadata: parseMetadata(fields.metadata),
        });
      } catch (error) {
        file.resume();
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
    parser.on('error', fail);
    parser.on('close', () => {
      if (!settled) reject(errors.invalidRequest('No file found in the multipart body'));
    });
    requestStream(c).on('error', fail).pipe(parser);
  });
}
