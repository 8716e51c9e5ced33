import { useQuery, useQueryClient } from '@tanstack/react-query';
import { listMyChecklistItems, subscribeToMyChecklistItems } from '@teamboard/sdk';
import { ErrorState, Skeleton, formatShortDate } from '@teamboard/ui';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '@/shared/lib/error-message';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { searchKeys } from '@/features/search';
import { useT } from '@/shared/i18n';

/**
 * The open checklist items I own on the workspace's boards, soonest due first; nothing when there
 * are none. Live: an item someone gives me, changes or takes from me reads the list again.
 */
export function MyChecklistItems({ workspaceId, slug }: { workspaceId: string; slug: string }) {
  const client = useTeamboardClient();
  const [now] = useState(() => new Date());
  const { t, locale } = useT();
  const queryClient = useQueryClient();
  const items = useQuery({
    queryKey: searchKeys.myChecklistItems(workspaceId),
    queryFn: () => listMyChecklistItems(client, workspaceId),
  });
  useEffect(() => {
    const refresh = () =>
      void queryClient.invalidateQueries({ queryKey: searchKeys.myChecklistItems(workspaceId) });
    const subscription = subscribeToMyChecklistItems(client, { onChange: refresh, onResync: refresh });
    // Once live, read the list again: what changed between its first read and the join was missed.
    void subscription.ready.then(refresh, () => undefined);
    return () => void subscription.unsubscribe();
  }, [client, queryClient, workspaceId]);
  if (items.isPending) return <Skeleton height={80} />;
  if (items.data === undefined)
    return (
      <ErrorState
        title={t('myCards.items.loadError')}
        message={errorMessage(items.error)}
        onRetry={() => void items.refetch()}
      />
    );
  if (items.data.length === 0) return null;
  return (
    <section className="my-cards__group" aria-labelledby="my-cards-items">
      <h2 id="my-cards-items" className="my-cards__heading">
        {t('myCards.items.title')}{' '}
        <span className="my-cards__count">{t('myCards.count', { count: items.data.length })}</span>
      </h2>
      <ul className="my-cards__list">
        {items.data.map((item) => (
          <li key={item.id} className="my-cards__item">
            <Link to={`/w/${slug}/b/${item.board.id}/c/${item.card.id}`} className="my-cards__title">
              {item.body}
            </Link>
            <span className="my-cards__where">
              {t('myCards.items.where', {
                checklist: item.checklist,
                card: item.card.title,
                board: item.board.name,
              })}
            </span>
            {item.due_at ? (
              <span className="my-cards__due">
                <time dateTime={item.due_at}>{formatShortDate(new Date(item.due_at), now, locale)}</time>
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
