import { Hono } from 'hono';
import type { GatewayEnv, Service, ServiceContext, ServiceDefinition } from '../service-contract';
import { storageSchemaSql } from './schema';
import {
  createBucket,
  deleteBucket,
  emptyBucket,
  getBucket,
  listBuckets,
  updateBucket,
} from './bucket-routes';
import type { RouteHandler, StorageDeps } from './deps';
import { errors, StorageError } from './errors';
import { FileStore, liveKey } from './file-store';
import { listObjectsV2 } from './list-v2';
import { renderAuthenticatedImage, renderPublicImage, renderSignedImage } from './render-routes';
import {
  copyObject,
  downloadObject,
  downloadPublicObject,
  listObjects,
  moveObject,
  objectInfoRoute,
  publicObjectInfo,
  removeObject,
  removeObjects,
  uploadObject,
} from './object-routes';
import {
  createSignedUploadUrl,
  createSignedUrl,
  createSignedUrls,
  downloadSigned,
  uploadToSignedUrl,
} from './signed-routes';
import { tusRoutes } from './tus';

type Route = [methods: string, pattern: RegExp, handler: RouteHandler];

const READ = 'GET HEAD';
// First match wins, so the fixed words (`list`, `sign`, `public` …) come before `/object/{bucket}/…`.
const ROUTES: Route[] = [
  ['GET', /^\/bucket\/?$/, listBuckets],
  ['POST', /^\/bucket\/?$/, createBucket],
  ['POST', /^\/bucket\/([^/]+)\/empty\/?$/, emptyBucket],
  ['GET', /^\/bucket\/([^/]+)\/?$/, getBucket],
  ['PUT', /^\/bucket\/([^/]+)\/?$/, updateBucket],
  ['DELETE', /^\/bucket\/([^/]+)\/?$/, deleteBucket],
  ['POST', /^\/object\/list\/([^/]+)\/?$/, listObjects],
  ['POST', /^\/object\/list-v2\/([^/]+)\/?$/, listObjectsV2],
  ['POST', /^\/object\/move\/?$/, moveObject],
  ['POST', /^\/object\/copy\/?$/, copyObject],
  ['POST', /^\/object\/sign\/([^/]+)\/?$/, createSignedUrls],
  ['POST', /^\/object\/sign\/([^/]+\/.+)$/, createSignedUrl],
  [READ, /^\/object\/sign\/([^/]+\/.+)$/, downloadSigned],
  ['POST', /^\/object\/upload\/sign\/([^/]+\/.+)$/, createSignedUploadUrl],
  ['PUT', /^\/object\/upload\/sign\/([^/]+\/.+)$/, uploadToSignedUrl],
  [READ, /^\/object\/info\/public\/([^/]+\/.+)$/, publicObjectInfo],
  [READ, /^\/object\/info\/authenticated\/([^/]+\/.+)$/, objectInfoRoute],
  [READ, /^\/object\/info\/([^/]+\/.+)$/, objectInfoRoute],
  [READ, /^\/object\/public\/([^/]+\/.+)$/, downloadPublicObject],
  [READ, /^\/object\/authenticated\/([^/]+\/.+)$/, downloadObject],
  [READ, /^\/render\/image\/public\/([^/]+\/.+)$/, renderPublicImage],
  [READ, /^\/render\/image\/authenticated\/([^/]+\/.+)$/, renderAuthenticatedImage],
  [READ, /^\/render\/image\/sign\/([^/]+\/.+)$/, renderSignedImage],
  ['DELETE', /^\/object\/([^/]+)\/?$/, removeObjects],
  ['POST PUT', /^\/object\/([^/]+\/.+)$/, uploadObject],
  [READ, /^\/object\/([^/]+\/.+)$/, downloadObject],
  ['DELETE', /^\/object\/([^/]+\/.+)$/, removeObject],
];

function respondError(error: StorageError, method: string): Response {
  // A HEAD answer has no body, so its status is the only place the real one can go.
  if (method === 'HEAD') return new Response(null, { status: error.status });
  return Response.json(error.body(), { status: error.httpStatus });
}

export async function createStorageService(ctx: ServiceContext): Promise<Service> {
  const files = await FileStore.open(ctx.dataDir);
  const deps: StorageDeps = { ctx, files };
  const app = new Hono<GatewayEnv>();

  const tus = tusRoutes(deps);
  app.route('/upload/resumable', tus.app);
  app.all('*', async (c) => {
    const pathname = new URL(c.req.url).pathname;
    const at = pathname.indexOf('/storage/v1');
    const path = at === -1 ? pathname : pathname.slice(at + '/storage/v1'.length);
    try {
      for (const [methods, pattern, handler] of ROUTES) {
        if (!methods.split(' ').includes(c.req.method)) continue;
        const match = pattern.exec(path);
        if (match) return await handler(c, deps, match[1] ?? '');
      }
      return respondError(
        new StorageError('NotFound', 404, 'Not Found', `Route ${c.req.method}:${path} not found`, 404),
        c.req.method,
      );
    } catch (error) {
      if (error instanceof StorageError) return respondError(error, c.req.method);
      ctx.log.error(`storage ${c.req.method} ${path} failed`, error);
      return respondError(errors.internal(), c.req.method);
    }
  });

  const sweep = async () => {
    const { rows } = await ctx.db.query<{ bucket_id: string; name: string; version: string }>(
      'select bucket_id, name, version from storage.objects where version is not null',
    );
    await files.sweep(new Set(rows.map((r) => liveKey(r.bucket_id, r.name, r.version))));
  };
  await sweep();

  return {
    app,
    reload: async () => {
      tus.clear();
      await sweep();
    },
    close: () => files.close(),
  };
}

/** Storage at /storage/v1, bringing the `storage` schema a fresh project has. */
export const storageService: ServiceDefinition = {
  prefix: '/storage/v1',
  schemaSql: storageSchemaSql,
  create: createStorageService,
};
