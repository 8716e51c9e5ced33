import type { TestProject } from 'vitest/node';
import { applyTestEnv } from '../../../vitest.shared';
import { startStack, tokenAlgFromEnv, type TokenAlg } from './stack';

declare module 'vitest' {
  export interface ProvidedContext {
    webUrl: string;
    /** The folder of the production build served at `webUrl`: a test may deploy a copy of its own. */
    webDist: string;
    apiUrl: string;
    anonKey: string;
    serviceRoleKey: string;
    /** The backend's captured emails: `GET <mailboxUrl>/api/messages?to=<email>` with the service-role key, newest first. */
    mailboxUrl: string;
    /** The demo identity provider (sign in as Ada, Grace, …). */
    idpUrl: string;
    /** How the backend signs access tokens (`E2E_TOKEN_ALG`, HS256 by default). */
    tokenAlg: TokenAlg;
    /** Where a test moves the database scheduler's clock on (e2e/scheduler-clock.ts). */
    schedulerClockUrl: string;
  }
}

/** One stack for the whole end-to-end run (see `startStack`). */
export default async function setup(project: TestProject) {
  // The stack's backend runs here, in Vitest's own process.
  applyTestEnv();
  const stack = await startStack({ tokenAlg: tokenAlgFromEnv() });
  project.provide('webUrl', stack.webUrl);
  project.provide('webDist', stack.webDist);
  project.provide('apiUrl', stack.apiUrl);
  project.provide('anonKey', stack.anonKey);
  project.provide('serviceRoleKey', stack.serviceRoleKey);
  project.provide('mailboxUrl', stack.mailboxUrl);
  project.provide('idpUrl', stack.idpUrl);
  project.provide('tokenAlg', stack.tokenAlg);
  project.provide('schedulerClockUrl', stack.schedulerClockUrl);
  return () => stack.stop();
}
