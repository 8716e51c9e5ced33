import { authService } from './auth/service';
import { functionsService } from './functions/service';
import { realtimeService } from './realtime/service';
import { createRestService } from './rest';
import type { ServiceDefinition } from './service-contract';
import { storageService } from './storage/service';

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
