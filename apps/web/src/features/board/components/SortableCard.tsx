import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { CardTile, type AvatarPerson } from '@teamboard/ui';
import { useT } from '@/shared/i18n';
import { useTileCover } from '../hooks/use-tile-cover';
import type { DragData } from '../lib/drag-ids';
import { tileContentOf, type BoardCardView } from '../lib/view';

export interface SortableCardProps {
  card: BoardCardView;
  href: string;
  onOpen: () => void;
  /** Viewers get no drag handle. */
  draggable: boolean;
  /** Off while a list is dragged, so keyboard moves of lists only stop at lists. */
  droppable?: boolean;
  viewers?: readonly AvatarPerson[];
  now: Date;
  /** Set by a virtualised list so it can measure the tile. */
  index?: number;
  measureRef?: (element: HTMLElement | null) => void;
}

/**
 * A card tile dragged by the whole tile with mouse or touch (past a small
 * movement, or a short press on touch, so a click or a swipe still works) and
 * by its grip with the keyboard (the grip is dnd-kit's activator, so Space or
 * Enter on the title link opens the card instead).
 */
export function SortableCard({
  card,
  href,
  onOpen,
  draggable,
  viewers,
  now,
  index,
  measureRef,
}: SortableCardProps) {
  const { t } = useT();
  const { cover, observe } = useTileCover(card);
  const data: DragData = { type: 'card', listId: card.listId, title: card.title };
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: card.id,
      data,
      disabled: !draggable,
    });
  return (
    <CardTile
      ref={(element) => {
        setNodeRef(element);
        measureRef?.(element);
        observe(element);
      }}
      data-card-id={card.id}
      data-index={index}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      {...(draggable ? listeners : {})}
      {...tileContentOf(card)}
      cover={cover}
      now={now}
      href={href}
      onOpen={onOpen}
      viewers={viewers}
      dragState={isDragging ? 'placeholder' : 'idle'}
      dragHandleProps={
        draggable
          ? {
              ...attributes,
              ref: setActivatorNodeRef,
              'aria-roledescription': t('board.drag.cardRole'),
            }
          : undefined
      }
    />
  );
}
