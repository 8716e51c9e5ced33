import {
  MutationCache,
  onlineManager,
  QueryCache,
  QueryClient,
  QueryClientProvider,
} from '@tanstack/react-query';
import type { TeamboardClient } from '@teamboard/sdk';
import { I18nProvider } from '@lingui/react';
import { ThemeProvider, ToastProvider } from '@teamboard/ui';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { ConnectionContext, createConnectionStore, type ConnectionStore } from '@/shared/connection';
import { i18n } from '@/shared/i18n';
import { appEnv } from '@/shared/env';
import { TeamboardClientContext } from '@/shared/lib/teamboard-client-context';
import { registerQueuedMutations } from '@/shared/offline-queue';
import type { BackendConfig } from './backend-config';
import { createLocalCopy, followSession, indexedDbStorage, LOCAL_COPY_MAX_AGE_MS } from './local-copy';
import { createRoutes } from './routes';
import { ServiceWorkerUpdates } from './service-worker-updates';
import { createAppClient } from './teamboard-client';

/** What the app holds for its whole life: one of each per page. */
export interface AppServices {
  client: TeamboardClient;
  connection: ConnectionStore;
  queryClient: QueryClient;
  router: ReturnType<typeof createBrowserRouter>;
}

/** Every query and mutation reports how it ended, so "offline" also follows requests that get no answer. */
function createAppQueryClient(connection: ConnectionStore): QueryClient {
  const ok = () => connection.reportRequest({ ok: true });
  const failed = (error: unknown) => connection.reportRequest({ ok: false, error });
  return new QueryClient({
    // Kept in memory as long as the local copy keeps them, so a board left a while ago stays in it.
    defaultOptions: { queries: { retry: 1, gcTime: LOCAL_COPY_MAX_AGE_MS } },
    queryCache: new QueryCache({ onSuccess: ok, onError: failed }),
    mutationCache: new MutationCache({ onSuccess: ok, onError: failed }),
  });
}

/**
 * Made once, outside React: state made in a component is made again when its
 * first render suspends, and a second supabase-js client means a second
 * GoTrueClient, refresh timer and refresh request on the same stored session.
 */
export function createAppServices(config: BackendConfig): AppServices {
  const connection = createConnectionStore();
  const client = createAppClient(config);
  const queryClient = createAppQueryClient(connection);
  registerQueuedMutations(queryClient, client);
  // TanStack Query assumes online until an event says otherwise: a page opened offline would
  // send the restored edits at once, and lose them to the failed requests.
  onlineManager.setOnline(navigator.onLine);
  // Before the router, whose loaders start the first screen's requests: the copy fills in while they run.
  followSession(
    client,
    createLocalCopy({ queryClient, storage: indexedDbStorage(), buildId: appEnv.buildId }),
  );
  return {
    client,
    connection,
    queryClient,
    router: createBrowserRouter(createRoutes({ client, queryClient })),
  };
}

export interface AppProps {
  services: AppServices;
}

export function App({ services }: AppProps) {
  return (
    <I18nProvider i18n={i18n}>
      <TeamboardClientContext value={services.client}>
        <ConnectionContext value={services.connection}>
          <QueryClientProvider client={services.queryClient}>
            <ThemeProvider>
              <ToastProvider>
                <RouterProvider router={services.router} />
                <ServiceWorkerUpdates />
              </ToastProvider>
            </ThemeProvider>
          </QueryClientProvider>
        </ConnectionContext>
      </TeamboardClientContext>
    </I18nProvider>
  );
}
