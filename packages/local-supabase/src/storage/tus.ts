import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Hono, type Context } from 'hono';
import type { GatewayEnv } from '../service-contract';
import { ownerOf, resolveCaller, type Caller } from './caller';
import type { StorageDeps } from './deps';
import { errors, StorageError } from './errors';
import { appendDigested, newDigest, type RunningDigest } from './file-store';
import { validateBucketName, validateKey } from './keys';
import { requestStream } from './upload-body';
import { commitUpload, prepareUpload, type PreparedUpload } from './upload';

const TUS_VERSION = '1.0.0';
// How long an unfinished upload can be resumed, as Supabase keeps them (24 h).
const UPLOAD_LIFETIME_MS = 24 * 3600 * 1000;

interface ResumableUpload {
  prepared: PreparedUpload;
  caller: Caller;
  length: number;
  offset: number;
  file: string;
  /** The MD5 of the bytes received so far, carried from chunk to chunk so completing needs no second read. */
  digest: RunningDigest;
  busy: boolean;
  expiresAt: number;
}

function parseMetadata(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of (header ?? '').split(',')) {
    const [name, value] = pair.trim().split(' ');
    if (!name) continue;
    out[name] = value ? Buffer.from(value, 'base64').toString('utf8') : '';
  }
  return out;
}

const tusHeaders = (extra: Record<string, string> = {}) => ({
  'Tus-Resumable': TUS_VERSION,
  'Cache-Control': 'no-store',
  ...extra,
});

function fail(c: Context<GatewayEnv>, error: unknown, log: StorageDeps['ctx']['log']): Response {
  const e = error instanceof StorageError ? error : errors.internal();
  if (!(error instanceof StorageError)) log.error('resumable upload failed', error);
  if (c.req.method === 'HEAD') return new Response(null, { status: e.status, headers: tusHeaders() });
  // tus clients read the real status from the response, so it goes there, with Storage's body.
  return new Response(JSON.stringify(e.body()), {
    status: e.status,
    headers: tusHeaders({ 'Content-Type': 'application/json' }),
  });
}

const tusError = (status: number, message: string) =>
  new StorageError('InvalidRequest', status, 'Invalid Request', message, status);

/**
 * The digest carried through the chunks, or, when a failed write left the file and the digest
 * apart, one read of the file.
 */
async function completedMd5(upload: ResumableUpload): Promise<string> {
  if (upload.digest.bytes === upload.length) return upload.digest.hash.digest('hex');
  const hash = createHash('md5');
  await pipeline(createReadStream(upload.file), hash);
  return hash.digest('hex');
}

/** The TUS 1.0 resumable upload protocol (creation, termination) Storage serves at `/upload/resumable`. */
export function tusRoutes(deps: StorageDeps): { app: Hono<GatewayEnv>; clear(): void } {
  const { ctx, files } = deps;
  const uploads = new Map<string, ResumableUpload>();
  const app = new Hono<GatewayEnv>();

  const find = async (c: Context<GatewayEnv>): Promise<ResumableUpload> => {
    const caller = await resolveCaller(c, ctx);
    const upload = uploads.get(c.req.param('id') ?? '');
    // Someone else's upload id is answered as unknown.
    if (!upload || upload.expiresAt < Date.now() || upload.caller.claims.sub !== caller.claims.sub) {
      throw tusError(404, 'Upload not found');
    }
    return upload;
  };

  app.post('/', async (c) => {
    try {
      if (c.req.header('tus-resumable') !== TUS_VERSION) throw tusError(412, 'Unsupported TUS version');
      const caller = await resolveCaller(c, ctx);
      const lengthHeader = c.req.header('upload-length') ?? '';
      if (!/^\d{1,15}$/.test(lengthHeader)) throw tusError(400, 'Upload-Length is required');
      const length = Number(lengthHeader);
      const meta = parseMetadata(c.req.header('upload-metadata'));
      const bucket = validateBucketName(meta.bucketName ?? '');
      const key = validateKey(meta.objectName ?? '');
      let userMetadata: unknown = null;
      if (meta.metadata) {
        try {
          userMetadata = JSON.parse(meta.metadata);
        } catch {
          throw errors.invalidRequest('metadata is not valid JSON');
        }
      }
      const upsert = c.req.header('x-upsert')?.toLowerCase() === 'true';
      const prepared = await prepareUpload(
        ctx,
        c,
        { bucket, key, caller, owner: ownerOf(caller), upsert },
        {
          mimetype: meta.contentType || 'application/octet-stream',
          cacheControl: meta.cacheControl ? `max-age=${meta.cacheControl}` : 'no-cache',
          userMetadata,
          declaredSize: length,
        },
        upsert ? 'storage.object.upload_update' : 'storage.object.upload',
      );
      const id = randomBytes(18).toString('base64url');
      const file = join(files.root, '.staging', `tus-${id}`);
      await writeFile(file, '');
      uploads.set(id, {
        prepared,
        caller,
        length,
        offset: 0,
        file,
        digest: newDigest(),
        busy: false,
        expiresAt: Date.now() + UPLOAD_LIFETIME_MS,
      });
      const location = `${ctx.urls.api}/storage/v1/upload/resumable/${id}`;
      return new Response(null, { status: 201, headers: tusHeaders({ Location: location }) });
    } catch (error) {
      return fail(c, error, ctx.log);
    }
  });

  // Hono answers HEAD with the GET route, without the body.
  app.get('/:id', async (c) => {
    try {
      const upload = await find(c);
      return new Response(null, {
        status: 200,
        headers: tusHeaders({
          'Upload-Offset': String(upload.offset),
          'Upload-Length': String(upload.length),
        }),
      });
    } catch (error) {
      return fail(c, error, ctx.log);
    }
  });

  app.patch('/:id', async (c) => {
    try {
      if (c.req.header('tus-resumable') !== TUS_VERSION) throw tusError(412, 'Unsupported TUS version');
      if (c.req.header('content-type') !== 'application/offset+octet-stream') {
        throw tusError(415, 'Content-Type must be application/offset+octet-stream');
      }
      const upload = await find(c);
      if (upload.busy) throw tusError(423, 'Upload is in use');
      if (Number(c.req.header('upload-offset')) !== upload.offset)
        throw tusError(409, 'Upload-Offset does not match');
      upload.busy = true;
      try {
        await appendDigested(
          upload.file,
          requestStream(c),
          upload.length - upload.offset,
          upload.digest,
          () => tusError(413, 'More bytes than Upload-Length'),
        );
      } catch (error) {
        // What reached the disk counts: the client resumes from there.
        upload.offset = (await stat(upload.file)).size;
        if (error instanceof StorageError) throw error;
        return new Response(null, {
          status: 204,
          headers: tusHeaders({ 'Upload-Offset': String(upload.offset) }),
        });
      } finally {
        upload.busy = false;
      }
      upload.offset = (await stat(upload.file)).size;
      if (upload.offset === upload.length) {
        const id = c.req.param('id');
        uploads.delete(id);
        await commitUpload(ctx, files, c, upload.prepared, {
          path: upload.file,
          size: upload.length,
          md5: await completedMd5(upload),
        });
      }
      return new Response(null, {
        status: 204,
        headers: tusHeaders({ 'Upload-Offset': String(upload.offset) }),
      });
    } catch (error) {
      return fail(c, error, ctx.log);
    }
  });

  app.delete('/:id', async (c) => {
    try {
      const upload = await find(c);
      uploads.delete(c.req.param('id'));
      await rm(upload.file, { force: true });
      return new Response(null, { status: 204, headers: tusHeaders() });
    } catch (error) {
      return fail(c, error, ctx.log);
    }
  });

  return { app, clear: () => uploads.clear() };
}
