import { epochSeconds } from '../clock';
import { signJwt, verifyJwt, type JwtClaims } from '../keys/jwt';
import type { ServiceContext } from '../service-contract';
import {
  asCaller,
  checkAsCaller,
  ownerOf,
  resolveCaller,
  serviceCaller,
  tokenFailureMessage,
} from './caller';
import { findBucket, findObject, OBJECT_COLUMNS, type ObjectRow } from './buckets-db';
import { readJsonObject, type RouteHandler } from './deps';
import { serveObject } from './download';
import { errors, fromDatabaseError } from './errors';
import { parseTransform, transformSegments } from './image-transform';
import { bucketParam, parseObjectPath } from './keys';
import { readableObject } from './object-routes';
import { storeUpload } from './upload';
import { readUploadBody } from './upload-body';

// Storage's fixed lifetime of a signed upload URL.
const UPLOAD_URL_LIFETIME_S = 2 * 3600;

function expiresIn(value: unknown): number {
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds < 1 || seconds > 10 * 365 * 24 * 3600) {
    throw errors.invalidRequest('expiresIn must be a positive number of seconds');
  }
  return Math.floor(seconds);
}

async function signUrl(ctx: ServiceContext, claims: JwtClaims, seconds: number): Promise<string> {
  const iat = epochSeconds(ctx.clock);
  return signJwt({ ...claims, iat, exp: iat + seconds }, ctx.keys.jwtSecret);
}

/** Checks a signed-URL token for this exact object and purpose. */
export async function verifySignedToken(
  ctx: ServiceContext,
  token: string | undefined,
  url: string,
  scope: string,
) {
  if (!token) throw errors.invalidRequest("querystring must have required property 'token'");
  // Signed URLs expire to the second: Storage allows no clock skew for them.
  const result = await verifyJwt(token, ctx.keys.jwtSecret, { clockToleranceS: 0, clock: ctx.clock });
  // Storage verifies the token, expiry included, before anything else, and names either failure InvalidJWT.
  if (!result.ok)
    throw errors.invalidJwt(tokenFailureMessage(result.reason === 'expired' ? 'expired' : 'signature'));
  if (result.claims.url !== url || (result.claims.scope !== undefined && result.claims.scope !== scope)) {
    throw errors.invalidSignature('The url does not match the signature');
  }
  return result.claims;
}

/** The claims `transform` adds to a signed URL's token, as Storage writes them. */
function transformClaims(value: unknown): JwtClaims {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value))
    throw errors.invalidRequest('body/transform must be object');
  const transform = parseTransform(value as Record<string, unknown>, 'body/transform');
  const claims: JwtClaims = {};
  const transformations = transformSegments(transform, true).join(',');
  if (transformations) claims.transformations = transformations;
  if (transform.format) claims.format = transform.format;
  return claims;
}

export const createSignedUrl: RouteHandler = async (c, deps, path) => {
  const { bucket, key } = parseObjectPath(path);
  const caller = await resolveCaller(c, deps.ctx);
  const body = await readJsonObject(c);
  const seconds = expiresIn(body.expiresIn);
  const extra = transformClaims(body.transform);
  await readableObject(deps, c, caller, bucket, key, 'storage.object.sign');
  // The claims we add go last, so nothing asked for can replace the path or the scope.
  const token = await signUrl(deps.ctx, { ...extra, url: `${bucket}/${key}`, scope: 'download' }, seconds);
  // A URL that transforms is served by the image renderer.
  const route = extra.transformations ? 'render/image' : 'object';
  return c.json({ signedURL: `/${route}/sign/${bucket}/${key}?token=${token}` });
};

export const createSignedUrls: RouteHandler = async (c, deps, bucketPath) => {
  const bucket = bucketParam(bucketPath);
  const caller = await resolveCaller(c, deps.ctx);
  const body = await readJsonObject(c);
  const seconds = expiresIn(body.expiresIn);
  const paths = body.paths;
  if (
    !Array.isArray(paths) ||
    !paths.every((p): p is string => typeof p === 'string') ||
    paths.length > 1000
  ) {
    throw errors.invalidRequest('body/paths must be an array of at most 1000 strings');
  }
  const row = await findBucket(deps.ctx.db, bucket);
  const query = `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = any($2::text[])`;
  const visible = row.public
    ? (await deps.ctx.db.query<ObjectRow>(query, [bucket, paths])).rows
    : await asCaller(deps.ctx, caller, c, 'storage.object.sign', async (tx) => {
        return (await tx.query<ObjectRow>(query, [bucket, paths])).rows;
      }).catch((e: unknown) => {
        throw fromDatabaseError(e);
      });
  const names = new Set(visible.map((o) => o.name));
  const out = await Promise.all(
    paths.map(async (path) =>
      names.has(path)
        ? {
            error: null,
            path,
            signedURL: `/object/sign/${bucket}/${path}?token=${await signUrl(
              deps.ctx,
              { url: `${bucket}/${path}`, scope: 'download' },
              seconds,
            )}`,
          }
        : {
            error: 'Either the object does not exist or you do not have access to it',
            path,
            signedURL: null,
          },
    ),
  );
  return c.json(out);
};

/** Following a signed URL: the token is the only authority. */
export const downloadSigned: RouteHandler = async (c, deps, path) => {
  const { bucket, key } = parseObjectPath(path);
  await verifySignedToken(deps.ctx, c.req.query('token'), `${bucket}/${key}`, 'download');
  const object = await findObject(deps.ctx.db, bucket, key);
  if (!object) throw errors.noSuchKey();
  return serveObject(c, deps.files, object);
};

export const createSignedUploadUrl: RouteHandler = async (c, deps, path) => {
  const { bucket, key } = parseObjectPath(path);
  const caller = await resolveCaller(c, deps.ctx);
  const upsert = c.req.header('x-upsert')?.toLowerCase() === 'true';
  await findBucket(deps.ctx.db, bucket);
  const { owner, ownerId } = ownerOf(caller);
  await checkAsCaller(deps.ctx, caller, c, 'storage.object.upload_sign', (tx) =>
    tx.query(
      `insert into storage.objects (bucket_id, name, owner, owner_id, version) values ($1, $2, $3, $4, 'check')
       ${upsert ? 'on conflict (bucket_id, name) do update set version = excluded.version' : ''}`,
      [bucket, key, owner, ownerId],
    ),
  ).catch((e: unknown) => {
    throw fromDatabaseError(e);
  });
  const claims: JwtClaims = { url: `${bucket}/${key}`, scope: 'upload', upsert };
  if (ownerId) claims.owner = ownerId;
  const token = await signUrl(deps.ctx, claims, UPLOAD_URL_LIFETIME_S);
  return c.json({ url: `/object/upload/sign/${bucket}/${key}?token=${token}`, token });
};

export const uploadToSignedUrl: RouteHandler = async (c, deps, path) => {
  const { bucket, key } = parseObjectPath(path);
  const claims = await verifySignedToken(deps.ctx, c.req.query('token'), `${bucket}/${key}`, 'upload');
  const ownerId = typeof claims.owner === 'string' ? claims.owner : null;
  const owner = ownerOf({ role: 'authenticated', claims: ownerId ? { sub: ownerId } : {} });
  await findBucket(deps.ctx.db, bucket);
  const body = await readUploadBody(c);
  const { id } = await storeUpload(
    deps.ctx,
    deps.files,
    c,
    { bucket, key, caller: serviceCaller, owner, upsert: claims.upsert === true },
    body,
    'storage.object.upload_signed',
  );
  return c.json({ Id: id, Key: `${bucket}/${key}` });
};
