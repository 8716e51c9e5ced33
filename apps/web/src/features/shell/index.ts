/** The signed-in frame: header, user menu, keyboard shortcuts, and where "home" leads. */
import { lazyScreen } from '@/shared/lib/lazy-screen';

export { HomeRedirect } from './components/HomeRedirect';
export { useShortcut, type ShortcutEvent } from './shortcuts';
export { useSignedInSession } from './hooks/use-signed-in-session';
export { useSignOut } from './hooks/use-sign-out';
export { isFromHome, lastWorkspace } from './lib/last-workspace';

// Lazy: its menus and dialogs have no place in what the sign-in route loads.
export const loadAppShell = lazyScreen(
  () => import('./components/AppShell'),
  (m) => m.AppShell,
);
