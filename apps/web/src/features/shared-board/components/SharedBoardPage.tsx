import type { SharedBoard, SharedCard } from '@teamboard/sdk';
import { Badge, BoardColumn, CardTile, Dialog, ErrorState, MarkdownView, Spinner } from '@teamboard/ui';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { errorMessage } from '@/shared/lib/error-message';
import { useSharedBoard } from '../hooks/use-shared-board';
import { columnsOf, labelsOf } from '../lib/shared-board-view';
import { useT } from '@/shared/i18n';
import './shared-board.css';

/** `/s/:token`: a board shown read-only to anyone holding its public link. */
export function SharedBoardPage() {
  const { token = '' } = useParams();
  const shared = useSharedBoard(token);
  const { t } = useT();
  useDocumentTitle(shared.data?.board.name ?? t('sharedBoard.documentTitle'));

  if (shared.isPending) {
    return (
      <main className="app-page app-page--centered">
        <Spinner label={t('sharedBoard.opening')} />
      </main>
    );
  }
  if (shared.isError) {
    return (
      <main className="app-page app-page--centered">
        <ErrorState
          title={t('board.loadError')}
          message={errorMessage(shared.error)}
          onRetry={() => void shared.refetch()}
          retrying={shared.isFetching}
        />
      </main>
    );
  }
  if (shared.data === null) return <LinkNotWorking />;
  return <ReadOnlyBoard shared={shared.data} />;
}

function LinkNotWorking() {
  const { t } = useT();
  return (
    <main className="app-page app-page--centered">
      <h1>{t('sharedBoard.gone.title')}</h1>
      <p>{t('sharedBoard.gone.body')}</p>
      <p>
        <Link to="/">{t('sharedBoard.gone.link')}</Link>
      </p>
    </main>
  );
}

function ReadOnlyBoard({ shared }: { shared: SharedBoard }) {
  const [openCard, setOpenCard] = useState<SharedCard>();
  const { t } = useT();
  const now = new Date();
  return (
    <main className="shared-board">
      <header className="shared-board__header">
        <div className="shared-board__heading">
          <h1 className="shared-board__title">{shared.board.name}</h1>
          <Badge tone="neutral">{t('sharedBoard.readOnly')}</Badge>
          {shared.board.description ? (
            <p className="shared-board__description">{shared.board.description}</p>
          ) : null}
        </div>
      </header>
      <div className="shared-board__canvas">
        {columnsOf(shared).map((column) => (
          <BoardColumn key={column.id} name={column.name} cardCount={column.cards.length}>
            {column.cards.map((card) => (
              <CardTile
                key={card.id}
                data-card-id={card.id}
                title={card.title}
                labels={labelsOf(card, shared.labels)}
                startAt={card.start_at === null ? null : new Date(card.start_at)}
                dueAt={card.due_at === null ? null : new Date(card.due_at)}
                completed={card.completed_at !== null}
                checklist={
                  card.checklist.length === 0
                    ? null
                    : {
                        done: card.checklist.filter((item) => item.done).length,
                        total: card.checklist.length,
                      }
                }
                now={now}
                onOpen={() => setOpenCard(card)}
              />
            ))}
          </BoardColumn>
        ))}
      </div>
      {openCard !== undefined ? (
        <Dialog title={openCard.title} open onOpenChange={(open) => !open && setOpenCard(undefined)}>
          <div className="shared-board__card">
            {openCard.description ? (
              <MarkdownView source={openCard.description} />
            ) : (
              <p className="shared-board__muted">{t('card.description.empty')}</p>
            )}
            {openCard.checklist.length > 0 ? (
              <section aria-label={t('checklist.title')}>
                <h2 className="shared-board__section">{t('checklist.title')}</h2>
                <ul className="shared-board__checklist">
                  {openCard.checklist.map((item) => (
                    <li key={item.id} data-done={item.done || undefined}>
                      <span className="tb-visually-hidden">{`${t('sharedBoard.item', { done: String(item.done) })} `}</span>
                      {item.body}
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </div>
        </Dialog>
      ) : null}
    </main>
  );
}
