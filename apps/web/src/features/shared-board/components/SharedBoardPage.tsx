import type { SharedBoard, SharedCard } from '@teamboard/sdk';
import { Badge, BoardColumn, CardTile, Dialog, ErrorState, MarkdownView, Spinner } from '@teamboard/ui';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { errorMessage } from '@/shared/lib/error-message';
import { useSharedBoard } from '../hooks/use-shared-board';
import { columnsOf, labelsOf } from '../lib/shared-board-view';
import './shared-board.css';

/** `/s/:token`: a board shown read-only to anyone holding its public link. */
export function SharedBoardPage() {
  const { token = '' } = useParams();
  const shared = useSharedBoard(token);
  useDocumentTitle(shared.data?.board.name ?? 'Shared board');

  if (shared.isPending) {
    return (
      <main className="app-page app-page--centered">
        <Spinner label="Opening the shared board" />
      </main>
    );
  }
  if (shared.isError) {
    return (
      <main className="app-page app-page--centered">
        <ErrorState
          title="The board didn't load"
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
  return (
    <main className="app-page app-page--centered">
      <h1>This link no longer works</h1>
      <p>
        The board’s public link was revoked, replaced by a new one, or never existed. Ask someone who works on
        the board for its current link.
      </p>
      <p>
        <Link to="/">Go to Teamboard</Link>
      </p>
    </main>
  );
}

function ReadOnlyBoard({ shared }: { shared: SharedBoard }) {
  const [openCard, setOpenCard] = useState<SharedCard>();
  const now = new Date();
  return (
    <main className="shared-board">
      <header className="shared-board__header">
        <div className="shared-board__heading">
          <h1 className="shared-board__title">{shared.board.name}</h1>
          <Badge tone="neutral">Read-only</Badge>
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
                dueAt={card.due_at === null ? null : new Date(card.due_at)}
                completed={card.completed_at !== null}
                checklist={
                  card.checklist.length === 0
                    ? null
                    : { done: card.checklist.filter((item) => item.done).length, total: card.checklist.length }
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
              <p className="shared-board__muted">No description.</p>
            )}
            {openCard.checklist.length > 0 ? (
              <section aria-label="Checklist">
                <h2 className="shared-board__section">Checklist</h2>
                <ul className="shared-board__checklist">
                  {openCard.checklist.map((item) => (
                    <li key={item.id} data-done={item.done || undefined}>
                      <span className="tb-visually-hidden">{item.done ? 'Done: ' : 'To do: '}</span>
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
