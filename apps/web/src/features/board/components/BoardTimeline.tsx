import {
  DndContext,
  MouseSensor,
  TouchSensor,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useVirtualizer } from '@tanstack/react-virtual';
import { listBoardDependencies, type TimelineScale } from '@teamboard/sdk';
import { TimelineBar, dateFormat, useToast, type TimelineBarEdit } from '@teamboard/ui';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useCardUpdate } from '@/shared/hooks/use-card-update';
import { useT } from '@/shared/i18n';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { boardKeys } from '@/shared/query-keys/board-keys';
import {
  DAY_WIDTH,
  barPlacement,
  cardSpan,
  dayDate,
  dayNumber,
  editDates,
  timelineRange,
  type DaySpan,
} from '../lib/timeline';
import type { BoardCardView, BoardListView } from '../lib/view';
import { boardAnnouncements } from '../lib/announcements';
import { UndatedCards, type UndatedDrag } from './UndatedCards';

const ROW_HEIGHT = 36;
const HEADER_HEIGHT = 32;
const NAME_WIDTH = 200;

/** How a column is headed on each scale. */
const COLUMN_FORMAT: Readonly<Record<TimelineScale, Intl.DateTimeFormatOptions>> = {
  day: { weekday: 'narrow', day: 'numeric' },
  week: { day: 'numeric', month: 'short' },
  month: { month: 'short', year: 'numeric' },
};

export interface BoardTimelineProps {
  boardId: string;
  lists: readonly BoardListView[];
  scale: TimelineScale;
  canEdit: boolean;
  now: Date;
  onOpenCard: (cardId: string) => void;
}

interface Row {
  card: BoardCardView;
  span: DaySpan;
}

/**
 * The board as a timeline: each shown card with a date is a bar from its
 * start to its due date on a day, week or month scale, in the board's order;
 * a drag or a key press is one versioned card update (the table's), and the
 * board's realtime keeps the bars live. Links between the board's cards are
 * drawn as arrows from the blocker to the card it blocks. Cards without dates
 * are listed beside the track; one dragged onto it is due on the day it is
 * dropped on.
 */
export function BoardTimeline({ boardId, lists, scale, canEdit, now, onOpenCard }: BoardTimelineProps) {
  const { t, locale } = useT();
  const client = useTeamboardClient();
  const { toast } = useToast();
  const update = useCardUpdate(boardId, () => toast({ title: t('card.conflict'), variant: 'error' }));
  const [announcement, setAnnouncement] = useState('');
  // The dates a change gave a card, shown until the card's new version arrives (or the change fails).
  const [moved, setMoved] = useState<ReadonlyMap<string, { startAt: Date | null; dueAt: Date | null }>>(
    new Map(),
  );

  const cards = useMemo(() => lists.flatMap((list) => list.cards), [lists]);
  const datesOf = (card: BoardCardView) => moved.get(card.id) ?? card;
  const rows: Row[] = [];
  const undated: BoardCardView[] = [];
  for (const card of cards) {
    const { startAt, dueAt } = datesOf(card);
    const span = cardSpan(startAt, dueAt);
    if (span) rows.push({ card, span });
    else undated.push(card);
  }
  const range = timelineRange(
    rows.map((row) => row.span),
    scale,
    now,
  );
  const dayWidth = DAY_WIDTH[scale];

  // A link added or removed changes the blocked card's count of open blockers, which arrives live.
  const blockers = cards.map((card) => card.blockedCount).join();
  const links = useQuery({
    queryKey: [...boardKeys.dependencies(boardId), blockers],
    queryFn: () => listBoardDependencies(client, boardId),
    placeholderData: keepPreviousData,
  });

  const dayFormat = dateFormat(locale, { day: 'numeric', month: 'short' });
  const columnFormat = dateFormat(locale, COLUMN_FORMAT[scale]);
  const describe = (span: DaySpan) =>
    span.start === span.end
      ? dayFormat.format(dayDate(span.start))
      : t('ui.timelineBar.range', {
          start: dayFormat.format(dayDate(span.start)),
          end: dayFormat.format(dayDate(span.end)),
        });

  const change = (card: BoardCardView, edit: TimelineBarEdit, days: number) => {
    // One change at a time per card: the next one must name the version this one makes.
    if (moved.has(card.id)) return;
    const next = editDates(card, edit, days);
    if (!next) return;
    const forget = () =>
      setMoved((current) => {
        const rest = new Map(current);
        rest.delete(card.id);
        return rest;
      });
    setMoved((current) => new Map(current).set(card.id, next));
    update.mutate(
      {
        cardId: card.id,
        expectedVersion: card.version,
        ...(edit !== 'end' && next.startAt ? { startAt: next.startAt.toISOString() } : {}),
        ...(edit !== 'start' && next.dueAt ? { dueAt: next.dueAt.toISOString() } : {}),
      },
      { onSettled: forget },
    );
    setAnnouncement(
      t('views.timeline.moved', { title: card.title, dates: describe(cardSpan(next.startAt, next.dueAt)!) }),
    );
  };

  const titleOf = new Map(cards.map((card) => [card.id, card.title]));
  const track = useRef<HTMLDivElement | null>(null);
  // Only the rows in view (and a few around them) are drawn: a bar is a button with its handles and
  // hint, and a thousand of them took most of the timeline's first open. The header, the day columns
  // and the links are drawn whole, as they are few and span every row.
  const scroller = useRef<HTMLDivElement | null>(null);
  // TanStack Virtual returns functions that change with scroll; this component is simply not memoised by the compiler.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    // The rows start under the sticky header, inside the same scroller.
    scrollMargin: HEADER_HEIGHT,
    initialRect: { width: 1200, height: 800 },
    getItemKey: (index) => rows[index]?.card.id ?? index,
  });
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 6 } }),
  );
  const announcements = boardAnnouncements(
    t,
    (id) => t('board.drag.card', { title: titleOf.get(String(id).slice('undated:'.length)) ?? '' }),
    () => t('views.timeline.onTrack'),
  );
  // The day under the pointer where an undated card is let go gives it its due date.
  const dropUndated = ({ active, over, activatorEvent, delta }: DragEndEvent) => {
    const data = active.data.current as UndatedDrag | undefined;
    const trackBox = track.current?.getBoundingClientRect();
    if (!over || !data || !trackBox || !('clientX' in activatorEvent)) return;
    const x = (activatorEvent as PointerEvent).clientX + delta.x - trackBox.left;
    if (x < 0 || x >= range.width) return;
    const { card } = data;
    const dueAt = dayDate(range.start + Math.floor(x / dayWidth));
    setMoved((current) => new Map(current).set(card.id, { startAt: null, dueAt }));
    update.mutate(
      { cardId: card.id, expectedVersion: card.version, dueAt: dueAt.toISOString() },
      {
        onSettled: () =>
          setMoved((current) => {
            const rest = new Map(current);
            rest.delete(card.id);
            return rest;
          }),
      },
    );
    setAnnouncement(
      t('views.timeline.moved', { title: card.title, dates: describe(cardSpan(null, dueAt)!) }),
    );
  };

  const today = dayNumber(now);
  const rowOf = new Map(rows.map((row, index) => [row.card.id, index]));
  const arrows = (links.data ?? []).flatMap((link) => {
    const from = rowOf.get(link.blockerCardId);
    const to = rowOf.get(link.blockedCardId);
    if (from === undefined || to === undefined) return [];
    const blocker = barPlacement(rows[from]!.span, range);
    const blocked = barPlacement(rows[to]!.span, range);
    return [{ link, from, to, x1: blocker.left + blocker.width, x2: blocked.left }];
  });

  return (
    <DndContext
      sensors={sensors}
      onDragEnd={dropUndated}
      accessibility={{ announcements }}
      // The card lands on the day under the pointer: a track scrolling by itself under a pointer
      // only passing over it would move that day away.
      autoScroll={false}
    >
      <div className="board-timeline">
        <section className="board-timeline__main" aria-label={t('views.timeline.label')}>
          {rows.length === 0 ? <p className="board-timeline__empty">{t('views.timeline.noDated')}</p> : null}
          <div ref={scroller} className="board-timeline__scroller">
            <TimelineCanvas
              canEdit={canEdit}
              width={NAME_WIDTH + range.width}
              height={HEADER_HEIGHT + rows.length * ROW_HEIGHT}
            >
              <div
                ref={track}
                className="board-timeline__days"
                style={{ left: NAME_WIDTH, width: range.width }}
              />
              <div className="board-timeline__header" style={{ height: HEADER_HEIGHT }} aria-hidden>
                {range.columns.map((column) => (
                  <span
                    key={column.start}
                    className="board-timeline__column"
                    data-today={column.start <= today && today < column.start + column.days ? '' : undefined}
                    style={{ left: NAME_WIDTH + column.left, width: column.width }}
                  >
                    {columnFormat.format(dayDate(column.start))}
                  </span>
                ))}
              </div>
              <div
                className="board-timeline__today"
                title={t('views.timeline.today')}
                style={{ left: NAME_WIDTH + (today - range.start) * dayWidth, width: dayWidth }}
              />
              <ul
                className="board-timeline__rows"
                style={{ top: HEADER_HEIGHT, height: rows.length * ROW_HEIGHT }}
              >
                {virtualizer.getVirtualItems().map((item) => {
                  const { card, span } = rows[item.index]!;
                  const place = barPlacement(span, range);
                  return (
                    <li
                      key={item.key}
                      className="board-timeline__row"
                      // The list's size and each row's place in it, for a screen reader shown only some rows.
                      aria-setsize={rows.length}
                      aria-posinset={item.index + 1}
                      style={{
                        height: ROW_HEIGHT,
                        transform: `translateY(${String(item.start - HEADER_HEIGHT)}px)`,
                      }}
                    >
                      <span className="board-timeline__name" style={{ width: NAME_WIDTH }} aria-hidden>
                        {card.title}
                      </span>
                      <div className="board-timeline__track" style={{ width: range.width }}>
                        <TimelineBar
                          title={card.title}
                          start={dayDate(span.start)}
                          end={dayDate(span.end)}
                          left={place.left}
                          width={place.width}
                          dayWidth={dayWidth}
                          completed={card.completed}
                          canEdit={canEdit}
                          locale={locale}
                          onChange={(edit, days) => change(card, edit, days)}
                          onOpen={() => onOpenCard(card.id)}
                        />
                      </div>
                    </li>
                  );
                })}
              </ul>
              {arrows.length > 0 ? (
                <svg
                  className="board-timeline__links"
                  aria-hidden
                  style={{ left: NAME_WIDTH, top: HEADER_HEIGHT }}
                  width={range.width}
                  height={rows.length * ROW_HEIGHT}
                >
                  <defs>
                    <marker
                      id="board-timeline-arrow"
                      viewBox="0 0 8 8"
                      refX="8"
                      refY="4"
                      markerWidth="8"
                      markerHeight="8"
                      orient="auto"
                    >
                      <path d="M0,0 L8,4 L0,8 z" />
                    </marker>
                  </defs>
                  {arrows.map(({ link, from, to, x1, x2 }) => {
                    const y1 = from * ROW_HEIGHT + ROW_HEIGHT / 2;
                    const y2 = to * ROW_HEIGHT + ROW_HEIGHT / 2;
                    const bend = Math.max(x1, x2 - 12) + 6;
                    return (
                      <path
                        key={`${link.blockerCardId}-${link.blockedCardId}`}
                        data-link={`${link.blockerCardId}>${link.blockedCardId}`}
                        d={`M${String(x1)},${String(y1)} H${String(bend)} V${String(y2)} H${String(x2)}`}
                        markerEnd="url(#board-timeline-arrow)"
                      />
                    );
                  })}
                </svg>
              ) : null}
            </TimelineCanvas>
          </div>
          {arrows.length > 0 ? (
            <ul className="tb-visually-hidden">
              {arrows.map(({ link }) => (
                <li key={`${link.blockerCardId}-${link.blockedCardId}`}>
                  {t('views.timeline.dependency', {
                    blocked: titleOf.get(link.blockedCardId) ?? '',
                    blocker: titleOf.get(link.blockerCardId) ?? '',
                  })}
                </li>
              ))}
            </ul>
          ) : null}
        </section>
        <UndatedCards cards={undated} canEdit={canEdit} onOpenCard={onOpenCard} />
        <p className="tb-visually-hidden" role="status">
          {announcement}
        </p>
      </div>
    </DndContext>
  );
}

interface TimelineCanvasProps {
  canEdit: boolean;
  width: number;
  height: number;
  children: ReactNode;
}

/** The track's canvas, where an undated card can be dropped (inside the drag context, as dnd-kit needs). */
function TimelineCanvas({ canEdit, width, height, children }: TimelineCanvasProps) {
  const { setNodeRef } = useDroppable({ id: 'timeline-track', disabled: !canEdit });
  return (
    <div ref={setNodeRef} className="board-timeline__canvas" style={{ width, height }}>
      {children}
    </div>
  );
}
