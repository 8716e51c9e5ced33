// Helpers for other packages' integration tests: they go through the real HTTP APIs.
export { createUserWithSession } from './auth/testing';
export type { AuthTarget, TestSession } from './auth/testing';
export { createTestDatabase, NO_SERVER_REASON, serverVariant, testDatabaseUrl } from './test-server';
export type { VariantOptions } from './test-server';
export {
  DEMO_CLIENT,
  DEMO_PEOPLE,
  demoExternalProviders,
  githubId,
  startDemoIdentityProvider,
} from './oidc/demo-identity-provider';
export type { DemoIdentityProvider, DemoPerson } from './oidc/demo-identity-provider';
export { redirectDance } from './oidc/redirect-dance';
export { generateSigningKey } from './keys/signing-keys';
export { SoftwareAuthenticator } from './auth/webauthn-authenticator';
export { hostedExtensionStandIns, realtimeStandInSql, serverBootstrapSql } from './hosted-parity';
