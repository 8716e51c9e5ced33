/** The card drawer: description, labels, assignees, checklist, comments, attachments, activity. */
import { lazyScreen } from '@/shared/lib/lazy-screen';

export const loadCardDrawer = lazyScreen(
  () => import('./components/CardDrawer'),
  (m) => m.CardDrawer,
);
