// How a request flows, folder by folder: `parse/` reads the query string, headers and body;
// `plan/` resolves it against the schema cache (embeds, aggregates, overloads); `build/` renders
// the plan to parameterized SQL; `routes.ts`, `table.ts` and `rpc.ts` run it and `reply.ts` answers.
import type { Service, ServiceContext } from '../service-contract';
import { restRoutes } from './routes';
import { loadSchemaCache, type SchemaCache } from './plan/schema-cache';

/**
 * PostgREST-compatible `/rest/v1`. The schema cache (with the in-database
 * configuration) is built lazily, rebuilt after migrations (`reload`) and on
 * `NOTIFY pgrst, 'reload schema'` or `'reload config'`.
 */
export async function createRestService(ctx: ServiceContext): Promise<Service> {
  let pending: Promise<SchemaCache> | undefined;
  const rebuild = () => {
    const next = loadSchemaCache(ctx.db, ctx.config.api.schemas);
    // A failed load is retried on the next request instead of being cached.
    next.catch(() => {
      if (pending === next) pending = undefined;
    });
    pending = next;
    return next;
  };
  const cache = () => pending ?? rebuild();
  const unlisten = await ctx.db.listen('pgrst', (payload) => {
    if (payload === 'reload schema' || payload === 'reload config' || payload === '')
      void rebuild().catch((e: unknown) => ctx.log.error('schema cache reload failed', e));
  });
  return {
    app: restRoutes(ctx, { cache }),
    async reload() {
      await rebuild();
    },
    async close() {
      await unlisten();
    },
  };
}
