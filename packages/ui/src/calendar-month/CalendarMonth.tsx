import { clsx } from 'clsx';
import { useId, useState, type DragEvent, type KeyboardEvent, type ReactNode } from 'react';
import { IconButton } from '../icon-button';
import { addDays, dayKey, monthGrid } from './month-grid';
import { useUiText } from '../i18n';

/** A card placed on the calendar on its local due day. */
export interface CalendarCard {
  readonly id: string;
  readonly title: string;
  /** `YYYY-MM-DD`, the local day it is due. */
  readonly day: string;
  /** `YYYY-MM-DD`, the local day work starts, before `day`: the days between show the card as under way. */
  readonly startDay?: string;
  readonly done?: boolean;
}

export interface CalendarMonthProps {
  /** Any day of the month shown. */
  month: Date;
  onMonthChange: (month: Date) => void;
  cards: readonly CalendarCard[];
  /** A card was dropped, or moved with Alt + arrow keys, onto another day. */
  onMoveCard?: (cardId: string, day: string) => void;
  onOpenCard?: (cardId: string) => void;
  /** Marks today; defaults to now. */
  today?: Date;
  weekStartsOn?: 0 | 1;
  locale?: string;
  /** Chips open cards but cannot be moved (viewers). */
  readOnly?: boolean;
  /** Shown above the grid, next to the month name (e.g. a "Today" button). */
  toolbar?: ReactNode;
  className?: string;
}

const DRAG_TYPE = 'application/x-teamboard-card';
const KEY_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/**
 * A month of days with the cards due on each. Chips are dragged to another
 * day, or moved with Alt + arrow keys (a day left or right, a week up or down).
 */
export function CalendarMonth({
  month,
  onMonthChange,
  cards,
  onMoveCard,
  onOpenCard,
  today = new Date(),
  weekStartsOn = 1,
  locale: localeProp,
  readOnly = false,
  toolbar,
  className,
}: CalendarMonthProps) {
  const { t, locale: uiLocale } = useUiText();
  const locale = localeProp ?? uiLocale;
  const headingId = useId();
  const hintId = useId();
  const [target, setTarget] = useState<string | null>(null);
  const weeks = monthGrid(month, weekStartsOn);
  const todayKey = dayKey(today);
  const movable = !readOnly && onMoveCard !== undefined;

  const byDay = new Map<string, CalendarCard[]>();
  for (const card of cards) byDay.set(card.day, [...(byDay.get(card.day) ?? []), card]);
  const underway = spansByDay(cards, dayKey(weeks[0]![0]!), dayKey(weeks.at(-1)![6]!));

  const monthName = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(month);
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short' });
  const longDay = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long' });
  const shift = (by: number) => onMonthChange(new Date(month.getFullYear(), month.getMonth() + by, 1));

  const drop = (event: DragEvent<HTMLTableCellElement>, day: string) => {
    event.preventDefault();
    setTarget(null);
    const id = event.dataTransfer.getData(DRAG_TYPE);
    const card = cards.find((c) => c.id === id);
    if (card && card.day !== day) onMoveCard?.(id, day);
  };

  const onChipKey = (event: KeyboardEvent<HTMLButtonElement>, card: CalendarCard) => {
    const step = KEY_STEPS[event.key];
    if (!movable || !event.altKey || step === undefined) return;
    event.preventDefault();
    onMoveCard?.(card.id, addDays(card.day, step));
  };

  return (
    <section className={clsx('tb-calendar', className)} aria-labelledby={headingId}>
      <header className="tb-calendar__header">
        <IconButton icon="chevronLeft" label={t('ui.calendar.previous')} onClick={() => shift(-1)} />
        <h2 id={headingId} className="tb-calendar__title" aria-live="polite">
          {monthName}
        </h2>
        <IconButton icon="chevronRight" label={t('ui.calendar.next')} onClick={() => shift(1)} />
        {toolbar ? <div className="tb-calendar__toolbar">{toolbar}</div> : null}
      </header>
      {movable ? (
        <p id={hintId} className="tb-visually-hidden">
          {t('ui.calendar.moveHint')}
        </p>
      ) : null}
      <table className="tb-calendar__grid">
        <thead>
          <tr>
            {weeks[0]!.map((day) => (
              <th key={day.getDay()} scope="col" className="tb-calendar__weekday">
                {weekday.format(day)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={dayKey(week[0]!)}>
              {week.map((day) => {
                const key = dayKey(day);
                const due = byDay.get(key) ?? [];
                const spans = underway.get(key) ?? [];
                return (
                  <td
                    key={key}
                    data-day={key}
                    className={clsx(
                      'tb-calendar__day',
                      day.getMonth() !== month.getMonth() && 'tb-calendar__day--outside',
                      key === todayKey && 'tb-calendar__day--today',
                      target === key && 'tb-calendar__day--target',
                    )}
                    {...(key === todayKey ? { 'aria-current': 'date' as const } : {})}
                    onDragOver={
                      movable
                        ? (event) => {
                            if (!event.dataTransfer.types.includes(DRAG_TYPE)) return;
                            event.preventDefault();
                            event.dataTransfer.dropEffect = 'move';
                            if (target !== key) setTarget(key);
                          }
                        : undefined
                    }
                    onDragLeave={movable ? () => setTarget((t) => (t === key ? null : t)) : undefined}
                    onDrop={movable ? (event) => drop(event, key) : undefined}
                  >
                    <span className="tb-calendar__date" aria-hidden>
                      {day.getDate()}
                    </span>
                    <span className="tb-visually-hidden">{longDay.format(day)}</span>
                    {spans.length > 0 ? (
                      <ul
                        className="tb-calendar__cards"
                        aria-label={t('ui.calendar.underwayOn', { day: longDay.format(day) })}
                      >
                        {spans.map((card) => (
                          <li key={card.id}>
                            {/* Out of the tab order: the due day's chip is the card's one stop. */}
                            <button
                              type="button"
                              tabIndex={-1}
                              className={clsx(
                                'tb-calendar__span',
                                card.startDay === key && 'tb-calendar__span--first',
                                card.done && 'tb-calendar__chip--done',
                              )}
                              data-span-card-id={card.id}
                              onClick={() => onOpenCard?.(card.id)}
                            >
                              {card.title}
                            </button>
                          </li>
                        ))}
                      </ul>
                    ) : null}
                    {due.length > 0 ? (
                      <ul
                        className="tb-calendar__cards"
                        aria-label={t('ui.calendar.dueOn', { day: longDay.format(day) })}
                      >
                        {due.map((card) => (
                          <li key={card.id}>
                            <button
                              type="button"
                              className={clsx('tb-calendar__chip', card.done && 'tb-calendar__chip--done')}
                              draggable={movable}
                              data-card-id={card.id}
                              {...(movable ? { 'aria-describedby': hintId } : {})}
                              onClick={() => onOpenCard?.(card.id)}
                              onKeyDown={(event) => onChipKey(event, card)}
                              onDragStart={(event) => {
                                event.dataTransfer.setData(DRAG_TYPE, card.id);
                                event.dataTransfer.setData('text/plain', card.title);
                                event.dataTransfer.effectAllowed = 'move';
                              }}
                              onDragEnd={() => setTarget(null)}
                            >
                              {card.title}
                            </button>
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/**
 * The cards under way on each day of the grid (`first`..`last`): from their
 * start day up to, not including, their due day. Walks only the days of a
 * span that the grid shows, however long the span.
 */
function spansByDay(
  cards: readonly CalendarCard[],
  first: string,
  last: string,
): Map<string, CalendarCard[]> {
  const spans = new Map<string, CalendarCard[]>();
  for (const card of cards) {
    if (card.startDay === undefined || card.startDay >= card.day) continue;
    // Keys are `YYYY-MM-DD`, so text order is day order.
    for (
      let key = card.startDay < first ? first : card.startDay;
      key < card.day && key <= last;
      key = addDays(key, 1)
    )
      spans.set(key, [...(spans.get(key) ?? []), card]);
  }
  return spans;
}
