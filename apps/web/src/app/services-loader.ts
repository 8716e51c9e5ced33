import type { ConnectionStore } from '@/shared/connection';
import { ScreenLoadError } from '@/shared/lib/lazy-screen';
import type { AppServices } from '@/shared/services';
import type { BackendConfig } from './backend-config';

/**
 * Loads the services' code once per page. A failed load is not kept: the next call tries again
 * (the route boundary's message tells the person how, as for a screen's code).
 */
export function createServicesLoader(
  config: BackendConfig,
  connection: ConnectionStore,
): () => Promise<AppServices> {
  let loading: Promise<AppServices> | undefined;
  return () => {
    loading ??= import('./services').then(
      (module) => module.createAppServices(config, connection),
      (error: unknown) => {
        loading = undefined;
        throw new ScreenLoadError(navigator.onLine ? 'failed' : 'offline', error);
      },
    );
    return loading;
  };
}
