import { randomUUID } from 'node:crypto';
import { asCaller, ownerOf, resolveCaller, type Caller } from './caller';
import { deleteObjectsWhere } from './bucket-routes';
import { findBucket, findObject, OBJECT_COLUMNS, type ObjectRow } from './buckets-db';
import { readJsonObject, optionalString, requiredString, type RouteHandler, type StorageDeps } from './deps';
import { objectInfo, serveObject } from './download';
import { errors, fromDatabaseError } from './errors';
import { bucketParam, parseObjectPath, validateBucketName, validateKey } from './keys';
import { readUploadBody } from './upload-body';
import { storeUpload } from './upload';

const isUpsert = (header: string | undefined) => header?.toLowerCase() === 'true';

function rethrow(error: unknown): never {
  throw fromDatabaseError(error);
}

/** POST (x-upsert decides) or PUT (always replaces) `/object/{bucket}/{key}`. */
export const uploadObject: RouteHandler = async (c, deps, path) => {
  const { bucket, key } = parseObjectPath(path);
  const caller = await resolveCaller(c, deps.ctx);
  const upsert = c.req.method === 'PUT' || isUpsert(c.req.header('x-upsert'));
  await findBucket(deps.ctx.db, bucket);
  const body = await readUploadBody(c);
  const { id } = await storeUpload(
    deps.ctx,
    deps.files,
    c,
    { bucket, key, caller, owner: ownerOf(caller), upsert },
    body,
    upsert ? 'storage.object.upload_update' : 'storage.object.upload',
  );
  return c.json({ Id: id, Key: `${bucket}/${key}` });
};

/**
 * The object as the caller may read it: public buckets are readable by
 * anyone, private ones through the SELECT policy.
 */
export async function readableObject(
  deps: StorageDeps,
  c: Parameters<RouteHandler>[0],
  caller: Caller,
  bucketId: string,
  key: string,
  operation: string,
): Promise<ObjectRow> {
  const bucket = await findBucket(deps.ctx.db, bucketId);
  const object = bucket.public
    ? await findObject(deps.ctx.db, bucketId, key)
    : await asCaller(deps.ctx, caller, c, operation, (tx) => findObject(tx, bucketId, key)).catch(rethrow);
  if (!object) throw errors.noSuchKey();
  return object;
}

export const downloadObject: RouteHandler = async (c, deps, path) => {
  const { bucket, key } = parseObjectPath(path);
  const caller = await resolveCaller(c, deps.ctx);
  return serveObject(c, deps.files, await readableObject(deps, c, caller, bucket, key, 'storage.object.get'));
};

export const downloadPublicObject: RouteHandler = async (c, deps, path) => {
  const { bucket, key } = parseObjectPath(path);
  const row = await findBucket(deps.ctx.db, bucket);
  if (!row.public) throw errors.noSuchBucket();
  const object = await findObject(deps.ctx.db, bucket, key);
  if (!object) throw errors.noSuchKey();
  return serveObject(c, deps.files, object);
};

export const objectInfoRoute: RouteHandler = async (c, deps, path) => {
  const { bucket, key } = parseObjectPath(path);
  const caller = await resolveCaller(c, deps.ctx);
  const object = await readableObject(deps, c, caller, bucket, key, 'storage.object.info');
  return c.json(objectInfo(object));
};

export const publicObjectInfo: RouteHandler = async (c, deps, path) => {
  const { bucket, key } = parseObjectPath(path);
  const row = await findBucket(deps.ctx.db, bucket);
  if (!row.public) throw errors.noSuchBucket();
  const object = await findObject(deps.ctx.db, bucket, key);
  if (!object) throw errors.noSuchKey();
  return c.json(objectInfo(object));
};

function stringList(value: unknown, field: string, max: number): string[] {
  if (!Array.isArray(value) || !value.every((v): v is string => typeof v === 'string')) {
    throw errors.invalidRequest(`body/${field} must be an array of strings`);
  }
  if (value.length === 0 || value.length > max) {
    throw errors.invalidRequest(`body/${field} must have between 1 and ${max} items`);
  }
  return value;
}

/** `remove([paths])`: deletes what the caller may see and delete; the rest is silently skipped. */
export const removeObjects: RouteHandler = async (c, deps, bucketPath) => {
  const bucket = bucketParam(bucketPath);
  const caller = await resolveCaller(c, deps.ctx);
  const body = await readJsonObject(c);
  const prefixes = stringList(body.prefixes, 'prefixes', 1000);
  await findBucket(deps.ctx.db, bucket);
  const rows = await deleteObjectsWhere(deps, c, caller, 'bucket_id = $1 and name = any($2::text[])', [
    bucket,
    prefixes,
  ]);
  return c.json(rows);
};

export const removeObject: RouteHandler = async (c, deps, path) => {
  const { bucket, key } = parseObjectPath(path);
  const caller = await resolveCaller(c, deps.ctx);
  await findBucket(deps.ctx.db, bucket);
  const rows = await deleteObjectsWhere(deps, c, caller, 'bucket_id = $1 and name = $2', [bucket, key]);
  if (rows.length === 0) throw errors.noSuchKey();
  return c.json({ message: 'Successfully deleted' });
};

interface Transfer {
  bucket: string;
  from: string;
  toBucket: string;
  to: string;
}

async function readTransfer(c: Parameters<RouteHandler>[0]): Promise<Transfer> {
  const body = await readJsonObject(c);
  const bucket = validateBucketName(requiredString(body, 'bucketId'));
  return {
    bucket,
    from: validateKey(requiredString(body, 'sourceKey')),
    toBucket: validateBucketName(optionalString(body, 'destinationBucket') ?? bucket),
    to: validateKey(requiredString(body, 'destinationKey')),
  };
}

/** Renames the row as the caller (SELECT + UPDATE policies, WITH CHECK on the new name) and the file with it. */
export const moveObject: RouteHandler = async (c, deps) => {
  const caller = await resolveCaller(c, deps.ctx);
  const t = await readTransfer(c);
  await findBucket(deps.ctx.db, t.bucket);
  await findBucket(deps.ctx.db, t.toBucket);
  let moved = false;
  let version: string | null = null;
  try {
    await asCaller(deps.ctx, caller, c, 'storage.object.move', async (tx) => {
      const { rows } = await tx.query<{ version: string | null }>(
        `update storage.objects set bucket_id = $3, name = $4, updated_at = now()
         where bucket_id = $1 and name = $2 returning version`,
        [t.bucket, t.from, t.toBucket, t.to],
      );
      if (!rows[0]) throw errors.noSuchKey();
      version = rows[0].version;
      if (version) {
        await deps.files.move([t.bucket, t.from, version], [t.toBucket, t.to, version]);
        moved = true;
      }
    });
  } catch (error) {
    if (moved && version) await deps.files.move([t.toBucket, t.to, version], [t.bucket, t.from, version]);
    rethrow(error);
  }
  return c.json({ message: 'Successfully moved' });
};

/** Reads the source as the caller and writes a new object (with its own file) as the caller. */
export const copyObject: RouteHandler = async (c, deps) => {
  const caller = await resolveCaller(c, deps.ctx);
  const t = await readTransfer(c);
  const upsert = isUpsert(c.req.header('x-upsert'));
  const source = await readableObject(deps, c, caller, t.bucket, t.from, 'storage.object.copy');
  await findBucket(deps.ctx.db, t.toBucket);
  const existing = await findObject(deps.ctx.db, t.toBucket, t.to);
  const id = upsert && existing ? existing.id : randomUUID();
  const version = randomUUID();
  const { owner, ownerId } = ownerOf(caller);
  let copied = false;
  try {
    await asCaller(deps.ctx, caller, c, 'storage.object.copy', async (tx) => {
      await tx.query(
        `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, user_metadata, version)
         values ($1, $2, $3, $4, $5, $6, $7, $8)
         ${
           upsert
             ? `on conflict (bucket_id, name) do update set owner = excluded.owner, owner_id = excluded.owner_id,
                  metadata = excluded.metadata, user_metadata = excluded.user_metadata,
                  version = excluded.version, updated_at = now()`
             : ''
         }`,
        [
          id,
          t.toBucket,
          t.to,
          owner,
          ownerId,
          JSON.stringify(source.metadata),
          JSON.stringify(source.user_metadata ?? null),
          version,
        ],
      );
      if (source.version) {
        await deps.files.copy([t.bucket, t.from, source.version], [t.toBucket, t.to, version]);
        copied = true;
      }
    });
  } catch (error) {
    if (copied) await deps.files.remove(t.toBucket, t.to, version);
    rethrow(error);
  }
  if (upsert && existing?.version) await deps.files.remove(t.toBucket, t.to, existing.version);
  return c.json({ Id: id, Key: `${t.toBucket}/${t.to}` });
};

const LIST_SORT = new Set(['name', 'updated_at', 'created_at', 'last_accessed_at']);

/** One entry of a listing as the queries return it; folders have a null id. */
export interface ListEntry {
  name: string;
  id: string | null;
  updated_at: Date | string | null;
  created_at: Date | string | null;
  last_accessed_at: Date | string | null;
  metadata: unknown;
}

/** One folder level, as `storage.search` returns it: files, and folders as entries with null id. */
export const listObjects: RouteHandler = async (c, deps, bucketPath) => {
  const bucket = bucketParam(bucketPath);
  const caller = await resolveCaller(c, deps.ctx);
  const body = await readJsonObject(c);
  let prefix = optionalString(body, 'prefix') ?? '';
  if (prefix !== '' && !prefix.endsWith('/')) prefix += '/';
  const limit = body.limit === undefined ? 100 : Number(body.limit);
  const offset = body.offset === undefined ? 0 : Number(body.offset);
  if (!Number.isInteger(limit) || limit < 0 || !Number.isInteger(offset) || offset < 0) {
    throw errors.invalidRequest('limit and offset must be non-negative integers');
  }
  const sortBy = (body.sortBy ?? {}) as { column?: unknown; order?: unknown };
  const column = typeof sortBy.column === 'string' ? sortBy.column : 'name';
  if (!LIST_SORT.has(column)) throw errors.invalidRequest(`Invalid sort column ${column}`);
  const descending = typeof sortBy.order === 'string' && sortBy.order.toLowerCase() === 'desc';
  const search = (optionalString(body, 'search') ?? '').toLowerCase();
  await findBucket(deps.ctx.db, bucket);

  const escaped = prefix.replace(/[\\%_]/g, (ch) => `\\${ch}`);
  const rows = await asCaller(deps.ctx, caller, c, 'storage.object.list', async (tx) => {
    const { rows } = await tx.query<ObjectRow>(
      `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name like $2 || '%'`,
      [bucket, escaped],
    );
    return rows;
  }).catch(rethrow);

  const folders = new Map<string, ListEntry>();
  const entries: ListEntry[] = [];
  for (const row of rows) {
    const rest = row.name.slice(prefix.length);
    const slash = rest.indexOf('/');
    const name = slash === -1 ? rest : rest.slice(0, slash);
    if (!name.toLowerCase().startsWith(search)) continue;
    if (slash === -1) {
      entries.push({
        name,
        id: row.id,
        updated_at: row.updated_at,
        created_at: row.created_at,
        last_accessed_at: row.last_accessed_at,
        metadata: row.metadata,
      });
    } else if (!folders.has(name)) {
      folders.set(name, {
        name,
        id: null,
        updated_at: null,
        created_at: null,
        last_accessed_at: null,
        metadata: null,
      });
    }
  }
  const all = [...folders.values(), ...entries];
  const key = column as keyof ListEntry;
  const value = (e: ListEntry) => {
    const v = e[key];
    return v instanceof Date ? v.toISOString() : typeof v === 'string' ? v : '';
  };
  all.sort((a, b) => {
    if (column !== 'name' && (a.id === null) !== (b.id === null)) return a.id === null ? -1 : 1;
    const cmp = value(a) < value(b) ? -1 : value(a) > value(b) ? 1 : 0;
    return descending ? -cmp : cmp;
  });
  return c.json(all.slice(offset, offset + Math.min(limit, 1500)));
};
