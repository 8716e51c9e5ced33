import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Icon, type IconName } from '../icon';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  icon?: IconName;
  /** The next step, usually one Button ("Create a board"). */
  action?: ReactNode;
  /** Heading level of the title, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  size?: 'sm' | 'md';
  className?: string;
}

/** What a list shows when it has nothing yet, and what to do about it. */
export function EmptyState({
  title,
  description,
  icon = 'inbox',
  action,
  headingLevel = 3,
  size = 'md',
  className,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={clsx('tb-state', `tb-state--${size}`, className)}>
      <span className="tb-state__icon">
        <Icon name={icon} size={size === 'sm' ? 20 : 28} />
      </span>
      <Heading className="tb-state__title">{title}</Heading>
      {description ? <p className="tb-state__description">{description}</p> : null}
      {action ? <div className="tb-state__action">{action}</div> : null}
    </div>
  );
}
