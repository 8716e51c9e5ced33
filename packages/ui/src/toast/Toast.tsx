import {
  createContext,
  lazy,
  Suspense,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { ToastRegionProps } from './ToastRegion';
import type { ToastEntry, ToastOptions } from './toast-types';

export type { ToastOptions, ToastVariant } from './toast-types';

export interface ToastApi {
  /** Shows a toast and returns its id. */
  toast: (options: ToastOptions) => string;
  dismiss: (id: string) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

const loadRegion = () => import('./ToastRegion');
/** Stands in when the region's code could not be fetched (offline before it ever loaded): the app goes on without toasts rather than failing. */
function NoRegion(_props: ToastRegionProps) {
  return null;
}
const ToastRegion = lazy(() =>
  loadRegion().then(
    (m): { default: (props: ToastRegionProps) => ReactNode } => ({ default: m.ToastRegion }),
    () => ({ default: NoRegion }),
  ),
);

/**
 * Fetches the region's code once the page has loaded and the browser is idle, so a toast shown
 * later (say, while the network is down) finds it ready; the first screen never waits for it.
 */
function prefetchRegionWhenIdle(): () => void {
  let cancelled = false;
  let idle: number | undefined;
  const prefetch = () => {
    if (cancelled) return;
    const run = () => void loadRegion().catch(() => undefined);
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(run);
    else idle = window.setTimeout(run, 0);
  };
  if (document.readyState === 'complete') prefetch();
  else window.addEventListener('load', prefetch, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', prefetch);
    if (idle !== undefined) {
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    }
  };
}

export interface ToastProviderProps {
  children: ReactNode;
  /** Default display time in milliseconds. */
  duration?: number;
  /** Label of the region that holds toasts; screen-reader users jump there with F8. */
  label?: string;
}

/**
 * Holds the toast queue and the live region toasts appear in; wrap the app once. The region (Radix's
 * toast) is mounted with the first toast, its code fetched when the page is idle.
 */
export function ToastProvider({ children, duration = 5000, label }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const [regionMounted, setRegionMounted] = useState(false);
  const counter = useRef(0);

  useEffect(() => prefetchRegionWhenIdle(), []);

  const dismiss = useCallback((id: string) => {
    setToasts((current) => current.map((entry) => (entry.id === id ? { ...entry, open: false } : entry)));
  }, []);

  const remove = useCallback((id: string) => {
    setToasts((current) => current.filter((entry) => entry.id !== id));
  }, []);

  const toast = useCallback((options: ToastOptions) => {
    counter.current += 1;
    const id = `toast-${counter.current}`;
    setRegionMounted(true);
    setToasts((current) => [...current, { ...options, id, open: true }]);
    return id;
  }, []);

  const api = useMemo<ToastApi>(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext value={api}>
      {children}
      {regionMounted ? (
        <Suspense fallback={null}>
          <ToastRegion toasts={toasts} duration={duration} label={label} onClose={dismiss} onGone={remove} />
        </Suspense>
      ) : null}
    </ToastContext>
  );
}

/** Show and dismiss toasts from anywhere under a ToastProvider. */
export function useToast(): ToastApi {
  const api = use(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>.');
  return api;
}
