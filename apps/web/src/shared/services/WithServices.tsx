import { useEffect, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useServices } from './services-context';

export interface WithServicesProps {
  /** Shown while the services' code loads. */
  fallback: ReactNode;
  /** What needs them; the route's children when left out (as a layout route). */
  children?: ReactNode;
}

/** Renders its children once the services have loaded, inside their providers. */
export function WithServices({ fallback, children }: WithServicesProps) {
  const { services, error, load } = useServices();
  useEffect(() => {
    if (services === undefined && error === undefined) load().catch(() => undefined);
  }, [services, error, load]);
  // The route's error boundary shows it in the app's words, with a way to try again.
  if (error !== undefined) throw error;
  if (services === undefined) return fallback;
  return <services.Providers>{children ?? <Outlet />}</services.Providers>;
}
