import type { Context } from 'hono';
import { Hono } from 'hono';
import type { GatewayEnv, ServiceContext } from '../service-contract';
import { checkPlanAllowed } from './media';
import { errorResponse, toResponse } from './reply';
import { decodePathSegment, parseRequest, type Resource, type RestRequest } from './request';
import { handleRpc } from './rpc';
import type { SchemaCache } from './plan/schema-cache';
import { handleTable } from './table';
import { authenticate } from './request-auth';
import { VerifiedTokens } from './verified-tokens';

export interface RestState {
  cache(): Promise<SchemaCache>;
}

/** Mounts `/rest/v1`: each request is parsed once and handed to the table or the RPC handler. */
export function restRoutes(ctx: ServiceContext, state: RestState): Hono<GatewayEnv> {
  const app = new Hono<GatewayEnv>();
  const tokens = new VerifiedTokens(
    (token) => authenticate(token, ctx.keys.signingKeys.verification, ctx.clock),
    () => ctx.clock.now(),
  );

  const serve = async (c: Context<GatewayEnv>, resource: Resource) => {
    let req: RestRequest | undefined;
    try {
      req = await parseRequest(c, ctx, resource, tokens);
      const cache = await state.cache();
      req.preRequest = cache.preRequest;
      req.roleSettings = cache.roleSettings.get(req.role);
      checkPlanAllowed(req.media, cache.planEnabled, c.req.header('accept'));
      const reply = await (resource.kind === 'rpc' ? handleRpc : handleTable)(ctx, cache, req);
      return toResponse(reply, req.method);
    } catch (error) {
      const { error: e, response } = errorResponse(error, c.req.method, req?.role ?? 'anon');
      if (e.status >= 500) ctx.log.error(`rest ${c.req.method} ${c.req.path} failed`, error);
      return response;
    }
  };

  app.get('/', (c) =>
    c.json({ swagger: '2.0', info: { title: 'local-supabase REST', version: '12' }, paths: {} }),
  );
  app.all('/rpc/:fn', (c) => serve(c, { kind: 'rpc', name: decodePathSegment(c.req.param('fn')) }));
  app.all('/:table', (c) => serve(c, { kind: 'table', name: decodePathSegment(c.req.param('table')) }));
  app.all('*', (c) =>
    c.json(
      { code: 'PGRST125', details: null, hint: null, message: `Invalid path specified in request URL` },
      404,
    ),
  );
  return app;
}
