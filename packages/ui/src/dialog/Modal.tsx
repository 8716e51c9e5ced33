import { clsx } from 'clsx';
import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactElement, ReactNode, Ref } from 'react';
import { IconButton } from '../icon-button';

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
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={`tb-${kind}__overlay`} />
        <RadixDialog.Content
          ref={ref}
          className={clsx(`tb-${kind}`, `tb-${kind}--${modifier}`, className)}
          onOpenAutoFocus={onOpenAutoFocus}
          // Without a description Radix expects an explicit opt-out, or it warns.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <header className={`tb-${kind}__header`}>
            <div className={`tb-${kind}__heading`}>
              <RadixDialog.Title className={clsx(`tb-${kind}__title`, hideTitle && 'tb-visually-hidden')}>
                {title}
              </RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className={`tb-${kind}__description`}>{description}</RadixDialog.Description>
              ) : null}
            </div>
            <RadixDialog.Close asChild>
              {/* No tooltip: it would pop up whenever the window opens with focus on this button. */}
              <IconButton icon="close" label="Close" tooltip={false} />
            </RadixDialog.Close>
          </header>
          <div className={`tb-${kind}__body`}>{children}</div>
          {footer ? <footer className={`tb-${kind}__footer`}>{footer}</footer> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Closes the surrounding Dialog or Drawer when its child is activated (e.g. a Cancel button). */
export const ModalClose = RadixDialog.Close;
