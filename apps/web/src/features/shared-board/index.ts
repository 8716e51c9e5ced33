/** The read-only page of a public board link (`/s/:token`), for anyone, signed in or not. */
import { lazyScreen } from '@/shared/lib/lazy-screen';

export const loadSharedBoardPage = lazyScreen(
  () => import('./components/SharedBoardPage'),
  (m) => m.SharedBoardPage,
);
