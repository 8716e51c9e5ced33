import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider, ToastProvider } from '@teamboard/ui';
import { useState } from 'react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { BackendConfig } from './backend-config';
import { routes } from './routes';
import { createAppClient } from './teamboard-client';
import { TeamboardClientContext } from '@/shared/lib/teamboard-client-context';

export interface AppProps {
  config: BackendConfig;
}

export function App({ config }: AppProps) {
  // Created once: supabase-js keeps one session, one refresh timer and one tab channel per client.
  const [client] = useState(() => createAppClient(config));
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: 1 } } }));
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <TeamboardClientContext value={client}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider>
          <ToastProvider>
            <RouterProvider router={router} />
          </ToastProvider>
        </ThemeProvider>
      </QueryClientProvider>
    </TeamboardClientContext>
  );
}
