import {
  MutationCache,
  onlineManager,
  QueryCache,
  QueryClient,
  QueryClientProvider,
} from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { prefetchBoard } from '@/features/board';
import { isUnreachable, type ConnectionStore } from '@/shared/connection';
import { appEnv } from '@/shared/env';
import { TeamboardClientContext } from '@/shared/lib/teamboard-client-context';
import { registerQueuedMutations } from '@/shared/offline-queue';
import type { AppServices } from '@/shared/services';
import type { BackendConfig } from './backend-config';
import { createLocalCopy, followSession, indexedDbStorage, LOCAL_COPY_MAX_AGE_MS } from './local-copy';
import { createAppClient } from './teamboard-client';

/** Every query and mutation reports how it ended, so "offline" also follows requests that get no answer. */
function createAppQueryClient(connection: ConnectionStore): QueryClient {
  const ok = () => connection.reportRequest({ ok: true });
  const failed = (error: unknown) =>
    connection.reportRequest({ ok: false, unreachable: isUnreachable(error) });
  return new QueryClient({
    // Kept in memory as long as the local copy keeps them, so a board left a while ago stays in it.
    defaultOptions: { queries: { retry: 1, gcTime: LOCAL_COPY_MAX_AGE_MS } },
    queryCache: new QueryCache({ onSuccess: ok, onError: failed }),
    mutationCache: new MutationCache({ onSuccess: ok, onError: failed }),
  });
}

/**
 * Made once per page (`app/services-loader.ts` loads this module once): a second supabase-js
 * client would mean a second GoTrueClient, refresh timer and refresh request on the same stored
 * session.
 */
export function createAppServices(config: BackendConfig, connection: ConnectionStore): AppServices {
  const client = createAppClient(config);
  const queryClient = createAppQueryClient(connection);
  registerQueuedMutations(queryClient, client);
  // TanStack Query assumes online until an event says otherwise: a page opened offline would
  // send the restored edits at once, and lose them to the failed requests.
  onlineManager.setOnline(navigator.onLine);
  // Before any screen's requests: the copy fills in while they run.
  followSession(
    client,
    createLocalCopy({ queryClient, storage: indexedDbStorage(), buildId: appEnv.buildId }),
  );
  const Providers = ({ children }: { children: ReactNode }) => (
    <TeamboardClientContext value={client}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </TeamboardClientContext>
  );
  return {
    client,
    queryClient,
    prefetchBoard: (slug, boardId) => prefetchBoard(queryClient, client, slug, boardId),
    Providers,
  };
}
