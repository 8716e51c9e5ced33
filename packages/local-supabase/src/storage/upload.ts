import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import type { Queryable } from '../db/database';
import type { GatewayEnv, ServiceContext } from '../service-contract';
import { asCaller, checkAsCaller, type Caller } from './caller';
import { findBucket, findObject, type BucketRow, type ObjectMetadata } from './buckets-db';
import { errors, fromDatabaseError } from './errors';
import type { FileStore, StagedFile } from './file-store';
import type { UploadBody } from './upload-body';

export interface UploadTarget {
  bucket: string;
  key: string;
  /** Whose policies decide (service_role for signed upload URLs). */
  caller: Caller;
  /** Recorded as `owner` / `owner_id`. */
  owner: { owner: string | null; ownerId: string | null };
  upsert: boolean;
}

const PLACEHOLDER = '.emptyFolderPlaceholder';

/** `image/*` and `image/png` style entries, compared on the base type without parameters. */
export function checkMimeType(bucket: BucketRow, key: string, mimetype: string): void {
  const allowed = bucket.allowed_mime_types;
  if (!allowed || allowed.length === 0 || key.endsWith(PLACEHOLDER)) return;
  const base = (mimetype.split(';')[0] ?? '').trim().toLowerCase();
  const [type, sub] = base.split('/');
  const ok = allowed.some((entry) => {
    const [allowedType, allowedSub] = entry.trim().toLowerCase().split('/');
    return allowedType === type && (allowedSub === '*' || allowedSub === sub);
  });
  if (!ok || !sub) throw errors.invalidMime(mimetype);
}

export function sizeLimit(ctx: ServiceContext, bucket: BucketRow, key: string): number {
  if (key.endsWith(PLACEHOLDER)) return ctx.config.storage.fileSizeLimit;
  return Math.min(ctx.config.storage.fileSizeLimit, bucket.file_size_limit ?? Infinity);
}

async function writeRow(
  tx: Queryable,
  target: UploadTarget,
  id: string,
  version: string,
  metadata: Partial<ObjectMetadata>,
  userMetadata: unknown,
): Promise<void> {
  // No RETURNING: a plain upload needs only an INSERT policy, as on Supabase.
  await tx.query(
    `insert into storage.objects as o (id, bucket_id, name, owner, owner_id, metadata, user_metadata, version)
     values ($1, $2, $3, $4, $5, $6, $7, $8)
     ${
       target.upsert
         ? `on conflict (bucket_id, name) do update set owner = excluded.owner, owner_id = excluded.owner_id,
              metadata = excluded.metadata, user_metadata = excluded.user_metadata, version = excluded.version,
              updated_at = now(), last_accessed_at = now()`
         : ''
     }`,
    [
      id,
      target.bucket,
      target.key,
      target.owner.owner,
      target.owner.ownerId,
      JSON.stringify(metadata),
      JSON.stringify(userMetadata ?? null),
      version,
    ],
  );
}

/** An upload whose bytes are being received: what was checked before any byte was accepted. */
export interface PreparedUpload {
  target: UploadTarget;
  id: string;
  version: string;
  limit: number;
  mimetype: string;
  cacheControl: string;
  userMetadata: unknown;
  operation: string;
  /** The version this upload replaces, whose file goes once the new one is committed. */
  replaces: string | null;
}

/**
 * Runs every check Storage runs before accepting bytes: bucket, mime type,
 * declared size and the caller's policies (a rolled-back INSERT / upsert).
 */
export async function prepareUpload(
  ctx: ServiceContext,
  c: Context<GatewayEnv>,
  target: UploadTarget,
  attrs: { mimetype: string; cacheControl: string; userMetadata: unknown; declaredSize?: number },
  operation: string,
): Promise<PreparedUpload> {
  const bucket = await findBucket(ctx.db, target.bucket);
  checkMimeType(bucket, target.key, attrs.mimetype);
  const limit = sizeLimit(ctx, bucket, target.key);
  if (attrs.declaredSize !== undefined && attrs.declaredSize > limit) throw errors.tooLarge();
  const existing = await findObject(ctx.db, target.bucket, target.key);
  const prepared: PreparedUpload = {
    target,
    id: target.upsert && existing ? existing.id : randomUUID(),
    version: randomUUID(),
    limit,
    mimetype: attrs.mimetype,
    cacheControl: attrs.cacheControl,
    userMetadata: attrs.userMetadata,
    operation,
    replaces: target.upsert ? (existing?.version ?? null) : null,
  };
  await checkAsCaller(ctx, target.caller, c, operation, (tx) =>
    writeRow(tx, target, prepared.id, prepared.version, { mimetype: attrs.mimetype }, attrs.userMetadata),
  ).catch((error: unknown) => {
    throw fromDatabaseError(error);
  });
  return prepared;
}

/**
 * Writes the row as the caller and moves the staged file in place before
 * committing, so a refused upload leaves neither a row nor a file. The
 * staged file is consumed either way.
 */
export async function commitUpload(
  ctx: ServiceContext,
  files: FileStore,
  c: Context<GatewayEnv>,
  upload: PreparedUpload,
  staged: StagedFile,
): Promise<{ id: string }> {
  const { target, version } = upload;
  const metadata: ObjectMetadata = {
    eTag: `"${staged.md5}"`,
    size: staged.size,
    mimetype: upload.mimetype,
    cacheControl: upload.cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: staged.size,
    httpStatusCode: 200,
  };
  let placed = false;
  try {
    await asCaller(ctx, target.caller, c, upload.operation, async (tx) => {
      // A finished upload without user metadata records `{}`, as Storage does (info() shows it).
      await writeRow(tx, target, upload.id, version, metadata, upload.userMetadata ?? {});
      await files.place(staged, target.bucket, target.key, version);
      placed = true;
    });
  } catch (error) {
    if (placed) await files.remove(target.bucket, target.key, version);
    else await files.discard(staged);
    throw fromDatabaseError(error);
  }
  if (upload.replaces) await files.remove(target.bucket, target.key, upload.replaces);
  return { id: upload.id };
}

/** A whole upload in one request: check, stream to staging, commit. */
export async function storeUpload(
  ctx: ServiceContext,
  files: FileStore,
  c: Context<GatewayEnv>,
  target: UploadTarget,
  body: UploadBody,
  operation: string,
): Promise<{ id: string }> {
  let upload: PreparedUpload;
  try {
    const raw = !/^multipart\//i.test(c.req.header('content-type') ?? '');
    const declared = Number(c.req.header('content-length'));
    upload = await prepareUpload(
      ctx,
      c,
      target,
      { ...body, ...(raw && Number.isFinite(declared) ? { declaredSize: declared } : {}) },
      operation,
    );
  } catch (error) {
    body.stream.resume();
    throw error;
  }
  const staged = await files.stage(body.stream, upload.limit);
  return commitUpload(ctx, files, c, upload, staged);
}
