import { clsx } from 'clsx';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Announced to screen readers; pass `null` when the surrounding element already says it is busy. */
  label?: string | null;
  className?: string;
}

/** An indeterminate activity indicator. */
export function Spinner({ size = 'md', label = 'Loading', className }: SpinnerProps) {
  return (
    <span
      className={clsx('tb-spinner', `tb-spinner--${size}`, className)}
      {...(label ? { role: 'status', 'aria-label': label } : { 'aria-hidden': true })}
    />
  );
}
