import type { Hono } from 'hono';
import type { GatewayEnv } from '../../service-contract';
import { AuthError } from '../plumbing/errors';

const samlDisabled = () => new AuthError(404, 'saml_provider_disabled', 'SAML 2.0 is disabled');

/**
 * Features the local backend does not offer, answered as GoTrue answers a
 * project with them switched off, so a client can tell "not enabled" from
 * "broken": SAML SSO.
 */
export function disabledFeatureRoutes(app: Hono<GatewayEnv>): void {
  app.post('/sso', () => {
    throw samlDisabled();
  });
  app.get('/sso/saml/metadata', () => {
    throw samlDisabled();
  });
  app.post('/sso/saml/acs', () => {
    throw samlDisabled();
  });
}
