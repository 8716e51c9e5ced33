import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Button } from '../button';
import { EmptyState } from '../empty-state';
import { ErrorState } from '../error-state';
import { Skeleton } from '../skeleton';

export type InboxFilter = 'all' | 'unread' | 'mentions';

const FILTERS: { value: InboxFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'unread', label: 'Unread' },
  { value: 'mentions', label: 'Mentions' },
];

const EMPTY: Record<InboxFilter, { title: string; description: string }> = {
  all: {
    title: 'No notifications yet',
    description: 'Mentions, assignments and due dates will show up here.',
  },
  unread: { title: 'All caught up', description: 'You have read everything.' },
  mentions: { title: 'No mentions', description: 'When someone @mentions you, it shows up here.' },
};

export interface InboxListProps {
  filter: InboxFilter;
  onFilterChange: (filter: InboxFilter) => void;
  status: 'loading' | 'error' | 'ready';
  /** The `NotificationItem`s of the current filter. */
  children?: ReactNode;
  /** How many items there are (children may be a fragment). */
  count: number;
  /** Shown when the list failed (a TeamboardError's message). */
  errorMessage?: ReactNode;
  onRetry?: () => void;
  /** Offered while something is unread. */
  onMarkAllRead?: () => void;
  unreadCount?: number;
  /** More pages exist: shows "Show more". */
  onLoadMore?: () => void;
  loadingMore?: boolean;
  /** Heading level of the title, to fit the page outline. */
  headingLevel?: 1 | 2 | 3;
  className?: string;
}

/** The inbox: a heading, the all / unread / mentions filter, mark all read, and the list in every state. */
export function InboxList({
  filter,
  onFilterChange,
  status,
  children,
  count,
  errorMessage,
  onRetry,
  onMarkAllRead,
  unreadCount = 0,
  onLoadMore,
  loadingMore = false,
  headingLevel = 2,
  className,
}: InboxListProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      className={clsx('tb-inbox', className)}
      aria-label="Inbox"
      aria-busy={status === 'loading' || undefined}
    >
      <header className="tb-inbox__header">
        <Heading className="tb-inbox__title">Inbox</Heading>
        {onMarkAllRead && unreadCount > 0 ? (
          <Button variant="ghost" size="sm" onClick={onMarkAllRead}>
            Mark all read
          </Button>
        ) : null}
      </header>
      <div className="tb-inbox__filters" role="group" aria-label="Show">
        {FILTERS.map((f) => (
          <button
            key={f.value}
            type="button"
            className="tb-inbox__filter"
            aria-pressed={filter === f.value}
            onClick={() => onFilterChange(f.value)}
          >
            {f.label}
          </button>
        ))}
      </div>
      {status === 'loading' ? (
        <div className="tb-inbox__loading">
          <span className="tb-visually-hidden">Loading notifications…</span>
          <Skeleton lines={4} />
        </div>
      ) : status === 'error' ? (
        <ErrorState
          title="Could not load notifications"
          message={errorMessage}
          onRetry={onRetry}
          size="sm"
          headingLevel={3}
        />
      ) : count === 0 ? (
        <EmptyState icon="inbox" size="sm" headingLevel={3} {...EMPTY[filter]} />
      ) : (
        <>
          <ul className="tb-inbox__list">{children}</ul>
          {onLoadMore ? (
            <Button
              variant="secondary"
              size="sm"
              onClick={onLoadMore}
              loading={loadingMore}
              className="tb-inbox__more"
            >
              Show more
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
