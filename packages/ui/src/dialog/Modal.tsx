import { clsx } from 'clsx';
import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactElement, ReactNode, Ref } from 'react';
import { IconButton } from '../icon-button';
import { useUiText } from '../i18n';
import { usePortalContainer } from '../theme/PortalContainer';

/** What Dialog and Drawer share: Radix's focus trap, Escape / outside-click dismissal and focus return. */
export interface ModalProps {
  /** Names the window for screen readers; always required. */
  title: ReactNode;
  /** A sentence under the title, announced when the window opens. */
  description?: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the window; focus returns to it on close. */
  trigger?: ReactElement;
  /** Actions at the bottom (e.g. Cancel / Save); stays visible while the body scrolls. */
  footer?: ReactNode;
  children?: ReactNode;
  /** Hides the title visually when the content shows its own heading (it stays the accessible name). */
  hideTitle?: boolean;
  /** Where focus goes on open; defaults to the first focusable element. Return false to keep it on the window. */
  onOpenAutoFocus?: (event: Event) => void;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

interface ModalShellProps extends ModalProps {
  kind: 'dialog' | 'drawer';
  modifier: string;
}

export function ModalShell({
  kind,
  modifier,
  title,
  description,
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  footer,
  children,
  hideTitle,
  onOpenAutoFocus,
  className,
  ref,
}: ModalShellProps) {
  const { t } = useUiText();
  const portalContainer = usePortalContainer();
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal container={portalContainer}>
        <RadixDialog.Overlay className={`tb-${kind}__overlay`} />
        <RadixDialog.Content
          ref={ref}
          className={clsx(`tb-${kind}`, `tb-${kind}--${modifier}`, className)}
          onOpenAutoFocus={onOpenAutoFocus ?? focusFirstControl}
          // Without a description Radix expects an explicit opt-out, or it warns.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <header className={`tb-${kind}__header`}>
            <div className={`tb-${kind}__heading`}>
              <RadixDialog.Title className={clsx(`tb-${kind}__title`, hideTitle && 'tb-visually-hidden')}>
                {title}
              </RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className={`tb-${kind}__description`}>
                  {description}
                </RadixDialog.Description>
              ) : null}
            </div>
          </header>
          {/* Focusable so keyboard users can scroll long content. Left out when empty: an empty focusable box is a
              tab stop that does nothing (and looks like an input when it has focus). */}
          {hasContent(children) ? (
            <div className={`tb-${kind}__body`} tabIndex={0}>
              {children}
            </div>
          ) : null}
          {footer ? <footer className={`tb-${kind}__footer`}>{footer}</footer> : null}
          {/* Last in tab order (it sits top-right visually), so Tab from the opening focus reaches the content first. */}
          <RadixDialog.Close asChild>
            {/* No tooltip: it would pop up whenever focus cycles onto this button. */}
            <IconButton
              icon="close"
              label={t('ui.dialog.close')}
              tooltip={false}
              className={`tb-${kind}__close`}
            />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

const focusable =
  ':is(input, textarea, select, button, [href], [tabindex]:not([tabindex="-1"])):not(:disabled)';

function hasContent(children: ReactNode): boolean {
  return children !== null && children !== undefined && children !== false && children !== '';
}

// Radix focuses the first tabbable element, which would be the scrollable body itself. A form's
// first field is the better start; without one, the first footer action (the safe choice comes
// first, e.g. "Cancel" before "Delete"); for read-only content the close button (the body stays
// reachable with Tab for scrolling), so focus always starts on something that does something.
function focusFirstControl(event: Event) {
  const content = event.currentTarget as HTMLElement;
  const body = content.querySelector<HTMLElement>(':scope > [class$="__body"]');
  const target =
    body?.querySelector<HTMLElement>(focusable) ??
    content.querySelector<HTMLElement>(`:scope > footer ${focusable}`) ??
    content.querySelector<HTMLElement>(`:scope > [class$="__close"]`) ??
    body;
  if (!target) return;
  event.preventDefault();
  target.focus();
}

/** Closes the surrounding Dialog or Drawer when its child is activated (e.g. a Cancel button). */
export const ModalClose = RadixDialog.Close;
