import type { BucketRow } from './buckets-db';

// Storage answers bucket reads through a response schema: exactly these fields, in this order.
const GET_FIELDS = [
  'id',
  'name',
  'owner',
  'public',
  'created_at',
  'updated_at',
  'file_size_limit',
  'allowed_mime_types',
] as const;
const LIST_FIELDS = [...GET_FIELDS, 'type'] as const;

type Field = (typeof LIST_FIELDS)[number];

function pick(row: BucketRow, fields: readonly Field[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    // The schema types `owner` as a string, so a bucket without one (made by the service) says "".
    out[field] = field === 'owner' ? (row.owner ?? '') : row[field];
  }
  return out;
}

/** `getBucket` JSON: no `type`, no `owner_id`. */
export const bucketJson = (row: BucketRow) => pick(row, GET_FIELDS);

/** `listBuckets` JSON: as `getBucket`, plus `type`. */
export const bucketListJson = (row: BucketRow) => pick(row, LIST_FIELDS);
