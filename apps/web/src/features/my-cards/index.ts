/** "My cards": what is assigned to me across the workspace's boards, grouped by due date. */
import { lazyScreen } from '@/shared/lib/lazy-screen';

export const loadMyCardsPage = lazyScreen(
  () => import('./components/MyCardsPage'),
  (m) => m.MyCardsPage,
);
