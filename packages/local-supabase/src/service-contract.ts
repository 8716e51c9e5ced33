import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Hono } from 'hono';
import type { Database } from './db/database';
import type { Clock } from './clock';
import type { ApiKeys } from './keys/api-keys';
import type { Logger } from './log';
import type { Mailbox } from './mailbox/mailbox';
import type { ProjectConfig } from './project/project-config';

/*
 * The contract between the host (start.ts, the gateway) and each Supabase
 * service: what a service is given, what it hands back, and what the gateway
 * tells it about every request.
 */

/** What the gateway learned from `apikey` / `Authorization` before a service sees the request. */
export interface RequestAuth {
  /** The `apikey` header or query parameter, if any. */
  apikey: string | undefined;
  /** Role the apikey stands for, when it is one of the project's keys. */
  apikeyRole: 'anon' | 'service_role' | undefined;
  /**
   * The bearer token the service should verify: the caller's JWT, or the role
   * JWT that an `sb_…` key was swapped for (Supabase's gateway rule).
   */
  token: string | undefined;
  /** True when `Authorization` was sent (before any swap). */
  hadAuthorizationHeader: boolean;
}

export interface GatewayEnv {
  Variables: { auth: RequestAuth };
}

export interface ServiceContext {
  db: Database;
  config: ProjectConfig;
  keys: ApiKeys;
  urls: { api: string; db: string; mailbox: string };
  /** Folder holding `supabase/`, when there is one. */
  projectDir: string | undefined;
  /** Folder for persistent data; undefined when everything lives in memory. */
  dataDir: string | undefined;
  mailbox: Mailbox;
  log: Logger;
  /** The time expiry is checked against; the real clock unless a test passes its own. */
  clock: Clock;
  /** How often realtime re-reads its change queue when no notification came (default 2 s). */
  realtimeFallbackPollMs?: number;
}

/** One API mounted under its prefix on the gateway. */
export interface Service {
  app: Hono<GatewayEnv>;
  /** WebSocket upgrades for paths under the prefix. */
  handleUpgrade?(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Called after migrations are (re)applied, e.g. to rebuild a schema cache. */
  reload?(): Promise<void>;
  close?(): Promise<void>;
}

/** One service as the host starts it: where it is mounted, the schema it needs, how to make it. */
export interface ServiceDefinition {
  /** Where the gateway mounts it, e.g. `/auth/v1`. */
  prefix: string;
  /**
   * SQL that gives a fresh database this service's schema (as a fresh
   * Supabase project has it), run by the database bootstrap in the order the
   * services are listed. Idempotent: it runs again on every start and reset.
   */
  schemaSql?: string;
  /**
   * What the service itself needs on a hosted-shaped database, whose schema
   * the hosted counterpart's own migrations made (see the `hostedShaped`
   * option of startLocalSupabase): run there instead of `schemaSql`, so that
   * schema stays as it is. Idempotent.
   */
  hostedSchemaSql?: string;
  create(ctx: ServiceContext): Service | Promise<Service>;
}
