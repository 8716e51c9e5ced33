import type { TestProject } from 'vitest/node';
import { startStack } from './stack';

declare module 'vitest' {
  export interface ProvidedContext {
    webUrl: string;
    apiUrl: string;
    anonKey: string;
    serviceRoleKey: string;
    /** The backend's captured emails: `GET <mailboxUrl>/api/messages?to=<email>` with the service-role key, newest first. */
    mailboxUrl: string;
    /** The demo identity provider (sign in as Ada, Grace, …). */
    idpUrl: string;
  }
}

/** One stack for the whole end-to-end run (see `startStack`). */
export default async function setup(project: TestProject) {
  const stack = await startStack();
  project.provide('webUrl', stack.webUrl);
  project.provide('apiUrl', stack.apiUrl);
  project.provide('anonKey', stack.anonKey);
  project.provide('serviceRoleKey', stack.serviceRoleKey);
  project.provide('mailboxUrl', stack.mailboxUrl);
  project.provide('idpUrl', stack.idpUrl);
  return () => stack.stop();
}
