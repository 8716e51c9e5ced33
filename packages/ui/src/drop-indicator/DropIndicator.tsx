import { clsx } from 'clsx';

export interface DropIndicatorProps {
  /** Horizontal between cards in a list; vertical between lists on the board. */
  orientation?: 'horizontal' | 'vertical';
  className?: string;
}

/**
 * Where a dragged card or list will land. Purely visual: the drag-and-drop library announces
 * positions to screen readers, so this is hidden from them.
 */
export function DropIndicator({ orientation = 'horizontal', className }: DropIndicatorProps) {
  return (
    <div aria-hidden className={clsx('tb-drop-indicator', `tb-drop-indicator--${orientation}`, className)} />
  );
}
