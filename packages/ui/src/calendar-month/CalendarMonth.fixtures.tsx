import { useState } from 'react';
import { CalendarMonth, type CalendarCard, type CalendarMonthProps } from './CalendarMonth';

/** Story fixtures: November 2026, seen on the 23rd. */
export const calendarToday = new Date(2026, 10, 23, 9, 30);

export const calendarCards: readonly CalendarCard[] = [
  { id: 'a', title: 'Ship the search', day: '2026-11-23' },
  { id: 'b', title: 'Write release notes', day: '2026-11-23' },
  { id: 'c', title: 'Retro', day: '2026-11-27', done: true },
  { id: 'd', title: 'Plan December', day: '2026-12-01' },
  { id: 'e', title: 'Migrate the wiki', day: '2026-11-26', startDay: '2026-11-20' },
];

/** The calendar holding its own month and cards, as the app does. */
export function CalendarDemo(props: CalendarMonthProps) {
  const [month, setMonth] = useState(props.month);
  const [cards, setCards] = useState(props.cards);
  return (
    <CalendarMonth
      {...props}
      month={month}
      onMonthChange={(next) => {
        setMonth(next);
        props.onMonthChange(next);
      }}
      cards={cards}
      onMoveCard={(id, day) => {
        setCards((all) => all.map((card) => (card.id === id ? { ...card, day } : card)));
        props.onMoveCard?.(id, day);
      }}
    />
  );
}
