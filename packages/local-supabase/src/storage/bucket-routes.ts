import { parseSize } from '../project/project-config';
import { bucketJson, bucketListJson } from './bucket-json';
import { asCaller, ownerOf, resolveCaller, serviceCaller } from './caller';
import { findBucket, selectBuckets, type ObjectRow } from './buckets-db';
import { readJsonObject, optionalString, requiredString, type RouteHandler, type StorageDeps } from './deps';
import { errors, fromDatabaseError } from './errors';
import { bucketParam, validateBucketName } from './keys';

const MIME_PATTERN = /^[a-z0-9.+-]+\/([a-z0-9.+-]+|\*)$/i;

function fileSizeLimit(value: unknown): number | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return value;
  if (typeof value === 'string') {
    const bytes = parseSize(value, -1);
    if (bytes >= 0) return bytes;
  }
  throw errors.invalidRequest('file_size_limit must be a number of bytes or a size like "20MB"');
}

function mimeTypes(value: unknown): string[] | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  if (
    !Array.isArray(value) ||
    !value.every((v): v is string => typeof v === 'string' && MIME_PATTERN.test(v))
  ) {
    throw errors.invalidRequest('allowed_mime_types must be a list of mime types like "image/*"');
  }
  return value;
}

function publicFlag(value: unknown): boolean | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') throw errors.invalidRequest('body/public must be boolean');
  return value;
}

const SORT_COLUMNS = new Set(['id', 'name', 'created_at', 'updated_at']);

export const listBuckets: RouteHandler = async (c, { ctx }) => {
  const caller = await resolveCaller(c, ctx);
  const limit = Math.min(Math.max(Number(c.req.query('limit') ?? 1000) || 0, 0), 10_000);
  const offset = Math.max(Number(c.req.query('offset') ?? 0) || 0, 0);
  const column = c.req.query('sortColumn') ?? 'name';
  const order = (c.req.query('sortOrder') ?? 'asc').toLowerCase() === 'desc' ? 'desc' : 'asc';
  if (!SORT_COLUMNS.has(column)) throw errors.invalidRequest(`Invalid sortColumn ${column}`);
  const search = c.req.query('search') ?? '';
  const rows = await asCaller(ctx, caller, c, 'storage.bucket.list', (tx) =>
    selectBuckets(
      tx,
      `name ilike '%' || $1 || '%' order by ${column} ${order} limit ${limit} offset ${offset}`,
      [search.replace(/[\\%_]/g, (ch) => `\\${ch}`)],
    ),
  ).catch((e: unknown) => {
    throw fromDatabaseError(e);
  });
  return c.json(rows.map(bucketListJson));
};

export const getBucket: RouteHandler = async (c, { ctx }, rawId) => {
  const id = bucketParam(rawId);
  const caller = await resolveCaller(c, ctx);
  const [bucket] = await asCaller(ctx, caller, c, 'storage.bucket.get', (tx) =>
    selectBuckets(tx, 'id = $1', [id]),
  ).catch((e: unknown) => {
    throw fromDatabaseError(e);
  });
  if (!bucket) throw errors.noSuchBucket();
  return c.json(bucketJson(bucket));
};

export const createBucket: RouteHandler = async (c, { ctx }) => {
  const caller = await resolveCaller(c, ctx);
  const body = await readJsonObject(c);
  const name = validateBucketName(requiredString(body, 'name'));
  const id = validateBucketName(optionalString(body, 'id') ?? name);
  const { owner, ownerId } = ownerOf(caller);
  try {
    await asCaller(ctx, caller, c, 'storage.bucket.create', (tx) =>
      tx.query(
        `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [
          id,
          name,
          owner,
          ownerId,
          publicFlag(body.public) ?? false,
          fileSizeLimit(body.file_size_limit) ?? null,
          mimeTypes(body.allowed_mime_types) ?? null,
        ],
      ),
    );
  } catch (error) {
    throw fromDatabaseError(error);
  }
  return c.json({ name: id });
};

export const updateBucket: RouteHandler = async (c, { ctx }, rawId) => {
  const id = bucketParam(rawId);
  const caller = await resolveCaller(c, ctx);
  const body = await readJsonObject(c);
  const sets: string[] = [];
  const params: unknown[] = [id];
  const set = (column: string, value: unknown) => {
    if (value === undefined) return;
    params.push(value);
    sets.push(`${column} = $${params.length}`);
  };
  set('public', publicFlag(body.public));
  set('file_size_limit', fileSizeLimit(body.file_size_limit));
  set('allowed_mime_types', mimeTypes(body.allowed_mime_types));
  sets.push('updated_at = now()');
  const updated = await asCaller(ctx, caller, c, 'storage.bucket.update', (tx) =>
    tx.query(`update storage.buckets set ${sets.join(', ')} where id = $1`, params),
  ).catch((e: unknown) => {
    throw fromDatabaseError(e);
  });
  if (updated.affectedRows === 0) throw errors.noSuchBucket();
  return c.json({ message: 'Successfully updated' });
};

/** Deletes the bucket's objects the caller may delete, then their files. */
export async function deleteObjectsWhere(
  deps: StorageDeps,
  c: Parameters<RouteHandler>[0],
  caller: Awaited<ReturnType<typeof resolveCaller>>,
  where: string,
  params: unknown[],
): Promise<ObjectRow[]> {
  const rows = await asCaller(deps.ctx, caller, c, 'storage.object.delete', async (tx) => {
    const { rows } = await tx.query<ObjectRow>(
      `delete from storage.objects where ${where} returning *`,
      params,
    );
    return rows;
  }).catch((e: unknown) => {
    throw fromDatabaseError(e);
  });
  for (const row of rows) if (row.version) await deps.files.remove(row.bucket_id, row.name, row.version);
  return rows;
}

/**
 * Only the service role may empty a bucket; it then loses every object, whoever owns it.
 * Storage queues the deletion; here it is done before answering, with Storage's answer.
 */
export const emptyBucket: RouteHandler = async (c, deps, rawId) => {
  const id = bucketParam(rawId);
  const caller = await resolveCaller(c, deps.ctx);
  if (caller.role !== 'service_role') throw errors.invalidRole();
  await findBucket(deps.ctx.db, id);
  await deleteObjectsWhere(deps, c, serviceCaller, 'bucket_id = $1', [id]);
  return c.json({ message: 'Empty bucket has been queued. Completion may take up to an hour.' });
};

export const deleteBucket: RouteHandler = async (c, { ctx }, rawId) => {
  const id = bucketParam(rawId);
  const caller = await resolveCaller(c, ctx);
  await findBucket(ctx.db, id);
  const { rows } = await ctx.db.query('select 1 from storage.objects where bucket_id = $1 limit 1', [id]);
  if (rows.length > 0) throw errors.notEmpty();
  const deleted = await asCaller(ctx, caller, c, 'storage.bucket.delete', (tx) =>
    tx.query('delete from storage.buckets where id = $1', [id]),
  ).catch((e: unknown) => {
    if (e && typeof e === 'object' && (e as { code?: unknown }).code === '23503') throw errors.notEmpty();
    throw fromDatabaseError(e);
  });
  if (deleted.affectedRows === 0) throw errors.noSuchBucket();
  return c.json({ message: 'Successfully deleted' });
};
