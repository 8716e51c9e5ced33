import type { RouteObject } from 'react-router';
import { loadAccountPage } from '@/features/account';
import {
  PublicOnly,
  RequireSession,
  SessionProvider,
  loadAuthCallbackPage,
  loadForgotPasswordPage,
  loadResetPasswordPage,
  loadSignInPage,
  loadSignUpPage,
} from '@/features/auth';
import { loadBoardPage } from '@/features/board';
import { loadBoardCalendarPage } from '@/features/calendar';
import { loadCardDrawer } from '@/features/card';
import { loadAcceptInvitationPage } from '@/features/invitations';
import { loadMyCardsPage } from '@/features/my-cards';
import { loadSharedBoardPage } from '@/features/shared-board';
import { loadInboxPage } from '@/features/notifications';
import { loadWorkspaceSettingsPage } from '@/features/settings';
import { HomeRedirect, loadAppShell } from '@/features/shell';
import { NotFoundPage } from '@/features/system';
import { loadWorkspaceGate, loadWorkspacePage, loadWorkspacesPage } from '@/features/workspaces';

/**
 * The route table of PRODUCT.md §2. Screens load lazily (each feature's
 * `load…` in its index) so each route ships only its own code; the session
 * shell and guards are small and shared.
 */
export const routes: RouteObject[] = [
  {
    element: <SessionProvider />,
    children: [
      {
        element: <PublicOnly />,
        children: [
          { path: 'sign-in', lazy: loadSignInPage },
          { path: 'sign-up', lazy: loadSignUpPage },
          { path: 'forgot-password', lazy: loadForgotPasswordPage },
        ],
      },
      { path: 'reset-password', lazy: loadResetPasswordPage },
      { path: 'auth/callback', lazy: loadAuthCallbackPage },
      {
        element: <RequireSession />,
        children: [
          {
            // Signed-in screens share the header (workspace switcher, theme, user menu) and the `?` help.
            lazy: loadAppShell,
            children: [
              { index: true, element: <HomeRedirect /> },
              { path: 'workspaces', lazy: loadWorkspacesPage },
              { path: 'account', lazy: loadAccountPage },
              { path: 'inbox', lazy: loadInboxPage },
              {
                // Resolves the slug once (unknown or not a member: not found) for the screens below.
                path: 'w/:slug',
                lazy: loadWorkspaceGate,
                children: [
                  { index: true, lazy: loadWorkspacePage },
                  { path: 'settings', lazy: loadWorkspaceSettingsPage },
                  { path: 'my-cards', lazy: loadMyCardsPage },
                ],
              },
              {
                path: 'w/:slug/b/:boardId',
                lazy: loadBoardPage,
                // The card drawer opens over the board, which stays mounted beneath it.
                children: [{ path: 'c/:cardId', lazy: loadCardDrawer }],
              },
              { path: 'w/:slug/b/:boardId/calendar', lazy: loadBoardCalendarPage },
            ],
          },
        ],
      },
      {
        // Signed out, it offers sign-in / sign-up with next= back here; signed in, it joins.
        path: 'invite/:token',
        lazy: loadAcceptInvitationPage,
      },
      // A public board link: read-only, for anyone, signed in or not.
      { path: 's/:token', lazy: loadSharedBoardPage },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
