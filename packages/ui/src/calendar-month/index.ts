export { CalendarMonth } from './CalendarMonth';
export { addDays, dayKey, monthGrid } from './month-grid';
export type { CalendarCard, CalendarMonthProps } from './CalendarMonth';
