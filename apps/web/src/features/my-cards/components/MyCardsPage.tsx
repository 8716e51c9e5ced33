import { useQuery } from '@tanstack/react-query';
import { listMyCards } from '@teamboard/sdk';
import { EmptyState, ErrorState, Skeleton, formatShortDate } from '@teamboard/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { useCurrentWorkspace } from '@/features/workspaces';
import { errorMessage } from '@/shared/lib/error-message';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { searchKeys } from '@/features/search';
import { groupByDue } from '../lib/due-groups';
import { MyChecklistItems } from './MyChecklistItems';
import { useT } from '@/shared/i18n';
import '../my-cards.css';

/**
 * `/w/:slug/my-cards`: the cards assigned to me on every board of the workspace,
 * started ones in progress, the rest by when they are due.
 */
export function MyCardsPage() {
  const client = useTeamboardClient();
  const workspace = useCurrentWorkspace();
  const [now] = useState(() => new Date());
  const { t, locale } = useT();
  const cards = useQuery({
    queryKey: searchKeys.myCards(workspace.id),
    queryFn: () => listMyCards(client, workspace.id),
  });

  return (
    <main className="app-screen my-cards">
      <header className="app-screen__header">
        <h1>{t('myCards.title')}</h1>
      </header>
      {cards.isPending ? (
        <Skeleton height={160} />
      ) : cards.data === undefined ? (
        <ErrorState
          title={t('myCards.loadError')}
          message={errorMessage(cards.error)}
          onRetry={() => void cards.refetch()}
        />
      ) : cards.data.length === 0 ? (
        <EmptyState title={t('myCards.empty.title')} description={t('myCards.empty.description')} />
      ) : (
        groupByDue(cards.data, now)
          .filter((group) => group.cards.length > 0)
          .map((group) => (
            <section key={group.id} className="my-cards__group" aria-labelledby={`my-cards-${group.id}`}>
              <h2 id={`my-cards-${group.id}`} className="my-cards__heading">
                {t('myCards.group', { group: group.id })}{' '}
                <span className="my-cards__count">{t('myCards.count', { count: group.cards.length })}</span>
              </h2>
              <ul className="my-cards__list">
                {group.cards.map((card) => (
                  <li key={card.id} className="my-cards__item">
                    <Link
                      to={`/w/${workspace.slug}/b/${card.board.id}/c/${card.id}`}
                      className="my-cards__title"
                    >
                      {card.title}
                    </Link>
                    <span className="my-cards__where">
                      {card.board.name} · {card.list.name}
                    </span>
                    {card.due_at ? (
                      <span className="my-cards__due">
                        {card.start_at ? (
                          <>
                            <time dateTime={card.start_at}>
                              {formatShortDate(new Date(card.start_at), now, locale)}
                            </time>
                            {' – '}
                          </>
                        ) : null}
                        <time dateTime={card.due_at}>
                          {formatShortDate(new Date(card.due_at), now, locale)}
                        </time>
                      </span>
                    ) : null}
                  </li>
                ))}
              </ul>
            </section>
          ))
      )}
      <MyChecklistItems workspaceId={workspace.id} slug={workspace.slug} />
    </main>
  );
}
