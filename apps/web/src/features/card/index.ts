/** The card drawer: description, labels, assignees, checklist, comments, attachments, activity. */
import { lazyScreen } from '@/shared/lib/lazy-screen';

export { useCardUpdate } from './hooks/use-card-update';

export const loadCardDrawer = lazyScreen(
  () => import('./components/CardDrawer'),
  (m) => m.CardDrawer,
);
