import { decodeJwt } from 'jose';
import { optionalString, type JsonObject } from '../plumbing/body';
import { AuthError, OAuthError, validationFailed } from '../plumbing/errors';

/** The issuers GoTrue knows the named ID-token providers by. */
const ISSUERS = {
  apple: 'https://appleid.apple.com',
  google: 'https://accounts.google.com',
  facebook: 'https://www.facebook.com',
  kakao: 'https://kauth.kakao.com',
} as const;

const AZURE_ISSUER = /^https:\/\/login\.microsoftonline\.com\/[^/]+\/v2\.0\/?$/;

/** Go's `%q` for the strings GoTrue quotes in its messages. */
const quoted = (value: string) => JSON.stringify(value);

const providerDisabled = (issuer: string) =>
  new AuthError(400, 'provider_disabled', `Provider (issuer ${quoted(issuer)}) is not enabled`);

/** The `iss` of an ID token, read without verifying it (GoTrue does the same to tell Azure tenants apart). */
function unverifiedIssuer(idToken: string): string | undefined {
  try {
    const { iss } = decodeJwt(idToken);
    return typeof iss === 'string' ? iss : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `POST /token?grant_type=id_token` on a project with no external provider enabled, answered
 * as GoTrue answers it: the request's own faults first, then `provider_disabled` naming the
 * provider's issuer, or `validation_failed` for a provider it does not know. Never a session.
 */
export function refuseIdTokenGrant(body: JsonObject): never {
  const idToken = optionalString(body, 'id_token') ?? '';
  const provider = optionalString(body, 'provider') ?? '';
  const issuer = optionalString(body, 'issuer') ?? '';
  const clientId = optionalString(body, 'client_id') ?? '';
  if (idToken === '') throw new OAuthError(400, 'invalid request', 'id_token required');
  if (provider === '' && (clientId === '' || issuer === '')) {
    throw new OAuthError(400, 'invalid request', 'provider or client_id and issuer required');
  }
  // GoTrue's order: Apple, Google, Azure, Facebook, Keycloak, Kakao, then the custom issuers.
  const named = (name: keyof typeof ISSUERS) => provider === name || issuer === ISSUERS[name];
  if (named('apple')) throw providerDisabled(ISSUERS.apple);
  if (named('google')) throw providerDisabled(ISSUERS.google);
  if (provider === 'azure' || AZURE_ISSUER.test(issuer)) {
    const azure = AZURE_ISSUER.test(issuer) ? issuer : unverifiedIssuer(idToken);
    if (azure === undefined || !AZURE_ISSUER.test(azure)) {
      throw validationFailed('Unable to detect issuer in ID token for Azure provider');
    }
    throw providerDisabled(azure);
  }
  if (named('facebook')) throw providerDisabled(ISSUERS.facebook);
  // Keycloak has no fixed issuer: GoTrue names the configured URL, empty when there is none.
  if (provider === 'keycloak') throw providerDisabled('');
  if (named('kakao')) throw providerDisabled(ISSUERS.kakao);
  throw validationFailed(`Custom OIDC provider ${quoted(provider)} not allowed`);
}
