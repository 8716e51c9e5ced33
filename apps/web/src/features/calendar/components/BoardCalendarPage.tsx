import { CalendarMonth, ErrorState, Skeleton } from '@teamboard/ui';
import { useMemo, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { readViewSettings, useBoardData, useBoardRealtime, ViewSwitcher } from '@/features/board';
import { useCardUpdate } from '@/shared/hooks/use-card-update';
import { errorMessage } from '@/shared/lib/error-message';
import { useBoardPermissions } from '@/features/board-access';
import { calendarCards, movedDates } from '../lib/calendar-cards';
import { useT } from '@/shared/i18n';
import '../calendar.css';

/**
 * `/w/:slug/b/:boardId/calendar`: the board's cards by due date in a month
 * grid. Moving a card to another day is the card drawer's versioned update,
 * and the board's live subscription keeps the grid current for everyone.
 */
export function BoardCalendarPage() {
  const { slug = '', boardId = '' } = useParams();
  const navigate = useNavigate();
  const { t } = useT();
  const data = useBoardData(slug, boardId);
  useBoardRealtime(boardId, null);
  const update = useCardUpdate(boardId);
  const [month, setMonth] = useState(() => new Date());
  const { canEdit } = useBoardPermissions(boardId);
  const [params] = useSearchParams();
  const cards = useMemo(() => data.source?.cards ?? [], [data.source]);
  const placed = useMemo(() => calendarCards(cards), [cards]);
  const boardPath = `/w/${slug}/b/${boardId}`;

  if (data.error) {
    return (
      <main className="app-screen">
        <ErrorState title={t('board.loadError')} message={errorMessage(data.error)} onRetry={data.refetch} />
      </main>
    );
  }

  return (
    <main className="app-screen board-calendar">
      <header className="app-screen__header">
        <h1>{t('calendar.title', { board: data.board?.name ?? t('transfer.board') })}</h1>
        <ViewSwitcher
          slug={slug}
          boardId={boardId}
          settings={readViewSettings(params, true)}
          canEdit={canEdit}
        />
      </header>
      {data.loading ? (
        <Skeleton height={480} />
      ) : (
        <CalendarMonth
          month={month}
          onMonthChange={setMonth}
          cards={placed}
          readOnly={!canEdit || update.isPending}
          onOpenCard={(cardId) => void navigate(`${boardPath}/c/${cardId}`)}
          onMoveCard={(cardId, day) => {
            const card = cards.find((c) => c.id === cardId);
            if (!card?.due_at) return;
            update.mutate({
              cardId,
              expectedVersion: card.version,
              ...movedDates({ start_at: card.start_at, due_at: card.due_at }, day),
            });
          }}
        />
      )}
    </main>
  );
}
