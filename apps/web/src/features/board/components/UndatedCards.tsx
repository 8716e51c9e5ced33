import { useDraggable } from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import { useT } from '@/shared/i18n';
import type { BoardCardView } from '../lib/view';

export interface UndatedCardsProps {
  cards: readonly BoardCardView[];
  /** Editors may drag a card onto the timeline's track to give it a due date there. */
  canEdit: boolean;
  onOpenCard: (cardId: string) => void;
}

/** What an undated card carries while dragged onto the timeline. */
export interface UndatedDrag {
  type: 'undated';
  card: BoardCardView;
}

/** The cards without dates, beside the timeline: each opens its card, or is dragged onto a day. */
export function UndatedCards({ cards, canEdit, onOpenCard }: UndatedCardsProps) {
  const { t } = useT();
  return (
    <aside className="board-timeline__undated" aria-labelledby="board-timeline-undated">
      <h3 id="board-timeline-undated">{t('views.timeline.undated')}</h3>
      {cards.length === 0 ? (
        <p>{t('views.timeline.undatedNone')}</p>
      ) : (
        <ul>
          {cards.map((card) => (
            <UndatedCard key={card.id} card={card} canEdit={canEdit} onOpen={() => onOpenCard(card.id)} />
          ))}
        </ul>
      )}
    </aside>
  );
}

function UndatedCard({
  card,
  canEdit,
  onOpen,
}: {
  card: BoardCardView;
  canEdit: boolean;
  onOpen: () => void;
}) {
  const data: UndatedDrag = { type: 'undated', card };
  // The mouse and touch only: a keyboard gives a card its dates in the card's own date pickers.
  const { setNodeRef, listeners, transform, isDragging } = useDraggable({
    id: `undated:${card.id}`,
    data,
    disabled: !canEdit,
  });
  return (
    <li>
      <button
        ref={setNodeRef}
        type="button"
        className="board-timeline__undated-card"
        data-dragging={isDragging ? '' : undefined}
        style={{ transform: CSS.Translate.toString(transform) }}
        {...listeners}
        onClick={onOpen}
      >
        {card.title}
      </button>
    </li>
  );
}
