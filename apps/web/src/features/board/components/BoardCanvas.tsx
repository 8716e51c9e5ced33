import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { horizontalListSortingStrategy, SortableContext } from '@dnd-kit/sortable';
import { BoardColumn, CardTile } from '@teamboard/ui';
import { useMemo, useState, type ReactNode } from 'react';
import { useT } from '@/shared/i18n';
import { boardAnnouncements, screenReaderInstructions } from '../lib/announcements';
import { boardCollision } from '../lib/collision';
import { containerOf, moveInOrder, moveListInOrder, type CardOrder } from '../lib/drag-preview';
import { listIdOfArea, type DragData } from '../lib/drag-ids';
import { boardKeyboardCoordinates } from '../lib/keyboard-coordinates';
import type { CardMove, ListMove } from '../lib/moves';
import { neighboursAt } from '../lib/ordering';
import type { BoardCardView, BoardListView } from '../lib/view';
import { SortableColumn } from './SortableColumn';

export interface ColumnExtras {
  menu?: ReactNode;
  composer?: ReactNode;
  onAddCard?: () => void;
}

export type ActiveDrag = { type: 'card' | 'list'; id: string } | null;

export interface BoardCanvasProps {
  lists: readonly BoardListView[];
  canEdit: boolean;
  filtered: boolean;
  now: Date;
  renderCard: (
    card: BoardCardView,
    index: number,
    measureRef?: (element: HTMLElement | null) => void,
  ) => ReactNode;
  columnExtras: (list: BoardListView) => ColumnExtras;
  onMoveCard: (move: CardMove) => void;
  onMoveList: (move: ListMove) => void;
  /** Who drags what, e.g. to tell the others on the board. */
  onDragChange?: (drag: ActiveDrag) => void;
  /** After the last list, e.g. the "Add a list" form. */
  trailing?: ReactNode;
}

interface Preview {
  /** The props the preview was made from: once they change, the cache has the move and the preview goes. */
  base: readonly BoardListView[];
  cards: CardOrder | null;
  lists: readonly string[] | null;
}

const idOf = (id: UniqueIdentifier) => String(id);

type Box = { top: number; height: number };

/** Whether the dragged card's middle is below the middle of the card it is over. */
function isBelow(dragged: Box | null, over: Box): boolean {
  return dragged !== null && dragged.top + dragged.height / 2 > over.top + over.height / 2;
}

/** The lists and cards of a board with drag and drop by mouse, touch and keyboard. */
export function BoardCanvas({
  lists,
  canEdit,
  filtered,
  now,
  renderCard,
  columnExtras,
  onMoveCard,
  onMoveList,
  onDragChange,
  trailing,
}: BoardCanvasProps) {
  const { t } = useT();
  const [active, setActive] = useState<ActiveDrag>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    // A short press, so a swipe over a handle still scrolls the board.
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: boardKeyboardCoordinates }),
  );

  const cardsById = useMemo(() => {
    const map = new Map<string, BoardCardView>();
    for (const list of lists) for (const card of list.cards) map.set(card.id, card);
    return map;
  }, [lists]);
  const baseCards = useMemo<CardOrder>(
    () => Object.fromEntries(lists.map((list) => [list.id, list.cards.map((card) => card.id)])),
    [lists],
  );
  const baseLists = useMemo(() => lists.map((list) => list.id), [lists]);
  const current = preview !== null && (active !== null || preview.base === lists) ? preview : null;
  const cardOrder = current?.cards ?? baseCards;
  const listOrder = current?.lists ?? baseLists;
  const listsById = useMemo(() => new Map(lists.map((list) => [list.id, list])), [lists]);

  const listOfTarget = (id: string): string | null => {
    if (listsById.has(id)) return id;
    return listIdOfArea(id) ?? containerOf(cardOrder, id);
  };

  const describe = (id: UniqueIdentifier, data: DragData | undefined) =>
    data?.type === 'list'
      ? t('board.drag.list', { name: data.name })
      : t('board.drag.card', { title: cardsById.get(idOf(id))?.title ?? '' });
  const positionOf = (id: UniqueIdentifier, over: UniqueIdentifier | null) => {
    if (over === null) return t('board.drag.nowhere');
    if (listsById.has(idOf(id))) {
      const index = listOrder.indexOf(idOf(over));
      return index < 0
        ? t('board.drag.amongLists')
        : t('board.drag.listPosition', { index: index + 1, count: listOrder.length });
    }
    const listId = listOfTarget(idOf(over));
    const ids = listId ? (cardOrder[listId] ?? []) : [];
    const index = Math.max(0, ids.indexOf(idOf(over)));
    return t('board.drag.cardPosition', {
      list: listsById.get(listId ?? '')?.name ?? t('board.drag.someList'),
      index: index + 1,
      count: Math.max(ids.length, 1),
    });
  };

  const start = (event: DragStartEvent) => {
    const data = event.active.data.current as DragData | undefined;
    const drag: ActiveDrag =
      data?.type === 'list'
        ? { type: 'list', id: idOf(event.active.id) }
        : { type: 'card', id: idOf(event.active.id) };
    setActive(drag);
    setPreview({ base: lists, cards: baseCards, lists: baseLists });
    onDragChange?.(drag);
  };

  const over = (event: DragOverEvent) => {
    if (active?.type !== 'card' || event.over === null) return;
    const cardId = idOf(event.active.id);
    const from = containerOf(cardOrder, cardId);
    const overId = idOf(event.over.id);
    const to = listOfTarget(overId);
    if (from === null || to === null || from === to) return;
    // Crossing into another list: above or below the card under it (by its middle), or at the end.
    const targetIds = cardOrder[to] ?? [];
    const overIndex = targetIds.indexOf(overId);
    const dragged = event.active.rect.current.translated;
    const below =
      dragged !== null && dragged.top + dragged.height / 2 > event.over.rect.top + event.over.rect.height / 2;
    const index = overIndex < 0 ? targetIds.length : overIndex + (below ? 1 : 0);
    setPreview((previous) => previous && { ...previous, cards: moveInOrder(cardOrder, cardId, to, index) });
  };

  const finish = () => {
    setActive(null);
    onDragChange?.(null);
  };

  const end = (event: DragEndEvent) => {
    const activeId = idOf(event.active.id);
    const overId = event.over ? idOf(event.over.id) : null;
    finish();
    if (overId === null) {
      setPreview(null);
      return;
    }
    if (active?.type === 'list') {
      const target = listOfTarget(overId);
      const index = target === null ? -1 : listOrder.indexOf(target);
      if (index < 0 || target === activeId) {
        setPreview(null);
        return;
      }
      const next = moveListInOrder(listOrder, activeId, index);
      const neighbours = neighboursAt(next, activeId, next.indexOf(activeId));
      const before = neighboursAt(baseLists, activeId, baseLists.indexOf(activeId));
      if (neighbours.beforeId === before.beforeId && neighbours.afterId === before.afterId) {
        setPreview(null);
        return;
      }
      setPreview({ base: lists, cards: null, lists: next });
      onMoveList({ listId: activeId, ...neighbours });
      return;
    }
    const listId = containerOf(cardOrder, activeId);
    if (listId === null) {
      setPreview(null);
      return;
    }
    const others = (cardOrder[listId] ?? []).filter((id) => id !== activeId);
    const overIndex = others.indexOf(overId);
    // Dropped on a card: above or below it by the dragged card's middle; on itself or the list area: where it is.
    const next =
      overIndex < 0 || event.over === null
        ? cardOrder
        : moveInOrder(
            cardOrder,
            activeId,
            listId,
            overIndex + (isBelow(event.active.rect.current.translated, event.over.rect) ? 1 : 0),
          );
    const finalIds = next[listId] ?? [];
    const neighbours = neighboursAt(finalIds, activeId, finalIds.indexOf(activeId));
    const origin = containerOf(baseCards, activeId);
    const originIds = origin === null ? [] : (baseCards[origin] ?? []);
    const before = neighboursAt(originIds, activeId, originIds.indexOf(activeId));
    if (
      origin === listId &&
      neighbours.beforeId === before.beforeId &&
      neighbours.afterId === before.afterId
    ) {
      setPreview(null);
      return;
    }
    setPreview({ base: lists, cards: next, lists: null });
    onMoveCard({ cardId: activeId, listId, ...neighbours });
  };

  const cancel = () => {
    finish();
    setPreview(null);
  };

  const activeCard = active?.type === 'card' ? cardsById.get(active.id) : undefined;
  const activeList = active?.type === 'list' ? listsById.get(active.id) : undefined;
  const overList = active?.type === 'card' ? containerOf(cardOrder, active.id) : null;

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={boardCollision}
      onDragStart={start}
      onDragOver={over}
      onDragEnd={end}
      onDragCancel={cancel}
      accessibility={{
        announcements: boardAnnouncements(t, describe, positionOf),
        screenReaderInstructions: screenReaderInstructions(t),
      }}
    >
      <div className="board-canvas">
        <SortableContext items={[...listOrder]} strategy={horizontalListSortingStrategy}>
          {listOrder.map((listId) => {
            const list = listsById.get(listId);
            if (!list) return null;
            const cards = (cardOrder[listId] ?? []).flatMap((id) => {
              const card = cardsById.get(id);
              return card ? [card] : [];
            });
            return (
              <SortableColumn
                key={list.id}
                list={list}
                cards={cards}
                canEdit={canEdit}
                filtered={filtered}
                renderCard={renderCard}
                dropTarget={overList === list.id}
                acceptsCards={active?.type !== 'list'}
                {...columnExtras(list)}
              />
            );
          })}
        </SortableContext>
        {trailing}
      </div>
      <DragOverlay>
        {activeCard ? (
          <CardTile
            title={activeCard.title}
            labels={activeCard.labels}
            assignees={activeCard.assignees}
            dueAt={activeCard.dueAt}
            completed={activeCard.completed}
            now={now}
            dragState="dragging"
          />
        ) : activeList ? (
          <BoardColumn
            name={activeList.name}
            cardCount={activeList.cardCount}
            wipLimit={activeList.wipLimit}
            dragState="dragging"
          />
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
