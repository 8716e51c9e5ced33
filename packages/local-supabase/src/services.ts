import { createAuthService } from './auth/service';
import type { Service, ServiceContext } from './gateway/types';

export type ServiceFactory = (ctx: ServiceContext) => Service | Promise<Service>;

/** The Supabase APIs served on the gateway, by prefix. */
export const serviceFactories: Record<string, ServiceFactory> = {
  '/auth/v1': createAuthService,
};
