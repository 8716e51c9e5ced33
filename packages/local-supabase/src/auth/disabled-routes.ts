import type { Hono } from 'hono';
import type { GatewayEnv, ServiceContext } from '../service-contract';
import { requireUser } from './context';
import { AuthError } from './errors';

const samlDisabled = () => new AuthError(404, 'saml_provider_disabled', 'SAML 2.0 is disabled');

/**
 * Features the local backend does not offer, answered as GoTrue answers a
 * project with them switched off, so a client can tell "not enabled" from
 * "broken": SAML SSO and manual identity linking.
 */
export function disabledFeatureRoutes(app: Hono<GatewayEnv>, ctx: ServiceContext): void {
  app.post('/sso', () => {
    throw samlDisabled();
  });
  app.get('/sso/saml/metadata', () => {
    throw samlDisabled();
  });
  app.post('/sso/saml/acs', () => {
    throw samlDisabled();
  });

  // GoTrue checks the caller before the switch: these routes sit behind requireAuthentication.
  const manualLinking = async (c: Parameters<typeof requireUser>[0]) => {
    await requireUser(c, ctx, ctx.db);
    throw new AuthError(404, 'manual_linking_disabled', 'Manual linking is disabled');
  };
  app.get('/user/identities/authorize', manualLinking);
  app.delete('/user/identities/:identityId', manualLinking);
}
