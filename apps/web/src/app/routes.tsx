import type { RouteObject } from 'react-router';
import { loadAccountPage } from '@/features/account';
import {
  PublicOnly,
  RequireSession,
  SessionPending,
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
import { loadInboxPage } from '@/features/notifications';
import { loadWorkspaceSettingsPage } from '@/features/settings';
import { HomeRedirect, loadAppShell } from './shell';
import { warmWhenIdle } from './warm-screen';
import { loadSharedBoardPage } from '@/features/shared-board';
import { NotFoundPage, RouteErrorPage } from '@/features/system';
import { WithServices, type AppServices } from '@/shared/services';
import { loadWorkspaceGate, loadWorkspacePage, loadWorkspacesPage } from '@/features/workspaces';

/** What route loaders start requests with. */
export interface RouteServices {
  loadServices: () => Promise<AppServices>;
}

/** Screens that read or write data render once the data services have loaded. */
const withServices = <WithServices fallback={<SessionPending />} />;

/**
 * The route table of PRODUCT.md §2. Screens load lazily (each feature's
 * `load…` in its index) so each route ships only its own code; the session
 * shell and guards are small and shared. A loader only starts a screen's
 * requests (it never waits for them), so they run while its code downloads.
 */
export function createRoutes(services: RouteServices): RouteObject[] {
  return routeTable(services).map(withErrorBoundary);
}

/**
 * Each route its own boundary, so a failure (a screen's code that did not arrive, a
 * loader that threw) replaces only that route's part of the page, in the app's words.
 * A lazy route's boundary sits on a pathless parent: React Router attributes a failed
 * `lazy` to the nearest boundary, and one on the failed route itself would render
 * nothing (its code never arrived), blanking the whole page.
 */
function withErrorBoundary(route: RouteObject): RouteObject {
  const inner: RouteObject =
    route.index || !route.children ? route : { ...route, children: route.children.map(withErrorBoundary) };
  if (inner.lazy) return { ErrorBoundary: RouteErrorPage, children: [inner] };
  return { ...inner, ErrorBoundary: RouteErrorPage };
}

function routeTable({ loadServices }: RouteServices): RouteObject[] {
  return [
    {
      element: <SessionProvider />,
      children: [
        {
          element: <PublicOnly />,
          children: [
            // Its form shows before the data services load (it asks for them once on screen).
            { path: 'sign-in', lazy: loadSignInPage },
            {
              element: withServices,
              children: [
                { path: 'sign-up', lazy: loadSignUpPage },
                { path: 'forgot-password', lazy: loadForgotPasswordPage },
              ],
            },
          ],
        },
        {
          element: withServices,
          children: [
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
                        {
                          index: true,
                          lazy: loadWorkspacePage,
                          // A board is where people go from here: its code is ready before the click.
                          loader: () => {
                            warmWhenIdle(loadBoardPage);
                            return null;
                          },
                        },
                        { path: 'settings', lazy: loadWorkspaceSettingsPage },
                        { path: 'my-cards', lazy: loadMyCardsPage },
                      ],
                    },
                    {
                      path: 'w/:slug/b/:boardId',
                      lazy: loadBoardPage,
                      loader: ({ params }) => {
                        loadServices().then(
                          (services) => services.prefetchBoard(params.slug ?? '', params.boardId ?? ''),
                          // The route's own boundary says why the services did not load.
                          () => undefined,
                        );
                        return null;
                      },
                      // Only on entering a board: opening a card or filtering (search params) reads no more.
                      shouldRevalidate: ({ currentParams, nextParams }) =>
                        currentParams.boardId !== nextParams.boardId,
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
          ],
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}
