/** The signed-in user's notifications: the live bell, the inbox, watching cards, email settings. */
import { lazyScreen } from '@/shared/lib/lazy-screen';

export { BellMenu } from './components/BellMenu';
export { NotificationsProvider } from './components/NotificationsProvider';
export { NotificationSettingsSection } from './components/NotificationSettingsSection';
export { WatchToggle } from './components/WatchToggle';
export { useUnreadCount } from './hooks/unread-count-context';

export const loadInboxPage = lazyScreen(
  () => import('./components/InboxPage'),
  (m) => m.InboxPage,
);
