import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { loadWholeCatalogues } from '@/shared/i18n';
import { ScreenLoadError } from '@/shared/lib/lazy-screen';
import { ServicesContext, type AppServices, type ServicesValue } from '@/shared/services';

interface Loaded {
  services: AppServices | undefined;
  error: Error | undefined;
}

export interface ServicesRootProps {
  /** Loads the services' code once (`createServicesLoader`). */
  load: () => Promise<AppServices>;
  /** Whether a session may be stored: the session is then only known once they have loaded. */
  sessionMayBeStored: boolean;
  /**
   * Whether to hold them as soon as they load. Otherwise a screen asks (`WithServices`, or
   * `/sign-in` once its form shows); a screen that waits for the session asks nothing, so a
   * stored session always needs them at once.
   */
  atOnce: boolean;
  children: ReactNode;
}

/**
 * Holds the data services once loaded, with the whole catalogues of the language on screen, for
 * the screens and the session below.
 */
export function ServicesRoot({ load, sessionMayBeStored, atOnce, children }: ServicesRootProps) {
  const [loaded, setLoaded] = useState<Loaded>({ services: undefined, error: undefined });

  const loadOnce = useCallback(() => {
    // The screens that wait for the services also say more than the first screens' words.
    const catalogues = loadWholeCatalogues().catch((error: unknown) => {
      throw new ScreenLoadError(navigator.onLine ? 'failed' : 'offline', error);
    });
    return Promise.all([load(), catalogues]).then(
      ([services]) => {
        setLoaded((current) => (current.services === services ? current : { services, error: undefined }));
        return services;
      },
      (error: unknown) => {
        setLoaded({ services: undefined, error: error instanceof Error ? error : new Error(String(error)) });
        throw error;
      },
    );
  }, [load]);

  useEffect(() => {
    if (atOnce) loadOnce().catch(() => undefined);
  }, [atOnce, loadOnce]);

  // Code that could not load while offline is tried again once the browser is back.
  useEffect(() => {
    if (loaded.error === undefined) return undefined;
    const retry = () => {
      setLoaded({ services: undefined, error: undefined });
      loadOnce().catch(() => undefined);
    };
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [loaded.error, loadOnce]);

  const value = useMemo<ServicesValue>(
    () => ({ ...loaded, load: loadOnce, sessionMayBeStored }),
    [loaded, loadOnce, sessionMayBeStored],
  );
  return <ServicesContext value={value}>{children}</ServicesContext>;
}
