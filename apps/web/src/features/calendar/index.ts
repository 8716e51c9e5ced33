/** A board's calendar: its cards by due date in a month grid, moved between days by dragging. */
import { lazyScreen } from '@/shared/lib/lazy-screen';

export const loadBoardCalendarPage = lazyScreen(
  () => import('./components/BoardCalendarPage'),
  (m) => m.BoardCalendarPage,
);
