import { useDroppable } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useVirtualizer } from '@tanstack/react-virtual';
import { BoardColumn } from '@teamboard/ui';
import { useRef, type ReactNode } from 'react';
import { useT } from '@/shared/i18n';
import { listAreaId, type DragData } from '../lib/drag-ids';
import type { BoardCardView, BoardListView } from '../lib/view';

/** Lists longer than this render only the cards in view, so 1,000-card boards stay smooth. */
export const VIRTUALISE_FROM = 40;
const ESTIMATED_CARD_HEIGHT = 76;
const CARD_GAP = 8;

export interface SortableColumnProps {
  list: BoardListView;
  /** The cards in the order shown now (the drag preview while dragging). */
  cards: readonly BoardCardView[];
  canEdit: boolean;
  filtered: boolean;
  renderCard: (
    card: BoardCardView,
    index: number,
    measureRef?: (element: HTMLElement | null) => void,
  ) => ReactNode;
  menu?: ReactNode;
  composer?: ReactNode;
  onAddCard?: () => void;
  dropTarget: boolean;
  /** False while a list is dragged: its card area must not catch the list. */
  acceptsCards: boolean;
}

/** One list on the board: sortable by its grip, a drop area for cards, virtualised when long. */
export function SortableColumn({
  list,
  cards,
  canEdit,
  filtered,
  renderCard,
  menu,
  composer,
  onAddCard,
  dropTarget,
  acceptsCards,
}: SortableColumnProps) {
  const { t } = useT();
  const data: DragData = { type: 'list', name: list.name };
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: list.id,
      data,
      disabled: !canEdit,
    });
  const areaData: DragData = { type: 'area', listId: list.id };
  const area = useDroppable({ id: listAreaId(list.id), data: areaData, disabled: !canEdit || !acceptsCards });
  const listElement = useRef<HTMLOListElement | null>(null);
  const virtual = cards.length >= VIRTUALISE_FROM;
  // TanStack Virtual returns functions that change with scroll; this component is simply not memoised by the compiler.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: virtual ? cards.length : 0,
    // BoardColumn scrolls the element around its card list.
    getScrollElement: () => listElement.current?.parentElement ?? null,
    estimateSize: () => ESTIMATED_CARD_HEIGHT,
    gap: CARD_GAP,
    // A few tiles past each end keep a scroll smooth; each more is drawn on every open.
    overscan: 3,
    // Before the column is laid out, it can show at most the window's height of cards: drawing
    // fewer than fit would draw again once measured, drawing more is wasted on the first open.
    initialRect: { width: 288, height: window.innerHeight },
    getItemKey: (index) => cards[index]?.id ?? index,
  });
  const items = virtualizer.getVirtualItems();
  const shown = virtual
    ? items.flatMap((item) => {
        const card = cards[item.index];
        return card ? [renderCard(card, item.index, virtualizer.measureElement)] : [];
      })
    : cards.map((card, index) => renderCard(card, index));
  const padding = virtual
    ? {
        paddingTop: (items[0]?.start ?? 0) + 3,
        paddingBottom: Math.max(0, virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0)) + 3,
      }
    : undefined;

  return (
    <SortableContext items={cards.map((card) => card.id)} strategy={verticalListSortingStrategy}>
      <BoardColumn
        ref={setNodeRef}
        data-list-id={list.id}
        style={{ transform: CSS.Translate.toString(transform), transition }}
        className="board-column"
        name={list.name}
        cardCount={list.cardCount}
        {...(filtered ? { shownCount: list.cards.length } : {})}
        wipLimit={list.wipLimit}
        menu={menu}
        onAddCard={onAddCard}
        emptyText={filtered && list.cardCount > 0 ? t('board.column.noMatch') : t('board.column.empty')}
        dragState={isDragging ? 'dragging' : dropTarget ? 'over' : 'idle'}
        dragHandleProps={
          canEdit
            ? {
                ...attributes,
                ...listeners,
                ref: setActivatorNodeRef,
                'aria-roledescription': t('board.drag.listRole'),
              }
            : undefined
        }
        listProps={{
          ref: (element) => {
            listElement.current = element;
            area.setNodeRef(element);
          },
          style: padding,
        }}
      >
        {shown}
        {composer}
      </BoardColumn>
    </SortableContext>
  );
}
