/** Accepting an invitation link (`/invite/:token`), signed in or not. */
import { lazyScreen } from '@/shared/lib/lazy-screen';

export const loadAcceptInvitationPage = lazyScreen(
  () => import('./components/AcceptInvitationPage'),
  (m) => m.AcceptInvitationPage,
);
