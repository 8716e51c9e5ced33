/** The signed-in person's own account: name, avatar, email, password, sessions. */
import { lazyScreen } from '@/shared/lib/lazy-screen';

export { useMyProfile } from './hooks/use-my-profile';
export { useProfileLocale } from './hooks/use-profile-locale';

export const loadAccountPage = lazyScreen(
  () => import('./components/AccountPage'),
  (m) => m.AccountPage,
);
