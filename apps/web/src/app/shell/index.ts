/** The signed-in frame: header, user menu, keyboard shortcuts, and where "home" leads. */
import { lazyScreen } from '@/shared/lib/lazy-screen';

export { HomeRedirect } from './HomeRedirect';

// Lazy: its menus and dialogs have no place in what the sign-in route loads.
export const loadAppShell = lazyScreen(
  () => import('./AppShell'),
  (m) => m.AppShell,
);
