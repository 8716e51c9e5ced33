import { authService } from './auth/service';
import { cronSchemaSql } from './cron/schema';
import { bootstrapSql } from './db/bootstrap';
import { functionsService } from './functions/service';
import { netSchemaSql } from './net/schema';
import { realtimeService } from './realtime/service';
import { createRestService } from './rest';
import type { ServiceDefinition } from './service-contract';
import { storageService } from './storage/service';
import { vaultSchemaSql } from './vault/schema';

/** PostgREST at /rest/v1 serves the project's own schemas and brings none. */
const restService: ServiceDefinition = { prefix: '/rest/v1', create: createRestService };

/**
 * The Supabase APIs served on the gateway. The order is the bootstrap's:
 * storage and realtime policies refer to `auth`, so auth comes first.
 */
export const services: readonly ServiceDefinition[] = [
  authService,
  storageService,
  realtimeService,
  restService,
  functionsService,
];

/** What each service hands to the database bootstrap, in the same order. */
export const serviceSchemas: readonly string[] = services.flatMap((service) =>
  service.schemaSql ? [service.schemaSql] : [],
);

/** What each service needs on a hosted-shaped database, in the same order (see ServiceDefinition.hostedSchemaSql). */
export const hostedServiceSchemas: readonly string[] = services.flatMap((service) =>
  service.hostedSchemaSql ? [service.hostedSchemaSql] : [],
);

/** Everything that makes an embedded database a Supabase project (no pg_cron, pg_net or Vault there: our own schemas). */
export const embeddedBootstrapSql: readonly string[] = [
  ...bootstrapSql(serviceSchemas),
  cronSchemaSql,
  netSchemaSql,
  vaultSchemaSql,
];
