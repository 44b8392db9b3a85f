import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoginPage } from '../accounts/login-page';
import { LoadingState } from '../components/states/loading-state';
import { AppLayout } from './app-layout';
import { NotFoundPage } from './not-found-page';
import { RequireSignIn } from './require-sign-in';
import { RouteErrorPage } from './route-error-page';

/** Routes match case-insensitively (react-router's default; SPEC-NOTES): /UserProfile is /userprofile. */
export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    // shown while the code of a lazily loaded first page arrives
    hydrateFallbackElement: <LoadingState />,
    children: [
      { index: true, element: <LoginPage /> },
      {
        path: 'register',
        lazy: async () => ({ Component: (await import('../accounts/register-page')).RegisterPage }),
      },
      {
        path: 'password/email',
        lazy: async () => ({
          Component: (await import('../accounts/password-email-page')).PasswordEmailPage,
        }),
      },
      {
        path: 'password/reset',
        lazy: async () => ({
          Component: (await import('../accounts/password-reset-page')).PasswordResetPage,
        }),
      },
      {
        element: <RequireSignIn />,
        children: [
          {
            path: 'userprofile',
            lazy: async () => ({
              Component: (await import('../accounts/user-profile-page')).UserProfilePage,
            }),
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
