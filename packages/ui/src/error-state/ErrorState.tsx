import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Button } from '../button';
import { Icon } from '../icon';

export interface ErrorStateProps {
  title?: ReactNode;
  /** The human message (e.g. a TeamboardError's `message`); never a raw backend error. */
  message?: ReactNode;
  /** Shows a Retry button; pass it only when the failure is retryable. */
  onRetry?: () => void;
  retrying?: boolean;
  headingLevel?: 2 | 3 | 4;
  size?: 'sm' | 'md';
  className?: string;
}

/** A failed load, said plainly, with a way to try again. Announced as an alert. */
export function ErrorState({
  title = 'Something went wrong',
  message,
  onRetry,
  retrying = false,
  headingLevel = 3,
  size = 'md',
  className,
}: ErrorStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div role="alert" className={clsx('tb-state', 'tb-state--error', `tb-state--${size}`, className)}>
      <span className="tb-state__icon">
        <Icon name="alert" size={size === 'sm' ? 20 : 28} />
      </span>
      <Heading className="tb-state__title">{title}</Heading>
      {message ? <p className="tb-state__description">{message}</p> : null}
      {onRetry ? (
        <div className="tb-state__action">
          <Button
            variant="secondary"
            size={size === 'sm' ? 'sm' : 'md'}
            onClick={onRetry}
            loading={retrying}
            start={<Icon name="refresh" />}
          >
            Try again
          </Button>
        </div>
      ) : null}
    </div>
  );
}
