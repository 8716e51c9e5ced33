import type { Hono } from 'hono';
import type { Queryable } from '../../db/database';
import type { GatewayEnv, ServiceContext } from '../../service-contract';
import { optionalString, readJsonBody } from '../plumbing/body';
import { AuthError } from '../plumbing/errors';
import { factorJson, findFactors, type FactorRow } from '../domain/factors';
import { removeFactor } from './mfa-routes';
import { findUserById } from '../domain/users';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** GoTrue's loadUser + loadFactor for /admin/users/{user_id}/factors/{factor_id}. */
async function loadUserId(db: Queryable, id: string): Promise<string> {
  if (!UUID.test(id)) throw new AuthError(404, 'validation_failed', 'user_id must be an UUID');
  const user = await findUserById(db, id);
  if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
  return user.id;
}

async function loadFactor(db: Queryable, userId: string, factorId: string): Promise<FactorRow> {
  if (!UUID.test(factorId)) throw new AuthError(404, 'validation_failed', 'factor_id must be an UUID');
  const factor = (await findFactors(db, userId)).find((f) => f.id === factorId);
  if (!factor) throw new AuthError(404, 'mfa_factor_not_found', 'Factor not found');
  return factor;
}

/**
 * The admin factor routes (`auth.admin.mfa.listFactors` / `deleteFactor`):
 * an owner's recovery when a user has lost their authenticator. Mounted behind
 * the service-role check of the /admin routes.
 */
export function adminFactorRoutes(app: Hono<GatewayEnv>, ctx: ServiceContext): void {
  app.get('/admin/users/:id/factors', async (c) => {
    const userId = await loadUserId(ctx.db, c.req.param('id'));
    return c.json((await findFactors(ctx.db, userId)).map(factorJson));
  });

  app.put('/admin/users/:id/factors/:factorId', async (c) => {
    const userId = await loadUserId(ctx.db, c.req.param('id'));
    const factor = await loadFactor(ctx.db, userId, c.req.param('factorId'));
    const friendlyName = optionalString(await readJsonBody(c), 'friendly_name') ?? '';
    if (friendlyName !== '') {
      await ctx.db.query('update auth.mfa_factors set friendly_name = $2, updated_at = now() where id = $1', [
        factor.id,
        friendlyName,
      ]);
    }
    return c.json(factorJson(await loadFactor(ctx.db, userId, factor.id)));
  });

  app.delete('/admin/users/:id/factors/:factorId', async (c) => {
    const userId = await loadUserId(ctx.db, c.req.param('id'));
    const factor = await loadFactor(ctx.db, userId, c.req.param('factorId'));
    await ctx.db.transaction((tx) => removeFactor(tx, factor));
    return c.json(factorJson(factor));
  });
}
