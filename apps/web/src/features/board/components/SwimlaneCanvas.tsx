import {
  closestCenter,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  pointerWithin,
  TouchSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import { BoardColumn, CardTile, LaneHeader, type AvatarPerson } from '@teamboard/ui';
import { useState, type ReactNode } from 'react';
import { useT } from '@/shared/i18n';
import { boardAnnouncements, screenReaderInstructions } from '../lib/announcements';
import type { DragData } from '../lib/drag-ids';
import { laneKeyboardCoordinates } from '../lib/lane-keyboard';
import { laneCardId, laneCellId, laneId, parseLaneCell, type Lane, type LaneGroup } from '../lib/swimlanes';
import type { LaneDrop } from '../hooks/use-lane-change';
import { useTileCover } from '../hooks/use-tile-cover';
import { tileContentOf, type BoardCardView, type BoardListView } from '../lib/view';
import type { ActiveDrag } from './BoardCanvas';

export interface SwimlaneCanvasProps {
  lanes: readonly Lane[];
  group: LaneGroup;
  /** The board's lists with their shown cards: a card changing list lands after the last one. */
  lists: readonly BoardListView[];
  canEdit: boolean;
  filtered: boolean;
  now: Date;
  collapsed: ReadonlySet<string>;
  onCollapsedChange: (laneId: string, collapsed: boolean) => void;
  cardLink: (card: BoardCardView) => { href: string; onOpen: () => void };
  viewersOf: (cardId: string) => readonly AvatarPerson[] | undefined;
  onDrop: (drop: LaneDrop) => void;
  /** Who drags what, e.g. to tell the others on the board. */
  onDragChange?: (drag: ActiveDrag) => void;
}

/** A card in a lane: the card and the lane it was picked up from. */
type LaneCardData = Extract<DragData, { type: 'card' }> & { laneKey: string; cardId: string };

/** Cells only (cards are not drop targets here): the one under the pointer, else the closest. */
const laneCollision: CollisionDetection = (args) => {
  const under = pointerWithin(args);
  return under.length > 0 ? under : closestCenter(args);
};

/**
 * The columns view in swimlanes: a row per person or label, each with the
 * board's lists as columns holding only that lane's cards. A card dragged to
 * another lane (mouse, touch or keyboard) changes its assignee or label, and
 * to another column its list; within a cell the list's order is kept.
 */
export function SwimlaneCanvas({
  lanes,
  group,
  lists,
  canEdit,
  filtered,
  now,
  collapsed,
  onCollapsedChange,
  cardLink,
  viewersOf,
  onDrop,
  onDragChange,
}: SwimlaneCanvasProps) {
  const { t } = useT();
  const [active, setActive] = useState<LaneCardData | null>(null);
  const [overCell, setOverCell] = useState<string | null>(null);
  const order = { lanes: lanes.map((lane) => lane.key), lists: lists.map((list) => list.id) };
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: laneKeyboardCoordinates(order) }),
  );
  const laneName = (key: string) => lanes.find((lane) => lane.key === key)?.name ?? '';
  const positionOf = (_id: string | number, over: string | number | null) => {
    const cell = over === null ? null : parseLaneCell(String(over));
    if (cell === null) return t('board.drag.nowhere');
    return t('board.lanes.position', {
      lane: laneName(cell.laneKey),
      list: lists.find((list) => list.id === cell.listId)?.name ?? t('board.drag.someList'),
    });
  };
  const describe = (_id: string | number, data: DragData | undefined) =>
    t('board.drag.card', { title: data?.type === 'card' ? data.title : '' });

  const start = (event: DragStartEvent) => {
    const data = event.active.data.current as LaneCardData;
    setActive(data);
    onDragChange?.({ type: 'card', id: data.cardId });
  };
  const finish = () => {
    setActive(null);
    setOverCell(null);
    onDragChange?.(null);
  };
  const end = (event: DragEndEvent) => {
    const data = event.active.data.current as LaneCardData;
    finish();
    const cell = event.over ? parseLaneCell(String(event.over.id)) : null;
    if (cell === null || (cell.laneKey === data.laneKey && cell.listId === data.listId)) return;
    const card = lanes
      .find((lane) => lane.key === data.laneKey)
      ?.lists.find((list) => list.id === data.listId)
      ?.cards.find((candidate) => candidate.id === data.cardId);
    if (!card) return;
    const target = lists.find((list) => list.id === cell.listId);
    onDrop({
      card,
      fromLane: data.laneKey,
      toLane: cell.laneKey,
      listId: cell.listId,
      lastCardId: target?.cards.filter((other) => other.id !== card.id).at(-1)?.id ?? null,
    });
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={laneCollision}
      onDragStart={start}
      onDragOver={(event) => setOverCell(event.over ? String(event.over.id) : null)}
      onDragEnd={end}
      onDragCancel={finish}
      accessibility={{
        announcements: boardAnnouncements(t, describe, positionOf),
        screenReaderInstructions: screenReaderInstructions(t),
      }}
    >
      <div className="swimlanes">
        {lanes.map((lane) => {
          const id = laneId(group, lane.key);
          const isCollapsed = collapsed.has(id);
          const bodyId = `swimlane-${id}`;
          return (
            <section key={lane.key} className="swimlane" data-lane-key={lane.key}>
              <LaneHeader
                name={lane.name}
                person={lane.person}
                labelColor={lane.label?.color}
                cardCount={lane.cardCount}
                collapsed={isCollapsed}
                onCollapsedChange={(next) => onCollapsedChange(id, next)}
                controls={bodyId}
              />
              <div id={bodyId} className="swimlane__lists" hidden={isCollapsed}>
                {isCollapsed
                  ? null
                  : lane.lists.map((list) => (
                      <LaneCell
                        key={list.id}
                        laneKey={lane.key}
                        list={list}
                        canEdit={canEdit}
                        filtered={filtered}
                        over={overCell === laneCellId(lane.key, list.id)}
                      >
                        {list.cards.map((card) => (
                          <LaneCard
                            key={card.id}
                            laneKey={lane.key}
                            card={card}
                            draggable={canEdit}
                            now={now}
                            viewers={viewersOf(card.id)}
                            {...cardLink(card)}
                          />
                        ))}
                      </LaneCell>
                    ))}
              </div>
            </section>
          );
        })}
      </div>
      <DragOverlay>{active ? <DraggedCard data={active} lanes={lanes} now={now} /> : null}</DragOverlay>
    </DndContext>
  );
}

function DraggedCard({ data, lanes, now }: { data: LaneCardData; lanes: readonly Lane[]; now: Date }) {
  const card = lanes
    .find((lane) => lane.key === data.laneKey)
    ?.lists.find((list) => list.id === data.listId)
    ?.cards.find((candidate) => candidate.id === data.cardId);
  return card ? (
    <CardTile
      title={card.title}
      labels={card.labels}
      assignees={card.assignees}
      dueAt={card.dueAt}
      completed={card.completed}
      now={now}
      dragState="dragging"
    />
  ) : null;
}

interface LaneCellProps {
  laneKey: string;
  list: BoardListView;
  canEdit: boolean;
  filtered: boolean;
  over: boolean;
  children: ReactNode;
}

/** One list within one lane: a drop target for cards. */
function LaneCell({ laneKey, list, canEdit, filtered, over, children }: LaneCellProps) {
  const { t } = useT();
  const { setNodeRef } = useDroppable({ id: laneCellId(laneKey, list.id), disabled: !canEdit });
  return (
    <BoardColumn
      className="board-column"
      data-list-id={list.id}
      name={list.name}
      cardCount={list.cards.length}
      emptyText={filtered ? t('board.column.noMatch') : t('board.column.empty')}
      dragState={over ? 'over' : 'idle'}
      listProps={{ ref: setNodeRef }}
    >
      {children}
    </BoardColumn>
  );
}

interface LaneCardProps {
  laneKey: string;
  card: BoardCardView;
  href: string;
  onOpen: () => void;
  draggable: boolean;
  now: Date;
  viewers?: readonly AvatarPerson[];
}

/** A card tile in a lane, dragged by the whole tile (mouse, touch) or by its grip (keyboard). */
function LaneCard({ laneKey, card, href, onOpen, draggable, now, viewers }: LaneCardProps) {
  const { t } = useT();
  const { cover, observe } = useTileCover(card);
  const data: LaneCardData = {
    type: 'card',
    listId: card.listId,
    title: card.title,
    laneKey,
    cardId: card.id,
  };
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging } = useDraggable({
    id: laneCardId(laneKey, card.id),
    data,
    disabled: !draggable,
  });
  return (
    <CardTile
      ref={(element) => {
        setNodeRef(element);
        observe(element);
      }}
      data-card-id={card.id}
      style={{ transform: CSS.Translate.toString(transform) }}
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
          ? { ...attributes, ref: setActivatorNodeRef, 'aria-roledescription': t('board.drag.cardRole') }
          : undefined
      }
    />
  );
}
