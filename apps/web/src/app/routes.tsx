import type { RouteObject } from 'react-router';
import { PublicOnly } from '../features/auth/components/PublicOnly';
import { RequireSession } from '../features/auth/components/RequireSession';
import { SessionProvider } from '../features/auth/components/SessionProvider';
import { HomeRedirect } from '../features/shell/components/HomeRedirect';
import { NotFoundPage } from '../features/system/NotFoundPage';

/**
 * The route table of PRODUCT.md §2. Screens load lazily so each route ships
 * only its own code; the session shell and guards are small and shared.
 */
export const routes: RouteObject[] = [
  {
    element: <SessionProvider />,
    children: [
      {
        element: <PublicOnly />,
        children: [
          {
            path: 'sign-in',
            lazy: async () => ({
              Component: (await import('../features/auth/components/SignInPage')).SignInPage,
            }),
          },
          {
            path: 'sign-up',
            lazy: async () => ({
              Component: (await import('../features/auth/components/SignUpPage')).SignUpPage,
            }),
          },
          {
            path: 'forgot-password',
            lazy: async () => ({
              Component: (await import('../features/auth/components/ForgotPasswordPage')).ForgotPasswordPage,
            }),
          },
        ],
      },
      {
        path: 'reset-password',
        lazy: async () => ({
          Component: (await import('../features/auth/components/ResetPasswordPage')).ResetPasswordPage,
        }),
      },
      {
        path: 'auth/callback',
        lazy: async () => ({
          Component: (await import('../features/auth/components/AuthCallbackPage')).AuthCallbackPage,
        }),
      },
      {
        element: <RequireSession />,
        children: [
          {
            // Signed-in screens share the header (workspace switcher, theme, user menu) and the `?` help.
            // Lazy too: its menus and dialogs have no place in what the sign-in route loads.
            lazy: async () => ({
              Component: (await import('../features/shell/components/AppShell')).AppShell,
            }),
            children: [
              { index: true, element: <HomeRedirect /> },
              {
                path: 'workspaces',
                lazy: async () => ({
                  Component: (await import('../features/workspaces/components/WorkspacesPage'))
                    .WorkspacesPage,
                }),
              },
              {
                path: 'account',
                lazy: async () => ({
                  Component: (await import('../features/account/components/AccountPage')).AccountPage,
                }),
              },
              {
                // Resolves the slug once (unknown or not a member: not found) for the screens below.
                path: 'w/:slug',
                lazy: async () => ({
                  Component: (await import('../features/workspaces/components/WorkspaceGate')).WorkspaceGate,
                }),
                children: [
                  {
                    index: true,
                    lazy: async () => ({
                      Component: (await import('../features/workspaces/components/WorkspacePage'))
                        .WorkspacePage,
                    }),
                  },
                  {
                    path: 'settings',
                    lazy: async () => ({
                      Component: (await import('../features/settings/components/WorkspaceSettingsPage'))
                        .WorkspaceSettingsPage,
                    }),
                  },
                ],
              },
              {
                path: 'w/:slug/b/:boardId',
                lazy: async () => ({
                  Component: (await import('../features/board/components/BoardPage')).BoardPage,
                }),
                children: [
                  {
                    // The card drawer opens over the board, which stays mounted beneath it.
                    path: 'c/:cardId',
                    lazy: async () => ({
                      Component: (await import('../features/card/components/CardDrawer')).CardDrawer,
                    }),
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        // Signed out, it offers sign-in / sign-up with next= back here; signed in, it joins.
        path: 'invite/:token',
        lazy: async () => ({
          Component: (await import('../features/invitations/components/AcceptInvitationPage'))
            .AcceptInvitationPage,
        }),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
