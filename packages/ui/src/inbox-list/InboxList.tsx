import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Button } from '../button';
import { EmptyState } from '../empty-state';
import { ErrorState } from '../error-state';
import { Skeleton } from '../skeleton';
import { useUiText, type UiMessageId } from '../i18n';

export type InboxFilter = 'all' | 'unread' | 'mentions';

const FILTERS: { value: InboxFilter; label: UiMessageId }[] = [
  { value: 'all', label: 'ui.inbox.all' },
  { value: 'unread', label: 'ui.inbox.unread' },
  { value: 'mentions', label: 'ui.inbox.mentions' },
];

const EMPTY: Record<InboxFilter, { title: UiMessageId; description: UiMessageId }> = {
  all: { title: 'ui.inbox.emptyAll.title', description: 'ui.inbox.emptyAll.description' },
  unread: { title: 'ui.inbox.emptyUnread.title', description: 'ui.inbox.emptyUnread.description' },
  mentions: { title: 'ui.inbox.emptyMentions.title', description: 'ui.inbox.emptyMentions.description' },
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
  const { t } = useUiText();
  return (
    <section
      className={clsx('tb-inbox', className)}
      aria-label={t('ui.inbox.title')}
      aria-busy={status === 'loading' || undefined}
    >
      <header className="tb-inbox__header">
        <Heading className="tb-inbox__title">{t('ui.inbox.title')}</Heading>
        {onMarkAllRead && unreadCount > 0 ? (
          <Button variant="ghost" size="sm" onClick={onMarkAllRead}>
            {t('ui.inbox.markAllRead')}
          </Button>
        ) : null}
      </header>
      <div className="tb-inbox__filters" role="group" aria-label={t('ui.inbox.show')}>
        {FILTERS.map((f) => (
          <button
            key={f.value}
            type="button"
            className="tb-inbox__filter"
            aria-pressed={filter === f.value}
            onClick={() => onFilterChange(f.value)}
          >
            {t(f.label)}
          </button>
        ))}
      </div>
      {status === 'loading' ? (
        <div className="tb-inbox__loading">
          <span className="tb-visually-hidden">{t('ui.inbox.loading')}</span>
          <Skeleton lines={4} />
        </div>
      ) : status === 'error' ? (
        <ErrorState
          title={t('ui.inbox.loadError')}
          message={errorMessage}
          onRetry={onRetry}
          size="sm"
          headingLevel={3}
        />
      ) : count === 0 ? (
        <EmptyState
          icon="inbox"
          size="sm"
          headingLevel={3}
          title={t(EMPTY[filter].title)}
          description={t(EMPTY[filter].description)}
        />
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
              {t('ui.inbox.showMore')}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
