import type { Queryable } from '../db/database';
import { errors } from './errors';

export interface BucketRow {
  id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
  type: string;
  created_at: Date | string;
  updated_at: Date | string;
}

export interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  version: string | null;
  metadata: ObjectMetadata | null;
  user_metadata: unknown;
  created_at: Date | string;
  updated_at: Date | string;
  last_accessed_at: Date | string;
}

/** What Storage keeps in `storage.objects.metadata`. */
export interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

const BUCKET_COLUMNS = `id, name, owner, owner_id, public, file_size_limit::float8 as file_size_limit,
  allowed_mime_types, type, created_at, updated_at`;
export const OBJECT_COLUMNS = `id, bucket_id, name, owner, owner_id, version, metadata, user_metadata,
  created_at, updated_at, last_accessed_at`;

export async function selectBuckets(db: Queryable, where = 'true', params: unknown[] = []) {
  return (await db.query<BucketRow>(`select ${BUCKET_COLUMNS} from storage.buckets where ${where}`, params))
    .rows;
}

/** The bucket as the service sees it (bucket lookups bypass RLS in Storage). */
export async function findBucket(db: Queryable, id: string): Promise<BucketRow> {
  const [bucket] = await selectBuckets(db, 'id = $1', [id]);
  if (!bucket) throw errors.noSuchBucket();
  return bucket;
}

export async function findObject(db: Queryable, bucket: string, key: string): Promise<ObjectRow | undefined> {
  const { rows } = await db.query<ObjectRow>(
    `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
    [bucket, key],
  );
  return rows[0];
}
