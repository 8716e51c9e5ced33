import { clsx } from 'clsx';
import { Toast as RadixToast } from 'radix-ui';
import { Icon, type IconName } from '../icon';
import { BareIconButton } from '../icon-button/BareIconButton';
import { useUiText } from '../i18n';
import type { ToastEntry, ToastVariant } from './toast-types';

const icons: Record<ToastVariant, IconName> = { info: 'info', success: 'check', error: 'alert' };

export interface ToastRegionProps {
  toasts: readonly ToastEntry[];
  /** Default display time in milliseconds. */
  duration: number;
  label: string | undefined;
  /** A toast closed (timer, swipe, Escape, its close button). */
  onClose: (id: string) => void;
  /** A closed toast's exit has run: it can leave the list. */
  onGone: (id: string) => void;
}

/**
 * The live region and the toasts in it: Radix's toast with its collection, layers and portal, in a
 * module of its own so the first screen of an app does not load it before a toast is shown.
 */
export function ToastRegion({ toasts, duration, label, onClose, onGone }: ToastRegionProps) {
  const { t } = useUiText();
  return (
    <RadixToast.Provider duration={duration} label={label ?? t('ui.toast.region')} swipeDirection="right">
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
              if (!open) onClose(entry.id);
            }}
            // Drop closed toasts once their exit has run, so the list does not grow forever.
            onAnimationEnd={() => {
              if (!entry.open) onGone(entry.id);
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
              <BareIconButton icon="close" label={t('ui.toast.dismiss')} size="sm" />
            </RadixToast.Close>
          </RadixToast.Root>
        );
      })}
      <RadixToast.Viewport className="tb-toast-viewport" />
    </RadixToast.Provider>
  );
}
