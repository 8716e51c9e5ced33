import { clsx } from 'clsx';
import { Popover as RadixPopover } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import { usePortalContainer } from '../theme/PortalContainer';

export interface PopoverProps {
  /** The element that opens it; focus returns there on close. */
  trigger: ReactElement;
  /** Names the panel for screen readers, e.g. "Filter cards". */
  label: string;
  children: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  side?: 'top' | 'right' | 'bottom' | 'left';
  align?: 'start' | 'center' | 'end';
  className?: string;
}

/**
 * A small non-modal panel anchored to its trigger: a picker, a filter, a short form. Closes on
 * Escape and outside click; focus moves into it and back to the trigger.
 */
export function Popover({
  trigger,
  label,
  children,
  open,
  defaultOpen,
  onOpenChange,
  side = 'bottom',
  align = 'start',
  className,
}: PopoverProps) {
  const portalContainer = usePortalContainer();
  return (
    <RadixPopover.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
      <RadixPopover.Portal container={portalContainer}>
        <RadixPopover.Content
          role="dialog"
          aria-label={label}
          className={clsx('tb-popover', className)}
          side={side}
          align={align}
          sideOffset={6}
          collisionPadding={8}
        >
          {children}
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}

/** Closes the surrounding Popover when its child is activated. */
export const PopoverClose = RadixPopover.Close;
