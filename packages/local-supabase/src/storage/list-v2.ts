import type { Queryable } from '../db/database';
import { asCaller, resolveCaller } from './caller';
import { readJsonObject, type RouteHandler } from './deps';
import { errors, fromDatabaseError, StorageError } from './errors';
import { bucketParam } from './keys';
import type { ListEntry } from './object-routes';

/** Storage answers at most this many entries a page, whatever `limit` asks. */
export const LIST_V2_MAX_KEYS = 1000;

type SortColumn = 'name' | 'created_at' | 'updated_at';
type SortOrder = 'asc' | 'desc';
const SORT_COLUMNS: readonly SortColumn[] = ['name', 'updated_at', 'created_at'];

/** What a `nextCursor` carries: where the last page stopped and how it was sorted. */
export interface ListCursor {
  startAfter: string;
  sortOrder?: string;
  sortColumn?: string;
  sortColumnAfter?: string;
}

// Storage's cursor: base64 of `key:value` lines, one letter a field.
const CURSOR_FIELDS: [letter: string, field: keyof ListCursor][] = [
  ['l', 'startAfter'],
  ['o', 'sortOrder'],
  ['c', 'sortColumn'],
  ['a', 'sortColumnAfter'],
];

const invalidCursor = () =>
  new StorageError('InvalidParameter', 400, 'InvalidParameter', 'Invalid Parameter continuation token');

export function encodeListCursor(cursor: ListCursor): string {
  const lines = CURSOR_FIELDS.flatMap(([letter, field]) =>
    cursor[field] ? [`${letter}:${cursor[field]}`] : [],
  );
  return Buffer.from(lines.join('\n')).toString('base64');
}

export function decodeListCursor(token: string): ListCursor {
  const cursor: ListCursor = { startAfter: '', sortOrder: 'asc' };
  for (const line of Buffer.from(token, 'base64').toString().split('\n')) {
    const match = /^(\S):(.*)$/s.exec(line);
    const field = match && CURSOR_FIELDS.find(([letter]) => letter === match[1])?.[1];
    if (!match || !field) throw invalidCursor();
    cursor[field] = match[2] ?? '';
  }
  // A cursor names a point in time only as an ISO date; anything else cannot have come from us.
  if (cursor.sortColumnAfter !== undefined && Number.isNaN(Date.parse(cursor.sortColumnAfter))) {
    throw invalidCursor();
  }
  return cursor;
}

/** The request body, checked as Storage's schema checks it (numbers and booleans may come as strings). */
export interface ListV2Request {
  prefix: string;
  limit: number;
  cursor?: ListCursor;
  delimiter: boolean;
  column?: SortColumn;
  order?: SortOrder;
}

function integerField(value: unknown, field: string): number | undefined {
  if (value === undefined) return undefined;
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n))
    throw errors.invalidRequest(`body/${field} must be integer`);
  if (n < 1) throw errors.invalidRequest(`body/${field} must be >= 1`);
  return n;
}

function booleanField(value: unknown, field: string): boolean | undefined {
  if (value === undefined || typeof value === 'boolean') return value;
  if (value === 'true' || value === 'false') return value === 'true';
  throw errors.invalidRequest(`body/${field} must be boolean`);
}

function stringField(value: unknown, field: string): string | undefined {
  if (value === undefined || typeof value === 'string') return value;
  throw errors.invalidRequest(`body/${field} must be string`);
}

export function parseListV2Body(body: Record<string, unknown>): ListV2Request {
  const sortBy = body.sortBy;
  let column: SortColumn | undefined;
  let order: SortOrder | undefined;
  if (sortBy !== undefined) {
    if (!sortBy || typeof sortBy !== 'object' || Array.isArray(sortBy)) {
      throw errors.invalidRequest('body/sortBy must be object');
    }
    const { column: c, order: o } = sortBy as { column?: unknown; order?: unknown };
    if (c === undefined) throw errors.invalidRequest("body/sortBy must have required property 'column'");
    if (!SORT_COLUMNS.includes(c as SortColumn)) {
      throw errors.invalidRequest('body/sortBy/column must be equal to one of the allowed values');
    }
    if (o !== undefined && o !== 'asc' && o !== 'desc') {
      throw errors.invalidRequest('body/sortBy/order must be equal to one of the allowed values');
    }
    column = c as SortColumn;
    order = o;
  }
  const cursor = stringField(body.cursor, 'cursor');
  return {
    prefix: stringField(body.prefix, 'prefix') ?? '',
    limit: Math.min(integerField(body.limit, 'limit') ?? LIST_V2_MAX_KEYS, LIST_V2_MAX_KEYS),
    ...(cursor ? { cursor: decodeListCursor(cursor) } : {}),
    delimiter: booleanField(body.with_delimiter, 'with_delimiter') ?? false,
    ...(column ? { column } : {}),
    ...(order ? { order } : {}),
  };
}

/** A listing row with its full key. */
interface ListRow extends ListEntry {
  key?: string;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);

interface Plan {
  column: SortColumn;
  order: SortOrder;
  startAfter?: string;
  after?: string;
}

/** Every object under the prefix, sorted and paged: no folders. */
async function listFlat(tx: Queryable, bucket: string, prefix: string, take: number, plan: Plan) {
  const params: unknown[] = [bucket, take];
  const where = ['bucket_id = $1'];
  const op = plan.order === 'asc' ? '>' : '<';
  if (prefix) {
    params.push(`${escapeLike(prefix)}%`);
    where.push(`name like $${params.length}`);
  }
  const timeColumn = plan.column === 'name' ? undefined : plan.column;
  if (plan.startAfter !== undefined) {
    if (timeColumn && plan.after) {
      params.push(plan.after, plan.startAfter);
      where.push(
        `row(date_trunc('milliseconds', ${timeColumn}), name collate "C") ${op}
         row($${params.length - 1}::timestamptz, $${params.length}::text collate "C")`,
      );
    } else {
      params.push(plan.startAfter);
      where.push(`name collate "C" ${op} $${params.length}`);
    }
  }
  const { rows } = await tx.query<ListRow>(
    `select id, name, metadata, updated_at, created_at, last_accessed_at from storage.objects
     where ${where.join(' and ')}
     order by ${timeColumn ? `${timeColumn} ${plan.order}, ` : ''}name collate "C" ${plan.order}
     limit $2`,
    params,
  );
  return rows;
}

/**
 * One level under the prefix: files, and each sub-folder once. A folder sorts by its name
 * with the trailing `/` when sorting by name, and by its first object's creation time
 * (for both time columns) otherwise, as Storage does.
 */
async function listLevel(tx: Queryable, bucket: string, prefix: string, take: number, plan: Plan) {
  const byName = plan.column === 'name';
  const op = plan.order === 'asc' ? '>' : '<';
  const levels = prefix ? prefix.split('/').length : 1;
  const params: unknown[] = [bucket, `${escapeLike(prefix)}%`, prefix.length, take, levels];
  let cursor = '';
  if (plan.startAfter !== undefined) {
    params.push(plan.startAfter);
    const name = `$${params.length}::text collate "C"`;
    if (byName) {
      // Storage's cursor names a folder without its slash; past the folder means past the slash
      // (list_objects_with_delimiter's seek in migrations/tenant/0050-search-v2-optimised.sql).
      const past = `(case when exists (select 1 from storage.objects where bucket_id = $1
          and starts_with(name, ${name} || '/')) then ${name} || '/' else ${name} end)`;
      cursor = `where name collate "C" ${op} ${past}`;
    } else {
      params.push(plan.after ?? null);
      cursor = `where row(date_trunc('milliseconds', ${plan.column}), name collate "C") ${op}
        row(coalesce($${params.length}::timestamptz, 'epoch'::timestamptz), ${name})`;
    }
  }
  const orderBy = byName
    ? `name collate "C" ${plan.order}`
    : `coalesce(date_trunc('milliseconds', ${plan.column}), 'epoch'::timestamptz) ${plan.order},
       name collate "C" ${plan.order}`;
  const { rows } = await tx.query<ListRow>(
    `with raw as (
       select o.name, o.id, o.updated_at, o.created_at, o.last_accessed_at, o.metadata,
         case when position('/' in substr(o.name, $3::int + 1)) > 0
           then left(o.name, $3::int + position('/' in substr(o.name, $3::int + 1))) end as folder
       from storage.objects o
       where o.bucket_id = $1 and o.name collate "C" like $2
     ), combined as (
       select ${byName ? 'folder' : `rtrim(folder, '/')`} as name, null::uuid as id,
         ${byName ? 'null::timestamptz' : 'min(created_at)'} as updated_at,
         ${byName ? 'null::timestamptz' : 'min(created_at)'} as created_at,
         null::timestamptz as last_accessed_at, null::jsonb as metadata
       from raw where folder is not null group by folder
       union all
       select name, id, updated_at, created_at, last_accessed_at, metadata from raw where folder is null
     )
     select split_part(name, '/', $5::int) as key, name, id, updated_at, created_at, last_accessed_at, metadata
     from combined ${cursor}
     order by ${orderBy}
     limit $4`,
    params,
  );
  return rows;
}

/** `POST /object/list-v2/{bucket}`: cursor-paged listing, flat or one folder level. */
export const listObjectsV2: RouteHandler = async (c, deps, bucketPath) => {
  const bucket = bucketParam(bucketPath);
  const caller = await resolveCaller(c, deps.ctx);
  const request = parseListV2Body(await readJsonObject(c));
  const { cursor, prefix, limit } = request;
  const rawColumn = cursor?.sortColumn ?? request.column;
  const rawOrder = cursor?.sortOrder ?? request.order;
  const plan: Plan = {
    column: SORT_COLUMNS.includes(rawColumn as SortColumn) ? (rawColumn as SortColumn) : 'name',
    order: rawOrder === 'desc' ? 'desc' : 'asc',
    ...(cursor?.startAfter ? { startAfter: cursor.startAfter } : {}),
    ...(cursor?.sortColumnAfter ? { after: cursor.sortColumnAfter } : {}),
  };
  const rows = await asCaller(deps.ctx, caller, c, 'storage.object.list_v2', (tx) =>
    request.delimiter
      ? listLevel(tx, bucket, prefix, limit + 1, plan)
      : listFlat(tx, bucket, prefix, limit + 1, plan),
  ).catch((e: unknown) => {
    throw fromDatabaseError(e);
  });

  const hasNext = rows.length > limit;
  const page = rows.slice(0, limit);
  const folders: object[] = [];
  const objects: object[] = [];
  // A folder is Storage's row for it (key, name and, sorted by name, nulls) with its slash.
  for (const row of page) {
    if (row.id !== null) objects.push(row);
    else folders.push({ ...row, name: row.name.endsWith('/') ? row.name : `${row.name}/` });
  }
  const result: Record<string, unknown> = { hasNext, folders, objects };
  const last = page.at(-1);
  if (hasNext && last) {
    const stamp = plan.column === 'name' ? undefined : last[plan.column];
    // The cursor and its key name the last row as `search_v2` gave it: a folder without its slash.
    const lastName = last.id === null ? last.name.replace(/\/$/, '') : last.name;
    result.nextCursor = encodeListCursor({
      startAfter: lastName,
      ...(rawOrder ? { sortOrder: rawOrder } : {}),
      ...(rawColumn ? { sortColumn: rawColumn } : {}),
      ...(stamp ? { sortColumnAfter: new Date(stamp).toISOString() } : {}),
    });
    result.nextCursorKey = lastName;
  }
  return c.json(result);
};
