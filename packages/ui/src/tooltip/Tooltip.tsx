import { Tooltip as RadixTooltip } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import { usePortalContainer } from '../theme/PortalContainer';

export interface TooltipProps {
  /** The tip. It supplements the trigger's accessible name; never put the only label here. */
  content: ReactNode;
  /** One focusable element (a button, a link) that shows the tip on hover and on keyboard focus. */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** Milliseconds before showing on hover. */
  delay?: number;
  /** Controlled open state, mostly for stories and tests. */
  open?: boolean;
  defaultOpen?: boolean;
}

/** A short hint shown on hover and focus, dismissed with Escape. */
export function Tooltip({ content, children, side = 'top', delay = 400, open, defaultOpen }: TooltipProps) {
  const portalContainer = usePortalContainer();
  return (
    // A provider per tooltip keeps the component usable anywhere without app-level setup.
    <RadixTooltip.Provider delayDuration={delay}>
      <RadixTooltip.Root open={open} defaultOpen={defaultOpen}>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal container={portalContainer}>
          <RadixTooltip.Content className="tb-tooltip" side={side} sideOffset={6} collisionPadding={8}>
            {content}
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
