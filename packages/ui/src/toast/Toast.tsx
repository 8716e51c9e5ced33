import { clsx } from 'clsx';
import { Toast as RadixToast } from 'radix-ui';
import { createContext, use, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { Icon, type IconName } from '../icon';
import { IconButton } from '../icon-button';

export type ToastVariant = 'info' | 'success' | 'error';

export interface ToastOptions {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before it hides itself; errors default to staying until dismissed. */
  duration?: number;
  /** One follow-up (e.g. "Undo", "Retry"). `altText` tells screen-reader users how to do it another way. */
  action?: { label: string; altText: string; onClick: () => void };
}

interface ToastEntry extends ToastOptions {
  id: string;
  open: boolean;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  toast: (options: ToastOptions) => string;
  dismiss: (id: string) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

const icons: Record<ToastVariant, IconName> = { info: 'info', success: 'check', error: 'alert' };

export interface ToastProviderProps {
  children: ReactNode;
  /** Default display time in milliseconds. */
  duration?: number;
  /** Label of the region that holds toasts; screen-reader users jump there with F8. */
  label?: string;
}

/** Holds the toast queue and the live region toasts appear in; wrap the app once. */
export function ToastProvider({ children, duration = 5000, label = 'Notifications' }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const counter = useRef(0);

  const dismiss = useCallback((id: string) => {
    setToasts((current) => current.map((entry) => (entry.id === id ? { ...entry, open: false } : entry)));
  }, []);

  const toast = useCallback((options: ToastOptions) => {
    counter.current += 1;
    const id = `toast-${counter.current}`;
    setToasts((current) => [...current, { ...options, id, open: true }]);
    return id;
  }, []);

  const api = useMemo<ToastApi>(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext value={api}>
      <RadixToast.Provider duration={duration} label={label} swipeDirection="right">
        {children}
        {toasts.map((entry) => {
          const variant = entry.variant ?? 'info';
          return (
            <RadixToast.Root
              key={entry.id}
              open={entry.open}
              // Errors wait for the user: they may need the message to act on it.
              duration={entry.duration ?? (variant === 'error' ? Number.POSITIVE_INFINITY : duration)}
              type={variant === 'error' ? 'foreground' : 'background'}
              className={clsx('tb-toast', `tb-toast--${variant}`)}
              onOpenChange={(open) => {
                if (!open) dismiss(entry.id);
              }}
              // Drop closed toasts once their exit has run, so the list does not grow forever.
              onAnimationEnd={() => {
                if (!entry.open) setToasts((current) => current.filter((item) => item.id !== entry.id));
              }}
            >
              <Icon name={icons[variant]} className="tb-toast__icon" />
              <div className="tb-toast__text">
                <RadixToast.Title className="tb-toast__title">{entry.title}</RadixToast.Title>
                {entry.description ? (
                  <RadixToast.Description className="tb-toast__description">
                    {entry.description}
                  </RadixToast.Description>
                ) : null}
              </div>
              {entry.action ? (
                <RadixToast.Action altText={entry.action.altText} asChild>
                  <button type="button" className="tb-toast__action" onClick={entry.action.onClick}>
                    {entry.action.label}
                  </button>
                </RadixToast.Action>
              ) : null}
              <RadixToast.Close asChild>
                <IconButton icon="close" label="Dismiss notification" size="sm" tooltip={false} />
              </RadixToast.Close>
            </RadixToast.Root>
          );
        })}
        <RadixToast.Viewport className="tb-toast-viewport" />
      </RadixToast.Provider>
    </ToastContext>
  );
}

/** Show and dismiss toasts from anywhere under a ToastProvider. */
export function useToast(): ToastApi {
  const api = use(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>.');
  return api;
}
