import { createAuthService } from './auth/service';
import { createFunctionsService } from './functions/service';
import type { Service, ServiceContext } from './gateway/types';
import { createRestService } from './rest';
import { createRealtimeService } from './realtime/service';
import { createStorageService } from './storage/service';

export type ServiceFactory = (ctx: ServiceContext) => Service | Promise<Service>;

/** The Supabase APIs served on the gateway, by prefix. */
export const serviceFactories: Record<string, ServiceFactory> = {
  '/storage/v1': createStorageService,
  '/functions/v1': createFunctionsService,
  '/auth/v1': createAuthService,
  '/rest/v1': createRestService,
  '/realtime/v1': createRealtimeService,
};
