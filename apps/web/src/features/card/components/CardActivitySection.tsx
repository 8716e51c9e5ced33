import { useQuery } from '@tanstack/react-query';
import { getAvatarUrl } from '@teamboard/sdk';
import { ActivityItem, CardDetailSection, ErrorState, Skeleton } from '@teamboard/ui';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { errorMessage } from '@/shared/lib/error-message';
import { activityPayload } from '../lib/activity-payload';
import { cardActivityQuery } from '../lib/card-activity';
import { useT } from '@/shared/i18n';

export interface CardActivitySectionProps {
  cardId: string;
  cardTitle: string;
  listName: (id: string) => string | undefined;
  /** A card of the board by id (the other card of a dependency row); unknown ones are "another card". */
  cardTitleOf: (id: string) => string | undefined;
}

/** What happened to the card, newest first. */
export function CardActivitySection({ cardId, cardTitle, listName, cardTitleOf }: CardActivitySectionProps) {
  const { t } = useT();
  const client = useTeamboardClient();
  const activity = useQuery(cardActivityQuery(client, cardId));
  const now = new Date();
  return (
    <CardDetailSection title={t('card.activity.title')} icon="clock">
      {activity.isPending ? (
        <Skeleton lines={3} />
      ) : activity.data === undefined ? (
        <ErrorState
          size="sm"
          headingLevel={4}
          title={t('card.activity.loadError')}
          message={errorMessage(activity.error)}
          onRetry={() => void activity.refetch()}
        />
      ) : activity.data.length === 0 ? (
        <p className="card-muted">{t('card.activity.empty')}</p>
      ) : (
        <ol className="card-activity">
          {activity.data.map((entry) => (
            <ActivityItem
              key={entry.id}
              actor={{
                id: entry.actor_id ?? entry.id,
                name: entry.actor?.display_name || t('person.someone'),
                avatarUrl: getAvatarUrl(client, entry.actor?.avatar_path),
              }}
              kind={entry.kind}
              payload={activityPayload(entry.payload, { cardTitle, listName, cardTitleOf })}
              createdAt={new Date(entry.created_at)}
              now={now}
            />
          ))}
        </ol>
      )}
    </CardDetailSection>
  );
}
