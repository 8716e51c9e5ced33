import { resolveCaller } from './caller';
import { findBucket, findObject } from './buckets-db';
import type { RouteHandler } from './deps';
import { errors } from './errors';
import { parseTransform, transformFromSigned } from './image-transform';
import { parseObjectPath } from './keys';
import { readableObject } from './object-routes';
import { renderImage } from './render-image';
import { verifySignedToken } from './signed-routes';

/** `GET /render/image/public/{bucket}/{key}?width&height&resize&quality&format`: public buckets only. */
export const renderPublicImage: RouteHandler = async (c, deps, path) => {
  const { bucket, key } = parseObjectPath(path);
  const transform = parseTransform(c.req.query(), 'querystring');
  const row = await findBucket(deps.ctx.db, bucket);
  if (!row.public) throw errors.noSuchBucket();
  const object = await findObject(deps.ctx.db, bucket, key);
  if (!object) throw errors.noSuchKey();
  return renderImage(c, deps.files, object, transform);
};

/** `GET /render/image/authenticated/{bucket}/{key}?…`: what `download(path, { transform })` calls. */
export const renderAuthenticatedImage: RouteHandler = async (c, deps, path) => {
  const { bucket, key } = parseObjectPath(path);
  const transform = parseTransform(c.req.query(), 'querystring');
  const caller = await resolveCaller(c, deps.ctx);
  const object = await readableObject(deps, c, caller, bucket, key, 'storage.render.image_authenticated');
  return renderImage(c, deps.files, object, transform);
};

/** `GET /render/image/sign/{bucket}/{key}?token=`: the transformations come from the token alone. */
export const renderSignedImage: RouteHandler = async (c, deps, path) => {
  const { bucket, key } = parseObjectPath(path);
  const claims = await verifySignedToken(deps.ctx, c.req.query('token'), `${bucket}/${key}`, 'download');
  const object = await findObject(deps.ctx.db, bucket, key);
  if (!object) throw errors.noSuchKey();
  const expires = typeof claims.exp === 'number' ? new Date(claims.exp * 1000).toUTCString() : undefined;
  return renderImage(c, deps.files, object, transformFromSigned(claims.transformations), expires);
};
