import { I18nProvider } from '@lingui/react';
import { ThemeProvider, ToastProvider } from '@teamboard/ui';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { ConnectionContext, createConnectionStore, type ConnectionStore } from '@/shared/connection';
import { i18n } from '@/shared/i18n';
import type { AppServices } from '@/shared/services';
import type { BackendConfig } from './backend-config';
import { createRoutes } from './routes';
import { ServiceWorkerUpdates } from './service-worker-updates';
import { createServicesLoader } from './services-loader';
import { ServicesRoot } from './ServicesRoot';
import { sessionMayBeStored, SIGNED_OUT_FIRST_SCREENS } from './first-load';

/** What the app holds for its whole life: one of each per page. */
export interface AppParts {
  connection: ConnectionStore;
  /** Loads the data services (client, query cache, offline queue, local copy) once. */
  loadServices: () => Promise<AppServices>;
  sessionMayBeStored: boolean;
  /** Whether this page's first screen needs the data services (all but a signed-out `/sign-in`). */
  servicesAtOnce: boolean;
  router: ReturnType<typeof createBrowserRouter>;
}

/**
 * Made once, outside React: state made in a component is made again when its first render
 * suspends. The data services' code is asked for at once, unless this is a signed-out visit
 * to a screen that shows without it (the screen asks once it is on screen).
 */
export function createAppParts(config: BackendConfig): AppParts {
  const connection = createConnectionStore();
  const loadServices = createServicesLoader(config, connection);
  const stored = sessionMayBeStored(config, window.localStorage);
  const servicesAtOnce = stored || !SIGNED_OUT_FIRST_SCREENS.includes(window.location.pathname);
  // Before React's first render, so their code downloads while it runs.
  if (servicesAtOnce) loadServices().catch(() => undefined);
  return {
    connection,
    loadServices,
    sessionMayBeStored: stored,
    servicesAtOnce,
    router: createBrowserRouter(createRoutes({ loadServices })),
  };
}

export interface AppProps {
  parts: AppParts;
}

export function App({ parts }: AppProps) {
  return (
    <I18nProvider i18n={i18n}>
      <ConnectionContext value={parts.connection}>
        <ServicesRoot
          load={parts.loadServices}
          sessionMayBeStored={parts.sessionMayBeStored}
          atOnce={parts.servicesAtOnce}
        >
          <ThemeProvider>
            <ToastProvider>
              <RouterProvider router={parts.router} />
              <ServiceWorkerUpdates />
            </ToastProvider>
          </ThemeProvider>
        </ServicesRoot>
      </ConnectionContext>
    </I18nProvider>
  );
}
