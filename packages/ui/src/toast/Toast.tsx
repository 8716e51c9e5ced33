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

type RegionComponent = (props: ToastRegionProps) => ReactNode;

/** The region once its code is here: mounted after that, it renders at once instead of suspending. */
let loadedRegion: RegionComponent | undefined;

/** Fetches the region's code (a repeated call costs nothing); Storybook waits for it before each story. */
export function loadRegion() {
  return import('./ToastRegion').then((m) => {
    loadedRegion = m.ToastRegion;
    return m;
  });
}

/** Stands in when the region's code could not be fetched (offline before it ever loaded): the app goes on. */
function NoRegion(_props: ToastRegionProps) {
  return null;
}

/** The region, loaded on first render; a failed load is tried again with the next toast. */
function lazyRegion() {
  return lazy(() =>
    loadRegion().then(
      (m): { default: RegionComponent } => ({ default: m.ToastRegion }),
      () => {
        ToastRegion = lazyRegion();
        return { default: NoRegion };
      },
    ),
  );
}
let ToastRegion = lazyRegion();

// After the page's load event, how long the first screen gets before the region's code is fetched
// unasked; a key press or a click fetches it at once.
const PREFETCH_AFTER_LOAD_MS = 2000;

/**
 * Fetches the region's code once the user first acts or a while after the page has loaded, so a
 * toast shown later (say, while the network is down) finds it ready, and the first screen's code
 * and data never share the network with it.
 */
function prefetchRegion(): () => void {
  let done = false;
  let timer: number | undefined;
  const prefetch = () => {
    if (done) return;
    done = true;
    stop();
    void loadRegion().catch(() => undefined);
  };
  const afterLoad = () => {
    timer = window.setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(prefetch);
      else prefetch();
    }, PREFETCH_AFTER_LOAD_MS);
  };
  const stop = () => {
    window.removeEventListener('load', afterLoad);
    window.removeEventListener('pointerdown', prefetch, true);
    window.removeEventListener('keydown', prefetch, true);
    if (timer !== undefined) window.clearTimeout(timer);
  };
  window.addEventListener('pointerdown', prefetch, true);
  window.addEventListener('keydown', prefetch, true);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  return () => {
    done = true;
    stop();
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
 * toast) is mounted with the first toast, its code fetched before that (see `prefetchRegion`).
 */
export function ToastProvider({ children, duration = 5000, label }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  // Held in an object: a component is a function, which a state setter would call as an updater.
  const [region, setRegion] = useState<{ Component: RegionComponent | typeof ToastRegion }>();
  const counter = useRef(0);

  useEffect(() => prefetchRegion(), []);

  const dismiss = useCallback((id: string) => {
    setToasts((current) => current.map((entry) => (entry.id === id ? { ...entry, open: false } : entry)));
  }, []);

  const remove = useCallback((id: string) => {
    setToasts((current) => current.filter((entry) => entry.id !== id));
  }, []);

  const toast = useCallback((options: ToastOptions) => {
    counter.current += 1;
    const id = `toast-${counter.current}`;
    // The region is chosen with the first toast and kept, so it is never remounted as another
    // component; only a lazy one that failed to load (replaced since) is chosen again.
    setRegion((current) =>
      current !== undefined && (current.Component === ToastRegion || current.Component === loadedRegion)
        ? current
        : { Component: loadedRegion ?? ToastRegion },
    );
    setToasts((current) => [...current, { ...options, id, open: true }]);
    return id;
  }, []);

  const api = useMemo<ToastApi>(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext value={api}>
      {children}
      {region ? (
        <Suspense fallback={null}>
          <region.Component
            toasts={toasts}
            duration={duration}
            label={label}
            onClose={dismiss}
            onGone={remove}
          />
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
